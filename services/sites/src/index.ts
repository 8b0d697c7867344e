import type { AtlasApp } from '@atlas/service-kit';
import { createDeps, type Deps } from './deps';
import { recheckDomains } from './operations/domain-recheck';

export { definition } from './service';

/**
 * Runs one pass of the daily domain re-check on a sites app now, at `now` (tests with a fake clock, and
 * operators); `dns` another resolver. The service runs it on a timer.
 */
export const recheckDomainsNow = (app: AtlasApp, now: Date, overrides: Partial<Pick<Deps, 'dns'>> = {}) =>
  recheckDomains({ ...createDeps(app), ...overrides }, now);
