import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@atlas/shell-kit';

export interface ActivityEntry {
  id: number;
  type: string;
  description: string;
  created_at: string;
  site: number | null;
  actor: { id: number; username: string | null } | null;
}

export interface ActivityPage {
  results: ActivityEntry[];
  count: number;
  page: number;
  page_size: number;
  actors: { id: number; username: string | null }[];
}

export interface ActivityFilter {
  page: number;
  site: string;
  actor: string;
}

export const ACTIVITY_PAGE_SIZE = 20;

export const activityKeys = { log: (filter: ActivityFilter) => ['activity', 'log', filter] as const };

/** A page of the activity log (GET /api/analytics/activity/log/), the one Recent Activity shows the newest of. */
export function useActivityLog(filter: ActivityFilter) {
  const query = new URLSearchParams({ page: String(filter.page), page_size: String(ACTIVITY_PAGE_SIZE) });
  if (filter.site) query.set('site', filter.site);
  if (filter.actor) query.set('actor', filter.actor);
  return useQuery({
    queryKey: activityKeys.log(filter),
    queryFn: () => api.get<ActivityPage>(`/analytics/activity/log/?${query}`),
    placeholderData: keepPreviousData,
  });
}
