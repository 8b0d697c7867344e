import { useQuery } from '@tanstack/react-query';
import { api, ApiError, templateKeys } from '@atlas/shell-kit';
import type { SiteTemplate } from '@atlas/sites/contract';

export const TEMPLATE_PAGE_SIZE = 12;

export type GalleryTemplate = Pick<
  SiteTemplate,
  'id' | 'name' | 'description' | 'category' | 'thumbnail' | 'author' | 'is_premium' | 'is_featured' | 'rating'
>;
export interface Gallery {
  results: GalleryTemplate[];
  count: number;
  /** The gallery could not be loaded (anything but a 404, which is an empty gallery). */
  failed: boolean;
}

/** One page of the template gallery; an array answer is the whole list. */
export function useTemplateGallery(query: Record<string, string>) {
  return useQuery({
    queryKey: [...templateKeys.all, 'gallery', query],
    queryFn: async (): Promise<Gallery> => {
      try {
        const answer = await api.get<{ results: GalleryTemplate[]; count: number } | GalleryTemplate[]>('/builder/templates/', { query });
        if (Array.isArray(answer)) return { results: answer, count: answer.length, failed: false };
        return { results: answer.results, count: answer.count, failed: false };
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return { results: [], count: 0, failed: false };
        return { results: [], count: 0, failed: true };
      }
    },
    retry: false,
  });
}
