import type { TimeRange } from '../api/types';
import { idParam } from '../id-param';

// The dashboard's state lives in the address: ?site=&range=&tab= (a site's own analytics
// address, /dashboard/sites/{siteId}/analytics, preselects that site).

export type AnalyticsTab = 'overview' | 'realtime' | 'conversions';
export const ANALYTICS_TABS: { id: AnalyticsTab; label: string }[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'realtime', label: 'Real-time' },
  { id: 'conversions', label: 'Conversions' },
];

export const TIME_RANGES: { value: TimeRange; label: string }[] = [
  { value: '1d', label: 'Last 24 hours' },
  { value: '7d', label: 'Last 7 days' },
  { value: '30d', label: 'Last 30 days' },
  { value: '90d', label: 'Last 90 days' },
];
export const DEFAULT_RANGE: TimeRange = '7d';

export interface AnalyticsAddress {
  /** A site id, or null for All Sites. */
  site: number | null;
  range: TimeRange;
  tab: AnalyticsTab;
}

export function readAddress(search: URLSearchParams, routeSiteId?: string): AnalyticsAddress {
  const range = search.get('range') as TimeRange | null;
  const tab = search.get('tab') as AnalyticsTab | null;
  const site = search.has('site') ? search.get('site') : routeSiteId;
  return {
    site: idParam(site),
    range: range && TIME_RANGES.some((option) => option.value === range) ? range : DEFAULT_RANGE,
    tab: tab && ANALYTICS_TABS.some((option) => option.id === tab) ? tab : 'overview',
  };
}

/** The query string for a changed address; every part is written so the link says what it shows. */
export function searchFor(address: AnalyticsAddress): URLSearchParams {
  return new URLSearchParams({ site: address.site === null ? '' : String(address.site), range: address.range, tab: address.tab });
}
