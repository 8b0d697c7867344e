import { queryOptions } from '@tanstack/react-query';
import type { ActivityFeed, ActivityItem, DashboardStats } from '@atlas/analytics/contract';
import { api } from '../api/client';

/** The dashboard home's figures and feed from the analytics service, one key each wherever they are read. */
export const statsKeys = {
  all: ['stats'] as const,
  summary: () => [...statsKeys.all, 'summary'] as const,
  activity: (limit: number) => [...statsKeys.all, 'activity', limit] as const,
};

/** The home's figures are read again every five minutes while it is open. */
export const STATS_REFRESH_MS = 300_000;

/** `useQuery(dashboardStatsQuery())`: content, users, and the caller's page views over 30 days. */
export const dashboardStatsQuery = () =>
  queryOptions({
    queryKey: statsKeys.summary(),
    queryFn: () => api.get<DashboardStats>('/stats/', { redirectOnUnauthorized: false }),
    refetchInterval: STATS_REFRESH_MS,
    retry: false,
  });

/** The caller's newest events (sites and pages published, posts, orders, installs), newest first. */
export const recentActivityQuery = (limit = 10) =>
  queryOptions({
    queryKey: statsKeys.activity(limit),
    queryFn: async (): Promise<ActivityItem[]> =>
      (await api.get<ActivityFeed>('/analytics/activity/', { query: { limit }, redirectOnUnauthorized: false })).results,
    refetchInterval: STATS_REFRESH_MS,
    retry: false,
  });
