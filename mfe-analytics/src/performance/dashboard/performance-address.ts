import type { PerformanceRange } from '../api/types';
import { idParam } from '../../id-param';

// The dashboard's state lives in the address: ?range=&tab= (and &site= for Page Speed's filter).

export type PerformanceTab = 'overview' | 'system-health' | 'cache' | 'page-speed' | 'database' | 'alerts';

export const PERFORMANCE_TABS: { id: PerformanceTab; label: string; staffOnly: boolean }[] = [
  { id: 'overview', label: 'Overview', staffOnly: true },
  { id: 'system-health', label: 'System Health', staffOnly: true },
  { id: 'cache', label: 'Cache Analytics', staffOnly: true },
  { id: 'page-speed', label: 'Page Speed', staffOnly: false },
  { id: 'database', label: 'Database', staffOnly: true },
  { id: 'alerts', label: 'Alerts', staffOnly: true },
];

export const PERFORMANCE_RANGES: { value: PerformanceRange; label: string }[] = [
  { value: '1h', label: 'Last hour' },
  { value: '24h', label: 'Last 24 hours' },
  { value: '168h', label: 'Last 7 days' },
  { value: '720h', label: 'Last 30 days' },
];
export const DEFAULT_RANGE: PerformanceRange = '24h';

export interface PerformanceAddress {
  range: PerformanceRange;
  tab: PerformanceTab;
  /** Page Speed's site filter: a site id, or null for every site. */
  site: number | null;
}

/** The tabs a user may open: staff see all six, an owner only Page Speed (the others answer 403 for them). */
export const tabsFor = (isStaff: boolean) => PERFORMANCE_TABS.filter((tab) => isStaff || !tab.staffOnly);

export function readAddress(search: URLSearchParams, isStaff: boolean): PerformanceAddress {
  const range = search.get('range');
  const tab = search.get('tab');
  const site = search.get('site');
  const allowed = tabsFor(isStaff);
  return {
    range: PERFORMANCE_RANGES.find((option) => option.value === range)?.value ?? DEFAULT_RANGE,
    tab: allowed.find((option) => option.id === tab)?.id ?? allowed[0].id,
    site: idParam(site),
  };
}

/** The query string for a changed address; the site filter is written only while it filters. */
export function searchFor(address: PerformanceAddress): URLSearchParams {
  const search = new URLSearchParams({ range: address.range, tab: address.tab });
  if (address.site !== null) search.set('site', String(address.site));
  return search;
}
