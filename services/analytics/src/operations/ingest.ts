import type { Knex } from 'knex';
import { SESSION_GAP_SECONDS } from '../constants';
import { POST_VIEWED, type PostViewsPayload, type TrackedEvent } from '../events/published';
import { intArray } from '../repositories/sql';
import { goalCovers, goalsForSites, pathMatches, recordCompletions, type Completion, type GoalRow } from './completions';

const HOUR_MS = 3600_000;
const GAP_MS = SESSION_GAP_SECONDS * 1000;

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
  day_visitors: number;
  sessions: number;
  bounces: number;
  duration_sum: number;
  session_pageviews: number;
};
type DimensionHour = { site_id: number; dimension: string; hour: string; value: string; count: number };

/**
 * Runs `sql` with the rows bound as one JSON document (read back with jsonb_to_recordset): one bind
 * parameter per statement instead of one per value, which PostgreSQL parses far faster.
 */
async function withRows<Row, Out = unknown>(trx: Knex.Transaction, rows: Row[], sql: string, extra: unknown[] = []): Promise<Out[]> {
  if (rows.length === 0) return [];
  const { rows: out } = await trx.raw(sql, [JSON.stringify(rows), ...extra] as Knex.RawBinding[]);
  return out as Out[];
}

/**
 * Writes a batch of tracked events and everything computed from them in one transaction: raw
 * events (their primary key is the beacon's event id, so a redelivered batch or a retried beacon
 * adds nothing), the day's visitor sets, sessions, hourly rollups and goal completions.
 * Returns the events that were new, in time order.
 */
/** Writes an event into this service's outbox inside the batch's transaction (`app.events.publish`). */
export type OutboxPublish = (trx: Knex.Transaction, event: { type: string; key: string; payload: PostViewsPayload }) => Promise<unknown>;

export async function ingestBatch(db: Knex, schema: string, batch: TrackedEvent[], outbox?: OutboxPublish): Promise<TrackedEvent[]> {
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

    const inserted = await withRows<TrackedEvent, { site_id: number; event_id: string }>(
      trx,
      live,
      `insert into ${t('events')} (site_id, event_id, occurred_at, type, name, path, visitor_id, source, referrer_host, browser, os, device, country, utm, props)
       select site_id, event_id, occurred_at, type, name, path, visitor_id, source, referrer_host, browser, os, device, country, utm, props
       from jsonb_to_recordset(?::jsonb) as r (site_id int, event_id uuid, occurred_at timestamptz, type text, name text, path text,
         visitor_id text, source text, referrer_host text, browser text, os text, device text, country text, utm jsonb, props jsonb)
       on conflict (site_id, event_id) do nothing
       returning site_id, event_id::text`,
    );
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

    // Visitors are counted once per day (exactly: the day's visitor set); the day's first visit names the source,
    // device, browser, OS and country the visitor is counted under.
    const firstInDay = new Map<string, TrackedEvent>();
    for (const event of fresh) {
      const ms = Date.parse(event.occurred_at);
      const dayKey = `${event.site_id}|${dayOf(ms)}|${event.visitor_id}`;
      if (!firstInDay.has(dayKey)) firstInDay.set(dayKey, event);
    }
    const newInDay = await withRows<
      { site_id: number; day: string; visitor_id: string },
      { site_id: number; day: string; visitor_id: string }
    >(
      trx,
      [...firstInDay.values()].map((event) => ({
        site_id: event.site_id,
        day: dayOf(Date.parse(event.occurred_at)),
        visitor_id: event.visitor_id,
      })),
      `insert into ${t('day_visitors')} (site_id, day, visitor_id)
       select site_id, day, visitor_id from jsonb_to_recordset(?::jsonb) as r (site_id int, day date, visitor_id text)
       on conflict (site_id, day, visitor_id) do nothing
       returning site_id, day::text as day, visitor_id`,
    );
    for (const row of newInDay) {
      const day = row.day;
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

    await withRows(
      trx,
      [...hours.rows.values()],
      `insert into ${t('site_hours')} as h (site_id, hour, pageviews, events, day_visitors, sessions, bounces, duration_sum, session_pageviews)
       select * from jsonb_to_recordset(?::jsonb) as r (site_id int, hour timestamptz, pageviews bigint, events bigint,
         day_visitors bigint, sessions bigint, bounces bigint, duration_sum bigint, session_pageviews bigint)
       on conflict (site_id, hour) do update set
         pageviews = h.pageviews + excluded.pageviews, events = h.events + excluded.events,
         day_visitors = h.day_visitors + excluded.day_visitors,
         sessions = h.sessions + excluded.sessions, bounces = h.bounces + excluded.bounces,
         duration_sum = h.duration_sum + excluded.duration_sum, session_pageviews = h.session_pageviews + excluded.session_pageviews`,
    );
    await withRows(
      trx,
      [...dimensions.rows.values()],
      `insert into ${t('dimension_hours')} as d (site_id, dimension, hour, value, count)
       select * from jsonb_to_recordset(?::jsonb) as r (site_id int, dimension text, hour timestamptz, value text, count bigint)
       on conflict (site_id, dimension, hour, value) do update set count = d.count + excluded.count`,
    );
    // The same by the day: week, month and quarter views read 24 times fewer rows.
    const byDay = new Counters<{ site_id: number; dimension: string; day: string; value: string; count: number }>();
    for (const row of dimensions.rows.values()) {
      const day = row.hour.slice(0, 10);
      byDay.add(
        `${row.site_id}|${row.dimension}|${day}|${row.value}`,
        () => ({ ...row, hour: undefined, day, count: 0 }),
        'count',
        row.count,
      );
    }
    await withRows(
      trx,
      [...byDay.rows.values()],
      `insert into ${t('dimension_days')} as d (site_id, dimension, day, value, count)
       select site_id, dimension, day, value, count from jsonb_to_recordset(?::jsonb) as r (site_id int, dimension text, day date, value text, count bigint)
       on conflict (site_id, dimension, day, value) do update set count = d.count + excluded.count`,
    );

    const titles = new Map<string, { site_id: number; path: string; title: string }>();
    for (const event of fresh) {
      if (event.type === 'pageview' && event.title)
        titles.set(`${event.site_id}|${event.path}`, { site_id: event.site_id, path: event.path, title: event.title });
    }
    await withRows(
      trx,
      [...titles.values()],
      `insert into ${t('page_titles')} (site_id, path, title)
       select * from jsonb_to_recordset(?::jsonb) as r (site_id int, path text, title text)
       on conflict (site_id, path) do update set title = excluded.title`,
    );

    await completeGoals(trx, schema, [...sites.values()], fresh, sessions, sessionOf);
    if (outbox)
      for (const payload of postViews(sites, fresh)) await outbox(trx, { type: POST_VIEWED, key: String(payload.site_id), payload });
    return fresh;
  });
}

/** Page views of blog posts (`/{site}/blog/{post}`) in a batch, by site. */
export function postViews(sites: Map<number, SiteInfo>, fresh: TrackedEvent[]): PostViewsPayload[] {
  const bySite = new Map<number, Map<string, number>>();
  for (const event of fresh) {
    const site = sites.get(event.site_id);
    if (event.type !== 'pageview' || !site) continue;
    const match = /^\/([^/]+)\/blog\/([^/]+)\/?$/.exec(event.path);
    if (!match || match[1] !== site.slug || match[2] === 'rss.xml') continue;
    const posts = bySite.get(site.id) ?? new Map<string, number>();
    posts.set(match[2], (posts.get(match[2]) ?? 0) + 1);
    bySite.set(site.id, posts);
  }
  return [...bySite].map(([siteId, posts]) => ({
    site_id: siteId,
    site_slug: sites.get(siteId)!.slug,
    posts: [...posts].map(([slug, views]) => ({ slug, views })),
  }));
}

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
  const rows = await withRows<
    { site_id: number; visitor_id: string },
    { id: string; site_id: number; visitor_id: string; started: number; last: number; pageviews: number; events: number }
  >(
    trx,
    pairs.map(([site_id, visitor_id]) => ({ site_id: site_id as number, visitor_id: visitor_id as string })),
    `select s.id, s.site_id, s.visitor_id, (extract(epoch from s.started_at) * 1000)::float8 as started,
            (extract(epoch from s.last_seen_at) * 1000)::float8 as last, s.pageviews, s.events
     from ${table} s join jsonb_to_recordset(?::jsonb) as r (site_id int, visitor_id text) on s.site_id = r.site_id and s.visitor_id = r.visitor_id
     where s.last_seen_at >= ? order by s.last_seen_at`,
    [earliest],
  );
  {
    for (const row of rows) {
      const last = Number(row.last);
      open.set(`${row.site_id}|${row.visitor_id}`, {
        id: Number(row.id),
        site_id: row.site_id,
        visitor_id: row.visitor_id,
        started: Number(row.started),
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
    await withRows(
      trx,
      created.map((session) => ({
        id: session.id,
        site_id: session.site_id,
        visitor_id: session.visitor_id,
        started_at: new Date(session.started).toISOString(),
        last_seen_at: new Date(session.last).toISOString(),
        pageviews: session.pageviews,
        events: session.events,
      })),
      `insert into ${table} (id, site_id, visitor_id, started_at, last_seen_at, pageviews, events)
       select * from jsonb_to_recordset(?::jsonb) as r (id bigint, site_id int, visitor_id text, started_at timestamptz,
         last_seen_at timestamptz, pageviews int, events int)`,
    );
  }
  await withRows(
    trx,
    continued.map((session) => ({
      id: session.id,
      last_seen_at: new Date(session.last).toISOString(),
      pageviews: session.pageviews,
      events: session.events,
    })),
    `update ${table} as s set last_seen_at = v.last_seen_at, pageviews = v.pageviews, events = v.events
     from jsonb_to_recordset(?::jsonb) as v (id bigint, last_seen_at timestamptz, pageviews int, events int)
     where s.id = v.id`,
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
