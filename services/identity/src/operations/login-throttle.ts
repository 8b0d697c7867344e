import type { Knex } from 'knex';
import { loginFailuresRepository } from '../repositories/login-failures';
import { ATTEMPTS_KEPT_MS, LOGIN_LIMITS } from './throttle-limits';

/**
 * Who a sign-in tries: the account, whichever of its username or e-mail was typed (so the e-mail
 * gives no more guesses than the username); the typed name only when no account has it.
 */
export const signInSubject = (account: { id: number } | undefined, typed: string) =>
  account ? `account:${account.id}` : `user:${typed.toLowerCase()}`;

export const inMinutes = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** When the account (see `signInSubject`) or the address has failed too often lately: how long to wait, and why. */
export async function loginRetryAfter(
  db: Knex,
  subject: string,
  ip: string,
): Promise<{ retryAfterSeconds: number; detail: string } | null> {
  const failures = loginFailuresRepository(db);
  const limits: [string, number][] = [
    [subject, LOGIN_LIMITS.perUsername],
    [`ip:${ip}`, LOGIN_LIMITS.perAddress],
  ];
  for (const [counted, limit] of limits) {
    const retryAfterSeconds = await failures.retryAfterSeconds(counted, limit, LOGIN_LIMITS.windowMs);
    if (retryAfterSeconds !== null) {
      return { retryAfterSeconds, detail: `Too many failed login attempts. Please try again in ${inMinutes(retryAfterSeconds)}.` };
    }
  }
  return null;
}

export async function recordLoginFailure(db: Knex, subject: string, ip: string): Promise<void> {
  await loginFailuresRepository(db).record([subject, `ip:${ip}`], ATTEMPTS_KEPT_MS);
}

/** A correct password forgives that account's earlier failures (not the address's). */
export async function clearLoginFailures(db: Knex, subject: string): Promise<void> {
  await loginFailuresRepository(db).clear(subject);
}
