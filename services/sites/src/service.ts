import type { ServiceDefinition } from '@atlas/service-kit';
import manifest from '../manifest.json';
import { init } from './migrations/001_init';
import { templatePreviewText } from './migrations/002_template_preview_text';
import { oneHomePage } from './migrations/003_one_home_page';
import { routes } from './routes';
import { demoSiteOnRegistration } from './events/demo-site';
import { seedTemplateLibrary } from './templates-seed';

export const definition: ServiceDefinition = {
  ...manifest,
  migrations: [init, templatePreviewText, oneHomePage],
  routes,
  consumers: [demoSiteOnRegistration],
  onStart: (app) => seedTemplateLibrary(app.db),
};
