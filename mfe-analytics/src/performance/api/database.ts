import { useQuery } from '@tanstack/react-query';
import { api } from '@atlas/shell-kit';
import { REFRESH_MS, performanceKeys } from './keys';
import type { DatabasePerformance } from './types';

/** Sizes, rows, index usage, connections and slow statements of every service's schema. */
export function useDatabasePerformance() {
  return useQuery({
    queryKey: performanceKeys.database(),
    queryFn: () => api.get<DatabasePerformance>('/performance/database/'),
    refetchInterval: REFRESH_MS,
  });
}
