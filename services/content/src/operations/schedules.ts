import { startRepeatingJob } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { publishItemEvent } from '../events/published';

const BATCH = 50;
const SCHEDULER = { id: null, username: 'scheduler' };

/**
 * Publishes the scheduled items whose time has come and unpublishes those whose unpublish time has
 * come, on the server, whether or not anyone has the dashboard open. Rows are claimed with
 * `FOR UPDATE SKIP LOCKED` and changed in the same transaction as their audit entries and events, so
 * with several processes on one database each item fires exactly once. Resolves with what it did.
 */
export async function runDueSchedules(deps: Deps, now = new Date()): Promise<{ published: number[]; unpublished: number[] }> {
  const done = { published: [] as number[], unpublished: [] as number[] };
  for (const kind of ['publish', 'unpublish'] as const) {
    for (;;) {
      const claimed = await deps.db.transaction(async (trx) => {
        const due = await deps.repos.items.claimDue(kind, now, BATCH, trx);
        for (const item of due) {
          const changes = kind === 'publish' ? { status: 'published' } : { status: 'draft', unpublish_at: null };
          const row = await deps.repos.items.update(item.id, changes, trx);
          const site = await deps.repos.sites.find(row.site_id, trx);
          await deps.repos.history.audit(row.id, row.author_id, kind === 'publish' ? 'published' : 'unpublished', SCHEDULER, trx);
          await publishItemEvent(deps.events, trx, kind === 'publish' ? 'published' : 'unpublished', row, site, { scheduled: true });
          (kind === 'publish' ? done.published : done.unpublished).push(row.id);
        }
        return due.length;
      });
      if (claimed < BATCH) break;
    }
  }
  return done;
}

/**
 * Runs `runDueSchedules` every `intervalMs` (a durable job: the schedule lives in the database, so a
 * restart or a second process changes nothing). Returns a stop function that waits for a run in progress.
 */
export function startScheduler(deps: Deps, intervalMs: number, log: { error: (obj: object, msg: string) => void }): () => Promise<void> {
  return startRepeatingJob(() => runDueSchedules(deps), intervalMs, log, 'content scheduler run');
}
