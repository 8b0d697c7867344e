import type { EventConsumer } from '@atlas/service-kit';
import { createDeps } from '../deps';
import { WEBHOOK_EVENTS, queueWebhookEvent } from '../operations/webhooks';
import { moduleAction } from '../operations/modules';
import { publishRedirectsChanged } from './published';

interface SitePayload {
  site_id: number;
  owner_id: number;
  slug: string;
  name?: string;
  is_published?: boolean;
}

const validSite = (p: Partial<SitePayload> | undefined): p is SitePayload =>
  Number.isInteger(p?.site_id) && Number.isInteger(p?.owner_id) && typeof p?.slug === 'string';

const siteFields = (p: SitePayload) => ({
  id: p.site_id,
  owner_id: p.owner_id,
  slug: p.slug.slice(0, 100),
  name: (p.name ?? '').slice(0, 200),
  is_published: Boolean(p.is_published),
});

/**
 * This service's copy of sites (`sites.site.*`: who owns a site, its slug, whether it is public), for
 * redirect ownership and the public reads; and the owners' events that webhooks deliver. Idempotent:
 * the kit's inbox skips a redelivery, each write is an upsert, a delivery is queued once per event.
 */
const siteConsumers: EventConsumer<SitePayload>[] = [
  ...(['created', 'updated', 'published', 'unpublished'] as const).map((verb): EventConsumer<SitePayload> => ({
    topic: `sites.site.${verb}`,
    handle: async (event, trx, app) => {
      const deps = createDeps(app);
      const p = event.payload;
      if (!validSite(p)) return;
      const before = await deps.repos.sites.find(p.site_id, trx);
      if (before?.deleted) return;
      await deps.repos.sites.upsert(siteFields(p), trx);
      // A renamed site's redirects now answer under its new slug.
      if (before && before.slug !== p.slug) await publishRedirectsChanged(deps.events, trx, { site_id: p.site_id, site_slug: p.slug });
      await queueWebhookEvent(deps, trx, { ...event, payload: { ...p } });
    },
  })),
  {
    topic: 'sites.site.deleted',
    handle: async (event, trx, app) => {
      const deps = createDeps(app);
      const p = event.payload;
      if (!validSite(p)) return;
      await deps.repos.sites.upsert({ ...siteFields(p), is_published: false }, trx);
      await deps.repos.sites.markDeleted(p.site_id, trx);
      await deps.repos.redirects.removeOfSite(p.site_id, trx);
      await publishRedirectsChanged(deps.events, trx, { site_id: p.site_id, site_slug: p.slug });
    },
  },
];

/** The other events an owner's webhook may listen to. */
const webhookSources: EventConsumer[] = WEBHOOK_EVENTS.filter((type) => !type.startsWith('sites.site.')).map((type) => ({
  topic: type,
  handle: async (event, trx, app) => queueWebhookEvent(createDeps(app), trx, event),
}));

/** What the demo account starts with: the shop's blocks in its builder (its demo shop sells from pages). */
export const DEMO_MODULES = ['commerce-blocks'];

/** The demo owner (`identity.user.registered` with `demo: true`) gets the demo modules installed, as if by hand. */
const demoInstalls: EventConsumer<{ user_id?: number; demo?: boolean }> = {
  topic: 'identity.user.registered',
  handle: async (event, trx, app) => {
    const { user_id: userId, demo } = event.payload ?? {};
    if (demo !== true || !Number.isInteger(userId)) return;
    const deps = createDeps(app);
    for (const slug of DEMO_MODULES) {
      const module = await deps.repos.modules.findBySlug(slug, trx);
      if (module) await moduleAction(deps, userId!, module.id, 'install', trx);
    }
  },
};

export const consumers: EventConsumer[] = [...siteConsumers, ...webhookSources, demoInstalls as EventConsumer];
