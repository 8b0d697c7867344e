import { siteCopyMigration, siteMembersMigration, type ServiceDefinition } from '@atlas/service-kit';
import manifest from '../manifest.json';
import { init } from './migrations/001-init';
import { menuClicks } from './migrations/002-menu-clicks';
import { siteReads } from './migrations/003-site-reads';
import { activityActors } from './migrations/004-activity-actors';
import { auditLog } from './migrations/005-audit-log';
import { routes } from './routes';
import { consumers } from './events/consumed';

export const definition: ServiceDefinition = {
  ...manifest,
  migrations: [siteCopyMigration, siteMembersMigration, init, menuClicks, siteReads, activityActors, auditLog],
  routes,
  consumers,
};
