import { envInteger } from '@atlas/service-kit';

// The sign-in and sign-up throttles, as an operator may set them (README, Configuration).

/**
 * Failed sign-ins allowed per window. Per username it stops guessing one account's password;
 * per address it stops trying many accounts, and is higher because a whole office (or the
 * gateway, when it forwards no address) shares one. Successful sign-ins are never counted.
 */
export function loginLimits(env: NodeJS.ProcessEnv = process.env) {
  return {
    windowMs: envInteger(env, 'ATLAS_LOGIN_WINDOW_MINUTES', 15, { min: 1, max: 24 * 60 }) * 60 * 1000,
    perUsername: envInteger(env, 'ATLAS_LOGIN_LIMIT_PER_USERNAME', 5, { min: 1 }),
    perAddress: envInteger(env, 'ATLAS_LOGIN_LIMIT_PER_ADDRESS', 30, { min: 1 }),
  };
}

/** Accounts one address may create per window: enough for a family or a class, not for a script. */
export function registrationLimits(env: NodeJS.ProcessEnv = process.env) {
  return {
    windowMs: envInteger(env, 'ATLAS_REGISTER_WINDOW_MINUTES', 60, { min: 1, max: 24 * 60 }) * 60 * 1000,
    perAddress: envInteger(env, 'ATLAS_REGISTER_LIMIT_PER_ADDRESS', 10, { min: 1 }),
  };
}

export const LOGIN_LIMITS = loginLimits();
export const REGISTRATION_LIMITS = registrationLimits();

/** Attempts older than the longest window no longer count anywhere, and are deleted. */
export const ATTEMPTS_KEPT_MS = Math.max(LOGIN_LIMITS.windowMs, REGISTRATION_LIMITS.windowMs);
