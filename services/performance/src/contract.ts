// The performance service's answers as types, for the front ends (types only: nothing server-side is
// bundled by importing them) and its shared constants.
import type { Static } from '@atlas/service-kit';
import type {
  Alert,
  AlertList,
  CacheAnalytics,
  CacheMetrics,
  Dashboard,
  DatabaseReport,
  DatabaseTable,
  PageSpeed,
  PageSpeedReport,
  SiteSpeed,
  SystemHealth,
  SystemHealthTrend,
  SystemStatus,
  TopPage,
  VitalsBeacon,
} from './schemas/performance';

export * from './constants';

export type SystemHealthSample = Static<typeof SystemHealth>;
export type SystemHealthTrendReport = Static<typeof SystemHealthTrend>;
export type PerformanceDashboard = Static<typeof Dashboard>;
export type PerformanceTopPage = Static<typeof TopPage>;
export type PerformanceAlert = Static<typeof Alert>;
export type PerformanceAlertList = Static<typeof AlertList>;
export type VitalsBeaconBody = Static<typeof VitalsBeacon>;
export type SitePageSpeed = Static<typeof SiteSpeed>;
export type PagePageSpeed = Static<typeof PageSpeed>;
export type PageSpeedResult = Static<typeof PageSpeedReport>;
export type CacheMetricsReport = Static<typeof CacheMetrics>;
export type CacheAnalyticsReport = Static<typeof CacheAnalytics>;
export type DatabasePerformance = Static<typeof DatabaseReport>;
export type DatabaseTablePerformance = Static<typeof DatabaseTable>;
export type SystemStatusReport = Static<typeof SystemStatus>;
