import type { ServiceDefinition } from '@atlas/service-kit';
import manifest from '../manifest.json';
import { init } from './migrations/001-init';
import { performanceRoutes, type PerformanceOptions } from './routes';
import { consumedEvents } from './events/consumed';

/** The service; tests and the bench choose whether the sampler runs. */
export function performanceService(options: PerformanceOptions = {}): ServiceDefinition {
  return {
    ...manifest,
    migrations: [init],
    routes: performanceRoutes(options),
    consumers: consumedEvents(),
  };
}

export const definition: ServiceDefinition = performanceService();
