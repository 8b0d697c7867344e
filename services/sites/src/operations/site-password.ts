import { createHmac, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { resolveJwtSecret } from '@atlas/service-kit';

/** `scrypt$<salt>$<hash>`: the site password is never stored or returned in clear. */
export function hashSitePassword(password: string): string {
  const salt = randomBytes(16).toString('hex');
  return `scrypt$${salt}$${scryptSync(password, salt, 32).toString('hex')}`;
}

export function sitePasswordMatches(password: string, stored: string | null): boolean {
  if (!stored) return false;
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, salt, expected.length);
  return timingSafeEqual(actual, expected);
}

const secret = () => process.env.SITE_ACCESS_SECRET || resolveJwtSecret();

/**
 * The token a visitor gets for a protected site after the right password. It is bound to the stored
 * hash, so changing the password locks everyone out again.
 */
export function siteAccessToken(siteId: number, passwordHash: string): string {
  return createHmac('sha256', secret()).update(`${siteId}:${passwordHash}`).digest('base64url');
}

export function siteAccessTokenValid(token: string | undefined, siteId: number, passwordHash: string | null): boolean {
  if (!token || !passwordHash) return false;
  const expected = Buffer.from(siteAccessToken(siteId, passwordHash));
  const actual = Buffer.from(token);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
