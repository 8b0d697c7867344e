import { useQuery } from '@tanstack/react-query';
import { api } from '@atlas/shell-kit';
import { REFRESH_MS, hoursOf, performanceKeys } from './keys';
import type { PerformanceRange, SystemHealth, SystemHealthTrend } from './types';

/** The latest stored sample of the machine's health. */
export function useCurrentHealth() {
  return useQuery({
    queryKey: performanceKeys.healthCurrent(),
    queryFn: () => api.get<SystemHealth>('/performance/system-health/current/'),
    refetchInterval: REFRESH_MS,
  });
}

/** The samples of the range, averaged into at most 120 buckets, oldest first. */
export function useHealthTrend(range: PerformanceRange) {
  return useQuery({
    queryKey: performanceKeys.healthTrend(range),
    queryFn: () => api.get<SystemHealthTrend>('/performance/system-health/trend/', { query: { hours: hoursOf(range) } }),
    refetchInterval: REFRESH_MS,
  });
}
