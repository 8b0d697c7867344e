import type { Knex } from 'knex';
import type { AtlasApp, SessionRevokedPayload } from '@atlas/service-kit';
import { sessionsRepository } from '../repositories/sessions';
import { refreshTokensRepository } from '../repositories/refresh-tokens';
import { publishSessionRevoked } from '../events/session-revoked';

type Reason = SessionRevokedPayload['reason'];
type App = Pick<AtlasApp, 'events' | 'revokedSessions'>;

/**
 * Ends these sessions of the user: their refresh tokens stop working, and their access tokens are
 * refused by this process the moment `trx` commits and by every other process and the gateway when
 * `identity.session.revoked` (written in `trx`) reaches them. Resolves with the ids that were open.
 */
export async function revokeSessions(app: App, trx: Knex.Transaction, userId: number, sessionIds: string[], reason: Reason) {
  if (sessionIds.length === 0) return [];
  await refreshTokensRepository(trx).revokeFamilies(sessionIds);
  const ended = await sessionsRepository(trx).revoke(sessionIds);
  if (ended.length === 0) return ended;
  const revokedAt = new Date();
  await publishSessionRevoked(app, trx, { user_id: userId, session_ids: ended, revoked_at: revokedAt.toISOString(), reason });
  trx.executionPromise.then(
    () => app.revokedSessions.revoke(ended, revokedAt.getTime()),
    () => undefined,
  );
  return ended;
}

/** Every open session of the user, but `except` (the one asking, after a password change). */
export async function revokeUserSessions(app: App, trx: Knex.Transaction, userId: number, reason: Reason, except?: string) {
  const ids = await sessionsRepository(trx).openIds(userId, except);
  const ended = await revokeSessions(app, trx, userId, ids, reason);
  // Refresh tokens outside any open session (none once migrated): none may outlive the revocation.
  if (!except) await refreshTokensRepository(trx).revokeUser(userId);
  return ended;
}
