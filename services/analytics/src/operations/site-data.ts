import type { Knex } from 'knex';

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
];

/** A deleted site leaves nothing behind here: its events, rollups, goals and their completions. */
export async function deleteSiteAnalytics(trx: Knex.Transaction, schema: string, siteId: number): Promise<void> {
  await trx.raw(`select pg_advisory_xact_lock(hashtext(?), ?)`, [`${schema}.ingest`, siteId]);
  for (const table of SITE_TABLES) await trx(`${schema}.${table}`).where({ site_id: siteId }).delete();
  await trx(`${schema}.goal_completions`).where({ site_id: siteId }).delete();
  await trx(`${schema}.goals`).where({ site_id: siteId }).delete();
}

/**
 * Raw events older than the retention go (rollups stay for good); visitor sets are only needed
 * while their day can still receive events; sessions go with the raw events.
 */
export async function pruneExpired(db: Knex, schema: string, retentionDays: number): Promise<void> {
  await db(`${schema}.events`)
    .where('occurred_at', '<', db.raw(`now() - (? * interval '1 day')`, [retentionDays]))
    .delete();
  await db(`${schema}.sessions`)
    .where('last_seen_at', '<', db.raw(`now() - (? * interval '1 day')`, [retentionDays]))
    .delete();
  await db(`${schema}.day_visitors`).where('day', '<', db.raw(`current_date - 2`)).delete();
}
