import { useQuery } from '@tanstack/react-query';
import { api } from '@atlas/shell-kit';

export interface ServiceHealth {
  name: string;
  status: 'up' | 'stopping' | 'down';
  detail: string | null;
  version: string | null;
  started_at: string | null;
  uptime_seconds: number | null;
  response_ms: number | null;
  outbox: { pending: number; oldest_seconds: number | null } | null;
  openapi_url: string;
}

export const platformKeys = {
  health: ['platform', 'health'] as const,
  openApi: (service: string) => ['platform', 'openapi', service] as const,
};

export const HEALTH_REFRESH_MS = 5000;

/** Every service's health (staff), read again every few seconds while the screen is open. */
export const usePlatformHealth = () =>
  useQuery({
    queryKey: platformKeys.health,
    queryFn: () => api.get<{ checked_at: string; services: ServiceHealth[] }>('/performance/services/'),
    refetchInterval: HEALTH_REFRESH_MS,
  });

/** One service's OpenAPI document (staff). */
export const useOpenApiDocument = (service: string) =>
  useQuery({
    queryKey: platformKeys.openApi(service),
    queryFn: () => api.get<Record<string, unknown>>(`/performance/services/${encodeURIComponent(service)}/openapi.json`),
    enabled: service !== '',
    staleTime: 60_000,
  });
