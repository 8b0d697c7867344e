import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, listOf, pageKeys, siteKeys } from '@atlas/shell-kit';
import type { Page, Site } from '@atlas/sites/contract';

export type { Page, Site };
export type PageFilters = Record<string, string>;

export function useSite(siteId: number | undefined) {
  return useQuery({
    queryKey: siteKeys.detail(siteId ?? 0),
    queryFn: () => api.get<Site>(`/builder/sites/${siteId}/`),
    enabled: Boolean(siteId),
    retry: false,
  });
}

/** A site's builder pages narrowed by search, status, type and sort (under the kit's key for that site's pages). */
export function useSitePages(siteId: number | undefined, filters: PageFilters) {
  return useQuery({
    queryKey: [...pageKeys.ofSite(siteId ?? 0), filters],
    queryFn: async () => listOf<Page>(await api.get('/builder/pages/', { query: { site: siteId, ...filters } })),
    enabled: Boolean(siteId),
    retry: false,
  });
}

export type PageBulkAction = 'publish' | 'unpublish' | 'delete';

/** One request per selected page; resolves with how many succeeded and the first failure. */
export function useBulkPages(siteId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, action }: { ids: number[]; action: PageBulkAction }) => {
      const outcomes = await Promise.allSettled(
        ids.map((id) => (action === 'delete' ? api.delete(`/builder/pages/${id}/`) : api.post(`/builder/pages/${id}/${action}/`))),
      );
      const failed = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
      return { done: ids.length - failed.length, error: failed[0]?.reason as unknown };
    },
    onSettled: (_result, _error, { ids }) => {
      for (const id of ids) void queryClient.invalidateQueries({ queryKey: pageKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: pageKeys.ofSite(siteId ?? 0) });
    },
  });
}
