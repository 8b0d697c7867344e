import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Knex } from 'knex';
import { generateSecret, generateURI, verify } from 'otplib';
import { httpError, openSealedText, sealText } from '@atlas/service-kit';
import { twoFactorRepository } from '../repositories/two-factor';

export const CODE_NOT_VALID = 'That code is not valid. Check the time on your device and try again.';
export const ALREADY_ON = 'Two-factor authentication is already on. Turn it off first to set it up again.';
export const NOT_SET_UP = 'Set up two-factor authentication first: there is no pending setup to confirm.';
export const NOT_ON = 'Two-factor authentication is not on.';
export const CHALLENGE_NOT_VALID = 'This sign-in has expired. Please sign in again.';

/** The issuer an authenticator app shows beside the account. */
const ISSUER = 'Atlas';
/** The authenticator secret's own key, derived from the platform's secret. */
const AUTHENTICATOR_SECRET = { salt: 'atlas-identity', info: 'authenticator secret' };
/** Codes of the step before and after now are accepted too: a phone's clock may be a little off. */
const TOLERANCE_SECONDS = 30;
const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: a code copied from paper must not be ambiguous.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const CHALLENGE_SECONDS = 5 * 60;
const CHALLENGE_TYPE = 'two_factor_challenge';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** What a person may type for a recovery code: case, spaces and dashes do not matter. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

export async function twoFactorEnabled(db: Knex | Knex.Transaction, userId: number): Promise<boolean> {
  const row = await twoFactorRepository(db).find(userId);
  return Boolean(row?.enabled_at);
}

/** A new secret waiting for its first code (it replaces a pending one); 409 while the second factor is on. */
export async function startTwoFactorSetup(db: Knex, jwtSecret: string, user: { id: number; username: string }) {
  return db.transaction(async (trx) => {
    const current = await twoFactorRepository(trx).findForUpdate(user.id);
    if (current?.enabled_at) throw httpError(409, ALREADY_ON);
    const secret = generateSecret();
    await twoFactorRepository(trx).savePending(user.id, sealText(secret, jwtSecret, AUTHENTICATOR_SECRET));
    return { secret, otpauth_url: generateURI({ issuer: ISSUER, label: user.username, secret }) };
  });
}

/** The time step a 6-digit code belongs to, when it is the secret's code within the tolerance and later than `afterStep`. */
async function acceptedStep(sealedSecret: string, jwtSecret: string, code: string, afterStep: string | null): Promise<number | null> {
  const secret = openSealedText(sealedSecret, jwtSecret, AUTHENTICATOR_SECRET);
  if (!secret) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep !== null ? { afterTimeStep: Number(afterStep) } : {}),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // otplib throws on what is not a code at all: that is a wrong code too.
    return null;
  }
}

/** The first code confirms the pending secret: the second factor is on, and the user gets their recovery codes. */
export async function enableTwoFactor(db: Knex, jwtSecret: string, userId: number, code: string): Promise<string[]> {
  return db.transaction(async (trx) => {
    const totp = twoFactorRepository(trx);
    const pending = await totp.findForUpdate(userId);
    if (pending?.enabled_at) throw httpError(409, ALREADY_ON);
    if (!pending) throw httpError(409, NOT_SET_UP);
    const step = await acceptedStep(pending.secret_sealed, jwtSecret, code, null);
    if (step === null) throw httpError(400, CODE_NOT_VALID);
    await totp.enable(userId, step);
    return issueRecoveryCodes(trx, userId);
  });
}

/** Ten new recovery codes, shown this once: only their hashes are kept, and the earlier codes stop working. */
export async function issueRecoveryCodes(db: Knex | Knex.Transaction, userId: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  await twoFactorRepository(db).replaceRecoveryCodes(
    userId,
    [...codes].map((code) => sha256(normalizeRecoveryCode(code))),
  );
  return [...codes];
}

export async function disableTwoFactor(db: Knex, userId: number): Promise<void> {
  await db.transaction((trx) => twoFactorRepository(trx).remove(userId));
}

/**
 * The second step of a sign-in: a code of the authenticator (each step's code works once) or an unused
 * recovery code (then spent). False for anything else.
 */
export async function checkSecondFactor(db: Knex, jwtSecret: string, userId: number, code: string): Promise<boolean> {
  const typed = code.replace(/[\s-]/g, '');
  return db.transaction(async (trx) => {
    const totp = twoFactorRepository(trx);
    const row = await totp.findForUpdate(userId);
    if (!row?.enabled_at) return false;
    if (/^\d{6}$/.test(typed)) {
      const step = await acceptedStep(row.secret_sealed, jwtSecret, typed, row.last_used_step);
      return step !== null && (await totp.useStep(userId, step));
    }
    return totp.spendRecoveryCode(userId, sha256(normalizeRecoveryCode(typed)));
  });
}

/**
 * Spends a challenge whose second step succeeded: true the first time, false when it was spent before
 * (a replayed challenge). Spent ids are kept until the challenge would have expired.
 */
export async function spendLoginChallenge(db: Knex, challengeId: string, expiresAt: Date): Promise<boolean> {
  return twoFactorRepository(db).spendLoginChallenge(challengeId, expiresAt);
}

/**
 * The proof that a sign-in's password was right, for its second step: an HS256 JWT of its own `type`
 * (never accepted as an access token), valid five minutes.
 */
export function signLoginChallenge(jwtSecret: string, userId: number, now = Date.now()): string {
  const issuedAt = Math.floor(now / 1000);
  const payload = {
    sub: String(userId),
    type: CHALLENGE_TYPE,
    jti: randomBytes(16).toString('base64url'),
    iat: issuedAt,
    exp: issuedAt + CHALLENGE_SECONDS,
  };
  const unsigned = [{ alg: 'HS256', typ: 'JWT' }, payload].map((part) => Buffer.from(JSON.stringify(part)).toString('base64url')).join('.');
  return `${unsigned}.${createHmac('sha256', jwtSecret).update(unsigned).digest('base64url')}`;
}

/** The user a challenge was issued to (and the challenge's id), or null when it is forged, of another kind or expired. */
export function readLoginChallenge(
  jwtSecret: string,
  challenge: string,
  now = Date.now(),
): { userId: number; challengeId: string; expiresAt: Date } | null {
  const [header, body, signature] = challenge.split('.');
  if (!header || !body || !signature) return null;
  const expected = createHmac('sha256', jwtSecret).update(`${header}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (payload?.type !== CHALLENGE_TYPE || typeof payload.exp !== 'number' || payload.exp * 1000 <= now) return null;
    if (typeof payload.jti !== 'string' || !/^[A-Za-z0-9_-]{16,64}$/.test(payload.jti)) return null;
    if (!/^\d+$/.test(String(payload.sub))) return null;
    return { userId: Number(payload.sub), challengeId: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return null;
  }
}
