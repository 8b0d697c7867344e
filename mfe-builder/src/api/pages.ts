import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, sitePagesQuery } from '@atlas/shell-kit';
import type { Block } from '@atlas/blocks';
import { pageKeys } from './keys';
import type { Page } from './types';

export function useSitePages(siteId: number) {
  return useQuery({ ...sitePagesQuery<Page>(siteId), enabled: Number.isFinite(siteId) });
}

export function usePage(pageId: number | null) {
  return useQuery({
    queryKey: pageKeys.detail(pageId ?? 0),
    queryFn: () => api.get<Page>(`/builder/pages/${pageId}/`),
    enabled: pageId !== null,
    retry: false,
    // The editor owns the page while it is open: a refetch must not overwrite unsaved edits.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export interface PageDraft {
  siteId: number;
  pageId: number | null;
  title: string;
  blocks: Block[];
}

/**
 * Saves the builder's page. A new page is created (draft, 'standard') without a slug: the service
 * derives it from the title and picks a free one (`-2`, `-3`...), and the answer carries it. An
 * existing page gets its blocks through save_blocks and its title patched when it changed.
 */
export function useSavePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ siteId, pageId, title, blocks }: PageDraft): Promise<Page> => {
      if (pageId === null) {
        return api.post<Page>('/builder/pages/', { site: siteId, title, blocks, page_type: 'standard', is_published: false });
      }
      const current = queryClient.getQueryData<Page>(pageKeys.detail(pageId));
      if (current && current.title !== title) await api.patch(`/builder/pages/${pageId}/`, { title });
      const saved = await api.post<Page | null>(`/builder/pages/${pageId}/save_blocks/`, { blocks });
      return {
        ...(current as Page),
        ...(saved && typeof saved === 'object' && 'id' in saved ? saved : {}),
        id: pageId,
        site: siteId,
        title,
        blocks,
      };
    },
    onSuccess: (page, { siteId }) => {
      queryClient.setQueryData(pageKeys.detail(page.id), page);
      queryClient.invalidateQueries({ queryKey: pageKeys.ofSite(siteId) });
    },
  });
}

export function usePublishPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pageId }: { siteId: number; pageId: number }) => api.post<Page>(`/builder/pages/${pageId}/publish/`),
    onSuccess: (_page, { siteId, pageId }) => {
      queryClient.setQueryData<Page>(pageKeys.detail(pageId), (page) => (page ? { ...page, is_published: true } : page));
      queryClient.invalidateQueries({ queryKey: pageKeys.ofSite(siteId) });
    },
  });
}
