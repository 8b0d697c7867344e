import type { Knex } from 'knex';
import type { Deps } from '../deps';
import { defaultShopRow } from '../operations/stores';
import { seedDemoStore } from './catalogue-seed';

/**
 * The demo account's site comes with an open shop of three products (one with variations). Idempotent:
 * a redelivered `sites.site.created` finds the shop open and the store stocked, and leaves them.
 */
export async function openDemoShop(deps: Deps, trx: Knex.Transaction, site: number) {
  const copy = await deps.sites.find(site, trx);
  if (!copy || copy.deleted) return;
  if (!(await deps.shops.find(site, trx))) {
    const row = await deps.shops.save(site, defaultShopRow(deps.settings), { enabled: true }, trx);
    await deps.events.publish(trx, {
      type: 'commerce.shop.updated',
      key: String(site),
      payload: { site_id: site, owner_id: copy.owner_id, enabled: row.enabled, currency: row.currency },
    });
  }
  if (await seedDemoStore(deps.db, deps.storage, trx, site)) deps.catalogueCache.dropOnCommit(trx, { site });
}
