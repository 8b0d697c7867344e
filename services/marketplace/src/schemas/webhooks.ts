import { Id, Type } from '@atlas/service-kit';
import { WEBHOOK_EVENTS } from '../operations/webhooks';
import { Flag, OneOf, Timestamp } from './common';

const Url = Type.String({
  minLength: 1,
  maxLength: 2000,
  errorMessage: 'URL is required (an http:// or https:// address of at most 2000 characters)',
});
const Events = Type.Array(OneOf(WEBHOOK_EVENTS), {
  minItems: 1,
  maxItems: WEBHOOK_EVENTS.length,
  uniqueItems: true,
  errorMessage: `events must list at least one of ${WEBHOOK_EVENTS.join(', ')}, each once`,
});

export const Delivery = Type.Object({
  id: Type.Integer(),
  event_id: Type.String(),
  event_type: Type.String(),
  status: OneOf(['pending', 'delivered', 'failed', 'cancelled'] as const),
  attempts: Type.Integer(),
  next_attempt_at: Type.Union([Timestamp, Type.Null()]),
  last_status_code: Type.Union([Type.Integer(), Type.Null()]),
  last_error: Type.Union([Type.String(), Type.Null()]),
  created_at: Timestamp,
  delivered_at: Type.Union([Timestamp, Type.Null()]),
});

/** The newest delivery as the endpoint list shows it: what happened, to which event, when. */
export const LastDelivery = Type.Pick(Delivery, ['status', 'event_type', 'attempts', 'last_status_code', 'created_at']);

export const Webhook = Type.Object({
  id: Type.Integer(),
  /** The site whose events it hears; null for an account's webhook (its owner's sites). */
  site_id: Type.Union([Type.Integer(), Type.Null()]),
  url: Type.String(),
  events: Type.Array(Type.String()),
  is_active: Type.Boolean(),
  /** The last characters of the secret, to recognise it; the whole secret is shown once (create, rotate). */
  secret_hint: Type.String(),
  secret: Type.Optional(Type.String()),
  created_at: Timestamp,
  updated_at: Timestamp,
  /** null until the first event is queued for the endpoint. */
  last_delivery: Type.Union([LastDelivery, Type.Null()]),
});
export const WebhookList = Type.Object({
  results: Type.Array(Webhook),
  count: Type.Integer(),
  available_events: Type.Array(Type.String()),
});

/** `site`: that site's webhooks (its admins and owner); left out, the caller's account's. */
export const WebhookListQuery = Type.Object({ site: Type.Optional(Id()) });

export const CreateWebhookBody = Type.Object(
  {
    url: Url,
    events: Events,
    is_active: Type.Optional(Flag('is_active')),
    /** A site's webhook (its admins and owner): hears only that site's events. */
    site_id: Type.Optional(Id()),
  },
  { additionalProperties: false },
);
export const UpdateWebhookBody = Type.Object(
  {
    url: Type.Optional(Url),
    events: Type.Optional(Events),
    is_active: Type.Optional(Flag('is_active')),
    /** true: a new secret replaces the old one and is answered once. */
    rotate_secret: Type.Optional(Flag('rotate_secret')),
  },
  { additionalProperties: false },
);

export const DeliveryList = Type.Object({ results: Type.Array(Delivery), count: Type.Integer() });
