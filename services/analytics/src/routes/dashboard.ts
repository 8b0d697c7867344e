import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AuthUser } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { Overview, OverviewQuery, Realtime, RealtimeQuery } from '../schemas/analytics';
import { overview } from '../operations/overview';
import { realtimeSnapshot } from '../operations/realtime';
import { siteScope } from './access';

const tags = ['analytics'];

/** The analytics dashboard's overview and its real-time polling fallback (owner only). */
export async function dashboardRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/analytics/dashboard/overview/',
    { schema: { tags, querystring: OverviewQuery, response: { 200: Overview } } },
    async (request) => {
      const scope = await siteScope(deps, request.user as AuthUser, request.query.site);
      return overview(deps.repos, scope, request.query.timeRange ?? '7d');
    },
  );
  api.get(
    '/api/analytics/dashboard/realtime/',
    { schema: { tags, querystring: RealtimeQuery, response: { 200: Realtime } } },
    async (request) => {
      const scope = await siteScope(deps, request.user as AuthUser, request.query.site);
      return realtimeSnapshot(deps.repos, scope.siteIds);
    },
  );
}
