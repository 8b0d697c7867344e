import type { EventConsumer } from '@atlas/service-kit';
import { createRepositories } from '../repositories';

/** The accounts this service names members by: `identity.user.registered` into `sites.users`. */
export const userRegistered: EventConsumer<{ user_id?: unknown; username?: unknown; email?: unknown }> = {
  topic: 'identity.user.registered',
  handle: async (event, trx, app) => {
    const { user_id, username, email } = event.payload ?? {};
    if (typeof user_id !== 'number' || !Number.isInteger(user_id) || user_id < 1 || user_id > 2 ** 31 - 1 || typeof username !== 'string') {
      app.log.warn({ eventId: event.id }, 'identity.user.registered without a valid user; not kept');
      return;
    }
    await createRepositories(app.db).members.recordUser(
      { id: user_id, username: username.slice(0, 150), email: typeof email === 'string' ? email.slice(0, 254) : '' },
      trx,
    );
  },
};
