import { useQueries, useQuery } from '@tanstack/react-query';
import { sitePagesQuery, sitesQuery } from '@atlas/shell-kit';
import type { Page, Site } from '@atlas/sites/contract';

export type SiteSummary = Pick<Site, 'id' | 'name' | 'slug' | 'is_published'> & Partial<Pick<Site, 'pages_count' | 'updated_at'>>;
export type PageSummary = Pick<Page, 'id' | 'site' | 'title' | 'slug' | 'is_published'> & Partial<Pick<Page, 'updated_at'>>;

/** The signed-in user's sites, under the key every remote shares. */
export function useSites() {
  return useQuery(sitesQuery());
}

// Pages are listed per site; past this many sites the dashboard reads only the most recent ones.
const SITES_SCANNED_FOR_PAGES = 10;

/** Pages of the user's (most recently updated) sites, newest change first. */
export function useRecentPages(sites: SiteSummary[] | undefined, enabled = true) {
  const scanned = (sites ?? []).slice(0, SITES_SCANNED_FOR_PAGES);
  const results = useQueries({ queries: scanned.map((site) => ({ ...sitePagesQuery(site.id), enabled })) });
  const pages: PageSummary[] = results.flatMap((result) => result.data ?? []);
  pages.sort((a, b) => Date.parse(b.updated_at ?? '') - Date.parse(a.updated_at ?? '') || b.id - a.id);
  return {
    pages,
    isLoading: results.some((result) => result.isLoading),
    isError: results.some((result) => result.isError),
  };
}
