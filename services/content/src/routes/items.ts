import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { EDIT_SESSION_HEADER, IdParams, StaleVersionAnswer, assertMayChange, expectedVersion } from '@atlas/service-kit';
import type { FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import {
  AuditList,
  ContentItem,
  ContentList,
  ContentQuery,
  CreateItemBody,
  PatchItemBody,
  RevisionList,
  RevisionParams,
  SaveHeaders,
  UpdateItemBody,
} from '../schemas/items';
import { auditResponse, itemResponse, pageLinks, revisionResponse } from '../operations/responses';
import { createItem, deleteItem, restoreRevision, updateItem } from '../operations/items';

const tags = ['content'];
/** A save names the version it started from (body `version` or `If-Match: "3"`); a stale one answers 409 with the item as it now is. */
const saved = { headers: SaveHeaders, response: { 200: ContentItem, 409: StaleVersionAnswer(ContentItem) } };

export async function itemRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { owned, repos } = deps;
  /**
   * Someone else editing the item (their tab holds its lock in the sites service, taken by the content
   * editor) refuses the change: 423 naming them. No answer from the sites service refuses nothing.
   */
  const assertUnlocked = async (request: FastifyRequest, id: number) =>
    assertMayChange(
      'post',
      await deps.editLocks('post', id, request.headers.authorization),
      request.user,
      request.headers[EDIT_SESSION_HEADER],
    );

  api.get('/api/content/', { schema: { tags, querystring: ContentQuery, response: { 200: ContentList } } }, async (request) => {
    const q = request.query;
    const page = q.page ?? 1;
    const pageSize = q.page_size ?? 20;
    // One site: its items, for anyone who may open it (a stranger: 404). Otherwise every item of the
    // sites the user may open (staff: everyone's), and their own items of deleted sites.
    if (q.site) await owned.site(request.user, q.site, 'read');
    const everyone = request.user.is_staff === true;
    const { rows, count } = await repos.items.list({
      visible:
        everyone || q.site
          ? undefined
          : {
              siteIds: await owned.visibleSites(request.user),
              authorId: request.user.id,
              deletedSiteIds: await repos.items.deletedSitesWithItemsOf(request.user.id),
            },
      site: q.site,
      type: q.content_type ?? q.type,
      status: q.status,
      category: q.category,
      tag: q.tag,
      author: q.author,
      slug: q.slug,
      search: q.search?.trim() || undefined,
      dateFrom: q.dateFrom,
      dateTo: q.dateTo,
      sort: q.sort,
      page,
      pageSize,
    });
    return { results: rows.map(itemResponse), count, ...pageLinks(page, pageSize, count) };
  });

  api.post('/api/content/', { schema: { tags, body: CreateItemBody, response: { 201: ContentItem } } }, async (request, reply) => {
    return reply.code(201).send(itemResponse(await createItem(deps, request.user, request.body)));
  });

  api.get('/api/content/:id/', { schema: { tags, params: IdParams, response: { 200: ContentItem } } }, async (request) =>
    itemResponse(await owned.item(request.user, request.params.id, 'read')),
  );

  api.put('/api/content/:id/', { schema: { tags, params: IdParams, body: UpdateItemBody, ...saved } }, async (request) => {
    const { version: bodyVersion, ...input } = request.body;
    const version = expectedVersion(request.headers['if-match'], bodyVersion);
    await assertUnlocked(request, request.params.id);
    return itemResponse(await updateItem(deps, request.user, request.params.id, input, version));
  });

  api.patch('/api/content/:id/', { schema: { tags, params: IdParams, body: PatchItemBody, ...saved } }, async (request) => {
    const { version: bodyVersion, ...input } = request.body;
    const version = expectedVersion(request.headers['if-match'], bodyVersion);
    await assertUnlocked(request, request.params.id);
    return itemResponse(await updateItem(deps, request.user, request.params.id, input, version));
  });

  api.delete('/api/content/:id/', { schema: { tags, params: IdParams } }, async (request, reply) => {
    await deleteItem(deps, request.user, request.params.id);
    return reply.code(204).send();
  });

  api.get('/api/content/:id/revisions/', { schema: { tags, params: IdParams, response: { 200: RevisionList } } }, async (request) => {
    const item = await owned.item(request.user, request.params.id, 'read');
    return (await repos.history.revisions(item.id)).map(revisionResponse);
  });

  api.post(
    '/api/content/:id/revisions/:revisionId/restore/',
    { schema: { tags, params: RevisionParams, response: { 200: ContentItem } } },
    async (request) => {
      await owned.item(request.user, request.params.id, 'change');
      await assertUnlocked(request, request.params.id);
      return itemResponse(await restoreRevision(deps, request.user, request.params.id, request.params.revisionId));
    },
  );

  api.get('/api/content/:id/history/', { schema: { tags, params: IdParams, response: { 200: AuditList } } }, async (request) => {
    const item = await owned.item(request.user, request.params.id, 'read');
    return (await repos.history.trail(item.id)).map(auditResponse);
  });
}
