import { CACHE_HIT_RATE_BREAKS, VITAL_LIMITS as CONTRACT_VITAL_LIMITS } from '@atlas/performance/contract';
import type { BadgeTone } from '@atlas/shell-kit';
import type { HealthStatus, VitalName } from './api/types';

// The product's performance limits and colours, in one place; every tab reads its levels from here.

/** good / fair / poor: the three colours every figure here is drawn in. */
export type Level = 'good' | 'fair' | 'poor';

export const LEVEL_TONE: Record<Level, BadgeTone> = { good: 'success', fair: 'warning', poor: 'danger' };
export const levelClass = (level: Level) => `perf-level perf-level--${level}`;

/** CPU and memory: healthy up to 70 %, warning up to 85 %; disk: up to 80 % and 90 %. */
export function usageLevel(kind: 'cpu' | 'memory' | 'disk', percent: number): HealthStatus {
  const [healthy, warning] = kind === 'disk' ? [80, 90] : [70, 85];
  if (percent <= healthy) return 'healthy';
  return percent <= warning ? 'warning' : 'critical';
}

export const HEALTH_LEVEL: Record<HealthStatus, Level> = { healthy: 'good', warning: 'fair', critical: 'poor' };
export const HEALTH_LABEL: Record<HealthStatus, string> = { healthy: 'Healthy', warning: 'Warning', critical: 'Critical' };

/** Core Web Vitals: good up to the first limit, poor above the second (the service's limits, the ones its ratings use). */
export const VITAL_LIMITS: Record<VitalName, { good: number; poor: number }> = {
  lcp: CONTRACT_VITAL_LIMITS.LCP,
  inp: CONTRACT_VITAL_LIMITS.INP,
  fid: CONTRACT_VITAL_LIMITS.FID,
  cls: CONTRACT_VITAL_LIMITS.CLS,
  fcp: CONTRACT_VITAL_LIMITS.FCP,
  ttfb: CONTRACT_VITAL_LIMITS.TTFB,
};

export function vitalLevel(vital: VitalName, value: number): Level {
  const limits = VITAL_LIMITS[vital];
  if (value <= limits.good) return 'good';
  return value <= limits.poor ? 'fair' : 'poor';
}

export const VITAL_LEVEL_LABEL: Record<Level, string> = { good: 'Good', fair: 'Needs improvement', poor: 'Poor' };

/** A page's load time: above 3000 ms poor, above 1500 ms fair. */
export function loadTimeLevel(ms: number): Level {
  if (ms > 3000) return 'poor';
  return ms > 1500 ? 'fair' : 'good';
}

/** A page's performance score: 90 and above good, 50 and above middling. */
export function pageScoreLevel(score: number): Level {
  if (score >= 90) return 'good';
  return score >= 50 ? 'fair' : 'poor';
}

/** Cache hit rate colours: breaks at 90 and 80 (the service's `status` uses the same breaks). */
export function hitRateLevel(percent: number): Level {
  if (percent >= CACHE_HIT_RATE_BREAKS.excellent) return 'good';
  return percent >= CACHE_HIT_RATE_BREAKS.good ? 'fair' : 'poor';
}

/** The Overview's summary cards: each figure with the word the spec gives it. */
export const dashboardCards = {
  loadTime: (ms: number): { level: Level; label: string } =>
    ms <= 1000 ? { level: 'good', label: 'Good' } : { level: 'fair', label: 'Needs improvement' },
  score: (score: number): { level: Level; label: string } =>
    score >= 80
      ? { level: 'good', label: 'Excellent' }
      : score >= 60
        ? { level: 'fair', label: 'Good' }
        : { level: 'poor', label: 'Needs work' },
  cacheHitRate: (percent: number): { level: Level; label: string } =>
    percent >= 80 ? { level: 'good', label: 'Optimal' } : { level: 'poor', label: 'Below 80%' },
  cpu: (percent: number): { level: Level; label: string } =>
    percent <= 70 ? { level: 'good', label: 'Healthy' } : { level: 'poor', label: 'High' },
};

/** Evictions are 'High' above 50 in the range; pages needing attention 'High' above 10. */
export const evictionsHigh = (count: number) => count > 50;
export const needsAttentionHigh = (count: number) => count > 10;
