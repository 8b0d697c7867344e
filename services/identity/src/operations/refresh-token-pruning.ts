import type { Knex } from 'knex';
import type { AtlasApp } from '@atlas/service-kit';
import { refreshTokensRepository } from '../repositories/refresh-tokens';
import { sessionsRepository } from '../repositories/sessions';

/**
 * An expired token is kept this long after its expiry: if a rotated (used) copy comes back
 * meanwhile, it is still recognised as a reuse and its whole sign-in is revoked.
 */
export const REUSE_GRACE_MS = 7 * 24 * 60 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Deletes refresh tokens that expired more than the grace ago; resolves with how many. */
export async function pruneRefreshTokens(db: Knex | Knex.Transaction): Promise<number> {
  const before = new Date(Date.now() - REUSE_GRACE_MS);
  const deleted = await refreshTokensRepository(db).deleteExpiredBefore(before);
  // A session ends with its last refresh token: kept as long, for the same reason.
  await sessionsRepository(db).deleteExpiredBefore(before);
  return deleted;
}

/** Prunes now and then every hour (sign-ins prune too, see the login route); returns how to stop. */
export function startRefreshTokenPruning(app: AtlasApp, everyMs = PRUNE_EVERY_MS): () => void {
  const prune = () =>
    pruneRefreshTokens(app.db).then(
      (deleted) => deleted > 0 && app.log.info({ deleted }, 'pruned expired refresh tokens'),
      (error) => app.log.error({ err: error }, 'pruning expired refresh tokens failed'),
    );
  void prune();
  const timer = setInterval(prune, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
