import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Which key a sealed text is under: HKDF-SHA256 of the platform's secret with this salt and info, so
 * each use (invitation links, authenticator secrets) has a key of its own from the one secret.
 */
export interface SealPurpose {
  salt: string;
  info: string;
}

const keyOf = (secret: string, purpose: SealPurpose) => Buffer.from(hkdfSync('sha256', secret, purpose.salt, purpose.info, 32));

/** The text sealed with AES-256-GCM: `iv.ciphertext.tag`, base64url; readable and unforgeable only with the secret. */
export function sealText(text: string, secret: string, purpose: SealPurpose): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, purpose), iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return `${iv.toString('base64url')}.${sealed.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}`;
}

/** The text back, or undefined when it was sealed under another secret or purpose, or altered. */
export function openSealedText(sealed: string, secret: string, purpose: SealPurpose): string | undefined {
  try {
    const [iv, body, tag] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, purpose), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
