import { createHash, randomBytes } from 'node:crypto';
import { openSealedText, resolveJwtSecret, sealText } from '@atlas/service-kit';

/** An invitation is valid for a week. */
export const INVITATION_DAYS = 7;

/** 32 random bytes, base64url: what `/invite/{token}` carries. */
export const newInvitationToken = () => randomBytes(32).toString('base64url');

/** How the token is found: its SHA-256, never the token itself. */
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

const INVITATION_LINK = { salt: 'atlas-invitations', info: 'invitation link' };

/**
 * The token sealed (AES-256-GCM under a key derived from the platform's secret), so the inviter can copy
 * a pending invitation's link again while the table alone gives nobody a usable token.
 */
export function sealInvitationToken(token: string, secret = resolveJwtSecret()): string {
  return sealText(token, secret, INVITATION_LINK);
}

/** The token back, or undefined when it was sealed under another secret (the link is then lost; the invitation still works). */
export function openInvitationToken(sealed: string, secret = resolveJwtSecret()): string | undefined {
  return openSealedText(sealed, secret, INVITATION_LINK);
}
