import type { ServiceDefinition } from '@atlas/service-kit';
import { usersAndSessions } from './migrations/001_users_and_sessions';
import { routes } from './routes';
import { seedDefaultAccounts } from './accounts-seed';

export const definition: ServiceDefinition = {
  name: 'identity',
  port: 4001,
  migrations: [usersAndSessions],
  routes,
  onStart: seedDefaultAccounts,
};
