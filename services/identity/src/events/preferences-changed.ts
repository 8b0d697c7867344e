import type { Knex } from 'knex';
import type { FastifyInstance } from 'fastify';
import type { EmailCategory } from '../schemas/preferences';

export const USER_PREFERENCES_CHANGED = 'identity.user.preferences_changed';

export interface UserPreferencesChangedPayload extends Record<string, unknown> {
  user_id: number;
  /** Every email category, true when the user wants those emails (what a mail sender checks before sending). */
  emails: Record<EmailCategory, boolean>;
  language: string;
  timezone: string;
}

export function publishUserPreferencesChanged(
  app: Pick<FastifyInstance, 'events'>,
  trx: Knex.Transaction,
  payload: UserPreferencesChangedPayload,
) {
  return app.events.publish<UserPreferencesChangedPayload>(trx, { type: USER_PREFERENCES_CHANGED, key: String(payload.user_id), payload });
}
