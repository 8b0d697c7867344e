import { useMemo } from 'react';
import { ApiError } from '@atlas/shell-kit';
import { CONTENT_PAGE_SIZE } from '@atlas/content/contract';
import { useContentList } from '../../api/content';
import { useSelection, useUrlFilters } from '../shared/list-kit';

/** The filters the address carries (search, type, status, author, category, tag, dateFrom, dateTo, sort, page, site). */
const FILTER_KEYS = ['search', 'type', 'status', 'author', 'category', 'tag', 'dateFrom', 'dateTo', 'sort', 'page', 'site'] as const;

/** The content list's page of items for the filters in the address (posts only for the posts list), and the items ticked. */
export function useFilteredContent(postsOnly: boolean) {
  const { selected, toggle, clear, setSelected } = useSelection();
  const { params, setFilter, page } = useUrlFilters(clear);
  const query = useMemo(() => {
    const q: Record<string, string> = {};
    for (const key of FILTER_KEYS) {
      const value = params.get(key);
      if (!value) continue;
      if (key === 'type') q.content_type = value;
      else q[key] = value;
    }
    if (postsOnly) q.content_type = 'post';
    q.page_size = String(CONTENT_PAGE_SIZE);
    return q;
  }, [params, postsOnly]);
  const list = useContentList(query);
  // The posts list says nothing of a 401 (the api client has already sent the user to sign in).
  const failed = list.isError && !(postsOnly && list.error instanceof ApiError && list.error.status === 401);
  const items = list.data?.results ?? [];
  const pageCount = Math.max(1, Math.ceil((list.data?.count ?? 0) / CONTENT_PAGE_SIZE));
  return { selected, toggle, clear, setSelected, params, setFilter, page, list, failed, items, pageCount };
}
