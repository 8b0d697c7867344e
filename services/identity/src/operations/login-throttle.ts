import type { Knex } from 'knex';
import { loginFailuresRepository } from '../repositories/login-failures';
import { LOGIN_LIMITS } from './throttle-limits';

const subjectsFor = (username: string, ip: string) => [`user:${username.toLowerCase()}`, `ip:${ip}`];

export const inMinutes = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** When the username or the address has failed too often lately: how long to wait, and why. */
export async function loginRetryAfter(
  db: Knex,
  username: string,
  ip: string,
): Promise<{ retryAfterSeconds: number; detail: string } | null> {
  const failures = loginFailuresRepository(db);
  const [userSubject, ipSubject] = subjectsFor(username, ip);
  const limits: [string, number][] = [
    [userSubject, LOGIN_LIMITS.perUsername],
    [ipSubject, LOGIN_LIMITS.perAddress],
  ];
  for (const [subject, limit] of limits) {
    const retryAfterSeconds = await failures.retryAfterSeconds(subject, limit, LOGIN_LIMITS.windowMs);
    if (retryAfterSeconds !== null) {
      return { retryAfterSeconds, detail: `Too many failed login attempts. Please try again in ${inMinutes(retryAfterSeconds)}.` };
    }
  }
  return null;
}

export async function recordLoginFailure(db: Knex, username: string, ip: string): Promise<void> {
  await loginFailuresRepository(db).record(subjectsFor(username, ip));
}

/** A correct password forgives that username's earlier failures (not the address's). */
export async function clearLoginFailures(db: Knex, username: string): Promise<void> {
  await loginFailuresRepository(db).clear(subjectsFor(username, '')[0]);
}
