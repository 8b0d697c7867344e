import { authenticated, optionallyAuthenticated, type AtlasApp } from '@atlas/service-kit';
import { createDeps } from '../deps';
import { menuRoutes } from './menus';
import { itemRoutes } from './items';
import { catalogRoutes } from './catalog';
import { publicRoutes } from './public';
import { startSaltRotation } from '../operations/clicks';

/**
 * Every /api/menus/*, /api/items/*, /api/locations/ and /api/templates/* route behind a signed-in
 * user; the public menu and click tracking open to visitors (a token that is sent is still checked).
 * Also drops old visitor salts hourly.
 */
export async function routes(app: AtlasApp) {
  const deps = createDeps(app);
  await app.register(authenticated(menuRoutes), deps);
  await app.register(authenticated(itemRoutes), deps);
  await app.register(authenticated(catalogRoutes), deps);
  await app.register(optionallyAuthenticated(publicRoutes), deps);

  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stop = startSaltRotation(deps, app.log);
  });
  app.addHook('preClose', async () => stop?.());
}
