// Stub upstream services and tokens for the gateway's tests.
import Fastify, { type FastifyInstance } from 'fastify';
import { createSigner } from 'fast-jwt';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVICE_NAMES, type ServiceName } from '../src/services';
import { buildGateway } from '../src';

export const SECRET = 'gateway-test-secret';

export function accessToken(
  user: { id: number; username?: string; is_staff?: boolean } = { id: 7 },
  options: { secret?: string; expiresIn?: number; type?: string } = {},
): string {
  const sign = createSigner({ key: options.secret ?? SECRET, algorithm: 'HS256', expiresIn: options.expiresIn ?? 15 * 60_000 });
  return sign({ sub: String(user.id), username: user.username ?? 'ada', is_staff: user.is_staff ?? false, type: options.type ?? 'access' });
}

export function expiredToken(): string {
  const sign = createSigner({ key: SECRET, algorithm: 'HS256' });
  const past = Math.floor(Date.now() / 1000) - 3600;
  return sign({ sub: '7', username: 'ada', is_staff: false, type: 'access', iat: past - 900, exp: past });
}

/** One stub per service; each answers every path with what it received. */
export async function startStubServices(): Promise<{ urls: Record<ServiceName, string>; apps: FastifyInstance[]; close(): Promise<void> }> {
  const apps: FastifyInstance[] = [];
  const urls = {} as Record<ServiceName, string>;
  for (const service of SERVICE_NAMES) {
    const app = Fastify();
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    app.all('/*', async (request, reply) => {
      reply.header('x-served-by', service);
      return {
        service,
        method: request.method,
        url: request.url,
        request_id: request.headers['x-request-id'],
        authorization: request.headers.authorization ?? null,
        body: request.body ?? null,
      };
    });
    urls[service] = await app.listen({ port: 0, host: '127.0.0.1' });
    apps.push(app);
  }
  return { urls, apps, close: async () => void (await Promise.all(apps.map((app) => app.close()))) };
}

/** A port nothing listens on: opened, then closed. */
export async function closedPortUrl(): Promise<string> {
  const app = Fastify();
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  await app.close();
  return url;
}

/** A fake monorepo root with a built shell and built remotes. */
export async function fakeRepo(
  options: {
    shell?: boolean;
    remotes?: Record<string, { entry: string; version: string } | null>;
    declarations?: Record<string, object>;
  } = {},
) {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'atlas-gateway-'));
  const write = async (file: string, text: string) => {
    await fs.mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await fs.writeFile(path.join(root, file), text);
  };
  if (options.shell !== false) {
    await write('shell/dist/index.html', '<!doctype html><html><body><div id="root"></div><script src="/main.js"></script></body></html>');
    await write('shell/dist/main.js', 'import("./bootstrap")');
    await write('shell/dist/static/js/412.3f9a2b1c.js', 'console.log("chunk")');
    await write('shell/dist/favicon.ico', 'icon');
  }
  for (const [name, build] of Object.entries(options.remotes ?? { builder: { entry: 'remoteEntry.js', version: '1.2.0' } })) {
    await write(`mfe-${name}/package.json`, JSON.stringify({ name: `@atlas/mfe-${name}` }));
    const declaration = options.declarations?.[name];
    if (declaration) await write(`mfe-${name}/remote.json`, JSON.stringify({ name, ...declaration }));
    if (!build) continue;
    await write(`mfe-${name}/dist/atlas-remote.json`, JSON.stringify({ name, ...build }));
    await write(`mfe-${name}/dist/${build.entry}`, 'var remote = {}');
    await write(`mfe-${name}/dist/731.deadbeef.js`, 'console.log("remote chunk")');
  }
  return { root, write, remove: () => fs.rm(root, { recursive: true, force: true }) };
}

/** For a test file: a gateway over stub services and a fake repo, started before all tests and closed after. */
export function gatewayOverStubs() {
  const harness = {} as { gateway: FastifyInstance; stubs: Awaited<ReturnType<typeof startStubServices>> };
  let repo: Awaited<ReturnType<typeof fakeRepo>>;
  beforeAll(async () => {
    harness.stubs = await startStubServices();
    repo = await fakeRepo();
    harness.gateway = await buildGateway({
      upstreams: harness.stubs.urls,
      jwtSecret: SECRET,
      repoRoot: repo.root,
      logger: false,
      publicSites: false,
    });
    await harness.gateway.ready();
  });
  afterAll(async () => {
    await harness.gateway.close();
    await harness.stubs.close();
    await repo.remove();
  });
  return harness;
}
