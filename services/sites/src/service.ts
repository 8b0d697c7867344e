import type { ServiceDefinition } from '@atlas/service-kit';
import { init } from './migrations/001_init';
import { templatePreviewText } from './migrations/002_template_preview_text';
import { oneHomePage } from './migrations/003_one_home_page';
import { routes } from './routes';
import { demoSiteOnRegistration } from './events/demo-site';
import { seedTemplateLibrary } from './templates-seed';

export const definition: ServiceDefinition = {
  name: 'sites',
  port: 4002,
  migrations: [init, templatePreviewText, oneHomePage],
  routes,
  consumers: [demoSiteOnRegistration],
  onStart: (app) => seedTemplateLibrary(app.db),
  // A page's blocks may be up to 1 MB; leave room for the JSON around them.
  bodyLimit: 2 * 1024 * 1024,
};
