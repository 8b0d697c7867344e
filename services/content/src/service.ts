import { siteCopyMigration, type ServiceDefinition } from '@atlas/service-kit';
import manifest from '../manifest.json';
import { init } from './migrations/001-init';
import { itemVersions } from './migrations/002-item-versions';
import { routes } from './routes';
import { consumers } from './events/consumed';

export const definition: ServiceDefinition = {
  ...manifest,
  migrations: [init, siteCopyMigration, itemVersions],
  routes,
  consumers,
};
