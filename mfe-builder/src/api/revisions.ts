import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, listOf } from '@atlas/shell-kit';
import { pageKeys } from './keys';
import type { Page, PageRevision } from './types';

export function useRevisions(pageId: number, enabled: boolean) {
  return useQuery({
    queryKey: pageKeys.revisions(pageId),
    queryFn: async () => listOf<PageRevision>(await api.get(`/builder/pages/${pageId}/revisions/`)),
    enabled,
  });
}

/** Puts a revision's blocks back on the page (the server records the restore as a new revision). */
export function useRestoreRevision(pageId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: number) => api.post<Page>(`/builder/revisions/${revisionId}/restore/`),
    onSuccess: (page) => {
      queryClient.setQueryData(pageKeys.detail(pageId), page);
      queryClient.invalidateQueries({ queryKey: pageKeys.revisions(pageId) });
    },
  });
}
