import { queryOptions } from '@tanstack/react-query';
import type { ContentItem, ContentPage } from '@atlas/content/contract';
import { api } from '../api/client';

/** The content service's query keys: the content remote's lists and the dashboard's recent items share them. */
export const contentKeys = {
  all: ['content'] as const,
  lists: () => [...contentKeys.all, 'list'] as const,
  list: (query: Record<string, string>) => [...contentKeys.all, 'list', query] as const,
  detail: (id: number) => [...contentKeys.all, 'detail', id] as const,
  revisions: (id: number) => [...contentKeys.all, 'revisions', id] as const,
  history: (id: number) => [...contentKeys.all, 'history', id] as const,
  categories: () => [...contentKeys.all, 'categories'] as const,
  tags: () => [...contentKeys.all, 'tags'] as const,
};

/**
 * The signed-in user's own most recently updated content items (newest first). The author is named
 * because the content list gives staff everyone's items, and the home shows the owner's own.
 */
export const recentContentQuery = (authorId: number, count = 5) => {
  const query = { page_size: String(count), author: String(authorId) };
  return queryOptions({
    queryKey: contentKeys.list(query),
    queryFn: async (): Promise<ContentItem[]> =>
      (await api.get<ContentPage>('/content/', { query, redirectOnUnauthorized: false })).results,
    retry: false,
  });
};
