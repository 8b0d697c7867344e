// The performance service's answers, mirrored from its contract (docs/contracts.md, "Performance service").
// Local until `@atlas/performance/contract` exists; then these become re-exports of its `Static<>` types.

/** The range of every performance view; the hours are the range's number (`hours=24` for '24h'). */
export type PerformanceRange = '1h' | '24h' | '168h' | '720h';

export type HealthStatus = 'healthy' | 'warning' | 'critical';

export interface SystemHealth {
  cpu_usage: number;
  memory_usage: number;
  disk_usage: number;
  health_score: number;
  status: HealthStatus;
  load_1m: number;
  load_5m: number;
  load_15m: number;
  active_connections: number;
  request_count: number;
  error_count: number;
  /** Bytes per second. */
  network_in: number;
  network_out: number;
  memory_total_bytes: number;
  memory_used_bytes: number;
  disk_total_bytes: number;
  disk_used_bytes: number;
  timestamp: string;
}

export interface SystemHealthTrend {
  hours: number;
  bucket_seconds: number;
  trend_data: SystemHealth[];
}

export type AlertType = 'cpu' | 'memory' | 'disk' | 'error_rate' | 'lcp' | 'inp' | 'cls' | 'cache_hit_rate';
export type AlertSeverity = 'low' | 'medium' | 'high' | 'critical';
export type AlertStatus = 'new' | 'acknowledged' | 'resolved';

export interface Alert {
  id: number;
  alert_type: AlertType;
  title: string;
  message: string;
  severity: AlertSeverity;
  status: AlertStatus;
  first_occurrence: string;
  last_occurrence: string;
  occurrence_count: number;
  actual_value: number;
  threshold_value: number;
  acknowledged_by: string | null;
  acknowledged_at: string | null;
  resolved_by: string | null;
  resolved_at: string | null;
}

export interface AlertList {
  results: Alert[];
  count: number;
}

export interface TopPage {
  site: number;
  site_slug: string;
  path: string;
  url: string;
  samples: number;
  load_time: number | null;
  performance_score: number | null;
  lcp: number | null;
  inp: number | null;
  cls: number | null;
}

export interface PerformanceDashboard {
  avg_load_time: number | null;
  avg_performance_score: number | null;
  cache_hit_rate: number | null;
  current_cpu_usage: number | null;
  avg_lcp: number | null;
  avg_fid: number | null;
  avg_inp: number | null;
  avg_cls: number | null;
  critical_alerts_count: number;
  open_alerts_count: number;
  top_pages: TopPage[];
  recent_alerts: Alert[];
}

export type VitalName = 'lcp' | 'inp' | 'fid' | 'cls' | 'fcp' | 'ttfb';

/** Shares of visits in %, summing to 100. */
export interface RatingShares {
  good: number;
  needs_improvement: number;
  poor: number;
}

/** p75 of each vital over the range (null without samples), the load time and the score computed from them. */
export interface FieldVitals {
  lcp: number | null;
  inp: number | null;
  fid: number | null;
  cls: number | null;
  fcp: number | null;
  ttfb: number | null;
  load_time: number | null;
  performance_score: number | null;
  ratings: Record<VitalName, RatingShares>;
}

export interface SiteSpeed extends FieldVitals {
  site: number;
  site_slug: string;
  samples: number;
}

export interface PageSpeed extends SiteSpeed {
  path: string;
  url: string;
}

export interface PageSpeedReport {
  sites: SiteSpeed[];
  pages: PageSpeed[];
}

export interface CacheAnalytics {
  range: PerformanceRange;
  hit_rate: number;
  hits: number;
  misses: number;
  evictions: number;
  entries: number;
  bytes: number;
  status: 'excellent' | 'good' | 'poor';
  /** Pages missed more often than hit. */
  needs_attention: number;
  trend: { timestamp: string; hit_rate: number; hits: number; misses: number }[];
}

export interface DatabaseTable {
  table: string;
  rows: number;
  size_bytes: number;
  seq_scans: number;
  index_scans: number;
  /** % of scans that used an index. */
  index_usage: number;
}

export interface DatabasePerformance {
  engine: 'postgresql' | 'embedded';
  schemas: { schema: string; size_bytes: number; rows: number; tables: DatabaseTable[] }[];
  connections: { active: number; idle: number; max: number } | null;
  cache_hit_ratio: number | null;
  slow_queries: { query: string; calls: number; mean_ms: number; total_ms: number }[] | null;
  /** What this database cannot report (null above), by field name. */
  unavailable: string[];
}
