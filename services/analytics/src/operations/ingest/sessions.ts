import { SESSION_GAP_SECONDS } from '../../constants';
import type { TrackedEvent } from '../../events/published';
import type { Repositories } from '../../repositories';
import type { Trx } from '../../repositories/db';

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
  repos: Pick<Repositories, 'sessions'>,
  trx: Trx,
  fresh: TrackedEvent[],
): Promise<{ sessions: OpenSession[]; sessionOf: Map<TrackedEvent, OpenSession> }> {
  const open = await openSessions(repos, trx, fresh);
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
  await saveSessions(repos, trx, [...touched]);
  return { sessions: [...touched], sessionOf };
}

/** The batch's visitors' sessions seen within the gap before its first event, by visitor (the latest last). */
async function openSessions(repos: Pick<Repositories, 'sessions'>, trx: Trx, fresh: TrackedEvent[]): Promise<Map<string, OpenSession>> {
  const visitors = [
    ...new Map(fresh.map((event) => [visitorKey(event), { site_id: event.site_id, visitor_id: event.visitor_id }])).values(),
  ];
  const earliest = new Date(Date.parse(fresh[0].occurred_at) - GAP_MS);
  const rows = await repos.sessions.seenSince(visitors, earliest, trx);
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
async function saveSessions(repos: Pick<Repositories, 'sessions'>, trx: Trx, touched: OpenSession[]): Promise<void> {
  const created = touched.filter((session) => session.id === undefined);
  const continued = touched.filter((session) => session.id !== undefined);
  if (created.length > 0) {
    // Ids first, so time-on-site completions can name their session.
    const ids = await repos.sessions.nextIds(created.length, trx);
    created.forEach((session, index) => (session.id = ids[index]));
    await repos.sessions.insert(
      created.map((session) => ({
        id: session.id!,
        site_id: session.site_id,
        visitor_id: session.visitor_id,
        started_at: new Date(session.started).toISOString(),
        last_seen_at: new Date(session.last).toISOString(),
        pageviews: session.pageviews,
        events: session.events,
      })),
      trx,
    );
  }
  await repos.sessions.update(
    continued.map((session) => ({
      id: session.id!,
      last_seen_at: new Date(session.last).toISOString(),
      pageviews: session.pageviews,
      events: session.events,
    })),
    trx,
  );
}
