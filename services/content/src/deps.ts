import type { Knex } from 'knex';
import {
  httpError,
  maySee,
  siteAccess,
  sitesServiceLookup,
  storageFromEnv,
  type AtlasApp,
  type AuthUser,
  type SiteAccessCheck,
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
  };
}

type Access = 'read' | 'write';
const canRead = (user: AuthUser, ownerId: number, access: Access) => maySee(user, ownerId, access);

/**
 * Loads what the signed-in user may see. Someone else's answers 404, as if it did not exist; staff
 * may read everything but change only their own.
 */
export function ownership(repos: Repositories, sites: SiteAccessCheck) {
  return {
    /** A site the user may write to (the kit's one check: a deleted or unknown one is 'Site not found'). */
    async site(user: AuthUser, id: number, trx?: Knex.Transaction) {
      return sites.requireSite(user, id, 'write', trx);
    },
    async item(user: AuthUser, id: number, access: Access, trx?: Knex.Transaction) {
      const item = await repos.items.find(id, trx);
      if (!item || !canRead(user, item.author_id, access)) throw httpError(404, 'Content not found');
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
    async file(user: AuthUser, id: number, access: Access, trx?: Knex.Transaction) {
      const file = await repos.media.find(id, trx);
      if (!file || !canRead(user, file.owner_id, access)) throw httpError(404, 'File not found');
      return file;
    },
    async folder(user: AuthUser, id: number, trx?: Knex.Transaction) {
      const folder = await repos.media.folder(id, trx);
      if (!folder || folder.owner_id !== user.id) throw httpError(404, 'Folder not found');
      return folder;
    },
  };
}
