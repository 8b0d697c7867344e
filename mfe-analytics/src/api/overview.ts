import { useQuery } from '@tanstack/react-query';
import { api } from '@atlas/shell-kit';
import { analyticsKeys } from './keys';
import type { AnalyticsOverview, TimeRange } from './types';

/** The overview of one site (or all the user's sites when `site` is null) over the range. */
export function useOverview(site: number | null, range: TimeRange) {
  return useQuery({
    queryKey: analyticsKeys.overview(site, range),
    queryFn: () => api.get<AnalyticsOverview>('/analytics/dashboard/overview/', { query: { site: site ?? '', timeRange: range } }),
  });
}
