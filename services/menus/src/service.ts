import { siteCopyMigration, siteMembersMigration, type ServiceDefinition } from '@atlas/service-kit';
import manifest from '../manifest.json';
import { init } from './migrations/001-init';
import { megaPanels } from './migrations/002-mega-panels';
import { routes } from './routes';
import { consumers } from './events/consumed';
import { createDeps } from './deps';
import { seedTemplates } from './operations/templates';

export const definition: ServiceDefinition = {
  ...manifest,
  migrations: [siteCopyMigration, siteMembersMigration, init, megaPanels],
  routes,
  consumers,
  // The template library, written by key on every start.
  onStart: async (app) => seedTemplates(createDeps(app)),
};
