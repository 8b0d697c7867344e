import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, Type, httpError, maySee, type SiteAccess } from '@atlas/service-kit';
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

/** Per-site redirects (Redirects utility), on the owner's sites, only while the module is installed. */
export async function redirectRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { repos } = deps;
  const installed = (request: FastifyRequest) => requireCapability(deps, request.user.id, { utility: 'redirects' }, 'Redirects');
  const ownedSite = (request: FastifyRequest, id: number, access: SiteAccess = 'write') =>
    deps.access.requireSite(request.user, id, access);
  const owned = async (request: FastifyRequest, id: number, access: SiteAccess = 'write') => {
    const redirect = await repos.redirects.find(id);
    const site = redirect ? await repos.sites.find(redirect.site_id) : undefined;
    if (!redirect || !site || site.deleted || !maySee(request.user, site.owner_id, access)) throw httpError(404, 'Redirect not found');
    return { redirect, site };
  };

  api.get(
    '/api/marketplace/redirects/',
    { schema: { tags, querystring: RedirectListQuery, response: { 200: RedirectList } } },
    async (request) => {
      await installed(request);
      const site = await ownedSite(request, request.query.site, 'read');
      const rows = await repos.redirects.ofSite(site.id);
      return { results: rows.map(redirectResponse), count: rows.length };
    },
  );

  api.post(
    '/api/marketplace/redirects/',
    { schema: { tags, body: CreateRedirectBody, response: { 201: Redirect } } },
    async (request, reply) => {
      await installed(request);
      const site = await ownedSite(request, request.body.site);
      return reply.code(201).send(redirectResponse(await createRedirect(deps, site, request.body)));
    },
  );

  api.get('/api/marketplace/redirects/:id/', { schema: { tags, params: IdParams, response: { 200: Redirect } } }, async (request) => {
    await installed(request);
    return redirectResponse((await owned(request, request.params.id, 'read')).redirect);
  });

  api.patch(
    '/api/marketplace/redirects/:id/',
    { schema: { tags, params: IdParams, body: UpdateRedirectBody, response: { 200: Redirect } } },
    async (request) => {
      await installed(request);
      const { redirect, site } = await owned(request, request.params.id);
      return redirectResponse(await updateRedirect(deps, site, redirect, request.body));
    },
  );

  api.delete(
    '/api/marketplace/redirects/:id/',
    { schema: { tags, params: IdParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      await installed(request);
      const { redirect, site } = await owned(request, request.params.id);
      await deleteRedirect(deps, site, redirect);
      return reply.code(204).send(null);
    },
  );
}
