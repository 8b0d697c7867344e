import type { AlertSeverity, AlertStatus, PerformanceRange } from './types';

/** The performance service's query keys; Refresh and the alert actions invalidate under `all`. */
export const performanceKeys = {
  all: ['performance'] as const,
  dashboard: (range: PerformanceRange) => [...performanceKeys.all, 'dashboard', range] as const,
  healthCurrent: () => [...performanceKeys.all, 'system-health', 'current'] as const,
  healthTrend: (range: PerformanceRange) => [...performanceKeys.all, 'system-health', 'trend', range] as const,
  cache: (range: PerformanceRange) => [...performanceKeys.all, 'cache', range] as const,
  database: () => [...performanceKeys.all, 'database'] as const,
  alertLists: () => [...performanceKeys.all, 'alerts'] as const,
  alerts: (status: AlertStatus | null, severity: AlertSeverity | null) => [...performanceKeys.alertLists(), status, severity] as const,
};

/** Every performance view refreshes on its own every 30 seconds. */
export const REFRESH_MS = 30_000;

/** The `hours` a range asks for: '168h' → 168. */
export const hoursOf = (range: PerformanceRange) => Number.parseInt(range, 10);
