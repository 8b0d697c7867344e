import type { EventConsumer } from '@atlas/service-kit';
import { sitesRepository } from '../repositories/sites';
import { publishItemEvent } from './published';
import { historyRepository } from '../repositories/history';
import { itemsRepository } from '../repositories/items';
import { seedDemoContent } from './demo-content';

interface SitePayload {
  site_id: number;
  owner_id: number;
  slug: string;
  name?: string;
  is_published?: boolean;
  is_demo?: boolean;
}

const valid = (p: Partial<SitePayload> | undefined): p is SitePayload =>
  Number.isInteger(p?.site_id) && Number.isInteger(p?.owner_id) && typeof p?.slug === 'string';

/**
 * This service's copy of site ownership, from `sites.site.*` (replayed from the beginning on a fresh
 * database, so it never reads the sites service's tables). Deleting a site archives its content.
 */
export const siteReadModel: EventConsumer<SitePayload>[] = [
  ...(['created', 'updated', 'published', 'unpublished'] as const).map((verb): EventConsumer<SitePayload> => ({
    topic: `sites.site.${verb}`,
    handle: async (event, trx, app) => {
      const p = event.payload;
      if (!valid(p)) return;
      await sitesRepository(trx).upsert(
        { id: p.site_id, owner_id: p.owner_id, slug: p.slug, name: p.name ?? '', is_published: Boolean(p.is_published) },
        trx,
      );
      // The demo account's site comes with a blog to explore.
      if (verb === 'created' && p.is_demo) await seedDemoContent(trx, app, { id: p.site_id, owner_id: p.owner_id, slug: p.slug });
    },
  })),
  {
    topic: 'sites.site.deleted',
    handle: async (event, trx, app) => {
      const p = event.payload;
      if (!valid(p)) return;
      const sites = sitesRepository(trx);
      await sites.upsert({ id: p.site_id, owner_id: p.owner_id, slug: p.slug, name: p.name ?? '', is_published: false }, trx);
      await sites.markDeleted(p.site_id, trx);
      const archived = await itemsRepository(trx).archiveSite(p.site_id, trx);
      for (const item of archived) {
        await historyRepository(trx).audit(item.id, item.author_id, 'archived', { id: null, username: 'system' }, trx);
        await publishItemEvent(app.events, trx, 'updated', item, { slug: p.slug }, { reason: 'site deleted' });
      }
    },
  },
];
