import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, Type } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { CreateSiteBody, Site, SiteList, SiteListQuery, UpdateSiteBody } from '../schemas/sites';
import { createSite } from '../operations/create-site';
import { updateSite } from '../operations/update-site';
import { deleteSite } from '../operations/delete-site';
import { publishSite } from '../operations/publish-site';
import { listSites, presentSite } from '../operations/list-sites';

const tags = ['sites'];

export async function siteRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { owned } = deps;

  api.get('/api/builder/sites/', { schema: { tags, querystring: SiteListQuery, response: { 200: SiteList } } }, async (request) =>
    listSites(deps, request.user, request.query.all === true),
  );

  api.post('/api/builder/sites/', { schema: { tags, body: CreateSiteBody, response: { 201: Site } } }, async (request, reply) => {
    const site = await createSite(deps, { ownerId: request.user.id, ...request.body });
    return reply.code(201).send(await presentSite(deps, site, 'owner'));
  });

  api.get('/api/builder/sites/:id/', { schema: { tags, params: IdParams, response: { 200: Site } } }, async (request) => {
    const site = await owned.site(request.user, request.params.id, 'read');
    return presentSite(deps, site, site.role);
  });

  api.patch(
    '/api/builder/sites/:id/',
    { schema: { tags, params: IdParams, body: UpdateSiteBody, response: { 200: Site } } },
    async (request) => {
      const site = await owned.site(request.user, request.params.id, 'admin');
      return presentSite(deps, await updateSite(deps, site, request.body), site.role);
    },
  );

  api.delete('/api/builder/sites/:id/', { schema: { tags, params: IdParams, response: { 204: Type.Null() } } }, async (request, reply) => {
    await deleteSite(deps, await owned.site(request.user, request.params.id, 'owner'));
    return reply.code(204).send(null);
  });

  for (const [action, publish] of [
    ['publish', true],
    ['unpublish', false],
  ] as const) {
    api.post(`/api/builder/sites/:id/${action}/`, { schema: { tags, params: IdParams, response: { 200: Site } } }, async (request) => {
      const site = await owned.site(request.user, request.params.id, 'write');
      return presentSite(deps, await publishSite(deps, site, publish), site.role);
    });
  }
}
