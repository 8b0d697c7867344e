import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Knex } from 'knex';
import { httpError, requireUser } from '@atlas/service-kit';
import { IdParams } from '../schemas/common';
import { CreatePageBody, PageListQuery, SaveBlocksBody, UpdatePageBody } from '../schemas/pages';
import { blocksProblem, type PageBlock } from '../schemas/blocks';
import { withCleanRichText } from '../rich-text';
import { pageResponse } from '../responses';
import { publishPageEvent, type Outbox } from '../events/published';
import { firstFreeSlug, slugify } from '../page-slugs';
import { isHomePageRace, isUniqueViolation, type Ownership } from './access';
import type { Repositories } from '../repositories';
import type { PageChanges, PageRow } from '../repositories/pages';
import type { SiteRow } from '../repositories/sites';

export const PAGE_SLUG_TAKEN = 'A page with this slug already exists on this site';

interface Deps { db: Knex; outbox: Outbox; repos: Repositories; owned: Ownership }

/** The blocks as they will be stored: checked (400 with the first problem), text blocks' HTML sanitized. */
export function validBlocks<T extends PageBlock[] | undefined>(blocks: T): T {
  if (!blocks) return blocks;
  const problem = blocksProblem(blocks);
  if (problem) throw httpError(400, problem);
  return withCleanRichText(blocks) as T;
}

export async function pageRoutes(app: FastifyInstance, { db, outbox, repos, owned }: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  /** Writes the page, records a revision when its blocks changed, publishes the matching event; one transaction. */
  async function savePage(page: PageRow, site: SiteRow, changes: PageChanges, userId: number) {
    try {
      return await db.transaction(async (trx) => {
        const updated = await repos.pages.update(page.id, changes, trx);
        if (changes.blocks) await repos.revisions.record({ page_id: page.id, title: updated.title, blocks: changes.blocks, created_by: userId }, trx);
        const verb = changes.is_published === true && !page.is_published ? 'published'
          : changes.is_published === false && page.is_published ? 'unpublished' : 'updated';
        await publishPageEvent(outbox, trx, verb, updated, site, { previous_slug: page.slug });
        await repos.sites.touch(site.id, trx);
        return updated;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw httpError(400, PAGE_SLUG_TAKEN);
      throw error;
    }
  }

  api.get('/api/builder/pages/', { preHandler: requireUser, schema: { querystring: PageListQuery } }, async (request) => {
    if (request.query.site) {
      const site = await owned.site(request, request.query.site, 'read');
      return (await repos.pages.listBySite(site.id)).map(pageResponse);
    }
    const sites = await repos.sites.listByOwner(request.user.id);
    const lists = await Promise.all(sites.map((s) => repos.pages.listBySite(s.id)));
    return lists.flat().map(pageResponse);
  });

  api.post('/api/builder/pages/', { preHandler: requireUser, schema: { body: CreatePageBody } }, async (request, reply) => {
    const body = request.body;
    const site = await owned.site(request, body.site, 'write');
    const blocks = validBlocks(body.blocks) ?? [];
    let slug = body.slug || '';
    if (slug) {
      if (await repos.pages.findBySlug(site.id, slug)) throw httpError(400, PAGE_SLUG_TAKEN);
    } else {
      const base = slugify(body.title) || 'page';
      slug = firstFreeSlug(base, await repos.pages.slugsLike(site.id, base));
    }
    try {
      const page = await db.transaction(async (trx) => {
        const isFirst = !(await repos.pages.findHome(site.id, trx));
        const created = await repos.pages.create({
          site_id: site.id, title: body.title.trim(), slug, blocks,
          page_type: body.page_type ?? 'standard', is_published: body.is_published ?? false, is_home_page: isFirst,
          meta_title: body.meta_title ?? '', meta_description: body.meta_description ?? '',
          published_at: body.is_published ? new Date() : null,
        }, trx);
        if (created.blocks.length > 0) await repos.revisions.record({ page_id: created.id, title: created.title, blocks: created.blocks, created_by: request.user.id }, trx);
        await publishPageEvent(outbox, trx, 'created', created, site);
        if (created.is_published) await publishPageEvent(outbox, trx, 'published', created, site);
        await repos.sites.touch(site.id, trx);
        return created;
      });
      return reply.code(201).send(pageResponse(page));
    } catch (error) {
      if (isHomePageRace(error)) throw httpError(409, 'Another page became the home page at the same time; try again');
      if (isUniqueViolation(error)) throw httpError(400, PAGE_SLUG_TAKEN);
      throw error;
    }
  });

  api.get('/api/builder/pages/:id/', { preHandler: requireUser, schema: { params: IdParams } }, async (request) => {
    const { page } = await owned.page(request, request.params.id, 'read');
    return pageResponse(page);
  });

  api.patch('/api/builder/pages/:id/', { preHandler: requireUser, schema: { params: IdParams, body: UpdatePageBody } }, async (request) => {
    const { page, site } = await owned.page(request, request.params.id, 'write');
    const body = request.body;
    const blocks = validBlocks(body.blocks);
    if (body.slug && body.slug !== page.slug && (await repos.pages.findBySlug(site.id, body.slug))) throw httpError(400, PAGE_SLUG_TAKEN);
    // Only the page's editable fields: a client may send the whole page object back.
    const changes: PageChanges = {};
    for (const field of ['slug', 'page_type', 'is_published', 'meta_title', 'meta_description'] as const) {
      if (body[field] !== undefined) (changes as Record<string, unknown>)[field] = body[field];
    }
    if (body.title !== undefined) changes.title = body.title.trim();
    if (blocks) changes.blocks = blocks;
    if (body.is_published === true && !page.is_published) changes.published_at = new Date();
    return pageResponse(await savePage(page, site, changes, request.user.id));
  });

  api.delete('/api/builder/pages/:id/', { preHandler: requireUser, schema: { params: IdParams } }, async (request, reply) => {
    const { page, site } = await owned.page(request, request.params.id, 'write');
    await db.transaction(async (trx) => {
      await repos.pages.remove(page.id, trx);
      if (page.is_home_page) {
        const home = await repos.pages.promoteFirstToHome(site.id, trx);
        if (home) await publishPageEvent(outbox, trx, 'updated', home, site);
      }
      await publishPageEvent(outbox, trx, 'deleted', page, site);
      await repos.sites.touch(site.id, trx);
    });
    return reply.code(204).send();
  });

  api.post('/api/builder/pages/:id/save_blocks/', { preHandler: requireUser, schema: { params: IdParams, body: SaveBlocksBody } }, async (request) => {
    const { page, site } = await owned.page(request, request.params.id, 'write');
    return pageResponse(await savePage(page, site, { blocks: validBlocks(request.body.blocks) }, request.user.id));
  });

  for (const [action, publish] of [['publish', true], ['unpublish', false]] as const) {
    api.post(`/api/builder/pages/:id/${action}/`, { preHandler: requireUser, schema: { params: IdParams } }, async (request) => {
      const { page, site } = await owned.page(request, request.params.id, 'write');
      if (page.is_published === publish) return pageResponse(page);
      return pageResponse(await savePage(page, site, publish ? { is_published: true, published_at: new Date() } : { is_published: false }, request.user.id));
    });
  }

  api.post('/api/builder/pages/:id/duplicate/', { preHandler: requireUser, schema: { params: IdParams } }, async (request, reply) => {
    const { page, site } = await owned.page(request, request.params.id, 'write');
    const base = `${page.slug}-copy`.slice(0, 90);
    const copy = await db.transaction(async (trx) => {
      const slug = firstFreeSlug(base, await repos.pages.slugsLike(site.id, base, trx));
      const created = await repos.pages.create({
        site_id: site.id, title: `${page.title} (Copy)`.slice(0, 200), slug, blocks: page.blocks, page_type: page.page_type,
        is_published: false, is_home_page: false, meta_title: page.meta_title, meta_description: page.meta_description,
      }, trx);
      await repos.revisions.record({ page_id: created.id, title: created.title, blocks: created.blocks, created_by: request.user.id }, trx);
      await publishPageEvent(outbox, trx, 'created', created, site, { duplicated_from: page.id });
      await repos.sites.touch(site.id, trx);
      return created;
    });
    return reply.code(201).send(pageResponse(copy));
  });

  api.post('/api/builder/pages/:id/set_as_home/', { preHandler: requireUser, schema: { params: IdParams } }, async (request) => {
    const { page, site } = await owned.page(request, request.params.id, 'write');
    if (page.is_home_page) return pageResponse(page);
    const home = await db.transaction(async (trx) => {
      const previous = await repos.pages.findHome(site.id, trx);
      await repos.pages.clearHome(site.id, trx);
      const updated = await repos.pages.update(page.id, { is_home_page: true }, trx);
      if (previous) await publishPageEvent(outbox, trx, 'updated', { ...previous, is_home_page: false }, site);
      await publishPageEvent(outbox, trx, 'updated', updated, site);
      return updated;
    });
    return pageResponse(home);
  });
}
