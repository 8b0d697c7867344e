import type { Knex } from 'knex';
import type { VitalsTables } from './tables';

/** The raw rows' retention; the histogram is kept for good, like the samples' hourly rows. */
export async function deleteBefore(db: Knex, { vitals }: VitalsTables, before: Date): Promise<number> {
  return db(vitals).where('received_at', '<', before).delete();
}

/** Everything stored of a deleted site. */
export async function deleteSite(trx: Knex.Transaction, tables: VitalsTables, siteId: number): Promise<void> {
  await trx(tables.vitals).where({ site_id: siteId }).delete();
  await trx(tables.histogram).where({ site_id: siteId }).delete();
  await trx(tables.views).where({ site_id: siteId }).delete();
  await trx(tables.spans).where({ site_id: siteId }).delete();
  // the totals over every page counted the site: rebuilt by the next reader or maintenance pass
  await trx(tables.spanTotals).delete();
  await trx(tables.spanBuilds).delete();
}
