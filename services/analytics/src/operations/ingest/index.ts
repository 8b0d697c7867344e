import type { Knex } from 'knex';
import type { Repositories } from '../../repositories';
import type { Trx } from '../../repositories/db';
import { POST_VIEWED, type PostViewsPayload, type TrackedEvent } from '../../events/published';
import { countDayVisitors } from './day-visitors';
import { completeGoals } from './goal-completions';
import { writePageTitles } from './page-titles';
import { postViews } from './post-views';
import { uniqueInTimeOrder, writeRawEvents } from './raw-events';
import { countEvents, countSessions, Rollups, writeRollups } from './rollups';
import { advanceSessions } from './sessions';
import { lockSites } from './site-locks';

/** Writes an event into this service's outbox inside the batch's transaction (`app.events.publish`). */
export type OutboxPublish = (trx: Trx, event: { type: string; key: string; payload: PostViewsPayload }) => Promise<unknown>;

/**
 * Writes a batch of tracked events and everything computed from them in one transaction, holding
 * the ingest lock of their sites: raw events (a redelivered batch or a retried beacon adds nothing),
 * the day's visitor sets, sessions, hourly rollups, page titles, goal completions and the blog
 * posts' views for the content service. Returns the events that were new, in time order.
 */
export async function ingestBatch(db: Knex, repos: Repositories, batch: TrackedEvent[], outbox?: OutboxPublish): Promise<TrackedEvent[]> {
  const events = uniqueInTimeOrder(batch);
  if (events.length === 0) return [];

  return db.transaction(async (trx) => {
    const sites = await lockSites(repos, trx, events);
    // A site deleted since its beacons were accepted: its analytics are gone, do not bring them back.
    const live = events.filter((event) => sites.has(event.site_id));
    const fresh = await writeRawEvents(repos, trx, live);
    if (fresh.length === 0) return [];

    const rollups = new Rollups();
    countEvents(rollups, fresh);
    await countDayVisitors(repos, trx, fresh, rollups);
    const { sessions, sessionOf } = await advanceSessions(repos, trx, fresh);
    countSessions(rollups, sessions);
    await writeRollups(repos, trx, rollups);
    await writePageTitles(repos, trx, fresh);

    await completeGoals(repos, trx, [...sites.values()], fresh, sessions, sessionOf);
    if (outbox)
      for (const payload of postViews(sites, fresh)) await outbox(trx, { type: POST_VIEWED, key: String(payload.site_id), payload });
    return fresh;
  });
}
