import { authenticated, type AtlasApp } from '@atlas/service-kit';
import { createDeps } from '../deps';
import { siteRoutes } from './sites';
import { pageRoutes } from './pages';
import { revisionRoutes } from './revisions';
import { templateRoutes } from './templates';
import { navigationRoutes } from './navigation';
import { customBlockRoutes } from './custom-blocks';
import { submissionRoutes } from './submissions';
import { publicRoutes } from './public';
import { themeRoutes } from './themes';
import { blockTypeRoutes } from './block-types';
import { memberRoutes } from './members';
import { pagePreviewRoutes } from './previews';

/** Every /api/builder/* and /api/themes/* route, by resource: the builder's behind a signed-in user, the visitors' open. */
export async function routes(app: AtlasApp) {
  const deps = createDeps(app);

  await app.register(authenticated(siteRoutes), deps);
  await app.register(authenticated(pageRoutes), deps);
  await app.register(authenticated(revisionRoutes), deps);
  await app.register(authenticated(templateRoutes), deps);
  await app.register(authenticated(navigationRoutes), deps);
  await app.register(authenticated(customBlockRoutes), deps);
  await app.register(authenticated(submissionRoutes), deps);
  await app.register(authenticated(themeRoutes), deps);
  await app.register(authenticated(blockTypeRoutes), deps);
  await app.register(authenticated(memberRoutes), deps);
  await app.register(authenticated(pagePreviewRoutes), deps);

  // Visitors of published sites, through the public renderer: no token (manifest.json's publicRoutes).
  await app.register(publicRoutes, deps);
}
