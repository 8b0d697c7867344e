import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, contentKeys } from '@atlas/shell-kit';
import type { ContentCategory, ContentTag } from '@atlas/content/contract';

export type { ContentCategory, ContentTag };
export type TaxonomyKind = 'categories' | 'tags';

export const useCategories = () =>
  useQuery({
    queryKey: contentKeys.categories(),
    queryFn: () => api.get<{ results: ContentCategory[] }>('/content/categories/'),
    retry: false,
  });

export const useTags = () =>
  useQuery({ queryKey: contentKeys.tags(), queryFn: () => api.get<{ results: ContentTag[] }>('/content/tags/'), retry: false });

export type TaxonomyChange =
  { method: 'create'; name: string } | { method: 'rename'; id: number; name: string } | { method: 'delete'; id: number };

/** Creates, renames or deletes a category or tag; items carrying it change too, so every content key is stale. */
export function useTaxonomyChange(kind: TaxonomyKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TaxonomyChange) => {
      if (change.method === 'create') return api.post(`/content/${kind}/`, { name: change.name });
      if (change.method === 'rename') return api.patch(`/content/${kind}/${change.id}/`, { name: change.name });
      return api.delete(`/content/${kind}/${change.id}/`);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}
