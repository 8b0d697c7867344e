import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, httpError, readServiceManifests, serviceUrl, type ServiceManifest, type Static } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { PlatformHealth, ServiceHealth } from '../schemas/platform';

const TIMEOUT_MS = 2000;

type About = { started_at: string; uptime_seconds: number; outbox: { pending: number; oldest_seconds: number | null } };

function versionOf(name: string): string | null {
  try {
    return (
      (JSON.parse(readFileSync(path.join(REPO_ROOT, 'services', name, 'package.json'), 'utf8')) as { version?: string }).version ?? null
    );
  } catch {
    return null;
  }
}

async function getJson(url: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  return { status: response.status, body: await response.json().catch(() => null) };
}

async function healthOf(manifest: ServiceManifest, env: NodeJS.ProcessEnv): Promise<Static<typeof ServiceHealth>> {
  const base = serviceUrl(manifest, env);
  const started = performance.now();
  const known = {
    name: manifest.name,
    version: versionOf(manifest.name),
    openapi_url: `/api/performance/services/${manifest.name}/openapi.json`,
  };
  let ready: { status: number; body: unknown };
  try {
    ready = await getJson(`${base}/health/ready`);
  } catch {
    return { ...known, status: 'down', detail: 'Not answering', started_at: null, uptime_seconds: null, response_ms: null, outbox: null };
  }
  const response_ms = Math.round(performance.now() - started);
  const detail = (ready.body as { detail?: unknown } | null)?.detail;
  const about = (await getJson(`${base}/health/about`).catch(() => null))?.body as About | null | undefined;
  return {
    ...known,
    status: ready.status === 200 ? 'up' : detail === 'Stopping' ? 'stopping' : 'down',
    detail: typeof detail === 'string' ? detail : null,
    started_at: about?.started_at ?? null,
    uptime_seconds: about?.uptime_seconds ?? null,
    response_ms,
    outbox: about?.outbox ?? null,
  };
}

/** Every service's readiness, version, uptime and outbox backlog, asked at once. */
export async function platformHealth(deps: Pick<Deps, 'env'>): Promise<Static<typeof PlatformHealth>> {
  const manifests = readServiceManifests(REPO_ROOT);
  const services = await Promise.all(manifests.map((manifest) => healthOf(manifest, deps.env)));
  return { checked_at: new Date().toISOString(), services };
}

/** The OpenAPI document a service generates from its route schemas (its own /documentation/json). */
export async function serviceOpenApi(deps: Pick<Deps, 'env'>, name: string): Promise<{ openapi: string } & Record<string, unknown>> {
  const manifest = readServiceManifests(REPO_ROOT).find((candidate) => candidate.name === name);
  if (!manifest) throw httpError(404, `No service named "${name}".`);
  let answer: { status: number; body: unknown };
  try {
    answer = await getJson(`${serviceUrl(manifest, deps.env)}/documentation/json`);
  } catch {
    throw httpError(503, `The ${name} service is not answering.`);
  }
  if (answer.status !== 200 || !answer.body || typeof answer.body !== 'object')
    throw httpError(502, `The ${name} service did not give its API description.`);
  return answer.body as { openapi: string } & Record<string, unknown>;
}
