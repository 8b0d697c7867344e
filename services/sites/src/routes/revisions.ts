import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { Page, PageRevisionList } from '../schemas/pages';
import { pageResponse, revisionResponse } from '../operations/responses';
import { restoreRevision } from '../operations/restore-revision';

const tags = ['pages'];

export async function revisionRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { owned, repos } = deps;

  api.get(
    '/api/builder/pages/:id/revisions/',
    { schema: { tags, params: IdParams, response: { 200: PageRevisionList } } },
    async (request) => {
      const { page } = await owned.page(request.user, request.params.id, 'read');
      return (await repos.revisions.listByPage(page.id)).map(revisionResponse);
    },
  );

  api.post('/api/builder/revisions/:id/restore/', { schema: { tags, params: IdParams, response: { 200: Page } } }, async (request) => {
    const { revision, ...page } = await owned.revision(request.user, request.params.id, 'write');
    return pageResponse(await restoreRevision(deps, page, revision, request.user.id));
  });
}
