import type { ServiceDefinition } from '@atlas/service-kit';
import manifest from '../manifest.json';
import { init } from './migrations/001-init';
import { templatePreviewText } from './migrations/002-template-preview-text';
import { oneHomePage } from './migrations/003-one-home-page';
import { themes } from './migrations/004-themes';
import { routes } from './routes';
import { demoSiteOnRegistration } from './events/demo-site';
import { seedTemplateLibrary } from './templates-seed';
import { seedThemeLibrary } from './themes-seed';

export const definition: ServiceDefinition = {
  ...manifest,
  migrations: [init, templatePreviewText, oneHomePage, themes],
  routes,
  consumers: [demoSiteOnRegistration],
  onStart: async (app) => {
    await seedTemplateLibrary(app.db);
    await seedThemeLibrary(app.db);
  },
};
