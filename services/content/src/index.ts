import type { AtlasApp } from '@atlas/service-kit';
import { createDeps } from './deps';
import { runDueSchedules } from './operations/schedules';

export { definition } from './service';

/** Runs one pass of the scheduler on a content app now (tests and operators; the service runs it on a timer). */
export const runSchedulesNow = (app: AtlasApp, now = new Date()) => runDueSchedules(createDeps(app), now);
