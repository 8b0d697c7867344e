import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { httpError, IdParams, type AuthUser } from '@atlas/service-kit';
import type { Deps } from '../deps';
import {
  Alert,
  AlertList,
  AlertQuery,
  CacheAnalytics,
  CacheAnalyticsQuery,
  CacheMetrics,
  CacheMetricsQuery,
  Dashboard,
  DatabaseReport,
  HoursQuery,
  SystemHealth,
  SystemHealthTrend,
  SystemStatus,
} from '../schemas/performance';
import { currentHealth, healthTrend } from '../operations/system-health';
import { dashboard } from '../operations/dashboard';
import { cacheAnalytics, cacheMetrics } from '../operations/cache-report';
import { databaseReport } from '../operations/database-report';
import { systemStatus } from '../operations/system-status';
import { moveAlert, type AlertAction } from '../operations/alerts';
import { presentAlert } from '../operations/alert-presenter';
import { hoursOf } from './access';

const tags = ['performance'];

/** What only staff see: the machine, the summary, the cache, the database, the alerts, the status card. */
export async function staffRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/api/performance/system-health/current/', { schema: { tags, response: { 200: SystemHealth } } }, async () => {
    const health = await currentHealth(deps);
    if (!health) throw httpError(503, `No system health sample yet: one is taken every ${deps.settings.sampleIntervalMs / 1000} s`);
    return health;
  });
  api.get(
    '/api/performance/system-health/trend/',
    { schema: { tags, querystring: HoursQuery, response: { 200: SystemHealthTrend } } },
    async (request) => healthTrend(deps, hoursOf(request.query.hours)),
  );
  api.get('/api/performance/dashboard/', { schema: { tags, querystring: HoursQuery, response: { 200: Dashboard } } }, async (request) =>
    dashboard(deps, hoursOf(request.query.hours)),
  );
  api.get(
    '/api/performance/cache/metrics/',
    { schema: { tags, querystring: CacheMetricsQuery, response: { 200: CacheMetrics } } },
    async (request) => cacheMetrics(deps, request.query.range ?? '24h', request.query.type ?? 'page'),
  );
  api.get(
    '/api/performance/cache/analytics/',
    { schema: { tags, querystring: CacheAnalyticsQuery, response: { 200: CacheAnalytics } } },
    async (request) => cacheAnalytics(deps, request.query.range ?? '24h'),
  );
  api.get('/api/performance/database/', { schema: { tags, response: { 200: DatabaseReport } } }, async () => databaseReport(deps));
  api.get('/api/performance/system-status/', { schema: { tags, response: { 200: SystemStatus } } }, async () => systemStatus(deps));

  api.get('/api/performance/alerts/', { schema: { tags, querystring: AlertQuery, response: { 200: AlertList } } }, async (request) => {
    const { rows, count } = await deps.alerts.list(request.query);
    return { results: rows.map(presentAlert), count };
  });
  for (const action of ['acknowledge', 'resolve'] as AlertAction[]) {
    api.post(`/api/performance/alerts/:id/${action}/`, { schema: { tags, params: IdParams, response: { 200: Alert } } }, async (request) =>
      presentAlert(await moveAlert(deps, request.params.id, action, (request.user as AuthUser).id)),
    );
  }
}
