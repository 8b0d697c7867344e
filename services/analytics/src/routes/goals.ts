import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, Type, type AuthUser } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { Funnel, FunnelQuery, Goal, GoalInput, GoalList, GoalQuery } from '../schemas/analytics';
import { funnelOf } from '../operations/funnel';
import { periodOf } from '../rules/period-rules';
import { siteScope } from './access';

const tags = ['conversion goals'];
const base = '/api/analytics/conversion-goals';

/** Conversion goals of the sites the caller may open (viewers read them, admins change them), and the funnel they make. */
export async function goalRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const user = (request: { user: unknown }) => request.user as AuthUser;

  api.get(`${base}/`, { schema: { tags, querystring: GoalQuery, response: { 200: GoalList } } }, async (request) => {
    const scope = await siteScope(deps, user(request), request.query.site);
    return deps.goals.list(scope);
  });
  api.get(`${base}/funnel/`, { schema: { tags, querystring: FunnelQuery, response: { 200: Funnel } } }, async (request) => {
    const scope = await siteScope(deps, user(request), request.query.site);
    return funnelOf(deps.repos, scope, periodOf(request.query.timeRange ?? '7d'));
  });
  api.post(`${base}/`, { schema: { tags, body: GoalInput, response: { 201: Goal } } }, async (request, reply) =>
    reply.code(201).send(await deps.goals.create(user(request), request.body)),
  );
  api.get(`${base}/:id/`, { schema: { tags, params: IdParams, response: { 200: Goal } } }, async (request) =>
    deps.goals.get(user(request), request.params.id),
  );
  for (const method of ['put', 'patch'] as const) {
    api[method](`${base}/:id/`, { schema: { tags, params: IdParams, body: GoalInput, response: { 200: Goal } } }, async (request) =>
      deps.goals.update(user(request), request.params.id, request.body),
    );
  }
  api.delete(`${base}/:id/`, { schema: { tags, params: IdParams, response: { 204: Type.Null() } } }, async (request, reply) => {
    await deps.goals.remove(user(request), request.params.id);
    return reply.code(204).send(null);
  });
}
