import type { Knex } from 'knex';
import { loginFailuresRepository } from '../repositories/login-failures';
import { inMinutes } from './login-throttle';
import { ATTEMPTS_KEPT_MS, REGISTRATION_LIMITS } from './throttle-limits';

const subjectFor = (ip: string) => `register:${ip}`;

/** When the address has registered too many accounts lately: how long to wait, and why. */
export async function registrationRetryAfter(db: Knex, ip: string): Promise<{ retryAfterSeconds: number; detail: string } | null> {
  const retryAfterSeconds = await loginFailuresRepository(db).retryAfterSeconds(
    subjectFor(ip),
    REGISTRATION_LIMITS.perAddress,
    REGISTRATION_LIMITS.windowMs,
  );
  if (retryAfterSeconds === null) return null;
  return {
    retryAfterSeconds,
    detail: `Too many accounts were registered from this address. Please try again in ${inMinutes(retryAfterSeconds)}.`,
  };
}

/** Only accounts actually created count; a refused form (taken name, bad input) does not. */
export async function recordRegistration(db: Knex | Knex.Transaction, ip: string): Promise<void> {
  await loginFailuresRepository(db).record([subjectFor(ip)], ATTEMPTS_KEPT_MS);
}
