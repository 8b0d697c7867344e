import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { signAccessToken, ACCESS_TOKEN_SECONDS } from '@atlas/service-kit';
import { refreshTokensRepository } from '../repositories/refresh-tokens';
import { sessionsRepository } from '../repositories/sessions';
import { publicUser, usersRepository, type UserRow } from '../repositories/users';
import { pruneRefreshTokens } from './refresh-token-pruning';

export const REFRESH_TOKEN_SECONDS = 14 * 24 * 60 * 60;

/** Where a sign-in comes from, as the sessions list shows it. */
export interface SignInClient {
  userAgent?: string;
  ip?: string;
}

const refreshExpiry = () => new Date(Date.now() + REFRESH_TOKEN_SECONDS * 1000);

function tokensFor(secret: string, user: UserRow, sessionId: string, refresh: string) {
  const access = signAccessToken(
    { id: user.id, username: user.username, is_staff: user.is_staff, sid: sessionId },
    { secret, expiresInSeconds: ACCESS_TOKEN_SECONDS },
  );
  return { access, refresh, user: publicUser(user) };
}

/**
 * A new sign-in: a session row, a 15-minute access token naming it (`sid`) and a refresh token of
 * its family. `secret`: the JWT secret every service shares (the service's config).
 */
export async function startSession(secret: string, trx: Knex | Knex.Transaction, user: UserRow, client: SignInClient = {}) {
  const sessionId = randomUUID();
  await sessionsRepository(trx).create({
    id: sessionId,
    user_id: user.id,
    user_agent: (client.userAgent ?? '').slice(0, 500),
    ip: (client.ip ?? '').slice(0, 64),
    expires_at: refreshExpiry(),
  });
  const refresh = await refreshTokensRepository(trx).issue(user.id, REFRESH_TOKEN_SECONDS, sessionId);
  return tokensFor(secret, user, sessionId, refresh);
}

/** The same sign-in, refreshed: a new token pair in its family, and its last use moves to now. */
export async function continueSession(secret: string, trx: Knex | Knex.Transaction, user: UserRow, sessionId: string) {
  const refresh = await refreshTokensRepository(trx).issue(user.id, REFRESH_TOKEN_SECONDS, sessionId);
  await sessionsRepository(trx).touch(sessionId, refreshExpiry());
  return tokensFor(secret, user, sessionId, refresh);
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
