import { Type } from '@atlas/service-kit';
import { ALERT_SEVERITIES, ALERT_STATUSES, ALERT_TYPES, CACHE_RANGES, HEALTH_STATUSES, METRICS_REQUIRED, RANGE_HOURS } from '../constants';

const Uuid = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
/** One of some words, refused with one sentence (a union of literals would name only its first branch). */
const OneOf = <T extends string>(values: readonly T[], errorMessage: string) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], errorMessage });
const Nullable = <T extends ReturnType<typeof Type.Number>>(schema: T) => Type.Union([schema, Type.Null()]);
const NullableNumber = Nullable(Type.Number());

// Which period a view reads.
const HOURS = `hours must be one of ${RANGE_HOURS.join(', ')}`;
export const HoursQuery = Type.Object({
  hours: Type.Optional(Type.Unsafe<string>({ type: 'string', enum: RANGE_HOURS.map(String), errorMessage: HOURS })),
});
const CacheRange = Type.Optional(OneOf(CACHE_RANGES, `range must be one of ${CACHE_RANGES.join(', ')}`));
export const CacheAnalyticsQuery = Type.Object({ range: CacheRange });
export const CacheMetricsQuery = Type.Object({ range: CacheRange, type: Type.Optional(OneOf(['page'] as const, "type must be 'page'")) });
export const PageSpeedQuery = Type.Object({
  hours: HoursQuery.properties.hours,
  site: Type.Optional(
    Type.String({ maxLength: 10, pattern: '^(|[1-9][0-9]*)$', errorMessage: 'site must be a site id or empty (all your sites)' }),
  ),
});

export const SystemHealth = Type.Object({
  cpu_usage: Type.Number(),
  memory_usage: Type.Number(),
  disk_usage: Type.Number(),
  health_score: Type.Number(),
  status: OneOf(HEALTH_STATUSES, ''),
  load_1m: Type.Number(),
  load_5m: Type.Number(),
  load_15m: Type.Number(),
  active_connections: Type.Number(),
  request_count: Type.Integer(),
  error_count: Type.Integer(),
  network_in: Type.Number({ description: 'bytes per second' }),
  network_out: Type.Number({ description: 'bytes per second' }),
  memory_total_bytes: Type.Number(),
  memory_used_bytes: Type.Number(),
  disk_total_bytes: Type.Number(),
  disk_used_bytes: Type.Number(),
  timestamp: Type.String(),
});
export const SystemHealthTrend = Type.Object({
  hours: Type.Integer(),
  bucket_seconds: Type.Integer(),
  trend_data: Type.Array(SystemHealth),
});

// The visitors' field vitals.
const METRIC = METRICS_REQUIRED;
const Milliseconds = Type.Optional(Type.Number({ minimum: 0, maximum: 600_000, errorMessage: METRIC }));
export const VitalsBeacon = Type.Object({
  event_id: Type.String({ pattern: Uuid, errorMessage: 'event_id must be a UUID' }),
  site: Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', errorMessage: 'site must be a site slug' }),
  path: Type.String({ minLength: 1, maxLength: 2000, pattern: '^/', errorMessage: "path must start with '/' (at most 2000 characters)" }),
  metrics: Type.Object(
    {
      LCP: Milliseconds,
      INP: Milliseconds,
      CLS: Type.Optional(Type.Number({ minimum: 0, maximum: 100, errorMessage: 'CLS must be a number from 0 to 100' })),
      FCP: Milliseconds,
      TTFB: Milliseconds,
      FID: Milliseconds,
    },
    { additionalProperties: false, minProperties: 1, errorMessage: METRIC },
  ),
  load_time: Type.Optional(
    Type.Number({ minimum: 0, maximum: 600_000, errorMessage: 'load_time must be a number of ms from 0 to 600000' }),
  ),
  navigation_type: Type.Optional(Type.String({ maxLength: 40, errorMessage: 'navigation_type must be at most 40 characters' })),
});
export const VitalsAnswer = Type.Object({ status: Type.Union([Type.Literal('accepted'), Type.Literal('ignored')]) });

const Shares = Type.Object({ good: Type.Number(), needs_improvement: Type.Number(), poor: Type.Number() });
const vitals = {
  lcp: NullableNumber,
  inp: NullableNumber,
  fid: NullableNumber,
  cls: NullableNumber,
  fcp: NullableNumber,
  ttfb: NullableNumber,
  load_time: NullableNumber,
  performance_score: NullableNumber,
  ratings: Type.Object({ lcp: Shares, inp: Shares, fid: Shares, cls: Shares, fcp: Shares, ttfb: Shares }),
};
export const SiteSpeed = Type.Object({ site: Type.Integer(), site_slug: Type.String(), samples: Type.Integer(), ...vitals });
export const PageSpeed = Type.Object({
  site: Type.Integer(),
  site_slug: Type.String(),
  path: Type.String(),
  url: Type.String(),
  samples: Type.Integer(),
  ...vitals,
});
export const PageSpeedReport = Type.Object({ sites: Type.Array(SiteSpeed), pages: Type.Array(PageSpeed) });

// Alerts.
export const Alert = Type.Object({
  id: Type.Integer(),
  alert_type: OneOf(ALERT_TYPES, ''),
  title: Type.String(),
  message: Type.String(),
  severity: OneOf(ALERT_SEVERITIES, ''),
  status: OneOf(ALERT_STATUSES, ''),
  first_occurrence: Type.String(),
  last_occurrence: Type.String(),
  occurrence_count: Type.Integer(),
  actual_value: Type.Number(),
  threshold_value: Type.Number(),
  acknowledged_by: Type.Union([Type.Integer(), Type.Null()], { description: 'user id' }),
  acknowledged_at: Type.Union([Type.String(), Type.Null()]),
  resolved_by: Type.Union([Type.Integer(), Type.Null()], { description: 'user id' }),
  resolved_at: Type.Union([Type.String(), Type.Null()]),
});
export const AlertList = Type.Object({ results: Type.Array(Alert), count: Type.Integer() });
export const AlertQuery = Type.Object({
  status: Type.Optional(OneOf(ALERT_STATUSES, `status must be one of ${ALERT_STATUSES.join(', ')}`)),
  severity: Type.Optional(OneOf(ALERT_SEVERITIES, `severity must be one of ${ALERT_SEVERITIES.join(', ')}`)),
});

export const TopPage = Type.Object({
  site: Type.Integer(),
  site_slug: Type.String(),
  path: Type.String(),
  url: Type.String(),
  samples: Type.Integer(),
  load_time: NullableNumber,
  performance_score: NullableNumber,
  lcp: NullableNumber,
  inp: NullableNumber,
  cls: NullableNumber,
});
export const Dashboard = Type.Object({
  avg_load_time: NullableNumber,
  avg_performance_score: NullableNumber,
  cache_hit_rate: NullableNumber,
  current_cpu_usage: NullableNumber,
  avg_lcp: NullableNumber,
  avg_fid: NullableNumber,
  avg_inp: NullableNumber,
  avg_cls: NullableNumber,
  critical_alerts_count: Type.Integer(),
  open_alerts_count: Type.Integer(),
  top_pages: Type.Array(TopPage),
  recent_alerts: Type.Array(Alert),
});

// The public-site page cache.
const CacheFigures = {
  hits: Type.Integer(),
  misses: Type.Integer(),
  evictions: Type.Integer(),
  entries: Type.Integer(),
  bytes: Type.Integer(),
  hit_rate: NullableNumber,
};
export const CacheMetrics = Type.Object({
  range: OneOf(CACHE_RANGES, ''),
  type: Type.String(),
  ...CacheFigures,
  results: Type.Array(Type.Object({ timestamp: Type.String(), ...CacheFigures })),
});
export const CacheAnalytics = Type.Object({
  range: OneOf(CACHE_RANGES, ''),
  ...CacheFigures,
  status: Type.Union([OneOf(['excellent', 'good', 'poor'] as const, ''), Type.Null()]),
  needs_attention: Type.Integer({ description: 'report windows that missed more than they hit' }),
  trend: Type.Array(Type.Object({ timestamp: Type.String(), hit_rate: NullableNumber, hits: Type.Integer(), misses: Type.Integer() })),
});

// The database.
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);
export const DatabaseTable = Type.Object({
  table: Type.String(),
  rows: NullableInteger,
  size_bytes: Type.Integer(),
  seq_scans: NullableInteger,
  index_scans: NullableInteger,
  index_usage: NullableNumber,
});
export const DatabaseReport = Type.Object({
  engine: OneOf(['postgresql', 'embedded'] as const, ''),
  schemas: Type.Array(
    Type.Object({ schema: Type.String(), size_bytes: Type.Integer(), rows: NullableInteger, tables: Type.Array(DatabaseTable) }),
  ),
  connections: Type.Union([Type.Object({ active: Type.Integer(), idle: Type.Integer(), max: Type.Integer() }), Type.Null()]),
  cache_hit_ratio: NullableNumber,
  slow_queries: Type.Union([
    Type.Array(Type.Object({ query: Type.String(), calls: Type.Integer(), mean_ms: Type.Number(), total_ms: Type.Number() })),
    Type.Null(),
  ]),
  unavailable: Type.Array(Type.String()),
});

// The staff System Status card.
const Component = Type.Object({ status: OneOf(['operational', 'warning', 'down'] as const, ''), detail: Type.String() });
export const SystemStatus = Type.Object({ database: Component, api: Component, storage: Component, cdn: Component });
