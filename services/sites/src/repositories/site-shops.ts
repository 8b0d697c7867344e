import type { Knex } from 'knex';
import { table, type Db } from './db';

// Whether each site's shop is open (events/site-shops-read-model.ts).

export function siteShopsRepository(db: Knex) {
  const shops = (trx?: Db) => table(trx ?? db, 'site_shops');
  return {
    /** Stores the shop's state unless a later one is already stored (a late redelivery changes nothing). */
    async record(shop: { site_id: number; enabled: boolean; changed_at: Date }, trx?: Db): Promise<void> {
      await shops(trx).insert(shop).onConflict('site_id').merge().where('site_shops.changed_at', '<=', shop.changed_at);
    },
    async isOpen(siteId: number, trx?: Db): Promise<boolean> {
      return Boolean(await shops(trx).where({ site_id: siteId, enabled: true }).first('site_id'));
    },
  };
}
