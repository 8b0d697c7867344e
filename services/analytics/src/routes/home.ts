import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AuthUser } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { ActivityList, ActivityQuery, Stats } from '../schemas/analytics';
import { homeStats, recentActivity } from '../operations/home';

/** The dashboard home's figures and its Recent Activity. */
export async function homeRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get('/api/stats/', { schema: { tags: ['stats'], response: { 200: Stats } } }, async (request) => {
    const user = request.user as AuthUser;
    return homeStats(deps.db, deps.schema, user, await deps.sites.idsOwnedBy(user.id));
  });
  api.get(
    '/api/analytics/activity/',
    { schema: { tags: ['activity'], querystring: ActivityQuery, response: { 200: ActivityList } } },
    async (request) => recentActivity(deps.db, deps.schema, request.user as AuthUser, request.query.limit ?? 10),
  );
}
