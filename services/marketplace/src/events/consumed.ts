import { siteCopyConsumers, type EventConsumer } from '@atlas/service-kit';
import { SCHEMA } from '../repositories/db';
import { createDeps } from '../deps';
import { WEBHOOK_EVENTS, queueWebhookEvent } from '../operations/webhooks';
import { moduleAction } from '../operations/modules';
import { DEMO_MODULES } from '../seed/catalogue';
import { publishRedirectsChanged } from './published';

/**
 * This service's copy of sites (`sites.site.*`: who owns a site, its slug, whether it is public), for
 * redirect ownership and the public reads; and the owners' events that webhooks deliver. Idempotent:
 * the kit's inbox skips a redelivery, each write is an upsert, a delivery is queued once per event.
 */
const siteConsumers = siteCopyConsumers(SCHEMA, {
  changed: async (site, { event, trx, app, previous: before }) => {
    const deps = createDeps(app);
    if (before?.deleted) return;
    // A renamed site's redirects now answer under its new slug.
    if (before && before.slug !== site.slug)
      await publishRedirectsChanged(deps.events, trx, { site_id: site.site_id, site_slug: site.slug });
    await queueWebhookEvent(deps, trx, event);
  },
  deleted: async (site, { trx, app }) => {
    const deps = createDeps(app);
    await deps.repos.redirects.removeOfSite(site.site_id, trx);
    await publishRedirectsChanged(deps.events, trx, { site_id: site.site_id, site_slug: site.slug });
  },
});

/** The other events an owner's webhook may listen to. */
const webhookSources: EventConsumer[] = WEBHOOK_EVENTS.filter((type) => !type.startsWith('sites.site.')).map((type) => ({
  topic: type,
  handle: async (event, trx, app) => queueWebhookEvent(createDeps(app), trx, event),
}));

/** The demo owner (`identity.user.registered` with `demo: true`) gets the demo modules installed, as if by hand. */
const demoInstalls: EventConsumer<{ user_id?: number; demo?: boolean }> = {
  topic: 'identity.user.registered',
  handle: async (event, trx, app) => {
    const { user_id: userId, demo } = event.payload ?? {};
    if (demo !== true || !Number.isInteger(userId)) return;
    const deps = createDeps(app);
    for (const slug of DEMO_MODULES) {
      const module = await deps.repos.modules.findBySlug(slug, trx);
      if (module) await moduleAction(deps, { userId: userId! }, module.id, 'install', trx);
    }
  },
};

export const consumers: EventConsumer[] = [...siteConsumers, ...webhookSources, demoInstalls as EventConsumer];
