import type { Knex } from 'knex';
import { envInteger, KeyedCache } from '@atlas/service-kit';
import { publicUser, usersRepository, type SignedInUser } from '../repositories/users';

/**
 * Who a valid access token names, as GET /api/auth/me/ answers it, kept for a moment in this
 * process: every dashboard screen asks it, so most askings cost no query (the profile in the
 * README). Null: the account is gone or deactivated (a valid token for it signs nobody in).
 * IDENTITY_USER_CACHE_MS (default 1000, 0 turns it off) bounds how long another process's change of
 * an account can go unseen here; this process's own changes forget the account once they commit
 * (`forgetUser`).
 */
const caches = new WeakMap<object, KeyedCache<SignedInUser | null>>();

function cacheOf(db: Knex, env: NodeJS.ProcessEnv = process.env) {
  let cache = caches.get(db);
  if (!cache) {
    cache = new KeyedCache({ lifetimeMs: envInteger(env, 'IDENTITY_USER_CACHE_MS', 1000, { min: 0, max: 60_000 }), maxEntries: 10_000 });
    caches.set(db, cache);
  }
  return cache;
}

export function signedInUser(db: Knex, id: number): Promise<SignedInUser | null> {
  return cacheOf(db).load(String(id), async () => {
    const user = await usersRepository(db).findWithTwoFactor(id);
    if (!user || !user.is_active) return null;
    const twoFactorEnabled = Boolean(user.two_factor_enabled);
    return {
      ...publicUser(user),
      two_factor_enabled: twoFactorEnabled,
      staff_two_factor_required: user.is_staff && Boolean(user.staff_must_have_two_factor) && !twoFactorEnabled,
    };
  });
}

/** After a change of the platform's settings (whether staff must have a second factor): every account, now and once `trx` ends. */
export function forgetEveryUser(db: Knex, trx: Knex.Transaction) {
  cacheOf(db).clearAfter(trx);
}

/** After a change of the account's name, email, staff flag, activity or second factor: forgotten now and once `trx` ends. */
export function forgetUser(db: Knex, id: number, trx?: Knex.Transaction) {
  if (trx) cacheOf(db).forgetAfter(trx, String(id));
  else cacheOf(db).forget(String(id));
}
