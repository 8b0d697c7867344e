import type { Static } from '@atlas/service-kit';
import { CACHE_HIT_RATE_BREAKS, TREND_POINTS, type CacheRange } from '../constants';
import type { Deps } from '../deps';
import type { CacheAnalytics, CacheMetrics } from '../schemas/performance';

const HOURS: Record<CacheRange, number> = { '1h': 1, '24h': 24, '168h': 168, '720h': 720 };
/** The gateway reports every 10 s: a finer bucket would hold nothing. */
const MIN_BUCKET_SECONDS = 10;

/** % of lookups served from the cache, one decimal; null without lookups. */
export const hitRate = (hits: number, misses: number) => (hits + misses === 0 ? null : Math.round((hits / (hits + misses)) * 1000) / 10);

function period(deps: Deps, range: CacheRange) {
  const hours = HOURS[range];
  return {
    since: new Date(deps.clock.now().getTime() - hours * 3600_000),
    bucketSeconds: Math.max(MIN_BUCKET_SECONDS, Math.ceil((hours * 3600) / TREND_POINTS)),
  };
}

export async function cacheMetrics(deps: Deps, range: CacheRange, type: string): Promise<Static<typeof CacheMetrics>> {
  const { since, bucketSeconds } = period(deps, range);
  const [totals, buckets] = await Promise.all([deps.cache.totals(type, since), deps.cache.buckets(type, since, bucketSeconds)]);
  return {
    range,
    type,
    hits: totals.hits,
    misses: totals.misses,
    evictions: totals.evictions,
    entries: totals.entries,
    bytes: totals.bytes,
    hit_rate: hitRate(totals.hits, totals.misses),
    results: buckets.map((bucket) => ({
      ...bucket,
      timestamp: bucket.timestamp.toISOString(),
      hit_rate: hitRate(bucket.hits, bucket.misses),
    })),
  };
}

export async function cacheAnalytics(deps: Deps, range: CacheRange): Promise<Static<typeof CacheAnalytics>> {
  const { since, bucketSeconds } = period(deps, range);
  const [totals, buckets] = await Promise.all([deps.cache.totals('page', since), deps.cache.buckets('page', since, bucketSeconds)]);
  const rate = hitRate(totals.hits, totals.misses);
  return {
    range,
    hit_rate: rate,
    hits: totals.hits,
    misses: totals.misses,
    evictions: totals.evictions,
    entries: totals.entries,
    bytes: totals.bytes,
    status:
      rate === null ? null : rate >= CACHE_HIT_RATE_BREAKS.excellent ? 'excellent' : rate >= CACHE_HIT_RATE_BREAKS.good ? 'good' : 'poor',
    needs_attention: totals.missing_windows,
    trend: buckets.map((bucket) => ({
      timestamp: bucket.timestamp.toISOString(),
      hit_rate: hitRate(bucket.hits, bucket.misses),
      hits: bucket.hits,
      misses: bucket.misses,
    })),
  };
}
