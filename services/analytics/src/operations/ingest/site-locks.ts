import { intArray, siteCopyRepository } from '@atlas/service-kit';
import type { Knex } from 'knex';
import type { TrackedEvent } from '../../events/published';

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
export async function lockSites(trx: Knex.Transaction, schema: string, events: TrackedEvent[]): Promise<Map<number, SiteInfo>> {
  const siteIds = [...new Set(events.map((event) => event.site_id))].sort((a, b) => a - b);
  await trx.raw(`select pg_advisory_xact_lock(hashtext(?), id) from unnest(?::int[]) as id order by id`, [
    `${schema}.ingest`,
    intArray(siteIds),
  ]);
  return siteCopyRepository(trx, schema).byIds(siteIds, trx);
}
