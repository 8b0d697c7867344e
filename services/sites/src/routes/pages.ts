import { filterPages } from '../operations/list-filters';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, StaleVersionAnswer, Type, expectedVersion } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { CreatePageBody, Page, PageList, PageListQuery, SaveBlocksBody, SaveHeaders, UpdatePageBody } from '../schemas/pages';
import { pageResponse } from '../operations/responses';
import { createPage } from '../operations/create-page';
import { updatePage } from '../operations/update-page';
import { saveBlocks } from '../operations/save-page';
import { publishPage } from '../operations/publish-page';
import { deletePage } from '../operations/delete-page';
import { duplicatePage } from '../operations/duplicate-page';
import { setHomePage } from '../operations/set-home-page';
import { EDIT_SESSION_HEADER, assertMayChangePage } from '../operations/page-locks';

const tags = ['pages'];
/** A save names the version it started from (body `version` or `If-Match: "3"`); a stale one answers 409 with the page as it now is. */
const saved = { headers: SaveHeaders, response: { 200: Page, 409: StaleVersionAnswer(Page) } };

export async function pageRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { owned, repos } = deps;

  /** A site's pages, home first; without `site`, the pages of every site of the caller. */
  api.get('/api/builder/pages/', { schema: { tags, querystring: PageListQuery, response: { 200: PageList } } }, async (request) => {
    const sites = request.query.site
      ? [await owned.site(request.user, request.query.site, 'read')]
      : await repos.sites.listByOwner(request.user.id);
    const lists = await Promise.all(sites.map((site) => repos.pages.listBySite(site.id)));
    const { search, status, type, sort } = request.query;
    return filterPages(lists.flat(), { search, status, type, sort }).map(pageResponse);
  });

  api.post('/api/builder/pages/', { schema: { tags, body: CreatePageBody, response: { 201: Page } } }, async (request, reply) => {
    const { site: siteId, ...page } = request.body;
    const site = await owned.site(request.user, siteId, 'write');
    return reply.code(201).send(pageResponse(await createPage(deps, site, page, request.user.id)));
  });

  api.get('/api/builder/pages/:id/', { schema: { tags, params: IdParams, response: { 200: Page } } }, async (request) => {
    const { page } = await owned.page(request.user, request.params.id, 'read');
    return pageResponse(page);
  });

  api.patch('/api/builder/pages/:id/', { schema: { tags, params: IdParams, body: UpdatePageBody, ...saved } }, async (request) => {
    const version = expectedVersion(request.headers['if-match'], request.body.version);
    const page = await owned.page(request.user, request.params.id, 'write');
    await assertMayChangePage(deps, page.page.id, request.user, request.headers[EDIT_SESSION_HEADER]);
    return pageResponse(await updatePage(deps, page, request.body, request.user.id, version));
  });

  api.delete('/api/builder/pages/:id/', { schema: { tags, params: IdParams, response: { 204: Type.Null() } } }, async (request, reply) => {
    await deletePage(deps, await owned.page(request.user, request.params.id, 'write'));
    return reply.code(204).send(null);
  });

  api.post(
    '/api/builder/pages/:id/save_blocks/',
    { schema: { tags, params: IdParams, body: SaveBlocksBody, ...saved } },
    async (request) => {
      const version = expectedVersion(request.headers['if-match'], request.body.version);
      const page = await owned.page(request.user, request.params.id, 'write');
      await assertMayChangePage(deps, page.page.id, request.user, request.headers[EDIT_SESSION_HEADER]);
      return pageResponse(await saveBlocks(deps, page, request.body.blocks, request.user.id, version));
    },
  );

  for (const [action, publish] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    api.post(`/api/builder/pages/:id/${action}/`, { schema: { tags, params: IdParams, response: { 200: Page } } }, async (request) => {
      const page = await owned.page(request.user, request.params.id, 'write');
      await assertMayChangePage(deps, page.page.id, request.user, request.headers[EDIT_SESSION_HEADER]);
      return pageResponse(await publishPage(deps, page, publish, request.user.id));
    });
  }

  api.post('/api/builder/pages/:id/duplicate/', { schema: { tags, params: IdParams, response: { 201: Page } } }, async (request, reply) => {
    const page = await owned.page(request.user, request.params.id, 'write');
    return reply.code(201).send(pageResponse(await duplicatePage(deps, page, request.user.id)));
  });

  api.post('/api/builder/pages/:id/set_as_home/', { schema: { tags, params: IdParams, response: { 200: Page } } }, async (request) => {
    const page = await owned.page(request.user, request.params.id, 'write');
    return pageResponse(await setHomePage(deps, page));
  });
}
