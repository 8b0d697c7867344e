import { queryOptions } from '@tanstack/react-query';
import type { SystemStatusReport } from '@atlas/performance/contract';
import { api } from '../api/client';

/** Database, API, Storage and CDN as the performance service judges them (GET /api/performance/system-status/). */
export type SystemStatus = SystemStatusReport;
export type SystemComponentStatus = SystemStatusReport['database'];

export const systemStatusKeys = {
  all: ['system-status'] as const,
};

/** Staff only; read again every minute while the dashboard home is open. */
export const systemStatusQuery = () =>
  queryOptions({
    queryKey: systemStatusKeys.all,
    queryFn: () => api.get<SystemStatus>('/performance/system-status/', { redirectOnUnauthorized: false }),
    refetchInterval: 60_000,
    retry: false,
  });
