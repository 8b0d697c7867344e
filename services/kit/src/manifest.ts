import fs from 'node:fs';
import path from 'node:path';

/**
 * What the rest of the platform needs to know about a service, without loading its code: where it
 * listens, which public paths are its own, which of them need no user, and how large a body it
 * takes. One JSON file per service (`services/<name>/manifest.json`), read by the service's
 * definition, the gateway (routing, access policy, body limits), the start script and the
 * end-to-end harness: adding a service means adding its folder.
 */
export interface ServiceManifest {
  /** Also the PostgreSQL schema, the consumer group and the `<NAME>_PORT` variable. */
  name: string;
  /** Default port; `<NAME>_PORT` overrides it. */
  port: number;
  /** Path prefixes the gateway forwards to this service unchanged (`/api/builder`). */
  prefixes: string[];
  /** Prefixes whose requests are websocket upgrades (`/ws/analytics`). */
  websockets?: string[];
  /** Requests that need no signed-in user: a path pattern (regular expression source) and, optionally, the methods. */
  publicRoutes?: PublicRoute[];
  /** Largest JSON body in bytes (default 1 MiB or ATLAS_BODY_LIMIT); `<NAME>_BODY_LIMIT` overrides it. */
  bodyLimit?: number;
  /** Prefixes taking file uploads, and their largest body (`<NAME>_UPLOAD_LIMIT` overrides the size). */
  uploads?: { prefixes: string[]; limit: number };
}

export interface PublicRoute {
  methods?: string[];
  /** A regular expression source matched against the path (without the query). */
  path: string;
}

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

const envName = (service: string) => service.toUpperCase().replace(/[^A-Z0-9]/g, '_');

function bytesFrom(env: NodeJS.ProcessEnv, variable: string): number | undefined {
  const raw = env[variable];
  if (raw === undefined || raw === '') return undefined;
  const bytes = Number(raw);
  if (!Number.isInteger(bytes) || bytes < 1) throw new Error(`${variable} must be a number of bytes, got "${raw}"`);
  return bytes;
}

/** The body limit a service enforces and the gateway applies in front of it (one rule for both). */
export function resolveBodyLimit(manifest: Pick<ServiceManifest, 'name' | 'bodyLimit'>, env: NodeJS.ProcessEnv = process.env): number {
  return (
    bytesFrom(env, `${envName(manifest.name)}_BODY_LIMIT`) ?? manifest.bodyLimit ?? bytesFrom(env, 'ATLAS_BODY_LIMIT') ?? DEFAULT_BODY_LIMIT
  );
}

/** The largest upload a service takes on its upload prefixes (undefined: it takes none). */
export function resolveUploadLimit(
  manifest: Pick<ServiceManifest, 'name' | 'uploads'>,
  env: NodeJS.ProcessEnv = process.env,
): number | undefined {
  if (!manifest.uploads) return undefined;
  return bytesFrom(env, `${envName(manifest.name)}_UPLOAD_LIMIT`) ?? manifest.uploads.limit;
}

/**
 * Where a service answers, for whoever calls it (the gateway, the site lookup, the status page):
 * `<NAME>_URL` (a container's or a cluster's address), else `http://HOST:<NAME>_PORT`, else the
 * manifest's port on 127.0.0.1.
 */
export function serviceUrl(manifest: Pick<ServiceManifest, 'name' | 'port'>, env: NodeJS.ProcessEnv = process.env): string {
  const key = envName(manifest.name);
  const explicit = env[`${key}_URL`];
  if (explicit) return explicit.replace(/\/+$/, '');
  const port = env[`${key}_PORT`] || String(manifest.port);
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  return `http://${host}:${port}`;
}

/** Every `services/<name>/manifest.json` under the repository root, identity first. */
export function readServiceManifests(repoRoot: string): ServiceManifest[] {
  const dir = path.join(repoRoot, 'services');
  const manifests: ServiceManifest[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name, 'manifest.json');
    if (!entry.isDirectory() || !fs.existsSync(file)) continue;
    manifests.push(checkManifest(JSON.parse(fs.readFileSync(file, 'utf8')), file));
  }
  return manifests.sort((a, b) => (a.name === 'identity' ? -1 : b.name === 'identity' ? 1 : a.name.localeCompare(b.name)));
}

function checkManifest(value: ServiceManifest, file: string): ServiceManifest {
  const fail = (why: string) => {
    throw new Error(`${file}: ${why}`);
  };
  if (!/^[a-z][a-z0-9_]*$/.test(value.name ?? '')) fail('name must be lowercase letters, digits and _');
  if (!Number.isInteger(value.port) || value.port < 1 || value.port > 65535) fail('port must be a port number');
  if (!Array.isArray(value.prefixes) || value.prefixes.some((p) => !/^\/[\w/-]*[\w-]$/.test(p)))
    fail('prefixes must be paths like /api/notes');
  for (const route of value.publicRoutes ?? []) new RegExp(route.path);
  return value;
}
