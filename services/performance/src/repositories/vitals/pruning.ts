import type { Knex } from 'knex';
import { table } from '../db';

/** The raw rows' retention; the histogram is kept for good, like the samples' hourly rows. */
export async function deleteBefore(db: Knex, before: Date): Promise<number> {
  return table(db, 'vitals').where('received_at', '<', before).delete();
}

/** Everything stored of a deleted site. */
export async function deleteSite(trx: Knex.Transaction, siteId: number): Promise<void> {
  await table(trx, 'vitals').where({ site_id: siteId }).delete();
  await table(trx, 'vitals_histogram').where({ site_id: siteId }).delete();
  await table(trx, 'vitals_views').where({ site_id: siteId }).delete();
  await table(trx, 'vitals_spans').where({ site_id: siteId }).delete();
  // the totals over every page counted the site: rebuilt by the next reader or maintenance pass
  await table(trx, 'vitals_span_totals').delete();
  await table(trx, 'vitals_span_builds').delete();
}
