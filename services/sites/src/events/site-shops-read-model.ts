import type { EventConsumer } from '@atlas/service-kit';
import { siteShopsRepository } from '../repositories/site-shops';

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0 && (value as number) <= 2_147_483_647;

/** `commerce.shop.updated`: a site's shop opened or closed (the builder offers its product blocks while it is open). */
export const siteShopUpdated: EventConsumer<{ site_id?: unknown; enabled?: unknown }> = {
  topic: 'commerce.shop.updated',
  handle: async (event, trx, app) => {
    const { site_id, enabled } = event.payload ?? {};
    if (!isId(site_id) || typeof enabled !== 'boolean') return;
    const at = new Date(event.occurredAt);
    await siteShopsRepository(app.db).record({ site_id, enabled, changed_at: Number.isNaN(at.getTime()) ? new Date() : at }, trx);
  },
};
