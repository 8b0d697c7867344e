import { siteCopyConsumers } from '@atlas/service-kit';
import { SCHEMA } from '../repositories/db';
import { publishItemEvent } from './published';
import { historyRepository } from '../repositories/history';
import { itemsRepository } from '../repositories/items';
import { seedDemoContent } from './demo-content';

/**
 * This service's copy of site ownership, from `sites.site.*` (replayed from the beginning on a fresh
 * database, so it never reads the sites service's tables). Deleting a site archives its content.
 */
export const siteReadModel = siteCopyConsumers(SCHEMA, {
  changed: async (site, { verb, trx, app }) => {
    // The demo account's site comes with a blog to explore.
    if (verb === 'created' && site.is_demo) await seedDemoContent(trx, app, { id: site.site_id, owner_id: site.owner_id, slug: site.slug });
  },
  deleted: async (site, { trx, app }) => {
    const archived = await itemsRepository(trx).archiveSite(site.site_id, trx);
    for (const item of archived) {
      await historyRepository(trx).audit(item.id, item.author_id, 'archived', { id: null, username: 'system' }, trx);
      await publishItemEvent(app.events, trx, 'updated', item, { slug: site.slug }, { reason: 'site deleted' });
    }
  },
});
