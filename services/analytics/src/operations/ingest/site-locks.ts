import type { TrackedEvent } from '../../events/published';
import type { Repositories } from '../../repositories';
import type { Trx } from '../../repositories/db';

export interface SiteInfo {
  id: number;
  owner_id: number;
  slug: string;
}

/**
 * Takes the ingest lock of every site in the batch, in id order, and reads those sites. One writer
 * per site at a time (a partition handed to another consumer mid-batch, a form post): sessions and
 * completions are read and then written. A site missing from the result was deleted since its
 * beacons were accepted.
 */
export async function lockSites(
  repos: Pick<Repositories, 'siteData' | 'sites'>,
  trx: Trx,
  events: TrackedEvent[],
): Promise<Map<number, SiteInfo>> {
  const siteIds = [...new Set(events.map((event) => event.site_id))];
  await repos.siteData.lock(siteIds, trx);
  return repos.sites.byIds(siteIds, trx);
}
