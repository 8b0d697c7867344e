import type { Knex } from 'knex';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../repositories/users';

export const USER_REGISTERED = 'identity.user.registered';

export interface UserRegisteredPayload extends Record<string, unknown> {
  user_id: number;
  username: string;
  email: string;
  /** True for the seeded demo owner: the sites service creates demo data for it. */
  demo: boolean;
}

export function publishUserRegistered(app: Pick<FastifyInstance, 'events'>, trx: Knex.Transaction, user: UserRow) {
  return app.events.publish<UserRegisteredPayload>(trx, {
    type: USER_REGISTERED,
    key: String(user.id),
    payload: { user_id: user.id, username: user.username, email: user.email, demo: user.is_demo },
  });
}
