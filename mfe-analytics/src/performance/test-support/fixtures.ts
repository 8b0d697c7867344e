import type {
  Alert,
  CacheAnalytics,
  DatabasePerformance,
  FieldVitals,
  PageSpeed,
  PerformanceDashboard,
  SiteSpeed,
  SystemHealth,
} from '../api/types';

// The performance service's answers as its contract describes them; every figure chosen so a test can
// find it on the screen.

const GB = 1024 ** 3;

export function health(over: Partial<SystemHealth> = {}): SystemHealth {
  return {
    cpu_usage: 42.5,
    memory_usage: 50,
    disk_usage: 25,
    health_score: 88,
    status: 'healthy',
    load_1m: 0.52,
    load_5m: 0.41,
    load_15m: 0.3,
    active_connections: 17,
    request_count: 240,
    error_count: 3,
    network_in: 2048,
    network_out: 5 * 1024 * 1024,
    memory_total_bytes: 16 * GB,
    memory_used_bytes: 8 * GB,
    disk_total_bytes: 512 * GB,
    disk_used_bytes: 128 * GB,
    timestamp: '2026-11-25T14:00:00Z',
    ...over,
  };
}

export function alert(id: number, over: Partial<Alert> = {}): Alert {
  return {
    id,
    alert_type: 'cpu',
    title: 'High CPU usage',
    message: 'CPU usage is 91.2%, above 85%',
    severity: 'high',
    status: 'new',
    first_occurrence: '2026-11-25T10:00:00Z',
    last_occurrence: '2026-11-25T13:30:00Z',
    occurrence_count: 4,
    actual_value: 91.2,
    threshold_value: 85,
    acknowledged_by: null,
    acknowledged_at: null,
    resolved_by: null,
    resolved_at: null,
    ...over,
  };
}

export function dashboard(over: Partial<PerformanceDashboard> = {}): PerformanceDashboard {
  return {
    avg_load_time: null,
    avg_performance_score: null,
    cache_hit_rate: null,
    current_cpu_usage: null,
    avg_lcp: null,
    avg_fid: null,
    avg_inp: null,
    avg_cls: null,
    critical_alerts_count: 0,
    open_alerts_count: 0,
    top_pages: [],
    recent_alerts: [],
    ...over,
  };
}

const even = { good: 100, needs_improvement: 0, poor: 0 };

export function vitals(over: Partial<FieldVitals> = {}): FieldVitals {
  return {
    lcp: 1800,
    inp: 150,
    fid: 20,
    cls: 0.05,
    fcp: 1200,
    ttfb: 400,
    load_time: 1400,
    performance_score: 95,
    ratings: { lcp: even, inp: even, fid: even, cls: even, fcp: even, ttfb: even },
    ...over,
  };
}

export function siteSpeed(site: number, slug: string, over: Partial<SiteSpeed> = {}): SiteSpeed {
  return { site, site_slug: slug, samples: 120, ...vitals(), ...over };
}

export function pageSpeed(site: number, slug: string, path: string, over: Partial<PageSpeed> = {}): PageSpeed {
  return { site, site_slug: slug, path, url: `https://${slug}.example.test${path}`, samples: 60, ...vitals(), ...over };
}

export function cache(over: Partial<CacheAnalytics> = {}): CacheAnalytics {
  return {
    range: '24h',
    hit_rate: 92.4,
    hits: 1200,
    misses: 99,
    evictions: 3,
    entries: 40,
    bytes: 3 * 1024 * 1024,
    status: 'excellent',
    needs_attention: 2,
    trend: [
      { timestamp: '2026-11-25T12:00:00Z', hit_rate: 90, hits: 600, misses: 66 },
      { timestamp: '2026-11-25T13:00:00Z', hit_rate: 95, hits: 600, misses: 33 },
    ],
    ...over,
  };
}

export function database(over: Partial<DatabasePerformance> = {}): DatabasePerformance {
  return {
    engine: 'postgresql',
    schemas: [
      {
        schema: 'sites',
        size_bytes: 2 * 1024 * 1024,
        rows: 1500,
        tables: [{ table: 'pages', rows: 1200, size_bytes: 1024 * 1024, seq_scans: 10, index_scans: 990, index_usage: 99 }],
      },
    ],
    connections: { active: 3, idle: 7, max: 100 },
    cache_hit_ratio: 99.2,
    slow_queries: [{ query: 'select * from sites.pages where site_id = $1', calls: 42, mean_ms: 12.5, total_ms: 525 }],
    unavailable: [],
    ...over,
  };
}
