import type { ServiceDefinition } from '@atlas/service-kit';
import manifest from '../manifest.json';
import { init } from './migrations/001-init';
import { templatePreviewText } from './migrations/002-template-preview-text';
import { oneHomePage } from './migrations/003-one-home-page';
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
