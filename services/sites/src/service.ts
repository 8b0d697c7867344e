import type { ServiceDefinition } from '@atlas/service-kit';
import manifest from '../manifest.json';
import { init } from './migrations/001-init';
import { templatePreviewText } from './migrations/002-template-preview-text';
import { oneHomePage } from './migrations/003-one-home-page';
import { themes } from './migrations/004-themes';
import { marketplaceBlockPacks } from './migrations/005-marketplace-block-packs';
import { themePacks } from './migrations/006-theme-packs';
import { routes } from './routes';
import { demoSiteOnRegistration } from './events/demo-site';
import { blockPackInstalled, blockPackUninstalled } from './events/marketplace-read-model';
import { themePackInstalled, themePackUninstalled } from './events/theme-packs';
import { seedTemplateLibrary } from './templates-seed';
import { seedThemeLibrary } from './themes-seed';

export const definition: ServiceDefinition = {
  ...manifest,
  migrations: [init, templatePreviewText, oneHomePage, themes, marketplaceBlockPacks, themePacks],
  routes,
  consumers: [demoSiteOnRegistration, blockPackInstalled, blockPackUninstalled, themePackInstalled, themePackUninstalled],
  onStart: async (app) => {
    await seedTemplateLibrary(app.db);
    await seedThemeLibrary(app.db);
  },
};
