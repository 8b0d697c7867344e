// Every service of the repository and the real gateway in this process, on a fresh database (an
// in-memory PGlite, or a new database on the DATABASE_URL server), each service listening on a free
// port so the gateway reaches it over HTTP as in production. New services join by existing.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createService, openEventTransport, readServiceManifests, type AtlasApp, type ServiceDefinition } from '@atlas/service-kit';
import { openTestDatabase } from '@atlas/service-kit/testing';
import { buildGateway } from '@atlas/gateway';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export interface RunningService {
  name: string;
  url: string;
  app: AtlasApp;
}

export interface Platform {
  services: RunningService[];
  gateway: FastifyInstance;
  /** The gateway's address on a real socket (what a browser talks to). */
  gatewayUrl: string;
  close(): Promise<void>;
}

/** The definitions of every service with code (services/<name>/src/service.ts), identity first. */
export function serviceDefinitions(): ServiceDefinition[] {
  return readServiceManifests(REPO_ROOT)
    .map((manifest) => path.join(REPO_ROOT, 'services', manifest.name, 'src', 'service.ts'))
    .filter((file) => fs.existsSync(file))
    .map((file) => (require(file) as { definition: ServiceDefinition }).definition);
}

export async function startPlatform(options: { upstreams?: Record<string, string> } = {}): Promise<Platform> {
  const { database, close: closeDatabase } = await openTestDatabase();
  const transport = await openEventTransport({ db: database, kafkaBrokers: [] });
  const services: RunningService[] = [];
  let gateway: FastifyInstance | undefined;
  const close = async () => {
    await gateway?.close();
    for (const service of services.reverse()) await service.app.close();
    await transport.close();
    await closeDatabase();
  };
  try {
    for (const definition of serviceDefinitions()) {
      const app = await createService(definition, { database, transport, logger: false });
      const url = await app.listen({ host: '127.0.0.1', port: 0 });
      services.push({ name: definition.name, url, app });
    }
    gateway = await buildGateway({
      upstreams: { ...Object.fromEntries(services.map((service) => [service.name, service.url])), ...options.upstreams },
      logger: false,
      publicSites: false,
    });
    const gatewayUrl = await gateway.listen({ host: '127.0.0.1', port: 0 });
    return { services, gateway, gatewayUrl, close };
  } catch (error) {
    await close();
    throw error;
  }
}
