import type { Knex } from 'knex';
import { siteCopyConsumers, type AtlasApp, type EventConsumer } from '@atlas/service-kit';
import { SCHEMA } from '../repositories/db';
import { createDeps, type Deps } from '../deps';
import { menuChanged } from '../operations/menu-events';
import { addPageToAutoMenus } from '../operations/auto-add';
import { seedDemoMenus } from '../operations/demo-menus';

interface PagePayload {
  page_id: number;
  site_id: number;
  owner_id?: number;
  site_slug?: string;
  slug: string;
  title?: string;
  is_published?: boolean;
  is_home_page?: boolean;
}

const validPage = (p: Partial<PagePayload> | undefined): p is PagePayload =>
  Number.isInteger(p?.page_id) && Number.isInteger(p?.site_id) && typeof p?.slug === 'string';

/** Tells the public renderer that every menu linking this page changed (its address or its presence did). */
async function pageLinksChanged(deps: Deps, trx: Knex.Transaction, pageId: number) {
  const menuIds = new Set((await deps.repos.items.linkingPage(pageId, trx)).map((item) => item.menu_id));
  for (const menuId of menuIds) {
    const menu = await deps.repos.menus.find(menuId, trx);
    if (menu) await menuChanged(deps, trx, menu, 'items');
  }
}

const depsOf = (app: AtlasApp) => createDeps(app);

/**
 * This service's copy of sites and pages, from `sites.site.*` and `sites.page.*` (replayed from the
 * beginning on a fresh database, so it never reads the sites service's tables). Every handler is
 * idempotent: the kit's inbox skips a redelivery, and each write is an upsert or a no-op the second time.
 */
export const siteReadModel = siteCopyConsumers(SCHEMA, {
  changed: async (site, { verb, trx, app }) => {
    const deps = depsOf(app);
    deps.publicMenus.clearAfter(trx);
    // The demo account's site comes with a header and a footer menu.
    if (verb === 'created' && site.is_demo) await seedDemoMenus(deps, trx, site.site_id);
  },
  deleted: async (site, { trx, app }) => {
    const deps = depsOf(app);
    for (const menu of await deps.repos.menus.ofSite(site.site_id, trx)) {
      const view = (await deps.repos.menus.find(menu.id, trx))!;
      await menuChanged(deps, trx, view, 'deleted');
      await deps.repos.menus.remove(menu.id, trx);
    }
  },
});

export const pageReadModel: EventConsumer<PagePayload>[] = [
  ...(['created', 'updated', 'published', 'unpublished'] as const).map((verb): EventConsumer<PagePayload> => ({
    topic: `sites.page.${verb}`,
    handle: async (event, trx, app) => {
      const p = event.payload;
      if (!validPage(p)) return;
      const deps = depsOf(app);
      const before = await deps.repos.pages.find(p.page_id, trx);
      if (before?.deleted) return;
      const page = {
        id: p.page_id,
        site_id: p.site_id,
        slug: p.slug.slice(0, 100),
        title: (p.title ?? '').slice(0, 200),
        is_published: Boolean(p.is_published),
        is_home_page: Boolean(p.is_home_page),
      };
      await deps.repos.pages.upsert(page, trx);
      const moved =
        !before ||
        before.slug !== page.slug ||
        before.is_published !== page.is_published ||
        before.is_home_page !== page.is_home_page ||
        before.title !== page.title;
      if (moved) await pageLinksChanged(deps, trx, p.page_id);
      if (verb === 'published' || (verb === 'created' && p.is_published)) await addPageToAutoMenus(deps, trx, p.site_id, p.page_id);
    },
  })),
  {
    topic: 'sites.page.deleted',
    handle: async (event, trx, app) => {
      const p = event.payload;
      if (!validPage(p)) return;
      const deps = depsOf(app);
      await deps.repos.pages.upsert(
        {
          id: p.page_id,
          site_id: p.site_id,
          slug: p.slug.slice(0, 100),
          title: (p.title ?? '').slice(0, 200),
          is_published: false,
          is_home_page: false,
        },
        trx,
      );
      await deps.repos.pages.markDeleted(p.page_id, trx);
      // Items linking it stay (flagged page_missing, hidden from visitors) so the owner sees what broke.
      await pageLinksChanged(deps, trx, p.page_id);
    },
  },
];
