import { queryOptions } from '@tanstack/react-query';
import type { PageSpeedResult } from '@atlas/performance/contract';
import { api } from '../api/client';

/** Under the performance dashboard's own keys (`['performance', …]`), so its Refresh reloads page speed too. */
export const pageSpeedKeys = {
  all: ['performance', 'page-speed'] as const,
  site: (siteId: number | '', hours: number) => [...pageSpeedKeys.all, siteId, hours] as const,
};

/**
 * Real visitors' Core Web Vitals (p75) per site and page of the caller's sites
 * (GET /api/performance/page-speed/); `siteId` '' = all of them. Read by the performance dashboard
 * and the builder's Site Settings.
 */
export const pageSpeedQuery = (siteId: number | '', hours = 720) =>
  queryOptions({
    queryKey: pageSpeedKeys.site(siteId, hours),
    queryFn: () => api.get<PageSpeedResult>('/performance/page-speed/', { query: { site: siteId, hours } }),
  });
