import { httpError, type Static } from '@atlas/service-kit';
import { isbot } from 'isbot';
import { METRICS_REQUIRED } from '../constants';
import type { Deps } from '../deps';
import type { VitalsBeacon } from '../schemas/performance';

/**
 * One vitals beacon: bots, browsers without a user agent and beacons for no published site are
 * ignored (with the same answer status as a stored one, so the endpoint tells nobody which sites
 * exist); otherwise it joins the write batch, where each metric is stored once per page view within
 * a few milliseconds ('full': the batch is full, nothing was taken).
 */
export async function collectVitals(
  deps: Deps,
  userAgent: string,
  beacon: Static<typeof VitalsBeacon>,
): Promise<'accepted' | 'ignored' | 'full'> {
  // unknown metric names are dropped by validation: what is left must still say something
  const metrics = Object.fromEntries(Object.entries(beacon.metrics).filter(([, value]) => value !== undefined));
  if (Object.keys(metrics).length === 0) throw httpError(400, METRICS_REQUIRED);
  if (!userAgent || isbot(userAgent)) return 'ignored';
  const site = await deps.publishedSite(beacon.site);
  if (!site) return 'ignored';
  const taken = deps.beacons.push({
    event_id: beacon.event_id.toLowerCase(),
    site_id: site.id,
    path: beacon.path,
    metrics,
    load_time: beacon.load_time,
    received_at: deps.clock.now(),
  });
  return taken ? 'accepted' : 'full';
}
