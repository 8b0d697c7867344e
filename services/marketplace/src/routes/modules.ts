import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { MAX_ID, httpError } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { CategoryList, Module, ModuleBlocks, ModuleList, ModuleListQuery, ModuleParams } from '../schemas/modules';
import { moduleResponse } from '../operations/responses';

const tags = ['marketplace'];

/** The public catalogue: anyone may browse it (manifest.json's publicRoutes). */
export async function catalogueRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { repos, settings } = deps;

  // Search (title, description, author, tags), category (id or slug), type, featured; sort by downloads, rating, newest or name.
  api.get(
    '/api/marketplace/modules/',
    { schema: { tags, querystring: ModuleListQuery, response: { 200: ModuleList } } },
    async (request) => {
      const { search, sort, category, module_type, featured } = request.query;
      const byId = category !== undefined && /^\d+$/.test(category);
      if (byId && Number(category) > MAX_ID) throw httpError(400, 'category must be a category id or slug');
      const rows = await repos.modules.list({
        search: search?.trim() || undefined,
        sort,
        categoryId: byId ? Number(category) : undefined,
        categorySlug: category && !byId ? category : undefined,
        moduleType: module_type,
        featured,
      });
      return { results: rows.map((row) => moduleResponse(row, settings.atlasVersion)), count: rows.length };
    },
  );

  api.get('/api/marketplace/modules/:id/', { schema: { tags, params: ModuleParams, response: { 200: Module } } }, async (request) => {
    const row = await repos.modules.find(request.params.id);
    if (!row) throw httpError(404, 'Module not found');
    return moduleResponse(row, settings.atlasVersion);
  });

  // The block types a module adds, with its declarative blocks' definitions (the sites service and the renderer read them).
  api.get(
    '/api/marketplace/modules/:id/blocks/',
    { schema: { tags, params: ModuleParams, response: { 200: ModuleBlocks } } },
    async (request) => {
      const row = await repos.modules.find(request.params.id);
      if (!row) throw httpError(404, 'Module not found');
      return { module_id: row.id, slug: row.slug, types: row.provides.blocks ?? [], blocks: row.declarative_blocks };
    },
  );

  api.get('/api/marketplace/categories/', { schema: { tags, response: { 200: CategoryList } } }, async () => ({
    results: await repos.categories.list(),
  }));
}
