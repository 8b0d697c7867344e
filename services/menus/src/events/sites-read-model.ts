import type { Knex } from 'knex';
import type { AtlasApp, EventConsumer } from '@atlas/service-kit';
import { createDeps, type Deps } from '../deps';
import { menuChanged } from '../operations/menu-events';
import { addPageToAutoMenus } from '../operations/auto-add';
import { seedDemoMenus } from '../operations/demo-menus';

interface SitePayload {
  site_id: number;
  owner_id: number;
  slug: string;
  name?: string;
  is_published?: boolean;
  is_demo?: boolean;
}

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

const validSite = (p: Partial<SitePayload> | undefined): p is SitePayload =>
  Number.isInteger(p?.site_id) && Number.isInteger(p?.owner_id) && typeof p?.slug === 'string';
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

/** The columns of a site's copy; texts cut to the columns so an odd payload cannot stall the consumer. */
const siteFields = (p: SitePayload) => ({
  id: p.site_id,
  owner_id: p.owner_id,
  slug: p.slug.slice(0, 100),
  name: (p.name ?? '').slice(0, 200),
  is_demo: Boolean(p.is_demo),
});

/**
 * This service's copy of sites and pages, from `sites.site.*` and `sites.page.*` (replayed from the
 * beginning on a fresh database, so it never reads the sites service's tables). Every handler is
 * idempotent: the kit's inbox skips a redelivery, and each write is an upsert or a no-op the second time.
 */
export const siteReadModel: EventConsumer<SitePayload>[] = [
  ...(['created', 'updated', 'published', 'unpublished'] as const).map((verb): EventConsumer<SitePayload> => ({
    topic: `sites.site.${verb}`,
    handle: async (event, trx, app) => {
      const p = event.payload;
      if (!validSite(p)) return;
      const deps = depsOf(app);
      await deps.repos.sites.upsert(
        {
          id: p.site_id,
          owner_id: p.owner_id,
          slug: p.slug,
          name: p.name ?? '',
          is_published: Boolean(p.is_published),
          is_demo: Boolean(p.is_demo),
        },
        trx,
      );
      deps.publicMenus.clearAfter(trx);
      // The demo account's site comes with a header and a footer menu.
      if (verb === 'created' && p.is_demo) await seedDemoMenus(deps, trx, p.site_id);
    },
  })),
  {
    topic: 'sites.site.deleted',
    handle: async (event, trx, app) => {
      const p = event.payload;
      if (!validSite(p)) return;
      const deps = depsOf(app);
      await deps.repos.sites.upsert({ ...siteFields(p), is_published: false }, trx);
      await deps.repos.sites.markDeleted(p.site_id, trx);
      for (const menu of await deps.repos.menus.ofSite(p.site_id, trx)) {
        const view = (await deps.repos.menus.find(menu.id, trx))!;
        await menuChanged(deps, trx, view, 'deleted');
        await deps.repos.menus.remove(menu.id, trx);
      }
    },
  },
];

export const pageReadModel: EventConsumer<PagePayload>[] = [
  ...(['created', 'updated', 'published', 'unpublished'] as const).map((verb): EventConsumer<PagePayload> => ({
    topic: `sites.page.${verb}`,
    handle: async (event, trx, app) => {
      const p = event.payload;
      if (!validPage(p)) return;
      const deps = depsOf(app);
      const before = await deps.repos.sites.page(p.page_id, trx);
      if (before?.deleted) return;
      const page = {
        id: p.page_id,
        site_id: p.site_id,
        slug: p.slug.slice(0, 100),
        title: (p.title ?? '').slice(0, 200),
        is_published: Boolean(p.is_published),
        is_home_page: Boolean(p.is_home_page),
      };
      await deps.repos.sites.upsertPage(page, trx);
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
      await deps.repos.sites.upsertPage(
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
      await deps.repos.sites.markPageDeleted(p.page_id, trx);
      // Items linking it stay (flagged page_missing, hidden from visitors) so the owner sees what broke.
      await pageLinksChanged(deps, trx, p.page_id);
    },
  },
];
