import { siteCopyMigration, siteMembersMigration, type ServiceDefinition } from '@atlas/service-kit';
import manifest from '../manifest.json';
import { init } from './migrations/001-init';
import { vitalsHistogram } from './migrations/002-vitals-histogram';
import { vitalsSpanTotals } from './migrations/003-vitals-span-totals';
import { performanceRoutes, type PerformanceOptions } from './routes';
import { consumedEvents } from './events/consumed';

/** The service; tests and the bench choose whether the sampler runs. */
export function performanceService(options: PerformanceOptions = {}): ServiceDefinition {
  return {
    ...manifest,
    migrations: [siteCopyMigration, siteMembersMigration, init, vitalsHistogram, vitalsSpanTotals],
    routes: performanceRoutes(options),
    consumers: consumedEvents(),
  };
}

export const definition: ServiceDefinition = performanceService();
