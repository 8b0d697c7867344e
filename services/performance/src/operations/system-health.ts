import type { Static } from '@atlas/service-kit';
import { TREND_POINTS } from '../constants';
import type { Deps } from '../deps';
import type { SampleRow } from '../repositories/samples';
import type { SystemHealth, SystemHealthTrend } from '../schemas/performance';
import { healthOf } from './health-score';

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

function present(deps: Deps, sample: SampleRow): Static<typeof SystemHealth> {
  return {
    cpu_usage: round1(sample.cpu_usage),
    memory_usage: round1(sample.memory_usage),
    disk_usage: round1(sample.disk_usage),
    ...healthOf(sample, deps.settings),
    load_1m: round2(sample.load_1m),
    load_5m: round2(sample.load_5m),
    load_15m: round2(sample.load_15m),
    active_connections: round1(sample.active_connections),
    request_count: sample.request_count,
    error_count: sample.error_count,
    network_in: Math.round(sample.network_in),
    network_out: Math.round(sample.network_out),
    memory_total_bytes: Math.round(sample.memory_total_bytes),
    memory_used_bytes: Math.round(sample.memory_used_bytes),
    disk_total_bytes: Math.round(sample.disk_total_bytes),
    disk_used_bytes: Math.round(sample.disk_used_bytes),
    timestamp: sample.taken_at.toISOString(),
  };
}

/** The latest stored sample, or undefined before the first one. */
export async function currentHealth(deps: Deps): Promise<Static<typeof SystemHealth> | undefined> {
  const sample = await deps.samples.latest();
  return sample && present(deps, sample);
}

/** The trend's bucket: the range in at most TREND_POINTS buckets, never finer than the sampling interval. */
export function trendBucketSeconds(hours: number, sampleIntervalMs: number): number {
  return Math.max(Math.ceil(sampleIntervalMs / 1000), Math.ceil((hours * 3600) / TREND_POINTS));
}

export async function healthTrend(deps: Deps, hours: number): Promise<Static<typeof SystemHealthTrend>> {
  const bucketSeconds = trendBucketSeconds(hours, deps.settings.sampleIntervalMs);
  const since = new Date(deps.clock.now().getTime() - hours * 3600_000);
  const points = await deps.samples.trend(since, bucketSeconds);
  return { hours, bucket_seconds: bucketSeconds, trend_data: points.map((point) => present(deps, point)) };
}
