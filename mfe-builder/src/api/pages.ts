import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, fromThisTab, sitePagesQuery } from '@atlas/shell-kit';
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
  /** The version the canvas builds on: a page saved since by someone else is refused (409 with theirs). */
  version: number | null;
  /** Sent as the tab closes: one request (title and blocks) that outlives the page. */
  keepalive?: boolean;
}

/**
 * Saves the builder's page. A new page is created (draft, 'standard') without a slug: the service
 * derives it from the title and picks a free one (`-2`, `-3`...), and the answer carries it. An
 * existing page gets its title patched when it changed, then its blocks through save_blocks, each
 * from the version the one before answered; as the tab closes, both in one keepalive PATCH (a second
 * request could not wait for the first).
 */
export function useSavePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ siteId, pageId, title, blocks, version, keepalive }: PageDraft): Promise<Page> => {
      if (pageId === null) {
        return api.post<Page>('/builder/pages/', { site: siteId, title, blocks, page_type: 'standard', is_published: false });
      }
      const current = queryClient.getQueryData<Page>(pageKeys.detail(pageId));
      if (keepalive) {
        const body = { title, blocks, version: version ?? undefined };
        const saved = await api.patch<Page | null>(`/builder/pages/${pageId}/`, body, { ...fromThisTab(), keepalive: true });
        return { ...(current as Page), ...saved, id: pageId, site: siteId, title, blocks };
      }
      let from = version ?? undefined;
      if (current && current.title !== title) {
        const renamed = await api.patch<Page | null>(`/builder/pages/${pageId}/`, { title, version: from }, fromThisTab());
        from = renamed?.version ?? from;
      }
      const saved = await api.post<Page | null>(`/builder/pages/${pageId}/save_blocks/`, { blocks, version: from }, fromThisTab());
      return { ...(current as Page), ...saved, id: pageId, site: siteId, title, blocks };
    },
    onSuccess: (page, { siteId }) => {
      queryClient.setQueryData(pageKeys.detail(page.id), page);
      queryClient.invalidateQueries({ queryKey: pageKeys.ofSite(siteId) });
    },
  });
}

/** Makes a page the server answered (their version after a conflict) the editor's copy of it. */
export function useRememberPage() {
  const queryClient = useQueryClient();
  return useCallback((page: Page) => queryClient.setQueryData(pageKeys.detail(page.id), page), [queryClient]);
}

export function usePublishPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ pageId }: { siteId: number; pageId: number }) =>
      api.post<Page | null>(`/builder/pages/${pageId}/publish/`, undefined, fromThisTab()),
    onSuccess: (published, { siteId, pageId }) => {
      queryClient.setQueryData<Page>(pageKeys.detail(pageId), (page) =>
        page ? { ...page, is_published: true, version: published?.version ?? page.version } : page,
      );
      queryClient.invalidateQueries({ queryKey: pageKeys.ofSite(siteId) });
    },
  });
}
