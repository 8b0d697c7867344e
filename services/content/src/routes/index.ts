import { authenticated, envInteger, type AtlasApp } from '@atlas/service-kit';
import { createDeps } from '../deps';
import { itemRoutes } from './items';
import { taxonomyRoutes } from './taxonomy';
import { mediaFileRoutes, mediaRoutes, publicImageRoutes } from './media';
import { publicRoutes } from './public';
import { postPreviewRoutes } from './previews';
import { startScheduler } from '../operations/schedules';

/**
 * Every /api/content/* and /api/media/* route, behind a signed-in user; the public post reads and the
 * stored files open. Also runs the scheduler (CONTENT_SCHEDULE_INTERVAL_MS, default 5000; 0 turns it off).
 */
export async function routes(app: AtlasApp) {
  const deps = createDeps(app);

  await app.register(authenticated(itemRoutes), deps);
  await app.register(authenticated(taxonomyRoutes), deps);
  await app.register(authenticated(mediaRoutes), deps);
  await app.register(authenticated(postPreviewRoutes), deps);
  await app.register(publicRoutes, deps);
  await app.register(mediaFileRoutes, deps);
  await app.register(publicImageRoutes, deps);

  const interval = envInteger(process.env, 'CONTENT_SCHEDULE_INTERVAL_MS', 5000, { min: 0, max: 3_600_000 });
  if (interval > 0) {
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stop = startScheduler(deps, interval, app.log);
    });
    app.addHook('preClose', async () => stop?.());
  }
}
