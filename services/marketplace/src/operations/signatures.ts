import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import { httpError, isProduction } from '@atlas/service-kit';
import { canonicalJson } from '../rules/module-rules';

/**
 * The development demo publisher: its private key is committed (scripts/demo-publisher.key.pem) so
 * tests and the demo can sign packages. Trusted only outside production.
 */
export const DEMO_PUBLISHER = 'atlas-demo';
const DEMO_PUBLIC_KEY = 'MCowBQYDK2VwAyEAfuV3ejOfXePFygI64sgR61B8uF3G0DfmCCvCgvMcfX8=';

/** A public key as configured: PEM, base64 of SPKI DER, or base64 of the raw 32-byte Ed25519 key. */
export function publicKeyFrom(text: string): KeyObject {
  const trimmed = text.trim();
  if (trimmed.startsWith('-----BEGIN')) return createPublicKey(trimmed);
  const bytes = Buffer.from(trimmed, 'base64');
  if (bytes.length === 32) return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: bytes.toString('base64url') }, format: 'jwk' });
  return createPublicKey({ key: bytes, format: 'der', type: 'spki' });
}

/**
 * Publishers whose packages are accepted: `MARKETPLACE_TRUSTED_PUBLISHERS` (JSON `{ "name": "<public key>" }`)
 * plus, outside production, the demo publisher. A key that is not Ed25519 stops the start.
 */
export function trustedPublishers(env: NodeJS.ProcessEnv = process.env): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  if (!isProduction(env)) keys.set(DEMO_PUBLISHER, publicKeyFrom(DEMO_PUBLIC_KEY));
  const configured = env.MARKETPLACE_TRUSTED_PUBLISHERS?.trim();
  if (!configured) return keys;
  let entries: Record<string, unknown>;
  try {
    entries = JSON.parse(configured) as Record<string, unknown>;
  } catch {
    throw new Error('MARKETPLACE_TRUSTED_PUBLISHERS must be JSON: {"publisher": "<Ed25519 public key, PEM or base64>"}');
  }
  for (const [name, key] of Object.entries(entries)) {
    if (typeof key !== 'string') throw new Error(`MARKETPLACE_TRUSTED_PUBLISHERS: the key of "${name}" must be a string`);
    const publicKey = publicKeyFrom(key);
    if (publicKey.asymmetricKeyType !== 'ed25519') throw new Error(`MARKETPLACE_TRUSTED_PUBLISHERS: the key of "${name}" is not Ed25519`);
    keys.set(name, publicKey);
  }
  return keys;
}

/**
 * Refuses a package that is unsigned (400), from a publisher not trusted here (403) or whose
 * signature does not cover exactly this manifest (403: changed after signing, or another key).
 * The signature is Ed25519 over the UTF-8 bytes of `canonicalJson(manifest)`, in base64.
 */
export function verifyPackage(
  publishers: Map<string, KeyObject>,
  body: { manifest?: unknown; signature?: unknown; publisher?: unknown },
): string {
  const { manifest, signature, publisher } = body;
  if (typeof signature !== 'string' || signature.trim() === '' || typeof publisher !== 'string' || publisher.trim() === '') {
    throw httpError(400, 'Package is not signed: signature and publisher are required');
  }
  const key = publishers.get(publisher);
  if (!key) throw httpError(403, `Publisher "${publisher.slice(0, 100)}" is not trusted`);
  const bytes = Buffer.from(signature, 'base64');
  const valid = bytes.length === 64 && verify(null, Buffer.from(canonicalJson(manifest), 'utf8'), key, bytes);
  if (!valid) throw httpError(403, 'Package signature does not match its manifest (changed after signing, or signed with another key)');
  return publisher;
}
