import websocket from '@fastify/websocket';
import { authenticated, envInteger, type AtlasApp } from '@atlas/service-kit';
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
import { invitationPreviewRoute, memberRoutes } from './members';
import { pagePreviewRoutes } from './previews';
import { lockRoutes } from './collaboration';
import { presenceRoutes } from './presence';
import { domainRoutes, hostMapRoute } from './domains';
import { startDomainRecheck } from '../operations/domain-recheck';

/** Presence rows of tabs long gone are deleted this often. */
const PRUNE_PRESENCE_EVERY_MS = 5 * 60_000;

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
  await app.register(invitationPreviewRoute, deps);
  await app.register(authenticated(pagePreviewRoutes), deps);
  await app.register(authenticated(lockRoutes), deps);
  await app.register(authenticated(domainRoutes), deps);

  // Presence sockets check their caller themselves (a browser sends the token as ?token=).
  await app.register(websocket, { options: { maxPayload: 1024 } });
  await app.register(presenceRoutes, deps);
  const prune = setInterval(() => {
    deps.repos.collaboration.prune().catch((error) => app.log.warn({ err: error }, 'presence pruning failed'));
  }, PRUNE_PRESENCE_EVERY_MS);
  prune.unref();
  app.addHook('onClose', async () => {
    clearInterval(prune);
    deps.presence.close();
  });

  // Visitors of published sites, through the public renderer: no token (manifest.json's publicRoutes).
  await app.register(publicRoutes, deps);
  // The edge's host map: outside /api, so only the gateway (calling this service directly) reads it.
  await app.register(hostMapRoute, deps);

  // The daily re-check of verified domains (SITES_DOMAIN_CHECK_INTERVAL_MS, default hourly; each domain is due daily; 0 = off).
  const recheckEvery = envInteger(process.env, 'SITES_DOMAIN_CHECK_INTERVAL_MS', 3_600_000, { min: 0, max: 86_400_000 });
  if (recheckEvery > 0) {
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stop = startDomainRecheck(deps, recheckEvery, app.log);
    });
    app.addHook('preClose', async () => stop?.());
  }
}
