import { authenticated, staffOnly, type AtlasApp } from '@atlas/service-kit';
import { createDeps, type Deps } from '../deps';
import { monitor, type Monitor } from '../monitor/monitor';
import { vitalsRoutes } from './vitals';
import { pageSpeedRoutes } from './page-speed';
import { staffRoutes } from './staff';
import { platformRoutes } from './platform';

export interface PerformanceOptions {
  /** Sample the machine and evaluate alerts on a timer (default: on, except under NODE_ENV=test or PERFORMANCE_SAMPLER=off). */
  sampler?: boolean;
  env?: NodeJS.ProcessEnv;
}

/** Every /api/performance/* route, and the monitor (sampler, alert evaluation, downsampling). */
export function performanceRoutes(options: PerformanceOptions = {}) {
  const routes = async (app: AtlasApp) => {
    const env = options.env ?? process.env;
    const deps = createDeps(app, env);
    const sampler = options.sampler ?? (env.PERFORMANCE_SAMPLER ? env.PERFORMANCE_SAMPLER !== 'off' : env.NODE_ENV !== 'test');
    const machine = monitor(deps);
    app.decorate('performance', deps);
    app.decorate('performanceMonitor', machine);

    await app.register(vitalsRoutes, deps);
    await app.register(authenticated(pageSpeedRoutes), deps);
    await app.register(staffOnly(staffRoutes), deps);
    await app.register(staffOnly(platformRoutes), deps);

    if (sampler) app.addHook('onReady', () => machine.start());
    app.addHook('onClose', () => machine.stop());
  };
  // Not encapsulated: the service's instance itself carries `performance` (consumers, tests and the bench use it).
  return Object.assign(routes, { [Symbol.for('skip-override')]: true });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The service's dependencies (repositories, settings, clock). */
    performance: Deps;
    /** The sampler and alert evaluation; `tick(now)` runs one interval's work. */
    performanceMonitor: Monitor;
  }
}
