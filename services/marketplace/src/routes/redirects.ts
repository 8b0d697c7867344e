import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, Type, httpError, requireSiteOf, type SiteCopyRow, type SiteRole } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { CreateRedirectBody, Redirect, RedirectList, RedirectListQuery, UpdateRedirectBody } from '../schemas/redirects';
import { requireCapability } from '../operations/modules';
import { createRedirect, deleteRedirect, updateRedirect } from '../operations/redirects';
import type { RedirectRow } from '../repositories/redirects';

const tags = ['redirects'];

const redirectResponse = (row: RedirectRow) => ({
  id: row.id,
  site: row.site_id,
  from_path: row.from_path,
  to_path: row.to_path,
  status_code: row.status_code,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

/**
 * Per-site redirects (Redirects utility): the site's viewers read them, its admins change them, while
 * the module applies to the site (the site's own install, or its owner's, which applies to all their sites).
 */
export async function redirectRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { repos } = deps;
  const installed = (site: SiteCopyRow) => requireCapability(deps, { site }, { utility: 'redirects' }, 'Redirects');
  const siteFor = async (request: FastifyRequest, id: number, need: SiteRole) => {
    const site = await deps.access.requireSite(request.user, id, need);
    await installed(site);
    return site;
  };
  const found = async (request: FastifyRequest, id: number, need: SiteRole) => {
    const redirect = await repos.redirects.find(id);
    if (!redirect) throw httpError(404, 'Redirect not found');
    const site = await requireSiteOf(deps.access, request.user, redirect.site_id, need, 'Redirect not found');
    await installed(site);
    return { redirect, site };
  };

  api.get(
    '/api/marketplace/redirects/',
    { schema: { tags, querystring: RedirectListQuery, response: { 200: RedirectList } } },
    async (request) => {
      const site = await siteFor(request, request.query.site, 'viewer');
      const rows = await repos.redirects.ofSite(site.id);
      return { results: rows.map(redirectResponse), count: rows.length };
    },
  );

  api.post(
    '/api/marketplace/redirects/',
    { schema: { tags, body: CreateRedirectBody, response: { 201: Redirect } } },
    async (request, reply) => {
      const site = await siteFor(request, request.body.site, 'admin');
      return reply.code(201).send(redirectResponse(await createRedirect(deps, request.user, site, request.body)));
    },
  );

  api.get('/api/marketplace/redirects/:id/', { schema: { tags, params: IdParams, response: { 200: Redirect } } }, async (request) =>
    redirectResponse((await found(request, request.params.id, 'viewer')).redirect),
  );

  api.patch(
    '/api/marketplace/redirects/:id/',
    { schema: { tags, params: IdParams, body: UpdateRedirectBody, response: { 200: Redirect } } },
    async (request) => {
      const { redirect, site } = await found(request, request.params.id, 'admin');
      return redirectResponse(await updateRedirect(deps, request.user, site, redirect, request.body));
    },
  );

  api.delete(
    '/api/marketplace/redirects/:id/',
    { schema: { tags, params: IdParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      const { redirect, site } = await found(request, request.params.id, 'admin');
      await deleteRedirect(deps, request.user, site, redirect);
      return reply.code(204).send(null);
    },
  );
}
