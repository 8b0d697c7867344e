import type { Knex } from 'knex';
import type { FastifyRequest } from 'fastify';
import {
  httpError,
  siteAccess,
  sitesServiceLookup,
  storageFromEnv,
  type AtlasApp,
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
const canRead = (request: FastifyRequest, ownerId: number, access: Access) =>
  ownerId === request.user.id || (access === 'read' && request.user.is_staff === true);

/**
 * Loads what the signed-in user may see. Someone else's answers 404, as if it did not exist; staff
 * may read everything but change only their own.
 */
export function ownership(repos: Repositories, sites: SiteAccessCheck) {
  return {
    /** A site the user may write to (the kit's one check: a deleted or unknown one is 'Site not found'). */
    async site(request: FastifyRequest, id: number, trx?: Knex.Transaction) {
      return sites.requireSite(request.user, id, 'write', trx);
    },
    async item(request: FastifyRequest, id: number, access: Access, trx?: Knex.Transaction) {
      const item = await repos.items.find(id, trx);
      if (!item || !canRead(request, item.author_id, access)) throw httpError(404, 'Content not found');
      return item;
    },
    async category(request: FastifyRequest, id: number, trx?: Knex.Transaction) {
      const category = await repos.taxonomy.category(id, trx);
      if (!category || category.owner_id !== request.user.id) throw httpError(404, 'Category not found');
      return category;
    },
    async tag(request: FastifyRequest, id: number, trx?: Knex.Transaction) {
      const tag = await repos.taxonomy.tag(id, trx);
      if (!tag || tag.owner_id !== request.user.id) throw httpError(404, 'Tag not found');
      return tag;
    },
    async file(request: FastifyRequest, id: number, access: Access, trx?: Knex.Transaction) {
      const file = await repos.media.find(id, trx);
      if (!file || !canRead(request, file.owner_id, access)) throw httpError(404, 'File not found');
      return file;
    },
    async folder(request: FastifyRequest, id: number, trx?: Knex.Transaction) {
      const folder = await repos.media.folder(id, trx);
      if (!folder || folder.owner_id !== request.user.id) throw httpError(404, 'Folder not found');
      return folder;
    },
  };
}
