import type { Knex } from 'knex';
import { SESSION_GAP_SECONDS } from '../constants';
import type { TrackedEvent } from '../events/published';
import { intArray } from '../repositories/sql';
import { goalCovers, goalsForSites, pathMatches, recordCompletions, type Completion, type GoalRow } from './completions';

const HOUR_MS = 3600_000;
const GAP_MS = SESSION_GAP_SECONDS * 1000;
/** Rows per multi-row statement: well under PostgreSQL's 65,535 bind parameters. */
const ROWS_PER_STATEMENT = 1000;

const hourOf = (ms: number) => new Date(Math.floor(ms / HOUR_MS) * HOUR_MS).toISOString();
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

interface SiteInfo {
  id: number;
  owner_id: number;
  slug: string;
}

interface OpenSession {
  id: number | undefined;
  site_id: number;
  visitor_id: string;
  started: number;
  last: number;
  pageviews: number;
  events: number;
  before?: { last: number; pageviews: number };
}

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

type SiteHour = {
  site_id: number;
  hour: string;
  pageviews: number;
  events: number;
  hour_visitors: number;
  day_visitors: number;
  sessions: number;
  bounces: number;
  duration_sum: number;
  session_pageviews: number;
};
type DimensionHour = { site_id: number; dimension: string; hour: string; value: string; count: number };

async function insertChunked<T>(rows: T[], write: (chunk: T[]) => Promise<unknown[]>): Promise<unknown[]> {
  const out: unknown[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) out.push(...(await write(rows.slice(i, i + ROWS_PER_STATEMENT))));
  return out;
}

/**
 * Writes a batch of tracked events and everything computed from them in one transaction: raw
 * events (their primary key is the beacon's event id, so a redelivered batch or a retried beacon
 * adds nothing), the day's visitor sets, sessions, hourly rollups and goal completions.
 * Returns the events that were new, in time order.
 */
export async function ingestBatch(db: Knex, schema: string, batch: TrackedEvent[]): Promise<TrackedEvent[]> {
  const byKey = new Map<string, TrackedEvent>();
  for (const event of batch) {
    const key = `${event.site_id}:${event.event_id}`;
    if (!byKey.has(key)) byKey.set(key, event);
  }
  const events = [...byKey.values()].sort((a, b) => a.occurred_at.localeCompare(b.occurred_at));
  if (events.length === 0) return [];
  const t = (name: string) => `${schema}.${name}`;

  return db.transaction(async (trx) => {
    const siteIds = [...new Set(events.map((event) => event.site_id))].sort((a, b) => a - b);
    // One writer per site at a time (a partition handed to another consumer mid-batch, a form post):
    // sessions and completions are read and then written.
    await trx.raw(`select pg_advisory_xact_lock(hashtext(?), id) from unnest(?::int[]) as id order by id`, [
      `${schema}.ingest`,
      intArray(siteIds),
    ]);
    const sites = new Map<number, SiteInfo>(
      (await trx(t('sites')).whereIn('id', siteIds).select('id', 'owner_id', 'slug')).map((site: SiteInfo) => [site.id, site]),
    );
    // A site deleted since its beacons were accepted: its analytics are gone, do not bring them back.
    const live = events.filter((event) => sites.has(event.site_id));

    const inserted = (await insertChunked(live, (chunk) =>
      trx(t('events'))
        .insert(
          chunk.map((event) => ({
            site_id: event.site_id,
            event_id: event.event_id,
            occurred_at: event.occurred_at,
            type: event.type,
            name: event.name,
            path: event.path,
            visitor_id: event.visitor_id,
            source: event.source,
            referrer_host: event.referrer_host,
            browser: event.browser,
            os: event.os,
            device: event.device,
            country: event.country,
            utm: event.utm ? JSON.stringify(event.utm) : null,
            props: event.props ? JSON.stringify(event.props) : null,
          })),
        )
        .onConflict(['site_id', 'event_id'])
        .ignore()
        .returning(['site_id', 'event_id']),
    )) as { site_id: number; event_id: string }[];
    const insertedKeys = new Set(inserted.map((row) => `${row.site_id}:${row.event_id}`));
    const fresh = live.filter((event) => insertedKeys.has(`${event.site_id}:${event.event_id}`));
    if (fresh.length === 0) return [];

    const hours = new Counters<SiteHour>();
    const dimensions = new Counters<DimensionHour>();
    const siteHour = (site_id: number, hour: string) => () => ({
      site_id,
      hour,
      pageviews: 0,
      events: 0,
      hour_visitors: 0,
      day_visitors: 0,
      sessions: 0,
      bounces: 0,
      duration_sum: 0,
      session_pageviews: 0,
    });
    const count = (site_id: number, dimension: string, hour: string, value: string, amount = 1) =>
      dimensions.add(`${site_id}|${dimension}|${hour}|${value}`, () => ({ site_id, dimension, hour, value, count: 0 }), 'count', amount);

    for (const event of fresh) {
      const ms = Date.parse(event.occurred_at);
      const hour = hourOf(ms);
      hours.add(`${event.site_id}|${hour}`, siteHour(event.site_id, hour), event.type === 'pageview' ? 'pageviews' : 'events', 1);
      if (event.type === 'pageview') count(event.site_id, 'page', hour, event.path);
      else {
        count(event.site_id, 'event', hour, event.name);
        const query =
          event.name === 'search'
            ? String(event.props?.query ?? '')
                .trim()
                .toLowerCase()
            : '';
        if (query) count(event.site_id, 'search', hour, query.slice(0, 200));
      }
    }

    // Visitors are counted once per hour and once per day; the day's first visit names the source,
    // device, browser, OS and country the visitor is counted under.
    const firstInHour = new Map<string, TrackedEvent>();
    const firstInDay = new Map<string, TrackedEvent>();
    for (const event of fresh) {
      const ms = Date.parse(event.occurred_at);
      const hourKey = `${event.site_id}|${hourOf(ms)}|${event.visitor_id}`;
      const dayKey = `${event.site_id}|${dayOf(ms)}|${event.visitor_id}`;
      if (!firstInHour.has(hourKey)) firstInHour.set(hourKey, event);
      if (!firstInDay.has(dayKey)) firstInDay.set(dayKey, event);
    }
    const newInHour = (await insertChunked([...firstInHour.values()], (chunk) =>
      trx(t('hour_visitors'))
        .insert(
          chunk.map((event) => ({ site_id: event.site_id, hour: hourOf(Date.parse(event.occurred_at)), visitor_id: event.visitor_id })),
        )
        .onConflict(['site_id', 'hour', 'visitor_id'])
        .ignore()
        .returning(['site_id', 'hour', 'visitor_id']),
    )) as { site_id: number; hour: Date; visitor_id: string }[];
    for (const row of newInHour) {
      const hour = new Date(row.hour).toISOString();
      hours.add(`${row.site_id}|${hour}`, siteHour(row.site_id, hour), 'hour_visitors', 1);
    }
    const newInDay = (await insertChunked([...firstInDay.values()], (chunk) =>
      trx(t('day_visitors'))
        .insert(chunk.map((event) => ({ site_id: event.site_id, day: dayOf(Date.parse(event.occurred_at)), visitor_id: event.visitor_id })))
        .onConflict(['site_id', 'day', 'visitor_id'])
        .ignore()
        .returning(['site_id', 'day', 'visitor_id']),
    )) as { site_id: number; day: Date | string; visitor_id: string }[];
    for (const row of newInDay) {
      const day = typeof row.day === 'string' ? row.day.slice(0, 10) : dayString(row.day);
      const first = firstInDay.get(`${row.site_id}|${day}|${row.visitor_id}`)!;
      const hour = hourOf(Date.parse(first.occurred_at));
      hours.add(`${row.site_id}|${hour}`, siteHour(row.site_id, hour), 'day_visitors', 1);
      count(row.site_id, 'source', hour, first.source);
      count(row.site_id, 'device', hour, first.device);
      count(row.site_id, 'browser', hour, first.browser);
      count(row.site_id, 'os', hour, first.os);
      count(row.site_id, 'country', hour, first.country);
    }

    const { sessions, sessionOf } = await advanceSessions(trx, schema, fresh);
    for (const session of sessions) {
      const hour = hourOf(session.started);
      const base = siteHour(session.site_id, hour);
      const key = `${session.site_id}|${hour}`;
      const duration = Math.round((session.last - session.started) / 1000);
      const before = session.before;
      const beforeDuration = before ? Math.round((before.last - session.started) / 1000) : 0;
      hours.add(key, base, 'sessions', before ? 0 : 1);
      hours.add(key, base, 'bounces', (session.pageviews <= 1 ? 1 : 0) - (before ? (before.pageviews <= 1 ? 1 : 0) : 0));
      hours.add(key, base, 'duration_sum', duration - beforeDuration);
      hours.add(key, base, 'session_pageviews', session.pageviews - (before?.pageviews ?? 0));
    }

    await insertChunked([...hours.rows.values()], (chunk) =>
      trx
        .raw(
          `insert into ${t('site_hours')} as h (site_id, hour, pageviews, events, hour_visitors, day_visitors, sessions, bounces, duration_sum, session_pageviews)
         values ${chunk.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}
         on conflict (site_id, hour) do update set
           pageviews = h.pageviews + excluded.pageviews, events = h.events + excluded.events,
           hour_visitors = h.hour_visitors + excluded.hour_visitors, day_visitors = h.day_visitors + excluded.day_visitors,
           sessions = h.sessions + excluded.sessions, bounces = h.bounces + excluded.bounces,
           duration_sum = h.duration_sum + excluded.duration_sum, session_pageviews = h.session_pageviews + excluded.session_pageviews`,
          chunk.flatMap((row) => [
            row.site_id,
            row.hour,
            row.pageviews,
            row.events,
            row.hour_visitors,
            row.day_visitors,
            row.sessions,
            row.bounces,
            row.duration_sum,
            row.session_pageviews,
          ]),
        )
        .then(() => []),
    );
    await insertChunked([...dimensions.rows.values()], (chunk) =>
      trx
        .raw(
          `insert into ${t('dimension_hours')} as d (site_id, dimension, hour, value, count)
         values ${chunk.map(() => '(?, ?, ?, ?, ?)').join(', ')}
         on conflict (site_id, dimension, hour, value) do update set count = d.count + excluded.count`,
          chunk.flatMap((row) => [row.site_id, row.dimension, row.hour, row.value, row.count]),
        )
        .then(() => []),
    );

    const titles = new Map<string, { site_id: number; path: string; title: string }>();
    for (const event of fresh) {
      if (event.type === 'pageview' && event.title)
        titles.set(`${event.site_id}|${event.path}`, { site_id: event.site_id, path: event.path, title: event.title });
    }
    await insertChunked([...titles.values()], (chunk) =>
      trx(t('page_titles')).insert(chunk).onConflict(['site_id', 'path']).merge(['title']).returning('site_id'),
    );

    await completeGoals(trx, schema, [...sites.values()], fresh, sessions, sessionOf);
    return fresh;
  });
}

const dayString = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * Continues each visitor's session or starts a new one after 30 minutes of silence, and writes
 * them back. Returns the sessions touched, with what they were before for the rollups' deltas.
 */
async function advanceSessions(
  trx: Knex.Transaction,
  schema: string,
  fresh: TrackedEvent[],
): Promise<{ sessions: OpenSession[]; sessionOf: Map<TrackedEvent, OpenSession> }> {
  const table = `${schema}.sessions`;
  const pairs = [...new Map(fresh.map((event) => [`${event.site_id}|${event.visitor_id}`, [event.site_id, event.visitor_id]])).values()];
  const earliest = new Date(Date.parse(fresh[0].occurred_at) - GAP_MS);
  const open = new Map<string, OpenSession>();
  for (let i = 0; i < pairs.length; i += ROWS_PER_STATEMENT) {
    const rows: {
      id: string;
      site_id: number;
      visitor_id: string;
      started_at: Date;
      last_seen_at: Date;
      pageviews: number;
      events: number;
    }[] = await trx(table)
      .whereIn(['site_id', 'visitor_id'], pairs.slice(i, i + ROWS_PER_STATEMENT))
      .andWhere('last_seen_at', '>=', earliest)
      .orderBy('last_seen_at')
      .select('id', 'site_id', 'visitor_id', 'started_at', 'last_seen_at', 'pageviews', 'events');
    for (const row of rows) {
      const last = new Date(row.last_seen_at).getTime();
      open.set(`${row.site_id}|${row.visitor_id}`, {
        id: Number(row.id),
        site_id: row.site_id,
        visitor_id: row.visitor_id,
        started: new Date(row.started_at).getTime(),
        last,
        pageviews: row.pageviews,
        events: row.events,
        before: { last, pageviews: row.pageviews },
      });
    }
  }
  const touched = new Set<OpenSession>();
  const sessionOf = new Map<TrackedEvent, OpenSession>();
  for (const event of fresh) {
    const key = `${event.site_id}|${event.visitor_id}`;
    const at = Date.parse(event.occurred_at);
    let session = open.get(key);
    if (!session || at - session.last > GAP_MS) {
      session = { id: undefined, site_id: event.site_id, visitor_id: event.visitor_id, started: at, last: at, pageviews: 0, events: 0 };
      open.set(key, session);
    }
    session.last = Math.max(session.last, at);
    if (event.type === 'pageview') session.pageviews += 1;
    else session.events += 1;
    touched.add(session);
    sessionOf.set(event, session);
  }
  const created = [...touched].filter((session) => session.id === undefined);
  const continued = [...touched].filter((session) => session.id !== undefined);
  if (created.length > 0) {
    // Ids first, so time-on-site completions can name their session.
    const { rows } = await trx.raw(`select nextval(pg_get_serial_sequence(?, 'id')) as id from generate_series(1, ?)`, [
      table,
      created.length,
    ]);
    created.forEach((session, index) => (session.id = Number(rows[index].id)));
    await insertChunked(created, (chunk) =>
      trx(table)
        .insert(
          chunk.map((session) => ({
            id: session.id,
            site_id: session.site_id,
            visitor_id: session.visitor_id,
            started_at: new Date(session.started),
            last_seen_at: new Date(session.last),
            pageviews: session.pageviews,
            events: session.events,
          })),
        )
        .returning('id'),
    );
  }
  await insertChunked(continued, (chunk) =>
    trx
      .raw(
        `update ${table} as s set last_seen_at = v.last_seen_at, pageviews = v.pageviews, events = v.events
         from (values ${chunk.map(() => '(?::bigint, ?::timestamptz, ?::int, ?::int)').join(', ')}) as v (id, last_seen_at, pageviews, events)
         where s.id = v.id`,
        chunk.flatMap((session) => [session.id!, new Date(session.last).toISOString(), session.pageviews, session.events]),
      )
      .then(() => []),
  );
  return { sessions: [...touched], sessionOf };
}

/** Page visits, custom events, tracked form posts and long enough sessions complete their goals, once per session. */
async function completeGoals(
  trx: Knex.Transaction,
  schema: string,
  sites: SiteInfo[],
  fresh: TrackedEvent[],
  sessions: OpenSession[],
  sessionOf: Map<TrackedEvent, OpenSession>,
) {
  const goals = await goalsForSites(trx, schema, sites, ['page_visit', 'event', 'form_submit', 'time_on_site']);
  if (goals.length === 0) return;
  const siteById = new Map(sites.map((site) => [site.id, site]));
  const completions: Completion[] = [];
  const complete = (goal: GoalRow, siteId: number, source_key: string, at: number) =>
    completions.push({ goal, site_id: siteId, source_key, occurred_at: new Date(at), value: Number(goal.value) });
  for (const event of fresh) {
    const site = siteById.get(event.site_id)!;
    for (const goal of goals) {
      if (!goalCovers(goal, site)) continue;
      const at = Date.parse(event.occurred_at);
      const matches =
        (goal.goal_type === 'page_visit' && event.type === 'pageview' && pathMatches(goal.target_url, event.path, site.slug)) ||
        (goal.goal_type === 'event' && event.type === 'event' && event.name === goal.target_event) ||
        (goal.goal_type === 'form_submit' && event.type === 'event' && event.name === 'form_submit');
      if (matches) complete(goal, site.id, `session:${sessionOf.get(event)!.id}`, at);
    }
  }
  for (const session of sessions) {
    const site = siteById.get(session.site_id)!;
    const seconds = (session.last - session.started) / 1000;
    const before = session.before;
    for (const goal of goals) {
      if (goal.goal_type !== 'time_on_site' || !goalCovers(goal, site)) continue;
      const reached = seconds >= goal.min_time && session.pageviews >= goal.min_pages;
      const reachedBefore = before ? (before.last - session.started) / 1000 >= goal.min_time && before.pageviews >= goal.min_pages : false;
      if (reached && !reachedBefore) complete(goal, site.id, `session:${session.id}`, session.last);
    }
  }
  await recordCompletions(trx, schema, completions);
}
