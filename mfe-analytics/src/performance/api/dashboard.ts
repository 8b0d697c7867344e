import { useQuery } from '@tanstack/react-query';
import { api } from '@atlas/shell-kit';
import { REFRESH_MS, hoursOf, performanceKeys } from './keys';
import type { PerformanceDashboard, PerformanceRange } from './types';

/** The Overview's summary: averages, vitals, top pages and recent alerts over the range. */
export function usePerformanceDashboard(range: PerformanceRange) {
  return useQuery({
    queryKey: performanceKeys.dashboard(range),
    queryFn: () => api.get<PerformanceDashboard>('/performance/dashboard/', { query: { hours: hoursOf(range) } }),
    refetchInterval: REFRESH_MS,
  });
}
