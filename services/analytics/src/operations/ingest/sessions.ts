import type { Knex } from 'knex';
import { SESSION_GAP_SECONDS } from '../../constants';
import type { TrackedEvent } from '../../events/published';
import { withRows } from '../../repositories/sql';

const GAP_MS = SESSION_GAP_SECONDS * 1000;

export interface OpenSession {
  id: number | undefined;
  site_id: number;
  visitor_id: string;
  started: number;
  last: number;
  pageviews: number;
  events: number;
  before?: { last: number; pageviews: number };
}

const visitorKey = (row: { site_id: number; visitor_id: string }) => `${row.site_id}|${row.visitor_id}`;

/**
 * Continues each visitor's session or starts a new one after 30 minutes of silence, and writes
 * them back. Returns the sessions touched, with what they were before for the rollups' deltas.
 */
export async function advanceSessions(
  trx: Knex.Transaction,
  schema: string,
  fresh: TrackedEvent[],
): Promise<{ sessions: OpenSession[]; sessionOf: Map<TrackedEvent, OpenSession> }> {
  const table = `${schema}.sessions`;
  const open = await openSessions(trx, table, fresh);
  const touched = new Set<OpenSession>();
  const sessionOf = new Map<TrackedEvent, OpenSession>();
  for (const event of fresh) {
    const key = visitorKey(event);
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
  await saveSessions(trx, table, [...touched]);
  return { sessions: [...touched], sessionOf };
}

/** The batch's visitors' sessions seen within the gap before its first event, by visitor (the latest last). */
async function openSessions(trx: Knex.Transaction, table: string, fresh: TrackedEvent[]): Promise<Map<string, OpenSession>> {
  const visitors = [
    ...new Map(fresh.map((event) => [visitorKey(event), { site_id: event.site_id, visitor_id: event.visitor_id }])).values(),
  ];
  const earliest = new Date(Date.parse(fresh[0].occurred_at) - GAP_MS);
  const rows = await withRows<
    { site_id: number; visitor_id: string },
    { id: string; site_id: number; visitor_id: string; started: number; last: number; pageviews: number; events: number }
  >(
    trx,
    visitors,
    `select s.id, s.site_id, s.visitor_id, (extract(epoch from s.started_at) * 1000)::float8 as started,
            (extract(epoch from s.last_seen_at) * 1000)::float8 as last, s.pageviews, s.events
     from ${table} s join jsonb_to_recordset(?::jsonb) as r (site_id int, visitor_id text) on s.site_id = r.site_id and s.visitor_id = r.visitor_id
     where s.last_seen_at >= ? order by s.last_seen_at`,
    [earliest],
  );
  const open = new Map<string, OpenSession>();
  for (const row of rows) {
    const last = Number(row.last);
    open.set(visitorKey(row), {
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
  return open;
}

/** Inserts the sessions started in this batch and updates the ones it continued. */
async function saveSessions(trx: Knex.Transaction, table: string, touched: OpenSession[]): Promise<void> {
  const created = touched.filter((session) => session.id === undefined);
  const continued = touched.filter((session) => session.id !== undefined);
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
}
