import type { TrackedEvent } from '../../events/published';
import type { Repositories } from '../../repositories';
import type { Trx } from '../../repositories/db';
import type { DimensionDay, DimensionHour, SiteHour } from '../../repositories/rollups';
import type { OpenSession } from './sessions';

const HOUR_MS = 3600_000;

export const hourOf = (ms: number) => new Date(Math.floor(ms / HOUR_MS) * HOUR_MS).toISOString();

/** Sums keyed by site and hour (site_hours) or by site, dimension, hour and value (dimension_hours). */
class Counters<Row extends Record<string, unknown>> {
  readonly rows = new Map<string, Row>();
  add(key: string, base: () => Row, field: keyof Row, amount: number) {
    if (amount === 0) return;
    let row = this.rows.get(key);
    if (!row) this.rows.set(key, (row = base()));
    (row[field] as number) += amount;
  }
}

/** What a batch adds to the hourly rollups, written once at its end (`writeRollups`). */
export class Rollups {
  readonly hours = new Counters<SiteHour>();
  readonly dimensions = new Counters<DimensionHour>();

  add(site_id: number, hour: string, field: Exclude<keyof SiteHour, 'site_id' | 'hour'>, amount: number) {
    const base = () => ({
      site_id,
      hour,
      pageviews: 0,
      events: 0,
      day_visitors: 0,
      sessions: 0,
      bounces: 0,
      duration_sum: 0,
      session_pageviews: 0,
    });
    this.hours.add(`${site_id}|${hour}`, base, field, amount);
  }

  count(site_id: number, dimension: string, hour: string, value: string, amount = 1) {
    this.dimensions.add(`${site_id}|${dimension}|${hour}|${value}`, () => ({ site_id, dimension, hour, value, count: 0 }), 'count', amount);
  }
}

/** Page views, events, pages, event names and site searches, by the hour they happened in. */
export function countEvents(rollups: Rollups, fresh: TrackedEvent[]): void {
  for (const event of fresh) {
    const hour = hourOf(Date.parse(event.occurred_at));
    rollups.add(event.site_id, hour, event.type === 'pageview' ? 'pageviews' : 'events', 1);
    if (event.type === 'pageview') rollups.count(event.site_id, 'page', hour, event.path);
    else {
      rollups.count(event.site_id, 'event', hour, event.name);
      const query =
        event.name === 'search'
          ? String(event.props?.query ?? '')
              .trim()
              .toLowerCase()
          : '';
      if (query) rollups.count(event.site_id, 'search', hour, query.slice(0, 200));
    }
  }
}

/** Sessions, bounces, durations and pages per session in the hour each session started: the change since before the batch. */
export function countSessions(rollups: Rollups, sessions: OpenSession[]): void {
  for (const session of sessions) {
    const hour = hourOf(session.started);
    const add = (field: 'sessions' | 'bounces' | 'duration_sum' | 'session_pageviews', amount: number) =>
      rollups.add(session.site_id, hour, field, amount);
    const duration = Math.round((session.last - session.started) / 1000);
    const before = session.before;
    const beforeDuration = before ? Math.round((before.last - session.started) / 1000) : 0;
    add('sessions', before ? 0 : 1);
    add('bounces', (session.pageviews <= 1 ? 1 : 0) - (before ? (before.pageviews <= 1 ? 1 : 0) : 0));
    add('duration_sum', duration - beforeDuration);
    add('session_pageviews', session.pageviews - (before?.pageviews ?? 0));
  }
}

/** Adds the batch's sums to site_hours, dimension_hours and dimension_days. */
export async function writeRollups(repos: Pick<Repositories, 'rollups'>, trx: Trx, rollups: Rollups): Promise<void> {
  await repos.rollups.add([...rollups.hours.rows.values()], [...rollups.dimensions.rows.values()], dimensionDays(rollups), trx);
}

/** The dimension counts by the day: week, month and quarter views read 24 times fewer rows. */
function dimensionDays(rollups: Rollups): DimensionDay[] {
  const byDay = new Counters<DimensionDay>();
  for (const row of rollups.dimensions.rows.values()) {
    const day = row.hour.slice(0, 10);
    byDay.add(
      `${row.site_id}|${row.dimension}|${day}|${row.value}`,
      () => ({ ...row, hour: undefined, day, count: 0 }),
      'count',
      row.count,
    );
  }
  return [...byDay.rows.values()];
}
