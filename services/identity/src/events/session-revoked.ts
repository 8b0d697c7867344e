import type { Knex } from 'knex';
import type { FastifyInstance } from 'fastify';
import { SESSION_REVOKED, type SessionRevokedPayload } from '@atlas/service-kit';

export { SESSION_REVOKED, type SessionRevokedPayload };

/** Every service and the gateway refuse these sessions' access tokens once it arrives (key: the user). */
export function publishSessionRevoked(app: Pick<FastifyInstance, 'events'>, trx: Knex.Transaction, payload: SessionRevokedPayload) {
  return app.events.publish<SessionRevokedPayload>(trx, { type: SESSION_REVOKED, key: String(payload.user_id), payload });
}
