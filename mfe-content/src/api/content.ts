import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import { api, contentKeys, fromThisTab } from '@atlas/shell-kit';
import type { ContentAuditEntry, ContentItem, ContentPage, ContentRevision } from '@atlas/content/contract';

export type { ContentItem, ContentRevision, ContentAuditEntry };

// Content keys live in the shell kit: the dashboard's recent items read the same lists.
export { contentKeys };

export function useContentList(query: Record<string, string>) {
  return useQuery({
    queryKey: contentKeys.list(query),
    queryFn: () => api.get<ContentPage>('/content/', { query }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useContentItem(id: number | undefined) {
  return useQuery({
    queryKey: contentKeys.detail(id ?? 0),
    queryFn: () => api.get<ContentItem>(`/content/${id}/`),
    enabled: Boolean(id),
    retry: false,
  });
}

/** Posts are looked up by slug among the user's first hundred (the list has no exact slug filter in its contract). */
export const POSTS_SEARCHED_BY_SLUG = 100;

export function usePostBySlug(slug: string) {
  const query = { content_type: 'post', page_size: String(POSTS_SEARCHED_BY_SLUG) };
  return useQuery({
    queryKey: contentKeys.list(query),
    queryFn: () => api.get<ContentPage>('/content/', { query }),
    select: (page) => page.results.find((item) => item.slug === slug) ?? null,
    retry: false,
  });
}

export type ItemFields = Partial<
  Omit<ContentItem, 'id' | 'author' | 'views' | 'created_at' | 'updated_at' | 'body_html' | 'category_name' | 'site_name'>
>;

/**
 * POST when the item is new, PUT when it has an id; the answer is the saved item. A PUT carries the
 * `version` the editor started from: someone else's save since answers 409 with theirs.
 */
export function useSaveItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id?: number; fields: ItemFields }) =>
      id ? api.put<ContentItem>(`/content/${id}/`, fields, fromThisTab()) : api.post<ContentItem>('/content/', fields),
    onSuccess: (item) => {
      queryClient.setQueryData(contentKeys.detail(item.id), item);
      void queryClient.invalidateQueries({ queryKey: contentKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: contentKeys.revisions(item.id) });
      void queryClient.invalidateQueries({ queryKey: contentKeys.history(item.id) });
      void queryClient.invalidateQueries({ queryKey: contentKeys.tags() });
    },
  });
}

/** The editor's save as the tab closes: a keepalive request that outlives the page. */
export function saveItemOnClose(id: number, fields: ItemFields): Promise<ContentItem> {
  return api.put<ContentItem>(`/content/${id}/`, fields, { keepalive: true });
}

/** Makes an item the server answered (their version after a conflict) the editor's copy of it. */
export function useRememberItem() {
  const queryClient = useQueryClient();
  return useCallback((item: ContentItem) => queryClient.setQueryData(contentKeys.detail(item.id), item), [queryClient]);
}

export type BulkAction = 'publish' | 'unpublish' | 'archive' | 'delete';
const STATUS_FOR: Record<Exclude<BulkAction, 'delete'>, string> = { publish: 'published', unpublish: 'draft', archive: 'archived' };

/** One request per selected item (PATCH status or DELETE); resolves with how many succeeded and the first error. */
export function useBulkContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, action }: { ids: number[]; action: BulkAction }) => {
      const outcomes = await Promise.allSettled(
        ids.map((id) =>
          action === 'delete' ? api.delete(`/content/${id}/`) : api.patch(`/content/${id}/`, { status: STATUS_FOR[action] }),
        ),
      );
      const failed = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected');
      return { done: ids.length - failed.length, error: failed[0]?.reason as unknown };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

export function useRevisions(id: number) {
  return useQuery({
    queryKey: contentKeys.revisions(id),
    queryFn: () => api.get<ContentRevision[]>(`/content/${id}/revisions/`),
    retry: false,
  });
}

export function useHistory(id: number) {
  return useQuery({
    queryKey: contentKeys.history(id),
    queryFn: () => api.get<ContentAuditEntry[]>(`/content/${id}/history/`),
    retry: false,
  });
}

/** Restores a revision; the answer is the item as it now is. */
export function useRestoreRevision(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revisionId: number) => api.post<ContentItem>(`/content/${id}/revisions/${revisionId}/restore/`, undefined, fromThisTab()),
    onSuccess: (item) => {
      queryClient.setQueryData(contentKeys.detail(id), item);
      return queryClient.invalidateQueries({ queryKey: contentKeys.all });
    },
  });
}
