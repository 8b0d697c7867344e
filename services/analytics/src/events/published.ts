import type { TrafficSource } from '../constants';
import type { Device } from '../operations/enrich';

/** `analytics.event`: one beacon, enriched and keyed by site id (one site's events stay in order). */
export interface TrackedEvent {
  /** The beacon's own id: a retried beacon carries the same one and is counted once. */
  event_id: string;
  site_id: number;
  occurred_at: string;
  type: 'pageview' | 'event';
  /** 'pageview' for page views; the event's name otherwise. */
  name: string;
  path: string;
  title: string;
  visitor_id: string;
  source: TrafficSource;
  referrer_host: string;
  browser: string;
  os: string;
  device: Device;
  country: string;
  utm: Record<string, string> | null;
  props: Record<string, string | number> | null;
}

export const TRACKED_EVENT = 'analytics.event';

/**
 * `analytics.post.viewed` (key: site id): page views of a site's blog posts counted in one ingested
 * batch, published through the outbox in that batch's transaction (so each view reaches the content
 * service exactly once); the content service adds them to its items' `views`.
 */
export type PostViewsPayload = {
  site_id: number;
  site_slug: string;
  posts: { slug: string; views: number }[];
};

export const POST_VIEWED = 'analytics.post.viewed';
