import { useQuery } from '@tanstack/react-query';
import { api } from '@atlas/shell-kit';
import { REFRESH_MS, hoursOf, performanceKeys } from './keys';
import type { PageSpeedReport, PerformanceRange } from './types';

/** Real visitors' vitals per site and per page (one site, or every site the user may see when `site` is null). */
export function usePageSpeed(range: PerformanceRange, site: number | null) {
  return useQuery({
    queryKey: performanceKeys.pageSpeed(range, site),
    queryFn: () => api.get<PageSpeedReport>('/performance/page-speed/', { query: { hours: hoursOf(range), site: site ?? '' } }),
    refetchInterval: REFRESH_MS,
  });
}
