import type { Repositories } from '../repositories';
import type { Trx } from '../repositories/db';

/** A deleted site leaves nothing behind here: its events, rollups, goals and their completions. */
export async function deleteSiteAnalytics(repos: Pick<Repositories, 'siteData'>, trx: Trx, siteId: number): Promise<void> {
  await repos.siteData.lock([siteId], trx);
  await repos.siteData.delete(siteId, trx);
}

/**
 * Raw events older than the retention go (rollups stay for good); visitor sets are only needed
 * while their day can still receive events; sessions go with the raw events.
 */
export async function pruneExpired(repos: Pick<Repositories, 'events' | 'sessions' | 'rollups'>, retentionDays: number): Promise<void> {
  await repos.events.deleteOlderThan(retentionDays);
  await repos.sessions.deleteOlderThan(retentionDays);
  await repos.rollups.deleteOldDayVisitors();
}
