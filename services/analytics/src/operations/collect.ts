import type { Static } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { Beacon } from '../schemas/analytics';
import type { TrackedEvent } from '../events/published';
import { classifyReferral, describeClient, isBotAgent, visitorId } from './enrich';

const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** What the sender's browser said besides the beacon: read by the route, so this operation knows no HTTP. */
export interface BeaconSender {
  userAgent: string;
  ip: string;
  /** A prefetch or prerender (not a visit). */
  prefetch: boolean;
  /** The host the visitor's page was served from, as the browser told it. */
  pageHost: string | undefined;
}

/**
 * One beacon: bots, prefetches and beacons for no published site are ignored (with the same answer
 * as an accepted one, so the endpoint tells nobody which sites exist); a visit is enriched and
 * queued in the write batch, published as `analytics.event` for the ingestion consumer within a few
 * milliseconds ('full': the batch is full, nothing was taken).
 */
export async function collectBeacon(
  deps: Deps,
  sender: BeaconSender,
  beacon: Static<typeof Beacon>,
): Promise<'accepted' | 'ignored' | 'full'> {
  const { userAgent } = sender;
  if (!userAgent || sender.prefetch || isBotAgent(userAgent)) return 'ignored';
  const site = await deps.publishedSite(beacon.site);
  if (!site) return 'ignored';

  const now = deps.clock.now();
  const salt = await deps.saltFor(now);
  const client = describeClient(userAgent, beacon.screen_width);
  const referral = classifyReferral({ ...beacon, pageHost: sender.pageHost, siteSlug: site.slug });
  const utm = Object.fromEntries(UTM_FIELDS.filter((field) => beacon[field]).map((field) => [field, beacon[field] as string]));
  const isEvent = beacon.type === 'event';
  const event: TrackedEvent = {
    event_id: beacon.event_id.toLowerCase(),
    site_id: site.id,
    occurred_at: now.toISOString(),
    type: beacon.type,
    name: isEvent ? (beacon.name ?? 'event') : 'pageview',
    path: beacon.path,
    title: beacon.title ?? '',
    visitor_id: visitorId(salt, site.id, sender.ip, userAgent),
    source: referral.source,
    referrer_host: referral.host,
    ...client,
    // No IP database is bundled: every visitor's country is 'Unknown'.
    country: 'Unknown',
    utm: Object.keys(utm).length ? utm : null,
    props: isEvent && beacon.props && Object.keys(beacon.props).length ? beacon.props : null,
  };
  return deps.beacons.push(event) ? 'accepted' : 'full';
}
