import type { AtlasApp } from '@atlas/service-kit';
import { createRepositories } from '../repositories';
import { ownership } from './access';
import { siteRoutes } from './sites';
import { pageRoutes } from './pages';
import { revisionRoutes } from './revisions';
import { templateRoutes } from './templates';
import { navigationRoutes } from './navigation';
import { customBlockRoutes } from './custom-blocks';
import { publicRoutes } from './public';
import { submissionRoutes } from './submissions';
import { seedTemplateLibrary } from '../templates-seed';

/** Every /api/builder/* route of spec 1 §7, by resource. */
export async function routes(app: AtlasApp) {
  const repos = createRepositories(app.db);
  const deps = { db: app.db, outbox: app.events, repos, owned: ownership(repos) };
  let seeded: Promise<void> | undefined;
  // onStart seeds the library; this covers an instance whose start hook has not run (a bare inject).
  const libraryReady = () => (seeded ??= seedTemplateLibrary(app.db));

  await app.register(siteRoutes, deps);
  await app.register(pageRoutes, deps);
  await app.register(revisionRoutes, deps);
  await app.register(templateRoutes, { ...deps, libraryReady });
  await app.register(navigationRoutes, deps);
  await app.register(customBlockRoutes, deps);
  await app.register(submissionRoutes, deps);
  await app.register(publicRoutes, deps);
}
