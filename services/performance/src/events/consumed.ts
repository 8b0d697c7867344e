import { siteCopyConsumers, type EventConsumer } from '@atlas/service-kit';
import { SCHEMA } from '../repositories/db';
import type { CacheWindow } from '../repositories/cache-windows';

/** `gateway.request`: exact counts of one window's requests for one method, route and status. */
interface RequestCounts {
  window_start: string;
  window_ms: number;
  service: string;
  status: number;
  count: number;
}

/** The sites read model, the gateway's request counts and cache windows (each through the app's repositories). */
export function consumedEvents(): EventConsumer[] {
  return [
    // The copy is the kit's (a deleted site is marked, as in every service); its vitals go with it.
    ...siteCopyConsumers(SCHEMA, {
      deleted: async (site, { trx, app }) => app.performance.vitals.deleteSite(trx, site.site_id),
    }),
    {
      topic: 'gateway.request',
      handle: async (event, trx, app) => {
        const counts = event.payload as RequestCounts;
        const end = new Date(new Date(counts.window_start).getTime() + counts.window_ms);
        if (Number.isNaN(end.getTime()) || !(counts.count > 0)) return;
        await app.performance.samples.addRequests(trx, end, counts.service, counts.count, counts.status >= 500 ? counts.count : 0);
      },
    },
    {
      topic: 'gateway.cache',
      handle: async (event, trx, app) => {
        const window = event.payload as CacheWindow;
        if (Number.isNaN(new Date(window.window_start).getTime())) return;
        await app.performance.cache.store(trx, event.id, { ...window, type: window.type ?? 'page' });
      },
    },
  ];
}
