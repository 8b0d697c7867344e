import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, Type, httpError, requireSiteOf } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { CreateWebhookBody, DeliveryList, UpdateWebhookBody, Webhook, WebhookList, WebhookListQuery } from '../schemas/webhooks';
import { WEBHOOK_EVENTS, assertDeliverableUrl, newSecret } from '../operations/webhooks';
import { requireCapability } from '../operations/modules';
import type { DeliveryRow, LastDeliveryRow, OwnedWebhookRow, WebhookHolder } from '../repositories/webhooks';

const tags = ['webhooks'];

const lastDeliveryResponse = (row: LastDeliveryRow) => ({
  status: row.status,
  event_type: row.event_type,
  attempts: row.attempts,
  last_status_code: row.last_status_code,
  created_at: row.created_at,
});

const webhookResponse = (row: OwnedWebhookRow, showSecret = false) => ({
  id: row.id,
  site_id: row.site_id,
  url: row.url,
  events: row.events,
  is_active: row.is_active,
  secret_hint: `whsec_…${row.secret.slice(-4)}`,
  ...(showSecret ? { secret: row.secret } : {}),
  created_at: row.created_at,
  updated_at: row.updated_at,
  last_delivery: row.last_delivery && lastDeliveryResponse(row.last_delivery),
});

const deliveryResponse = (row: DeliveryRow) => ({
  id: row.id,
  event_id: row.event_id,
  event_type: row.event_type,
  status: row.status,
  attempts: row.attempts,
  next_attempt_at: row.status === 'pending' ? row.next_attempt_at : null,
  last_status_code: row.last_status_code,
  last_error: row.last_error,
  created_at: row.created_at,
  delivered_at: row.delivered_at,
});

/**
 * Webhooks (Webhooks integration), managed only while the module applies: an account's, by its owner
 * (the owner's install), or a site's, by the site's admins and owner (the site's modules: its own
 * install or its owner's). A site's webhook hears only that site's events.
 */
export async function webhookRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { repos } = deps;
  const capability = { integration: 'webhooks' };

  /** Whose webhooks a list or a new webhook is: the caller's account, or a site they administer. */
  const holderFor = async (request: FastifyRequest, siteId: number | undefined): Promise<WebhookHolder> => {
    if (siteId === undefined) {
      await requireCapability(deps, { account: request.user.id }, capability, 'Webhooks');
      return { owner: request.user.id };
    }
    const site = await deps.access.requireSite(request.user, siteId, 'admin');
    await requireCapability(deps, { site }, capability, 'Webhooks');
    return { site: site.id };
  };
  /** A webhook by id: a site's for the site's admins and owner (anyone else: not found), an account's for its owner. */
  const found = async (request: FastifyRequest, id: number) => {
    const stored = await repos.webhooks.find(id);
    let holder: WebhookHolder = { owner: request.user.id };
    if (stored?.site_id) {
      const site = await requireSiteOf(deps.access, request.user, stored.site_id, 'admin', 'Webhook not found');
      await requireCapability(deps, { site }, capability, 'Webhooks');
      holder = { site: site.id };
    } else await requireCapability(deps, { account: request.user.id }, capability, 'Webhooks');
    const [webhook] = await repos.webhooks.of(holder, { id });
    if (!webhook) throw httpError(404, 'Webhook not found');
    return webhook;
  };

  api.get(
    '/api/marketplace/webhooks/',
    { schema: { tags, querystring: WebhookListQuery, response: { 200: WebhookList } } },
    async (request) => {
      const webhooks = await repos.webhooks.of(await holderFor(request, request.query.site));
      return { results: webhooks.map((row) => webhookResponse(row)), count: webhooks.length, available_events: [...WEBHOOK_EVENTS] };
    },
  );

  api.post(
    '/api/marketplace/webhooks/',
    { schema: { tags, body: CreateWebhookBody, response: { 201: Webhook } } },
    async (request, reply) => {
      const holder = await holderFor(request, request.body.site_id);
      const url = await assertDeliverableUrl(deps, request.body.url);
      if ((await repos.webhooks.of(holder)).length >= 20)
        throw httpError(400, 'site' in holder ? 'A site holds at most 20 webhooks' : 'An account holds at most 20 webhooks');
      const webhook = await repos.webhooks.insert({
        owner_id: request.user.id,
        site_id: 'site' in holder ? holder.site : null,
        owner_is_staff: request.user.is_staff,
        url: url.toString(),
        events: request.body.events,
        secret: newSecret(),
        is_active: request.body.is_active ?? true,
      });
      return reply.code(201).send(webhookResponse({ ...webhook, last_delivery: null }, true));
    },
  );

  api.get('/api/marketplace/webhooks/:id/', { schema: { tags, params: IdParams, response: { 200: Webhook } } }, async (request) => {
    return webhookResponse(await found(request, request.params.id));
  });

  api.patch(
    '/api/marketplace/webhooks/:id/',
    { schema: { tags, params: IdParams, body: UpdateWebhookBody, response: { 200: Webhook } } },
    async (request) => {
      const webhook = await found(request, request.params.id);
      const { url, events, is_active, rotate_secret } = request.body;
      const updated = await repos.webhooks.update(webhook.id, {
        ...(url !== undefined ? { url: (await assertDeliverableUrl(deps, url)).toString() } : {}),
        ...(events !== undefined ? { events } : {}),
        ...(is_active !== undefined ? { is_active } : {}),
        ...(rotate_secret ? { secret: newSecret() } : {}),
      });
      // Editing an endpoint leaves its deliveries as they were.
      return webhookResponse({ ...updated, last_delivery: webhook.last_delivery }, rotate_secret === true);
    },
  );

  api.delete(
    '/api/marketplace/webhooks/:id/',
    { schema: { tags, params: IdParams, response: { 204: Type.Null() } } },
    async (request, reply) => {
      await repos.webhooks.remove((await found(request, request.params.id)).id);
      return reply.code(204).send(null);
    },
  );

  // The last 100 deliveries, newest first, with their attempts and the endpoint's last answer.
  api.get(
    '/api/marketplace/webhooks/:id/deliveries/',
    { schema: { tags, params: IdParams, response: { 200: DeliveryList } } },
    async (request) => {
      const webhook = await found(request, request.params.id);
      const deliveries = await repos.webhooks.deliveriesOf(webhook.id, 100);
      return { results: deliveries.map(deliveryResponse), count: deliveries.length };
    },
  );
}
