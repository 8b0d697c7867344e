import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Knex } from 'knex';
import { httpError, isReservedSlug, requireUser } from '@atlas/service-kit';
import { CreateSiteBody, SiteListQuery, UpdateSiteBody } from '../schemas/sites';
import { IdParams } from '../schemas/common';
import { SETTING_NAMES, withDefaults, type SiteSettings } from '../schemas/settings';
import { siteResponse } from '../responses';
import { publishSiteEvent, type Outbox } from '../events/published';
import { hashSitePassword } from '../site-password';
import { isUniqueViolation, type Ownership } from './access';
import type { Repositories } from '../repositories';
import type { SiteRow, SiteChanges } from '../repositories/sites';

export const SLUG_TAKEN = 'A site with this slug already exists';
export const reservedSlugDetail = (slug: string) => `The slug "${slug}" is reserved for the app; choose another`;

interface Deps { db: Knex; outbox: Outbox; repos: Repositories; owned: Ownership }

export async function siteRoutes(app: FastifyInstance, { db, outbox, repos, owned }: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  async function present(site: SiteRow) {
    const [counts, navigation] = await Promise.all([repos.pages.countBySites([site.id]), repos.navigations.findBySite(site.id)]);
    return siteResponse(site, { pagesCount: counts.get(site.id) ?? 0, navigation });
  }

  async function assertSlugFree(slug: string, exceptSiteId?: number) {
    if (isReservedSlug(slug)) throw httpError(400, reservedSlugDetail(slug));
    const holder = await repos.sites.findBySlug(slug);
    if (holder && holder.id !== exceptSiteId) throw httpError(400, SLUG_TAKEN);
  }

  api.get('/api/builder/sites/', { preHandler: requireUser, schema: { querystring: SiteListQuery } }, async (request) => {
    const everyone = request.query.all === true && request.user.is_staff;
    const sites = everyone ? await repos.sites.listAll() : await repos.sites.listByOwner(request.user.id);
    const ids = sites.map((s) => s.id);
    const [counts, navigations] = await Promise.all([repos.pages.countBySites(ids), repos.navigations.listBySites(ids)]);
    const navBySite = new Map(navigations.map((n) => [n.site_id, n]));
    return sites.map((site) => siteResponse(site, { pagesCount: counts.get(site.id) ?? 0, navigation: navBySite.get(site.id) }));
  });

  api.post('/api/builder/sites/', { preHandler: requireUser, schema: { body: CreateSiteBody } }, async (request, reply) => {
    const { name, slug, description = '' } = request.body;
    await assertSlugFree(slug);
    try {
      const site = await db.transaction(async (trx) => {
        const isFirst = (await repos.sites.countByOwner(request.user.id, trx)) === 0;
        const created = await repos.sites.create({ owner_id: request.user.id, name: name.trim(), slug, description, is_primary: isFirst }, trx);
        await publishSiteEvent(outbox, trx, 'created', created);
        return created;
      });
      return reply.code(201).send(await present(site));
    } catch (error) {
      if (isUniqueViolation(error)) throw httpError(400, SLUG_TAKEN);
      throw error;
    }
  });

  api.get('/api/builder/sites/:id/', { preHandler: requireUser, schema: { params: IdParams } }, async (request) => {
    return present(await owned.site(request, request.params.id, 'read'));
  });

  api.patch('/api/builder/sites/:id/', { preHandler: requireUser, schema: { params: IdParams, body: UpdateSiteBody } }, async (request) => {
    const site = await owned.site(request, request.params.id, 'write');
    const body = request.body as Record<string, unknown> & { settings?: Record<string, unknown> };
    const changes: SiteChanges = {};

    for (const field of ['name', 'description', 'logo_url', 'custom_domain'] as const) {
      if (body[field] !== undefined) changes[field] = (body[field] === null ? null : String(body[field])) as never;
    }
    if (typeof body.slug === 'string' && body.slug !== site.slug) {
      await assertSlugFree(body.slug, site.id);
      changes.slug = body.slug;
    }

    const settingChanges: Partial<SiteSettings> = {};
    for (const source of [body, body.settings ?? {}]) {
      for (const name of SETTING_NAMES) if (source[name] !== undefined) (settingChanges as Record<string, unknown>)[name] = source[name];
    }
    const newPassword = (body.site_password ?? body.settings?.site_password) as string | undefined;
    if (newPassword !== undefined) changes.password_hash = hashSitePassword(newPassword);
    const settings = withDefaults({ ...site.settings, ...settingChanges });
    if (settings.password_protected && !(changes.password_hash ?? site.password_hash)) {
      throw httpError(400, 'Set a site password to protect the site');
    }
    if (Object.keys(settingChanges).length > 0) changes.settings = { ...site.settings, ...settingChanges };

    if (Object.keys(changes).length === 0) return present(site);
    try {
      const updated = await db.transaction(async (trx) => {
        const row = await repos.sites.update(site.id, changes, trx);
        const changed = [...Object.keys(changes).filter((k) => k !== 'settings' && k !== 'password_hash'), ...Object.keys(settingChanges)];
        if (changes.password_hash) changed.push('site_password');
        await publishSiteEvent(outbox, trx, 'updated', row, { changed, previous_slug: site.slug });
        return row;
      });
      return present(updated);
    } catch (error) {
      if (isUniqueViolation(error)) throw httpError(400, SLUG_TAKEN);
      throw error;
    }
  });

  api.delete('/api/builder/sites/:id/', { preHandler: requireUser, schema: { params: IdParams } }, async (request, reply) => {
    const site = await owned.site(request, request.params.id, 'write');
    await db.transaction(async (trx) => {
      await repos.sites.remove(site.id, trx);
      if (site.is_primary) await repos.sites.promoteOldestToPrimary(site.owner_id, trx);
      await publishSiteEvent(outbox, trx, 'deleted', site);
    });
    return reply.code(204).send();
  });

  for (const [action, publish] of [['publish', true], ['unpublish', false]] as const) {
    api.post(`/api/builder/sites/:id/${action}/`, { preHandler: requireUser, schema: { params: IdParams } }, async (request) => {
      const site = await owned.site(request, request.params.id, 'write');
      const updated = await db.transaction(async (trx) => {
        const row = await repos.sites.update(site.id, publish ? { is_published: true, published_at: new Date() } : { is_published: false }, trx);
        await publishSiteEvent(outbox, trx, publish ? 'published' : 'unpublished', row);
        return row;
      });
      return present(updated);
    });
  }
}
