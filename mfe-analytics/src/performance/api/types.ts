// The performance service's answers, from its contract entry (types only), under this remote's names.
import type {
  CacheAnalyticsReport,
  CacheRange,
  DatabasePerformance,
  DatabaseTablePerformance,
  PagePageSpeed,
  PageSpeedResult,
  PerformanceAlert,
  PerformanceAlertList,
  PerformanceDashboard,
  PerformanceTopPage,
  SitePageSpeed,
  SystemHealthSample,
  SystemHealthTrendReport,
} from '@atlas/performance/contract';

export type { AlertSeverity, AlertStatus, AlertType, HealthStatus } from '@atlas/performance/contract';
export type { DatabasePerformance, PerformanceDashboard };

/** The range of every performance view: the cache routes' `range`; the others ask for its number of `hours`. */
export type PerformanceRange = CacheRange;
export type SystemHealth = SystemHealthSample;
export type SystemHealthTrend = SystemHealthTrendReport;
export type Alert = PerformanceAlert;
export type AlertList = PerformanceAlertList;
export type TopPage = PerformanceTopPage;
export type SiteSpeed = SitePageSpeed;
export type PageSpeed = PagePageSpeed;
export type PageSpeedReport = PageSpeedResult;
export type CacheAnalytics = CacheAnalyticsReport;
export type DatabaseTable = DatabaseTablePerformance;

/** The vitals by their lower-case names in the answers. */
export type VitalName = 'lcp' | 'inp' | 'fid' | 'cls' | 'fcp' | 'ttfb';
/** p75 of each vital over the range (null without samples), the load time, the score and the visits' shares. */
export type FieldVitals = Omit<SiteSpeed, 'site' | 'site_slug' | 'samples'>;
export type RatingShares = FieldVitals['ratings'][VitalName];
