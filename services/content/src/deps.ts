import type { Knex } from 'knex';
import {
  decideSiteRole,
  httpError,
  requireSiteOf,
  siteAccess,
  sitesServiceLookup,
  sitesEditLocks,
  type SitesEditLocks,
  storageFromEnv,
  type AtlasApp,
  type AuthUser,
  type SiteAccessCheck,
  type SiteNeed,
  type MediaStorage,
} from '@atlas/service-kit';
import { createRepositories, type Repositories } from './repositories';
import type { Outbox } from './events/published';
import { ImageWorker } from './media/images';
import { mediaLimits, type MediaLimits } from './media/kinds';

/** What the routes, consumers and the scheduler of this service work with; built once per app. */
export type Deps = {
  db: Knex;
  events: Outbox;
  repos: Repositories;
  storage: MediaStorage;
  images: ImageWorker;
  limits: MediaLimits;
  owned: ReturnType<typeof ownership>;
  /** Who holds an item's edit lock, asked of the sites service (which keeps the locks of pages, posts and menus). */
  editLocks: SitesEditLocks;
  /** The platform's signing secret: preview links are sealed under a key derived from it. */
  secret: string;
};

export function createDeps(app: Pick<AtlasApp, 'db' | 'events' | 'config'>, env: NodeJS.ProcessEnv = process.env): Deps {
  const repos = createRepositories(app.db);
  return {
    db: app.db,
    events: app.events,
    repos,
    storage: storageFromEnv(env, app.config.dataDir),
    images: new ImageWorker(env),
    limits: mediaLimits(env),
    owned: ownership(repos, siteAccess(repos.sites, sitesServiceLookup('content', env))),
    secret: app.config.jwtSecret,
    editLocks: sitesEditLocks(env),
  };
}

/** What an item asks of its site's role: a post of one's own is an author's to change; every other item an editor's. */
export function itemNeed(user: AuthUser, item: { type: string; author_id: number }): 'author' | 'editor' {
  return item.type === 'post' && item.author_id === user.id ? 'author' : 'editor';
}

/** What a file asks of its site's role: one's own upload is an author's to change; anyone else's an editor's. */
export function fileNeed(user: AuthUser, file: { owner_id: number }): SiteNeed {
  return file.owner_id === user.id ? 'author' : 'editor';
}

/**
 * Loads what the signed-in user may see, by their role on its site (the kit's `requireSite`, table in
 * the README): a stranger to the site gets 404 as if the thing did not exist, a member whose role
 * falls short 403. Staff read every site and change only their own. Categories, tags and folders are
 * each user's own (not a site's): someone else's is a 404.
 */
export function ownership(repos: Repositories, sites: SiteAccessCheck) {
  /** The role check for something of a site; inside a transaction only the copy is read. */
  const onSite = (user: AuthUser, siteId: number, need: SiteNeed, detail: string, trx?: Knex.Transaction) =>
    requireSiteOf(sites, user, siteId, need, detail, trx);
  return {
    /** A site the user holds `need` on (the kit's one check: a deleted or unknown one is 'Site not found'). */
    async site(user: AuthUser, id: number, need: SiteNeed, trx?: Knex.Transaction) {
      return sites.requireSite(user, id, need, trx);
    },
    /** The ids of the sites the user may open (owned or a member of). */
    async visibleSites(user: AuthUser) {
      return repos.sites.idsVisibleTo(user.id);
    },
    /**
     * An item, if the user's role on its site allows `need` ('read', or what `itemNeed` says of it for
     * a change). The item of a deleted site stays readable by its author alone (archived, with its history).
     */
    async item(user: AuthUser, id: number, need: 'read' | 'change', trx?: Knex.Transaction) {
      const item = await repos.items.find(id, trx);
      if (!item) throw httpError(404, 'Content not found');
      const site = await repos.sites.find(item.site_id, trx);
      if (site?.deleted) {
        if (need === 'read' && decideSiteRole(user, { owner_id: item.author_id }, undefined, 'read').role) return item;
        throw httpError(404, 'Content not found');
      }
      await onSite(user, item.site_id, need === 'read' ? 'read' : itemNeed(user, item), 'Content not found', trx);
      return item;
    },
    async category(user: AuthUser, id: number, trx?: Knex.Transaction) {
      const category = await repos.taxonomy.category(id, trx);
      if (!category || category.owner_id !== user.id) throw httpError(404, 'Category not found');
      return category;
    },
    async tag(user: AuthUser, id: number, trx?: Knex.Transaction) {
      const tag = await repos.taxonomy.tag(id, trx);
      if (!tag || tag.owner_id !== user.id) throw httpError(404, 'Tag not found');
      return tag;
    },
    /**
     * A file: one of no site (or of a deleted one) is its uploader's (staff read it too); one of a site
     * goes by the user's role there (reading: viewer; changing one's own: author; anyone else's: editor).
     */
    async file(user: AuthUser, id: number, access: 'read' | 'write', trx?: Knex.Transaction) {
      const file = await repos.media.find(id, trx);
      if (!file) throw httpError(404, 'File not found');
      if (file.site_id === null || (await repos.sites.find(file.site_id, trx))?.deleted) {
        if (decideSiteRole(user, { owner_id: file.owner_id }, undefined, access).refused) throw httpError(404, 'File not found');
        return file;
      }
      await onSite(user, file.site_id, access === 'read' ? 'read' : fileNeed(user, file), 'File not found', trx);
      return file;
    },
    async folder(user: AuthUser, id: number, trx?: Knex.Transaction) {
      const folder = await repos.media.folder(id, trx);
      if (!folder || folder.owner_id !== user.id) throw httpError(404, 'Folder not found');
      return folder;
    },
  };
}
