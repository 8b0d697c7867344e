import { useQueries, useQuery } from '@tanstack/react-query';
import { ApiError, api, listOf } from '@atlas/shell-kit';

export interface SiteSummary {
  id: number;
  name: string;
  slug: string;
  is_published: boolean;
  pages_count?: number;
  updated_at?: string;
}

export interface PageSummary {
  id: number;
  site: number;
  title: string;
  slug: string;
  is_published: boolean;
  updated_at?: string;
}

export const siteKeys = {
  all: ['sites'] as const,
  list: () => [...siteKeys.all, 'list'] as const,
  pages: (siteId: number) => [...siteKeys.all, siteId, 'pages'] as const,
};

/** The signed-in user's sites; a 401 on this list is silently an empty list (spec 1 §8). */
export function useSites() {
  return useQuery({
    queryKey: siteKeys.list(),
    queryFn: async () => {
      try {
        return listOf<SiteSummary>(await api.get('/builder/sites/'));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return [];
        throw error;
      }
    },
  });
}

// Pages are listed per site; past this many sites the dashboard reads only the most recent ones.
const SITES_SCANNED_FOR_PAGES = 10;

/** Pages of the user's (most recently updated) sites, newest change first. */
export function useRecentPages(sites: SiteSummary[] | undefined, enabled = true) {
  const scanned = (sites ?? []).slice(0, SITES_SCANNED_FOR_PAGES);
  const results = useQueries({
    queries: scanned.map((site) => ({
      queryKey: siteKeys.pages(site.id),
      queryFn: async () => listOf<PageSummary>(await api.get('/builder/pages/', { query: { site: site.id } })).map((page) => ({ ...page, site: site.id })),
      enabled,
    })),
  });
  const pages = results.flatMap((result) => result.data ?? []);
  pages.sort((a, b) => Date.parse(b.updated_at ?? '') - Date.parse(a.updated_at ?? '') || b.id - a.id);
  return {
    pages,
    isLoading: results.some((result) => result.isLoading),
    isError: results.some((result) => result.isError),
  };
}
