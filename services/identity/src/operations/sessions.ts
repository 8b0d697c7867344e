import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { signAccessToken, ACCESS_TOKEN_SECONDS } from '@atlas/service-kit';
import { refreshTokensRepository } from '../repositories/refresh-tokens';
import { sessionsRepository } from '../repositories/sessions';
import { publicUser, usersRepository, type UserRow } from '../repositories/users';
import { pruneRefreshTokens } from './refresh-token-pruning';
import { sessionPolicy } from './security-settings';

/** Where a sign-in comes from, as the sessions list shows it. */
export interface SignInClient {
  userAgent?: string;
  ip?: string;
}

function accessTokenFor(secret: string, user: UserRow, sessionId: string, staffTwoFactorPending: boolean) {
  // Until it sets up a second factor (when staff must have one), a staff account's token carries no staff rights.
  const is_staff = user.is_staff && !staffTwoFactorPending;
  return signAccessToken(
    { id: user.id, username: user.username, is_staff, sid: sessionId, staff_two_factor_pending: staffTwoFactorPending },
    { secret, expiresInSeconds: ACCESS_TOKEN_SECONDS },
  );
}

/**
 * A new sign-in: a session row, a 15-minute access token naming it (`sid`) and a refresh token of
 * its family. The session ends the platform's session lifetime after now (the Security settings).
 * `secret`: the JWT secret every service shares (the service's config).
 */
export async function startSession(secret: string, trx: Knex | Knex.Transaction, user: UserRow, client: SignInClient = {}) {
  const sessionId = randomUUID();
  const policy = await sessionPolicy(trx, user);
  const expiresAt = new Date(Date.now() + policy.lifetimeSeconds * 1000);
  await sessionsRepository(trx).create({
    id: sessionId,
    user_id: user.id,
    user_agent: (client.userAgent ?? '').slice(0, 500),
    ip: (client.ip ?? '').slice(0, 64),
    expires_at: expiresAt,
  });
  const refresh = await refreshTokensRepository(trx).issue(user.id, sessionId, expiresAt);
  return { access: accessTokenFor(secret, user, sessionId, policy.staffTwoFactorPending), refresh, user: publicUser(user) };
}

/**
 * The same sign-in, refreshed: a new token pair in its family, and its last use moves to now. The
 * session keeps the end it was given at sign-in; whether the token is staff's is decided again.
 */
export async function continueSession(secret: string, trx: Knex | Knex.Transaction, user: UserRow, sessionId: string, endsAt: Date) {
  const policy = await sessionPolicy(trx, user);
  const refresh = await refreshTokensRepository(trx).issue(user.id, sessionId, endsAt);
  await sessionsRepository(trx).touch(sessionId);
  return { access: accessTokenFor(secret, user, sessionId, policy.staffTwoFactorPending), refresh, user: publicUser(user) };
}

/**
 * The end of a sign-in whose checks passed (password, and the second factor when it is on): a new session.
 * The account's row is locked meanwhile, so a deactivation committing then waits and ends this session too;
 * null when the account was deactivated.
 */
export async function completeSignIn(secret: string, db: Knex, userId: number, client: SignInClient = {}) {
  await pruneRefreshTokens(db);
  return db.transaction(async (trx) => {
    const locked = await usersRepository(trx).findForShare(userId);
    if (!locked?.is_active) return null;
    await usersRepository(trx).recordLogin(userId);
    return startSession(secret, trx, locked, client);
  });
}
