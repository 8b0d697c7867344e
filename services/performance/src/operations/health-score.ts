import type { HealthStatus } from '../constants';
import type { Limits, Settings } from './settings';

/** Healthy up to `warning`, a warning up to `critical`, critical above. */
export function levelOf(value: number, limits: Limits): HealthStatus {
  if (value > limits.critical) return 'critical';
  if (value > limits.warning) return 'warning';
  return 'healthy';
}

/** Points a level costs the health score, per figure (README: "Health score"). */
const PENALTIES = {
  cpu: { warning: 15, critical: 30 },
  memory: { warning: 15, critical: 30 },
  disk: { warning: 10, critical: 20 },
  error_rate: { warning: 10, critical: 20 },
} as const;

export interface HealthFigures {
  cpu_usage: number;
  memory_usage: number;
  disk_usage: number;
  request_count: number;
  error_count: number;
}

/**
 * The health score: 100 minus a penalty per figure outside its healthy band (CPU, memory, disk,
 * and the share of 5xx answers once there are enough requests to judge), and the status: the worst
 * level among them.
 */
export function healthOf(figures: HealthFigures, settings: Settings): { health_score: number; status: HealthStatus } {
  const levels = {
    cpu: levelOf(figures.cpu_usage, settings.cpu),
    memory: levelOf(figures.memory_usage, settings.memory),
    disk: levelOf(figures.disk_usage, settings.disk),
    error_rate:
      figures.request_count >= settings.errorRateMinRequests
        ? levelOf((figures.error_count / figures.request_count) * 100, settings.errorRate)
        : ('healthy' as HealthStatus),
  };
  let score = 100;
  for (const [figure, level] of Object.entries(levels) as [keyof typeof PENALTIES, HealthStatus][]) {
    if (level !== 'healthy') score -= PENALTIES[figure][level];
  }
  const all = Object.values(levels);
  const status: HealthStatus = all.includes('critical') ? 'critical' : all.includes('warning') ? 'warning' : 'healthy';
  return { health_score: Math.max(0, score), status };
}
