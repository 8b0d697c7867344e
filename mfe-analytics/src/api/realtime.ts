import { api } from '@atlas/shell-kit';
import type { RealtimeSnapshot } from './types';

/** The real-time snapshot the socket would send, read over HTTP (the polling fallback). */
export function fetchRealtime(site: number): Promise<RealtimeSnapshot> {
  return api.get<RealtimeSnapshot>('/analytics/dashboard/realtime/', { query: { site } });
}
