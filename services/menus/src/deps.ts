import type { Knex } from 'knex';
import {
  envInteger,
  httpError,
  KeyedCache,
  requireSiteOf,
  siteAccess,
  sitesServiceLookup,
  sitesEditLocks,
  type SitesEditLocks,
  type AtlasApp,
  type AuthUser,
  type CachedAnswer,
  type SiteAccessCheck,
  type SiteNeed,
} from '@atlas/service-kit';
import { createRepositories, type Repositories } from './repositories';
import type { MenuView } from './repositories/menus';
import type { Outbox } from './events/published';

export interface MenuSettings {
  /** Clicks one visitor may count per minute (MENUS_CLICKS_PER_MINUTE, default 30). */
  clicksPerMinute: number;
}

/** What the routes and consumers of this service work with; built once per app. */
export type Deps = {
  db: Knex;
  events: Outbox;
  repos: Repositories;
  owned: ReturnType<typeof ownership>;
  /** Who holds a menu's edit lock, asked of the sites service (which keeps the locks of pages, posts and menus). */
  editLocks: SitesEditLocks;
  /** Public menus as sent (JSON compressed once, with its ETag); null: no such menu. */
  publicMenus: KeyedCache<CachedAnswer | null>;
  settings: MenuSettings;
};

const caches = new WeakMap<object, KeyedCache<CachedAnswer | null>>();

export function createDeps(app: Pick<AtlasApp, 'db' | 'events'>, env: NodeJS.ProcessEnv = process.env): Deps {
  const repos = createRepositories(app.db);
  // One cache per app, so the consumers' writes clear what the routes serve.
  let publicMenus = caches.get(app.db);
  if (!publicMenus) {
    publicMenus = new KeyedCache({ lifetimeMs: envInteger(env, 'MENUS_PUBLIC_CACHE_MS', 1000, { min: 0, max: 60_000 }) });
    caches.set(app.db, publicMenus);
  }
  return {
    db: app.db,
    events: app.events,
    repos,
    owned: ownership(repos, siteAccess(repos.sites, sitesServiceLookup('menus', env))),
    editLocks: sitesEditLocks(env),
    publicMenus,
    settings: { clicksPerMinute: envInteger(env, 'MENUS_CLICKS_PER_MINUTE', 30, { min: 1, max: 100_000 }) },
  };
}

/**
 * Loads what the signed-in user may see, by their role on the menu's site (the kit's `requireSite`):
 * reading is a viewer's, every change an editor's (README "Roles"). A stranger to the site gets 404 as
 * if the menu did not exist, a member whose role falls short 403; staff read every site and change
 * only their own. Inside a transaction only this service's copy is read (`checked` asks outside when
 * the copy refuses).
 */
export function ownership(repos: Repositories, sites: SiteAccessCheck) {
  return {
    /** The kit's one site check. */
    async site(user: AuthUser, id: number, need: SiteNeed, trx?: Knex.Transaction) {
      return sites.requireSite(user, id, need, trx);
    },
    /** The ids of the sites the user may open (owned or a member of). */
    async visibleSites(user: AuthUser) {
      return repos.sites.idsVisibleTo(user.id);
    },
    /**
     * Runs a change whose transaction checks the role on the copy alone. When that refuses (403 or
     * 404), `outside` checks again out of any transaction, where the sites service is asked about a
     * member just added or promoted; let in, the change runs once more. The common case costs no
     * query more than the change itself.
     */
    async checked<T>(outside: () => Promise<unknown>, run: () => Promise<T>): Promise<T> {
      try {
        return await run();
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status !== 403 && status !== 404) throw error;
        await outside();
        return run();
      }
    },
    async menu(user: AuthUser, id: number, need: SiteNeed, trx?: Knex.Transaction): Promise<MenuView> {
      const menu = await repos.menus.find(id, trx);
      if (!menu || menu.site_deleted) throw httpError(404, 'Menu not found');
      await requireSiteOf(sites, user, menu.site_id, need, 'Menu not found', trx);
      return menu;
    },
    async item(user: AuthUser, id: number, need: SiteNeed, trx?: Knex.Transaction) {
      const item = await repos.items.view(id, trx);
      const menu = item ? await repos.menus.find(item.menu_id, trx) : undefined;
      if (!item || !menu || menu.site_deleted) throw httpError(404, 'Menu item not found');
      await requireSiteOf(sites, user, menu.site_id, need, 'Menu item not found', trx);
      return { item, menu };
    },
  };
}
