import type { Knex } from 'knex';
import { intArray } from '@atlas/service-kit';
import { INGEST_LOCK, table, type Db } from './db';

/** Every table holding rows of a site, goals and their completions last. */
const SITE_TABLES = [
  'events',
  'sessions',
  'day_visitors',
  'site_hours',
  'dimension_hours',
  'dimension_days',
  'page_titles',
  'pages',
  'menu_item_days',
  'menus',
  'goal_completions',
  'goals',
];

/** What this service holds of each site as a whole: the ingest lock of its counts, and its deletion. */
export function siteDataRepository(db: Knex) {
  return {
    /** Takes the ingest lock of each site, in id order (held until the transaction ends). */
    async lock(siteIds: number[], trx: Db): Promise<void> {
      await trx.raw(`select pg_advisory_xact_lock(hashtext(?), id) from unnest(?::int[]) as id order by id`, [
        INGEST_LOCK,
        intArray(siteIds),
      ]);
    },
    /** Deletes every row of the site (callers hold its ingest lock). */
    async delete(siteId: number, trx?: Db): Promise<void> {
      for (const name of SITE_TABLES)
        await table(trx ?? db, name)
          .where({ site_id: siteId })
          .delete();
    },
  };
}
