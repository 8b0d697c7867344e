import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, httpError } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { isUniqueViolation } from '../repositories/db';
import { Category, CategoryBody, CategoryList, Tag, TagBody, TagList } from '../schemas/taxonomy';
import type { CategoryRow, TagRow } from '../repositories/taxonomy';

const tags = ['content'];
const categoryResponse = (row: CategoryRow) => ({ id: row.id, name: row.name, slug: row.slug, count: Number(row.count ?? 0) });
const tagResponse = (row: TagRow) => ({ id: row.id, name: row.name, count: Number(row.count ?? 0) });

/** A name taken (whatever its case) is a 400 naming it, not a database error. */
const taken = (what: string, name: string) => (error: unknown) => {
  if (isUniqueViolation(error)) throw httpError(400, `A ${what} named "${name}" already exists`);
  throw error;
};

export async function taxonomyRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { owned, repos, db } = deps;
  const name = (raw: string, what: string) => {
    const trimmed = raw.replace(/\s+/g, ' ').trim();
    if (!trimmed) throw httpError(400, `${what} name is required`);
    return trimmed;
  };

  api.get('/api/content/categories/', { schema: { tags, response: { 200: CategoryList } } }, async (request) => ({
    results: (await repos.taxonomy.categories(request.user.id)).map(categoryResponse),
  }));
  api.post('/api/content/categories/', { schema: { tags, body: CategoryBody, response: { 201: Category } } }, async (request, reply) => {
    const value = name(request.body.name, 'Category');
    const row = await repos.taxonomy.createCategory(request.user.id, value).catch(taken('category', value));
    return reply.code(201).send(categoryResponse(row));
  });
  api.patch(
    '/api/content/categories/:id/',
    { schema: { tags, params: IdParams, body: CategoryBody, response: { 200: Category } } },
    async (request) => {
      await owned.category(request.user, request.params.id);
      const value = name(request.body.name, 'Category');
      return categoryResponse(await repos.taxonomy.renameCategory(request.params.id, value).catch(taken('category', value)));
    },
  );
  api.delete('/api/content/categories/:id/', { schema: { tags, params: IdParams } }, async (request, reply) => {
    await owned.category(request.user, request.params.id);
    await db.transaction((trx) => repos.taxonomy.deleteCategory(request.params.id, trx));
    return reply.code(204).send();
  });

  api.get('/api/content/tags/', { schema: { tags, response: { 200: TagList } } }, async (request) => ({
    results: (await repos.taxonomy.tags(request.user.id)).map(tagResponse),
  }));
  api.post('/api/content/tags/', { schema: { tags, body: TagBody, response: { 201: Tag } } }, async (request, reply) => {
    const value = name(request.body.name, 'Tag');
    const row = await repos.taxonomy.createTag(request.user.id, value).catch(taken('tag', value));
    return reply.code(201).send(tagResponse(row));
  });
  api.patch('/api/content/tags/:id/', { schema: { tags, params: IdParams, body: TagBody, response: { 200: Tag } } }, async (request) => {
    const tag = await owned.tag(request.user, request.params.id);
    const value = name(request.body.name, 'Tag');
    const row = await db.transaction((trx) => repos.taxonomy.renameTag(tag, value, trx)).catch(taken('tag', value));
    return tagResponse(row);
  });
  api.delete('/api/content/tags/:id/', { schema: { tags, params: IdParams } }, async (request, reply) => {
    const tag = await owned.tag(request.user, request.params.id);
    await db.transaction((trx) => repos.taxonomy.deleteTag(tag, trx));
    return reply.code(204).send();
  });
}
