import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, Type, httpError } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { CreateWebhookBody, DeliveryList, UpdateWebhookBody, Webhook, WebhookList } from '../schemas/webhooks';
import { WEBHOOK_EVENTS, assertDeliverableUrl, newSecret } from '../operations/webhooks';
import { requireCapability } from '../operations/modules';
import type { DeliveryRow, LastDeliveryRow, OwnedWebhookRow } from '../repositories/webhooks';

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

/** The owner's webhooks (Webhooks integration): managed only while the module is installed. */
export async function webhookRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { repos } = deps;
  const installed = (request: FastifyRequest) => requireCapability(deps, request.user.id, { integration: 'webhooks' }, 'Webhooks');
  const owned = async (request: FastifyRequest, id: number) => {
    const [webhook] = await repos.webhooks.ofOwner(request.user.id, { id });
    if (!webhook) throw httpError(404, 'Webhook not found');
    return webhook;
  };

  api.get('/api/marketplace/webhooks/', { schema: { tags, response: { 200: WebhookList } } }, async (request) => {
    await installed(request);
    const webhooks = await repos.webhooks.ofOwner(request.user.id);
    return { results: webhooks.map((row) => webhookResponse(row)), count: webhooks.length, available_events: [...WEBHOOK_EVENTS] };
  });

  api.post(
    '/api/marketplace/webhooks/',
    { schema: { tags, body: CreateWebhookBody, response: { 201: Webhook } } },
    async (request, reply) => {
      await installed(request);
      const url = await assertDeliverableUrl(deps, request.body.url);
      if ((await repos.webhooks.ofOwner(request.user.id)).length >= 20) throw httpError(400, 'An account holds at most 20 webhooks');
      const webhook = await repos.webhooks.insert({
        owner_id: request.user.id,
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
    await installed(request);
    return webhookResponse(await owned(request, request.params.id));
  });

  api.patch(
    '/api/marketplace/webhooks/:id/',
    { schema: { tags, params: IdParams, body: UpdateWebhookBody, response: { 200: Webhook } } },
    async (request) => {
      await installed(request);
      const webhook = await owned(request, request.params.id);
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
      await installed(request);
      await repos.webhooks.remove((await owned(request, request.params.id)).id);
      return reply.code(204).send(null);
    },
  );

  // The last 100 deliveries, newest first, with their attempts and the endpoint's last answer.
  api.get(
    '/api/marketplace/webhooks/:id/deliveries/',
    { schema: { tags, params: IdParams, response: { 200: DeliveryList } } },
    async (request) => {
      await installed(request);
      const webhook = await owned(request, request.params.id);
      const deliveries = await repos.webhooks.deliveriesOf(webhook.id, 100);
      return { results: deliveries.map(deliveryResponse), count: deliveries.length };
    },
  );
}
