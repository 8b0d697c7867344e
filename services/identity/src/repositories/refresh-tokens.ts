import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { table } from './db';

export interface RefreshTokenRow {
  id: number;
  user_id: number;
  family_id: string;
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  revoked_at: Date | null;
}

/** Only the hash is stored: a leaked table does not sign anyone in. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function refreshTokensRepository(db: Knex | Knex.Transaction) {
  return {
    /** Issues a new opaque token of a family (a session), valid until the session ends. */
    async issue(userId: number, familyId: string, expiresAt: Date): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await table(db, 'refresh_tokens').insert({
        user_id: userId,
        family_id: familyId,
        token_hash: hashRefreshToken(token),
        expires_at: expiresAt,
      });
      return token;
    },

    /** Locks the token's row, so two refreshes with one token cannot both rotate it. */
    findForUpdate: (token: string): Promise<RefreshTokenRow | undefined> =>
      table(db, 'refresh_tokens')
        .where({ token_hash: hashRefreshToken(token) })
        .forUpdate()
        .first(),

    find: (token: string): Promise<RefreshTokenRow | undefined> =>
      table(db, 'refresh_tokens')
        .where({ token_hash: hashRefreshToken(token) })
        .first(),

    markUsed: (id: number) => table(db, 'refresh_tokens').where({ id }).update({ used_at: db.fn.now() }),

    /** Deletes every token that expired before `before` (used, revoked or not); resolves with how many. */
    deleteExpiredBefore: (before: Date): Promise<number> => table(db, 'refresh_tokens').where('expires_at', '<', before).delete(),

    /** Signs the user out everywhere (e.g. after a password change). */
    revokeUser: (userId: number) =>
      table(db, 'refresh_tokens').where({ user_id: userId }).whereNull('revoked_at').update({ revoked_at: db.fn.now() }),

    /** A family is a session: its id is the session's (the access tokens' `sid`). */
    revokeFamilies: (familyIds: string[]) =>
      table(db, 'refresh_tokens').whereIn('family_id', familyIds).whereNull('revoked_at').update({ revoked_at: db.fn.now() }),
  };
}
