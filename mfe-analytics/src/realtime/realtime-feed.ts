import type { RealtimeEvent, RealtimeSnapshot } from '../api/types';

export type ConnectionStatus = 'Disconnected' | 'Connected' | 'Error';

export const RECONNECT_AFTER_MS = 5_000;
export const POLL_EVERY_MS = 10_000;
export const RECENT_KEPT = 10;
/** Visitors stop being active 5 minutes after their last event, with or without new events: ask again each minute. */
export const RESUBSCRIBE_EVERY_MS = 60_000;

export type FeedMessage = { type: 'analytics_update'; data: RealtimeSnapshot } | { type: 'new_event'; event: RealtimeEvent };

/** ws(s)://{host}/ws/analytics/{siteId}/?token=...: secure when the page is. */
export function realtimeSocketUrl(site: number, token: string | null, page: Pick<Location, 'protocol' | 'host'> = window.location) {
  const scheme = page.protocol === 'https:' ? 'wss' : 'ws';
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return `${scheme}://${page.host}/ws/analytics/${site}/${query}`;
}

/** A server message, or null for anything this panel does not understand. */
export function parseFeedMessage(raw: unknown): FeedMessage | null {
  if (typeof raw !== 'string') return null;
  let message: unknown;
  try {
    message = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!message || typeof message !== 'object') return null;
  const { type, data, event } = message as { type?: unknown; data?: unknown; event?: unknown };
  if (type === 'analytics_update' && data && typeof data === 'object') return { type, data: data as RealtimeSnapshot };
  if (type === 'new_event' && event && typeof event === 'object') return { type, event: event as RealtimeEvent };
  return null;
}

/** An update replaces the snapshot; a new event goes first in the recent events (and views), 10 kept. */
export function applyFeedMessage(snapshot: RealtimeSnapshot | null, message: FeedMessage): RealtimeSnapshot | null {
  if (message.type === 'analytics_update') return message.data;
  if (!snapshot) return snapshot;
  const { event } = message;
  const next = { ...snapshot, recent_events: [event, ...snapshot.recent_events].slice(0, RECENT_KEPT) };
  if (event.type === 'pageview') {
    const view = { page: event.page, country: event.country ?? 'Unknown', device: event.device ?? 'desktop', timestamp: event.timestamp };
    next.recent_views = [view, ...snapshot.recent_views].slice(0, RECENT_KEPT);
  }
  return next;
}
