import type { Knex } from 'knex';
import { signAccessToken, ACCESS_TOKEN_SECONDS } from '@atlas/service-kit';
import { refreshTokensRepository } from '../repositories/refresh-tokens';
import { publicUser, type UserRow } from '../repositories/users';

export const REFRESH_TOKEN_SECONDS = 14 * 24 * 60 * 60;

/** A signed-in session: a 15-minute access token and a refresh token in a (new or given) family. */
/** `secret`: the JWT secret every service shares (the service's config). */
export async function issueSession(secret: string, trx: Knex | Knex.Transaction, user: UserRow, familyId?: string) {
  const refresh = await refreshTokensRepository(trx).issue(user.id, REFRESH_TOKEN_SECONDS, familyId);
  const access = signAccessToken(
    { id: user.id, username: user.username, is_staff: user.is_staff },
    { secret, expiresInSeconds: ACCESS_TOKEN_SECONDS },
  );
  return { access, refresh, user: publicUser(user) };
}
