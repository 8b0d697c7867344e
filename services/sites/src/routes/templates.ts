import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { Knex } from 'knex';
import { httpError, requireUser } from '@atlas/service-kit';
import { IdParams } from '../schemas/common';
import { SaveAsTemplateBody, TemplateListQuery, UseTemplateBody } from '../schemas/templates';
import { pageResponse, templateResponse } from '../responses';
import { publishPageEvent, type Outbox } from '../events/published';
import { firstFreeSlug, slugify } from '../page-slugs';
import type { Ownership } from './access';
import type { Repositories } from '../repositories';
import type { TemplateRow } from '../repositories/templates';
import type { SiteRow } from '../repositories/sites';
import type { PageBlock } from '../schemas/blocks';

interface Deps { db: Knex; outbox: Outbox; repos: Repositories; owned: Ownership; libraryReady: () => Promise<void> }

/** A template's blocks with fresh ids (blocks, columns and the blocks inside them), as the builder's paste does. */
export function withFreshIds(blocks: PageBlock[]): PageBlock[] {
  const reId = (block: PageBlock): PageBlock => {
    const copy: PageBlock = { ...block, id: randomUUID() };
    const columns = block.content?.columns;
    if (Array.isArray(columns)) {
      copy.content = {
        ...block.content,
        columns: columns.map((column: any) => (column && typeof column === 'object'
          ? { ...column, id: randomUUID(), ...(Array.isArray(column.blocks) ? { blocks: column.blocks.map(reId) } : {}) }
          : column)),
      };
    }
    return copy;
  };
  return (Array.isArray(blocks) ? blocks : []).map(reId);
}

/**
 * Makes a template's blocks the site's home page: the existing home page is overwritten (with a revision,
 * so it can be restored), or a home page is created. Used by use_template and by the demo data.
 */
export async function applyTemplateAsHome(
  trx: Knex.Transaction, deps: { repos: Repositories; outbox: Outbox },
  site: SiteRow, template: Pick<TemplateRow, 'id' | 'blocks'>, title: string, userId: number | null,
) {
  const { repos, outbox } = deps;
  const blocks = withFreshIds(template.blocks);
  const home = await repos.pages.findHome(site.id, trx);
  let page;
  if (home) {
    page = await repos.pages.update(home.id, { blocks, title }, trx);
    await publishPageEvent(outbox, trx, 'updated', page, site, { template_id: template.id });
  } else {
    const base = slugify(title) || 'home';
    const slug = firstFreeSlug(base, await repos.pages.slugsLike(site.id, base, trx));
    page = await repos.pages.create({ site_id: site.id, title, slug, blocks, page_type: 'home', is_home_page: true }, trx);
    await publishPageEvent(outbox, trx, 'created', page, site, { template_id: template.id });
  }
  await repos.revisions.record({ page_id: page.id, title: page.title, blocks, created_by: userId }, trx);
  await repos.templates.countUse(template.id, trx);
  await repos.sites.touch(site.id, trx);
  return page;
}

export async function templateRoutes(app: FastifyInstance, { db, outbox, repos, owned, libraryReady }: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  async function visibleTemplate(id: number, userId: number) {
    await libraryReady();
    const template = await repos.templates.findById(id);
    if (!template || (template.owner_id !== null && template.owner_id !== userId)) throw httpError(404, 'Template not found');
    return template;
  }

  api.get('/api/builder/templates/', { preHandler: requireUser, schema: { querystring: TemplateListQuery } }, async (request) => {
    await libraryReady();
    const category = request.query.category && request.query.category !== 'all' ? request.query.category : undefined;
    return (await repos.templates.listVisibleTo(request.user.id, category)).map(templateResponse);
  });

  api.get('/api/builder/templates/:id/', { preHandler: requireUser, schema: { params: IdParams } }, async (request) => {
    return templateResponse(await visibleTemplate(request.params.id, request.user.id));
  });

  api.delete('/api/builder/templates/:id/', { preHandler: requireUser, schema: { params: IdParams } }, async (request, reply) => {
    const template = await visibleTemplate(request.params.id, request.user.id);
    if (template.owner_id === null) throw httpError(403, 'Library templates cannot be deleted');
    await repos.templates.remove(template.id);
    return reply.code(204).send();
  });

  api.post('/api/builder/templates/:id/use_template/', { preHandler: requireUser, schema: { params: IdParams, body: UseTemplateBody } }, async (request) => {
    const template = await visibleTemplate(request.params.id, request.user.id);
    const site = await owned.site(request, request.body.site_id, 'write');
    const title = request.body.title?.trim() || 'Home';
    const page = await db.transaction((trx) => applyTemplateAsHome(trx, { repos, outbox }, site, template, title, request.user.id));
    return pageResponse(page);
  });

  api.post('/api/builder/save_as_template/', { preHandler: requireUser, schema: { body: SaveAsTemplateBody } }, async (request, reply) => {
    const { page_id, name, description = '', category } = request.body;
    const { page } = await owned.page(request, page_id, 'write');
    const template = await repos.templates.create({
      owner_id: request.user.id, name: name.trim(), description, category, blocks: page.blocks,
      is_premium: false, is_popular: false, rating: 4.5, preview_image: '',
    });
    return reply.code(201).send(templateResponse(template));
  });
}
