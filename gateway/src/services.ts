// Which service answers which public path prefix, where it listens and how large a body it takes:
// all read from the services' own manifests (services/<name>/manifest.json), so a new service is
// routed, protected and limited the day its folder appears. Paths are forwarded unchanged.
import {
  REPO_ROOT,
  readServiceManifests,
  serviceUrl,
  resolveBodyLimit,
  resolveUploadLimit,
  type ServiceManifest,
} from '@atlas/service-kit';

export type ServiceName = string;

export interface ServiceRoute {
  prefix: string;
  service: ServiceName;
  websocket?: boolean;
  /** Largest request body the service takes on this prefix (the gateway refuses more with 413). */
  bodyLimit: number;
}

export { REPO_ROOT };

/** The manifests of every service in this repository, identity first. */
export const SERVICE_MANIFESTS: readonly ServiceManifest[] = readServiceManifests(REPO_ROOT);

export const SERVICE_NAMES: readonly ServiceName[] = SERVICE_MANIFESTS.map((manifest) => manifest.name);

/** Every forwarded prefix, longest first so `/api/items` never shadows a longer one. */
export function serviceRoutes(manifests: readonly ServiceManifest[], env: NodeJS.ProcessEnv = process.env): ServiceRoute[] {
  const routes: ServiceRoute[] = [];
  for (const manifest of manifests) {
    const bodyLimit = resolveBodyLimit(manifest, env);
    const uploadLimit = resolveUploadLimit(manifest, env);
    const uploads = new Set(manifest.uploads?.prefixes ?? []);
    for (const prefix of manifest.prefixes) {
      routes.push({
        prefix,
        service: manifest.name,
        bodyLimit: uploads.has(prefix) && uploadLimit ? Math.max(uploadLimit, bodyLimit) : bodyLimit,
      });
    }
    for (const prefix of manifest.websockets ?? []) routes.push({ prefix, service: manifest.name, websocket: true, bodyLimit });
  }
  return routes.sort((a, b) => b.prefix.length - a.prefix.length);
}

export const SERVICE_ROUTES: readonly ServiceRoute[] = serviceRoutes(SERVICE_MANIFESTS);

/** `<NAME>_URL`, else `http://HOST:<NAME>_PORT`, else the manifest's port on 127.0.0.1. */
export function upstreamUrl(service: ServiceName, env: NodeJS.ProcessEnv = process.env, manifests = SERVICE_MANIFESTS): string {
  const manifest = manifests.find((candidate) => candidate.name === service);
  if (!manifest) throw new Error(`No service named "${service}" (no services/${service}/manifest.json)`);
  return serviceUrl(manifest, env);
}
