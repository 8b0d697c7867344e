import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client';

/** One part of the platform as the performance service judges it (GET /api/performance/system-status/). */
export interface SystemComponentStatus {
  status: 'operational' | 'warning' | 'down';
  detail: string;
}

export interface SystemStatus {
  database: SystemComponentStatus;
  api: SystemComponentStatus;
  storage: SystemComponentStatus;
  cdn: SystemComponentStatus;
}

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
