import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { resolveJwtSecret } from '@atlas/service-kit';

/** An invitation is valid for a week. */
export const INVITATION_DAYS = 7;

/** 32 random bytes, base64url: what `/invite/{token}` carries. */
export const newInvitationToken = () => randomBytes(32).toString('base64url');

/** How the token is found: its SHA-256, never the token itself. */
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

const keyOf = (secret: string) => Buffer.from(hkdfSync('sha256', secret, 'atlas-invitations', 'invitation link', 32));

/**
 * The token sealed (AES-256-GCM under a key derived from the platform's secret), so the inviter can copy
 * a pending invitation's link again while the table alone gives nobody a usable token.
 */
export function sealInvitationToken(token: string, secret = resolveJwtSecret()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return `${iv.toString('base64url')}.${sealed.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}`;
}

/** The token back, or undefined when it was sealed under another secret (the link is then lost; the invitation still works). */
export function openInvitationToken(sealed: string, secret = resolveJwtSecret()): string | undefined {
  try {
    const [iv, body, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
