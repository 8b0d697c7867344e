import { authenticated, staffOnly, type AtlasApp } from '@atlas/service-kit';
import { createDeps } from '../deps';
import { startDeliveryWorker } from '../operations/webhooks';
import { catalogueRoutes } from './modules';
import { installRoutes } from './installs';
import { packageRoutes } from './packages';
import { webhookRoutes } from './webhooks';
import { redirectRoutes } from './redirects';
import { publicRoutes } from './public';

/**
 * Every /api/marketplace/* route: the catalogue and the public reads open to everyone, installs,
 * webhooks and redirects behind a signed-in user, packages for staff. Also runs the webhook
 * delivery worker.
 */
export async function routes(app: AtlasApp) {
  const deps = createDeps(app);
  await app.register(catalogueRoutes, deps);
  await app.register(publicRoutes, deps);
  await app.register(authenticated(installRoutes), deps);
  await app.register(authenticated(webhookRoutes), deps);
  await app.register(authenticated(redirectRoutes), deps);
  await app.register(staffOnly(packageRoutes), deps);

  let stopWorker: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stopWorker = startDeliveryWorker(deps, app.log);
  });
  app.addHook('preClose', async () => stopWorker?.());
  app.decorate('marketplace', deps);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The service's dependencies (tests reach the settings and the delivery worker's step). */
    marketplace: import('../deps').Deps;
  }
}

// Not encapsulated: the service's instance itself carries `marketplace`.
Object.assign(routes, { [Symbol.for('skip-override')]: true });
