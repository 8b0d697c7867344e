// Values both the service and the performance dashboard read (exported through the contract).

/** The dashboard's ranges, in hours (`?hours=`) and as the cache routes name them (`?range=`). */
export const RANGE_HOURS = [1, 24, 168, 720] as const;
export type RangeHours = (typeof RANGE_HOURS)[number];
export const CACHE_RANGES = ['1h', '24h', '168h', '720h'] as const;
export type CacheRange = (typeof CACHE_RANGES)[number];

/** A trend has at most this many points, whatever its range. */
export const TREND_POINTS = 120;

export const HEALTH_STATUSES = ['healthy', 'warning', 'critical'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

export const ALERT_TYPES = ['cpu', 'memory', 'disk', 'error_rate', 'lcp', 'inp', 'cls', 'cache_hit_rate'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
export const ALERT_SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type AlertSeverity = (typeof ALERT_SEVERITIES)[number];
export const ALERT_STATUSES = ['new', 'acknowledged', 'resolved'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

/** The field vitals the tracker reports (ms; CLS unitless). */
export const VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'FID'] as const;
export type Vital = (typeof VITALS)[number];
/** A stored metric: a vital, or the page's load time. */
export type Metric = Vital | 'LOAD';
export const METRICS_REQUIRED = 'metrics must hold at least one of LCP, INP, CLS, FCP, TTFB, FID, each a number from 0 to 600000';

/** Good up to the first limit, poor above the second (web.dev's Core Web Vitals limits). */
export const VITAL_LIMITS: Record<Vital, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  FID: { good: 100, poor: 300 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

/**
 * The performance score: Lighthouse's log-normal curve per metric (a p75 at `p10` scores 90, at
 * `median` 50) weighted as Lighthouse v10 weighs them. Field data has no TBT or Speed Index: INP
 * takes TBT's place and weight, TTFB takes Speed Index's.
 */
export const SCORE_CURVES: Partial<Record<Vital, { p10: number; median: number; weight: number }>> = {
  FCP: { p10: 1800, median: 3000, weight: 10 },
  LCP: { p10: 2500, median: 4000, weight: 25 },
  INP: { p10: 200, median: 500, weight: 30 },
  CLS: { p10: 0.1, median: 0.25, weight: 25 },
  TTFB: { p10: 800, median: 1800, weight: 10 },
};

/** Cache hit-rate colour breaks: excellent from 90, good from 80, poor below. */
export const CACHE_HIT_RATE_BREAKS = { excellent: 90, good: 80 } as const;
