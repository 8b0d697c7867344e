import { siteCopyConsumers } from '@atlas/service-kit';
import { SCHEMA } from '../repositories/db';
import { createDeps } from '../deps';
import { openDemoShop } from '../seed/demo-shop';

/**
 * This service's copy of sites and their members, from `sites.site.*` and `sites.member.*` (replayed
 * from the beginning on a fresh database): who owns each store, who works on it and in which role.
 * The demo account's site comes with an open shop stocked with a few products.
 */
export const siteReadModel = siteCopyConsumers(SCHEMA, {
  changed: async (site, { verb, trx, app }) => {
    if (verb === 'created' && site.is_demo) await openDemoShop(createDeps(app), trx, site.site_id);
  },
});
