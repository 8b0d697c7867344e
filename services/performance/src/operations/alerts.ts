import { httpError } from '@atlas/service-kit';
import type { AlertSeverity, AlertStatus, AlertType } from '../constants';
import type { Deps } from '../deps';
import type { AlertRow, Occurrence } from '../repositories/alerts';
import type { SystemReading } from '../monitor/system-reading';
import { publishAlertRaised } from '../events/published';
import { requestAlertMail } from './alert-mail';
import type { Limits } from './settings';

const UNIQUE_VIOLATION = '23505';
const round1 = (value: number) => Math.round(value * 10) / 10;

/** Records an occurrence (see AlertsRepository.record), trying again when a racing process took the open slot first. */
export async function recordOccurrence(deps: Deps, occurrence: Occurrence): Promise<AlertRow> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await deps.db.transaction(async (trx) => {
        const { alert, opened } = await deps.alerts.record(trx, occurrence);
        if (opened) {
          await publishAlertRaised(deps.events, trx, alert);
          await requestAlertMail(deps, trx, alert);
        }
        return alert;
      });
    } catch (error) {
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION || attempt >= 3) throw error;
    }
  }
}

const ACTIONS = {
  acknowledge: { to: 'acknowledged', from: ['new'] },
  resolve: { to: 'resolved', from: ['new', 'acknowledged'] },
} as const satisfies Record<string, { to: AlertStatus; from: AlertStatus[] }>;
export type AlertAction = keyof typeof ACTIONS;

/** Acknowledges or resolves an alert for `userId` (new → acknowledged; new or acknowledged → resolved). */
export async function moveAlert(deps: Deps, id: number, action: AlertAction, userId: number): Promise<AlertRow> {
  return deps.db.transaction(async (trx) => {
    const alert = await deps.alerts.byId(id, trx, true);
    if (!alert) throw httpError(404, 'Alert not found');
    const { to, from } = ACTIONS[action];
    if (!(from as readonly AlertStatus[]).includes(alert.status)) throw httpError(400, `Alert cannot be ${action}d from ${alert.status}`);
    return deps.alerts.move(trx, alert, to, userId, deps.clock.now());
  });
}

/** A figure's band as an alert severity: above `critical` critical, above `warning` high. */
function severityAbove(value: number, limits: Limits): { severity: AlertSeverity; threshold: number } | null {
  if (value > limits.critical) return { severity: 'critical', threshold: limits.critical };
  if (value > limits.warning) return { severity: 'high', threshold: limits.warning };
  return null;
}

const MACHINE: { type: AlertType; figure: 'cpu_usage' | 'memory_usage' | 'disk_usage'; title: string; noun: string }[] = [
  { type: 'cpu', figure: 'cpu_usage', title: 'High CPU usage', noun: 'CPU usage' },
  { type: 'memory', figure: 'memory_usage', title: 'High memory usage', noun: 'Memory usage' },
  { type: 'disk', figure: 'disk_usage', title: 'Low disk space', noun: 'Disk usage' },
];

/** After each sample: CPU, memory and disk against their limits. */
export async function evaluateMachine(deps: Deps, reading: Pick<SystemReading, 'cpu_usage' | 'memory_usage' | 'disk_usage'>, at: Date) {
  const raised: AlertRow[] = [];
  for (const { type, figure, title, noun } of MACHINE) {
    const value = reading[figure];
    const above = severityAbove(value, deps.settings[type as 'cpu' | 'memory' | 'disk']);
    if (!above) continue;
    raised.push(
      await recordOccurrence(deps, {
        alert_type: type,
        subject: '',
        title,
        message: `${noun} is ${round1(value)}%, above ${above.threshold}%`,
        severity: above.severity,
        actual_value: round1(value),
        threshold_value: above.threshold,
        at,
      }),
    );
  }
  return raised;
}

/** The share of the gateway's requests answered 5xx over the alert window, once there are enough requests. */
export async function evaluateErrorRate(deps: Deps, at: Date) {
  const minutes = deps.settings.alertWindowMinutes;
  const { requests, errors } = await deps.samples.requestTotals(new Date(at.getTime() - minutes * 60_000));
  if (requests < deps.settings.errorRateMinRequests) return null;
  const rate = round1((errors / requests) * 100);
  const above = severityAbove(rate, deps.settings.errorRate);
  if (!above) return null;
  return recordOccurrence(deps, {
    alert_type: 'error_rate',
    subject: '',
    title: 'High error rate',
    message: `${rate}% of ${requests} requests in the last ${minutes} minutes failed with a server error, above ${above.threshold}%`,
    severity: above.severity,
    actual_value: rate,
    threshold_value: above.threshold,
    at,
  });
}

/** The public-site cache's hit rate over the alert window: below `warning` low, below `critical` medium. */
export async function evaluateCacheHitRate(deps: Deps, at: Date) {
  const minutes = deps.settings.alertWindowMinutes;
  const totals = await deps.cache.totals('page', new Date(at.getTime() - minutes * 60_000));
  const lookups = totals.hits + totals.misses;
  if (lookups < deps.settings.cacheMinLookups) return null;
  const rate = round1((totals.hits / lookups) * 100);
  const limits = deps.settings.cacheHitRate;
  if (rate >= limits.warning) return null;
  const critical = rate < limits.critical;
  const threshold = critical ? limits.critical : limits.warning;
  return recordOccurrence(deps, {
    alert_type: 'cache_hit_rate',
    subject: '',
    title: 'Low cache hit rate',
    message: `${rate}% of ${lookups} page lookups in the last ${minutes} minutes were served from the cache, below ${threshold}%`,
    severity: critical ? 'medium' : 'low',
    actual_value: rate,
    threshold_value: threshold,
    at,
  });
}

const VITAL_ALERTS = {
  LCP: { type: 'lcp', title: 'Slow Largest Contentful Paint', unit: ' ms' },
  INP: { type: 'inp', title: 'Slow Interaction to Next Paint', unit: ' ms' },
  CLS: { type: 'cls', title: 'High Cumulative Layout Shift', unit: '' },
} as const;

/** Each page's p75 LCP, INP and CLS over the alert window against the "poor" limits. */
export async function evaluateVitals(deps: Deps, at: Date) {
  const minutes = deps.settings.alertWindowMinutes;
  const pages = await deps.vitals.pageP75s(new Date(at.getTime() - minutes * 60_000), deps.settings.vitalsMinSamples);
  const raised: AlertRow[] = [];
  for (const page of pages) {
    const limit = deps.settings.vitals[page.metric as 'LCP' | 'INP' | 'CLS'];
    if (!(page.p75 > limit)) continue;
    const { type, title, unit } = VITAL_ALERTS[page.metric as 'LCP' | 'INP' | 'CLS'];
    raised.push(
      await recordOccurrence(deps, {
        alert_type: type,
        subject: `${page.site_id}:${page.path}`,
        title: `${title} on ${page.path}`,
        message: `p75 ${page.metric} of ${page.samples} visits in the last ${minutes} minutes is ${page.p75}${unit}, above ${limit}${unit}`,
        severity: 'medium',
        actual_value: page.p75,
        threshold_value: limit,
        at,
      }),
    );
  }
  return raised;
}
