import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AuthUser } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { PageSpeedQuery, PageSpeedReport } from '../schemas/performance';
import { pageSpeed } from '../operations/page-speed';
import { hoursOf, sitesInView } from './access';

const tags = ['performance'];

/** Page speed of the sites the caller may open (viewers and up), of any site (staff). */
export async function pageSpeedRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/performance/page-speed/',
    { schema: { tags, querystring: PageSpeedQuery, response: { 200: PageSpeedReport } } },
    async (request) => {
      const sites = await sitesInView(deps, request.user as AuthUser, request.query.site);
      if (sites !== null && sites.length === 0) return { sites: [], pages: [] };
      return (await pageSpeed(deps, hoursOf(request.query.hours), sites)).report;
    },
  );
}
