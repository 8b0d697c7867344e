import type { Static } from '@atlas/service-kit';
import { ACTIVE_WINDOW_SECONDS } from '../constants';
import type { LiveEvent, Realtime } from '../schemas/analytics';
import type { TrackedEvent } from '../events/published';
import type { Repositories } from '../repositories';

const LISTED = 10;
/** The newest events read for a snapshot, however busy the sites. */
const READ_AT_MOST = 50_000;

/** Who is on the scope's sites now (seen in the last 5 minutes), read from the raw events. */
export async function realtimeSnapshot(repos: Pick<Repositories, 'events'>, siteIds: number[]): Promise<Static<typeof Realtime>> {
  const rows = siteIds.length === 0 ? [] : await repos.events.recentWithin(siteIds, ACTIVE_WINDOW_SECONDS, READ_AT_MOST);
  const visitors = new Set<string>();
  const pages = new Map<string, Set<string>>();
  const countries = new Map<string, Set<string>>();
  const devices = { desktop: new Set<string>(), mobile: new Set<string>(), tablet: new Set<string>() };
  const latestDevice = new Map<string, string>();
  for (const row of rows) {
    visitors.add(row.visitor_id);
    if (!latestDevice.has(row.visitor_id)) latestDevice.set(row.visitor_id, row.device);
    if (row.type === 'pageview') {
      if (!pages.has(row.path)) pages.set(row.path, new Set());
      pages.get(row.path)!.add(row.visitor_id);
    }
    if (!countries.has(row.country)) countries.set(row.country, new Set());
    countries.get(row.country)!.add(row.visitor_id);
  }
  for (const [visitor, device] of latestDevice) devices[device as keyof typeof devices]?.add(visitor);
  const ranked = <T>(map: Map<string, Set<string>>, shape: (key: string, count: number) => T) =>
    [...map.entries()]
      .sort((a, b) => b[1].size - a[1].size || a[0].localeCompare(b[0]))
      .slice(0, LISTED)
      .map(([key, set]) => shape(key, set.size));
  const time = (value: Date) => new Date(value).toISOString();
  return {
    active_visitors: visitors.size,
    active_pages: ranked(pages, (page, count) => ({ page, visitors: count })),
    recent_views: rows
      .filter((row) => row.type === 'pageview')
      .slice(0, LISTED)
      .map((row) => ({ page: row.path, country: row.country, device: row.device, timestamp: time(row.occurred_at) })),
    active_countries: ranked(countries, (country, count) => ({ country, visitors: count })),
    active_devices: { desktop: devices.desktop.size, mobile: devices.mobile.size, tablet: devices.tablet.size },
    recent_events: rows
      .slice(0, LISTED)
      .map((row) => ({ type: row.type, name: row.name, page: row.path, timestamp: time(row.occurred_at) })),
  };
}

/** What the websocket pushes for one new event. */
export function liveEvent(event: TrackedEvent): Static<typeof LiveEvent> {
  return {
    type: event.type,
    name: event.name,
    page: event.path,
    country: event.country,
    device: event.device,
    timestamp: event.occurred_at,
  };
}
