import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { Navigation, SiteIdParams, UpdateNavigationBody } from '../schemas/navigation';
import { navigationResponse } from '../operations/responses';
import { saveNavigation } from '../operations/save-navigation';

const tags = ['navigation'];

/** A site's menu, under the site (`/sites/{id}/navigation/`) and on its own path (`/site_navigation/{siteId}/`). */
export async function navigationRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { owned, repos } = deps;

  async function read(request: FastifyRequest, siteId: number) {
    const site = await owned.site(request.user, siteId, 'read');
    return navigationResponse(await repos.navigations.findBySite(site.id), site.id);
  }

  async function update(request: FastifyRequest, siteId: number, body: UpdateNavigationBody) {
    const site = await owned.site(request.user, siteId, 'write');
    return navigationResponse(await saveNavigation(deps, site, body), site.id);
  }

  const response = { 200: Navigation };
  api.get('/api/builder/sites/:id/navigation/', { schema: { tags, params: IdParams, response } }, (request) =>
    read(request, request.params.id),
  );
  api.patch('/api/builder/sites/:id/navigation/', { schema: { tags, params: IdParams, body: UpdateNavigationBody, response } }, (request) =>
    update(request, request.params.id, request.body),
  );
  api.get('/api/builder/site_navigation/:siteId/', { schema: { tags, params: SiteIdParams, response } }, (request) =>
    read(request, request.params.siteId),
  );
  api.patch(
    '/api/builder/site_navigation/:siteId/',
    { schema: { tags, params: SiteIdParams, body: UpdateNavigationBody, response } },
    (request) => update(request, request.params.siteId, request.body),
  );
}
