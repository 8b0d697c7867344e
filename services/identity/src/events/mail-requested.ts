import type { Knex } from 'knex';
import { MAIL_REQUESTED, isMailRequest, type AtlasApp, type EventConsumer, type MailRequest } from '@atlas/service-kit';
import { mailMessagesRepository } from '../repositories/mail-messages';
import { wantsMail } from '../operations/mail-preferences';
import { mailSenderOf, messageIdFor } from '../operations/mail-sender';
import { usersRepository } from '../repositories/users';

/** The addresses a request names: an address as given, a user's if they want the category, every active staff user's. */
async function recipients(trx: Knex.Transaction, request: MailRequest): Promise<{ address: string; userId: number | null }[]> {
  const { to } = request;
  if (typeof to === 'string') return [{ address: to, userId: null }];
  const users = await usersRepository(trx).activeAddresses('user_id' in to ? to : 'staff');
  const wanted = [];
  for (const user of users) if (await wantsMail(trx, user.id, request.category)) wanted.push({ address: user.email, userId: user.id });
  return wanted;
}

/**
 * `mail.message.requested` from any service: stored once per event and address (the inbox and the
 * unique key both stop a redelivery from doubling it), then sent by the mail sender after commit.
 */
export const mailRequested: EventConsumer = {
  topic: MAIL_REQUESTED,
  handle: async (event, trx, app: AtlasApp) => {
    if (!isMailRequest(event.payload)) {
      // A malformed request would fail on every redelivery: drop it where an operator sees it.
      app.log.error({ eventId: event.id }, 'mail request refused: its payload does not match mail.message.requested');
      return;
    }
    const request = event.payload;
    const sender = mailSenderOf(app);
    const found = await recipients(trx, request);
    if (found.length === 0) app.log.warn({ eventId: event.id, category: request.category }, 'mail request has no recipient to send to');
    const messages = mailMessagesRepository(trx);
    for (const [index, { address, userId }] of found.entries()) {
      await messages.add({
        event_id: event.id,
        to_address: address,
        user_id: userId,
        category: request.category,
        subject: request.subject,
        text: request.text,
        html: request.html ?? null,
        link: request.link ?? null,
        status: sender.sends ? 'queued' : 'kept',
        message_id: messageIdFor(event.id, index, sender.from),
      });
    }
    // The sender looks once this transaction commits (its timer is the safety net).
    trx.executionPromise?.then(sender.wake, () => undefined);
  },
};
