import type { Knex } from 'knex';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import type { Outbox } from '../db-helpers';
import type { EventEnvelope } from '../events/types';

/** The event a service writes to have an email sent (the identity service sends it). */
export const MAIL_REQUESTED = 'mail.message.requested';

/** Why a message is sent; a user may turn a category off (Settings). */
export const MAIL_CATEGORIES = ['invitation', 'form', 'alert', 'account', 'order'] as const;
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

/**
 * Who receives it: an address, a user of the identity service (their address is looked up when the
 * message is stored, and their mail preferences apply), or every active staff user.
 */
export const MailRecipient = Type.Union([
  Type.String({ format: 'email', maxLength: 254 }),
  Type.Object({ user_id: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
  Type.Object({ staff: Type.Literal(true) }, { additionalProperties: false }),
]);
export type MailRecipient = Static<typeof MailRecipient>;

/** The payload of `mail.message.requested`: what the sender checks before it stores a message. */
export const MailRequestedPayload = Type.Object(
  {
    to: MailRecipient,
    subject: Type.String({ minLength: 1, maxLength: 300 }),
    text: Type.String({ minLength: 1, maxLength: 100_000 }),
    html: Type.Optional(Type.String({ maxLength: 200_000 })),
    category: Type.Enum([...MAIL_CATEGORIES]),
    /** The one link the message is about (an invitation's accept link): shown copyable in the Mail screen. */
    link: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type MailRequest = Static<typeof MailRequestedPayload>;

/** Whether an event's payload is a mail request this version understands. */
export const isMailRequest = (payload: unknown): payload is MailRequest => Value.Check(MailRequestedPayload, payload);

/**
 * An absolute link into Atlas for an email: `APP_URL` (where people open Atlas, e.g.
 * https://atlas.example.com) followed by `path`; without it the local gateway.
 */
export function appLink(path: string, env: NodeJS.ProcessEnv = process.env): string {
  const base = env.APP_URL?.trim() || `http://localhost:${env.GATEWAY_PORT?.trim() || '8080'}`;
  return `${base.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

const recipientKey = (to: MailRecipient) =>
  typeof to === 'string' ? to.trim().toLowerCase() : 'user_id' in to ? `user:${to.user_id}` : 'staff';

/**
 * Requests an email inside the caller's transaction: it is written to the caller's outbox, so a
 * rolled-back change sends nothing and a committed one is sent even if the process dies next.
 * Throws on a malformed request (a programming error, not a visitor's input).
 */
export async function requestMail(outbox: Outbox, trx: Knex | Knex.Transaction, request: MailRequest): Promise<EventEnvelope<MailRequest>> {
  const payload: MailRequest = { ...request, to: typeof request.to === 'string' ? request.to.trim() : request.to };
  if (!isMailRequest(payload)) {
    const first = Value.Errors(MailRequestedPayload, payload)[0];
    throw new Error(`Mail request refused: ${first ? `${first.instancePath || 'payload'} ${first.message}` : 'invalid'}`);
  }
  return outbox.publish<MailRequest>(trx, { type: MAIL_REQUESTED, key: recipientKey(payload.to), payload });
}
