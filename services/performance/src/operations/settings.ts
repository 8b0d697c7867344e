import { envInteger } from '@atlas/service-kit';

/** A limit in `[warning, critical]`: above `warning` is a warning, above `critical` critical. */
export interface Limits {
  warning: number;
  critical: number;
}

/** Everything an operator may tune, read once at start (README: "Settings"). */
export interface Settings {
  sampleIntervalMs: number;
  /** Full-resolution samples older than this are summed into hourly rows. */
  rawRetentionHours: number;
  /** Vitals and cache windows older than this are deleted (the longest range is 30 days). */
  retentionDays: number;
  cpu: Limits;
  memory: Limits;
  disk: Limits;
  /** 5xx answers in % of the gateway's requests over the alert window. */
  errorRate: Limits;
  /** Too few requests say nothing about an error rate. */
  errorRateMinRequests: number;
  /** Below `warning` (and `critical`) %: the cache hit rate is the other way round. */
  cacheHitRate: Limits;
  cacheMinLookups: number;
  /** A page's p75 above these raises an alert (web.dev's "poor"). */
  vitals: { LCP: number; INP: number; CLS: number };
  vitalsMinSamples: number;
  /** Error rate, cache hit rate and page vitals are judged over this many minutes. */
  alertWindowMinutes: number;
}

/** A number an operator may set (CLS limits have decimals), refused with a sentence when it is not one. */
function envNumber(env: NodeJS.ProcessEnv, variable: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[variable];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max)
    throw new Error(`${variable} must be a number from ${min} to ${max}, got "${raw}"`);
  return value;
}

function limits(env: NodeJS.ProcessEnv, name: string, warning: number, critical: number): Limits {
  return {
    warning: envNumber(env, `PERFORMANCE_${name}_WARNING`, warning, 0, 100),
    critical: envNumber(env, `PERFORMANCE_${name}_CRITICAL`, critical, 0, 100),
  };
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  return {
    sampleIntervalMs: envInteger(env, 'PERFORMANCE_SAMPLE_INTERVAL_MS', 5000, { min: 1000, max: 3_600_000 }),
    rawRetentionHours: envInteger(env, 'PERFORMANCE_RAW_RETENTION_HOURS', 24, { min: 1, max: 720 }),
    retentionDays: envInteger(env, 'PERFORMANCE_RETENTION_DAYS', 90, { min: 30, max: 3650 }),
    cpu: limits(env, 'CPU', 70, 85),
    memory: limits(env, 'MEMORY', 70, 85),
    disk: limits(env, 'DISK', 80, 90),
    errorRate: limits(env, 'ERROR_RATE', 1, 5),
    errorRateMinRequests: envInteger(env, 'PERFORMANCE_ERROR_RATE_MIN_REQUESTS', 20, { min: 1 }),
    cacheHitRate: limits(env, 'CACHE_HIT_RATE', 80, 50),
    cacheMinLookups: envInteger(env, 'PERFORMANCE_CACHE_MIN_LOOKUPS', 20, { min: 1 }),
    vitals: {
      LCP: envNumber(env, 'PERFORMANCE_ALERT_LCP_MS', 4000),
      INP: envNumber(env, 'PERFORMANCE_ALERT_INP_MS', 500),
      CLS: envNumber(env, 'PERFORMANCE_ALERT_CLS', 0.25),
    },
    vitalsMinSamples: envInteger(env, 'PERFORMANCE_VITALS_MIN_SAMPLES', 5, { min: 1 }),
    alertWindowMinutes: envInteger(env, 'PERFORMANCE_ALERT_WINDOW_MINUTES', 15, { min: 1, max: 1440 }),
  };
}
