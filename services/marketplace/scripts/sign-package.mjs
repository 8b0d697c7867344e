#!/usr/bin/env node
// Signs a marketplace package: reads a manifest (JSON file), writes the body of
// POST /api/marketplace/packages/ = { manifest, signature, publisher } to stdout.
//   node services/marketplace/scripts/sign-package.mjs manifest.json [--key private.pem] [--publisher name]
// Without --key it signs as the development demo publisher "atlas-demo" (trusted outside production only).
// The signature is Ed25519 over the UTF-8 bytes of the manifest's canonical JSON (keys sorted at every
// level, no spaces), base64-encoded.
import { createPrivateKey, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

function canonicalJson(value) {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const entries = Object.entries(value)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const keyFile = option('--key');
const publisher = option('--publisher') ?? (keyFile ? undefined : 'atlas-demo');
const manifestFile = args[0];
if (!manifestFile || !publisher) {
  console.error('usage: sign-package.mjs manifest.json [--key private.pem --publisher name]');
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const key = createPrivateKey(readFileSync(keyFile ?? path.join(here, 'demo-publisher.key.pem'), 'utf8'));
const signature = sign(null, Buffer.from(canonicalJson(manifest), 'utf8'), key).toString('base64');
process.stdout.write(`${JSON.stringify({ manifest, signature, publisher }, null, 2)}\n`);
