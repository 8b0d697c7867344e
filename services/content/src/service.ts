import { siteCopyMigration, siteMembersMigration, type ServiceDefinition } from '@atlas/service-kit';
import manifest from '../manifest.json';
import { init } from './migrations/001-init';
import { teams } from './migrations/002-teams';
import { itemVersions } from './migrations/003-item-versions';
import { itemPreviews } from './migrations/004-item-previews';
import { mediaAltText } from './migrations/005-media-alt-text';
import { routes } from './routes';
import { consumers } from './events/consumed';

export const definition: ServiceDefinition = {
  ...manifest,
  migrations: [siteCopyMigration, siteMembersMigration, init, teams, itemVersions, itemPreviews, mediaAltText],
  routes,
  consumers,
};
