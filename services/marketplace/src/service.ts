import { siteCopyMigration, siteMembersMigration, type ServiceDefinition } from '@atlas/service-kit';
import manifest from '../manifest.json';
import { init } from './migrations/001-init';
import { newestDeliveryIndex } from './migrations/002-newest-delivery-index';
import { siteInstalls } from './migrations/003-site-installs';
import { routes } from './routes';
import { consumers } from './events/consumed';
import { createDeps } from './deps';
import { seedCatalogue } from './operations/seed';

export const definition: ServiceDefinition = {
  ...manifest,
  migrations: [siteCopyMigration, siteMembersMigration, init, newestDeliveryIndex, siteInstalls],
  routes,
  consumers,
  // The first-party catalogue, written by slug on every start.
  onStart: async (app) => seedCatalogue(createDeps(app)),
};
