import { useQuery } from '@tanstack/react-query';
import { api } from '@atlas/shell-kit';
import { REFRESH_MS, performanceKeys } from './keys';
import type { CacheAnalytics, PerformanceRange } from './types';

/** The public-site page cache over the range: hit rate, counters and the hit-rate trend. */
export function useCacheAnalytics(range: PerformanceRange) {
  return useQuery({
    queryKey: performanceKeys.cache(range),
    queryFn: () => api.get<CacheAnalytics>('/performance/cache/analytics/', { query: { range } }),
    refetchInterval: REFRESH_MS,
  });
}
