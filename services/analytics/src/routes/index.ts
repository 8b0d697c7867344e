import websocket from '@fastify/websocket';
import { authenticated, envInteger, type AtlasApp } from '@atlas/service-kit';
import { createDeps } from '../deps';
import { subscribeIngestion } from '../events/ingest-consumer';
import { pruneExpired } from '../operations/site-data';
import { collectRoutes } from './collect';
import { dashboardRoutes } from './dashboard';
import { goalRoutes } from './goals';
import { homeRoutes } from './home';
import { liveRoutes } from './live';

const PRUNE_EVERY_MS = 3600_000;

/**
 * Every /api/analytics/*, /api/stats/ and /ws/analytics/* route, and the ingestion consumer that
 * turns beacons into rows (its own group: it writes in batches, not one event per transaction).
 */
export async function routes(app: AtlasApp) {
  const deps = await createDeps(app);
  const retentionDays = envInteger(process.env, 'ANALYTICS_RETENTION_DAYS', 90, { min: 1, max: 3650 });
  await app.register(websocket, { options: { maxPayload: 4096 } });
  await app.register(collectRoutes, deps);
  await app.register(liveRoutes, deps);
  await app.register(authenticated(dashboardRoutes), deps);
  await app.register(authenticated(goalRoutes), deps);
  await app.register(authenticated(homeRoutes), deps);

  let stopIngestion: (() => Promise<void>) | undefined;
  let pruneTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    const subscription = await subscribeIngestion(app.events.transport, deps.ingest);
    stopIngestion = () => subscription.close();
    await deps.liveRelay.start();
    const prune = () => pruneExpired(deps.repos, retentionDays).catch((error) => app.log.warn({ err: error }, 'analytics pruning failed'));
    pruneTimer = setInterval(prune, PRUNE_EVERY_MS);
    pruneTimer.unref();
    void prune();
  });
  app.addHook('onClose', async () => {
    if (pruneTimer) clearInterval(pruneTimer);
    await stopIngestion?.();
    await deps.liveRelay.close();
    await deps.bus.close();
  });
  app.decorate('analytics', deps);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The service's dependencies, for tests and the bench (the ingestion queue, the live feed). */
    analytics: import('../deps').Deps;
  }
}

// Not encapsulated: the service's instance itself carries `analytics` (tests and the bench reach the queue and the clock).
Object.assign(routes, { [Symbol.for('skip-override')]: true });
