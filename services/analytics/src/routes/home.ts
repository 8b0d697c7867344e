import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { AuthUser } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { IdParams, requireStaff, Type } from '@atlas/service-kit';
import {
  ActivityList,
  ActivityLog,
  ActivityLogQuery,
  ActivityQuery,
  AuditLog,
  AuditQuery,
  MenuClickThrough,
  MenuClicksQuery,
  Stats,
} from '../schemas/analytics';
import { activityLog } from '../operations/activity-log';
import { auditCsv, auditLog } from '../operations/audit-log';
import { menuClickThrough } from '../operations/menu-clicks';
import { homeStats, recentActivity } from '../operations/home';

/** The dashboard home's figures and its Recent Activity (over the sites the caller may open); a menu's click-through rate (viewers of its site). */
export async function homeRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get('/api/stats/', { schema: { tags: ['stats'], response: { 200: Stats } } }, async (request) => {
    const user = request.user as AuthUser;
    return homeStats(deps.repos, user, await deps.repos.sites.idsVisibleTo(user.id));
  });
  api.get(
    '/api/analytics/activity/',
    { schema: { tags: ['activity'], querystring: ActivityQuery, response: { 200: ActivityList } } },
    async (request) => {
      const user = request.user as AuthUser;
      return recentActivity(deps.repos, user, await deps.repos.sites.idsVisibleTo(user.id), request.query.limit ?? 10);
    },
  );
  api.get(
    '/api/analytics/activity/log/',
    { schema: { tags: ['activity'], querystring: ActivityLogQuery, response: { 200: ActivityLog } } },
    async (request) =>
      activityLog(deps.repos, request.user as AuthUser, await deps.repos.sites.idsVisibleTo((request.user as AuthUser).id), request.query),
  );
  // The staff audit log (who changed roles, settings, domains and modules), a page at a time or as CSV.
  api.get(
    '/api/analytics/audit/',
    { preHandler: requireStaff, schema: { tags: ['audit'], querystring: AuditQuery, response: { 200: AuditLog } } },
    async (request) => auditLog(deps.repos, request.query),
  );
  api.get(
    '/api/analytics/audit/export/',
    { preHandler: requireStaff, schema: { tags: ['audit'], querystring: AuditQuery, response: { 200: Type.String() } } },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="atlas-audit-${day}.csv"`);
      return auditCsv(deps.repos, request.query);
    },
  );
  api.get(
    '/api/analytics/menus/:id/click-through/',
    { schema: { tags: ['menus'], params: IdParams, querystring: MenuClicksQuery, response: { 200: MenuClickThrough } } },
    async (request) =>
      menuClickThrough(deps.repos, deps.access, request.user as AuthUser, request.params.id, Number(request.query.days ?? 30)),
  );
}
