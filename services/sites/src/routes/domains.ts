import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, Type } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { CreateDomainBody, Domain, DomainList, DomainParams, HostMap, NewDomain, UpdateDomainBody } from '../schemas/domains';
import { addDomain, hostMap, listDomains, removeDomain, setPrimaryDomain, verifyDomain } from '../operations/domains';

const tags = ['domains'];

/** A site's own domains (docs/contracts.md "Sites on their own origin"): every member reads, admins and the owner change. */
export async function domainRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { owned } = deps;

  api.get('/api/builder/sites/:id/domains/', { schema: { tags, params: IdParams, response: { 200: DomainList } } }, async (request) =>
    listDomains(deps, await owned.site(request.user, request.params.id, 'read')),
  );

  api.post(
    '/api/builder/sites/:id/domains/',
    { schema: { tags, params: IdParams, body: CreateDomainBody, response: { 201: NewDomain } } },
    async (request, reply) => {
      const site = await owned.site(request.user, request.params.id, 'admin');
      return reply.code(201).send(await addDomain(deps, site, request.body.hostname));
    },
  );

  api.post(
    '/api/builder/sites/:id/domains/:did/verify/',
    { schema: { tags, params: DomainParams, response: { 200: Domain } } },
    async (request) => verifyDomain(deps, await owned.site(request.user, request.params.id, 'admin'), request.params.did),
  );

  api.patch(
    '/api/builder/sites/:id/domains/:did/',
    { schema: { tags, params: DomainParams, body: UpdateDomainBody, response: { 200: Domain } } },
    async (request) =>
      setPrimaryDomain(deps, await owned.site(request.user, request.params.id, 'admin'), request.params.did, request.body.primary),
  );

  api.delete(
    '/api/builder/sites/:id/domains/:did/',
    { schema: { tags, params: DomainParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      await removeDomain(deps, await owned.site(request.user, request.params.id, 'admin'), request.params.did);
      return reply.code(204).send(null);
    },
  );
}

/**
 * The edge's host map: every site's origin and every verified domain. Outside /api, so the gateway never
 * forwards it: only what reaches this service directly (the gateway itself) reads it.
 */
export async function hostMapRoute(app: FastifyInstance, deps: Deps) {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .get('/internal/hosts/', { schema: { tags, response: { 200: HostMap } } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return hostMap(deps);
    });
}
