import type { TimeRange } from './types';

/** The analytics service's query keys; `site` is a site id, or null for all the user's sites. */
export const analyticsKeys = {
  all: ['analytics'] as const,
  ofSite: (site: number | null) => [...analyticsKeys.all, 'site', site] as const,
  overview: (site: number | null, range: TimeRange) => [...analyticsKeys.ofSite(site), 'overview', range] as const,
  realtime: (site: number) => [...analyticsKeys.ofSite(site), 'realtime'] as const,
  goals: (site: number | null) => [...analyticsKeys.ofSite(site), 'goals'] as const,
  funnel: (site: number | null, range: TimeRange) => [...analyticsKeys.ofSite(site), 'funnel', range] as const,
};
