// A remote deployed in its own container: the gateway describes it from the container's
// atlas-remote.json and passes /remotes/<name>/* through to it, so a new image (or a rolled-back one)
// is what the next page load gets, without rebuilding the gateway or the shell.
import type { FastifyInstance } from 'fastify';
import { buildGateway } from '../src';
import { buildRemoteServer, type RemoteServer } from '../src/remote-server';
import { MENUS_DECLARATION, remoteBuildFolder } from './remote-build';
import { closedPortUrl, fakeRepo, SECRET } from './stubs';

let menus: Awaited<ReturnType<typeof remoteBuildFolder>>;
let menusServer: RemoteServer;
let repo: Awaited<ReturnType<typeof fakeRepo>>;
let gateway: FastifyInstance;
const warnings: { remote?: string; msg: string }[] = [];

beforeAll(async () => {
  menus = await remoteBuildFolder();
  await menus.deploy({ entry: 'remoteEntry.aaaa1111.js', version: 'v1' });
  menusServer = await buildRemoteServer({ dir: menus.dir, logger: false });
  const menusOrigin = await menusServer.listen({ port: 0, host: '127.0.0.1' });

  // The gateway carries no build of menus (only its remote.json) and a build of content, whose own
  // container is down.
  repo = await fakeRepo({
    remotes: { content: { entry: 'remoteEntry.c0ffee00.js', version: '0.3.1' }, menus: null },
    declarations: { menus: { exposes: { './MenusSection': './src/menus-section.tsx' }, ...MENUS_DECLARATION } },
  });
  gateway = await buildGateway({
    env: { ATLAS_REMOTE_MENUS_ORIGIN: `${menusOrigin}/`, ATLAS_REMOTE_CONTENT_ORIGIN: await closedPortUrl() },
    jwtSecret: SECRET,
    repoRoot: repo.root,
    publicSites: false,
    logger: { level: 'warn', stream: { write: (line: string) => void warnings.push(JSON.parse(line)) } },
  });
  await gateway.ready();
});

afterAll(async () => {
  await gateway.close();
  await menusServer.close();
  await menus.remove();
  await repo.remove();
});

const afterTheCacheWindow = () => new Promise((resolve) => setTimeout(resolve, 1100));

async function listed(name: string) {
  const response = await gateway.inject('/mf-manifest.json');
  expect(response.statusCode).toBe(200);
  return response.json().remotes.find((remote: { name: string }) => remote.name === name);
}

describe('a remote served by its own container', () => {
  test('is listed with the entry and version its container describes, under /remotes/<name>/ (same origin)', async () => {
    expect(await listed('menus')).toEqual({
      name: 'menus',
      entry: '/remotes/menus/remoteEntry.aaaa1111.js',
      version: 'v1',
      ...MENUS_DECLARATION,
    });
  });

  test("serves the container's entry with CORS, CORP and no-cache", async () => {
    const response = await gateway.inject('/remotes/menus/remoteEntry.aaaa1111.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('var menus = { version: "v1" }');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  test("passes the container's compression, caching and validators through", async () => {
    const chunk = await gateway.inject({ url: '/remotes/menus/412.1a2b3c4d.js', headers: { 'accept-encoding': 'gzip' } });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['content-encoding']).toBe('gzip');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const entry = await gateway.inject('/remotes/menus/remoteEntry.aaaa1111.js');
    expect(entry.headers.etag).toBeDefined();
    expect(entry.headers['last-modified']).toBeDefined();
    const again = await gateway.inject({
      url: '/remotes/menus/remoteEntry.aaaa1111.js',
      headers: { 'if-none-match': String(entry.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  test("passes the container's 404 through, and refuses a path leaving the build without asking it", async () => {
    const missing = await gateway.inject('/remotes/menus/missing.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not found' });
    expect(missing.headers['cross-origin-resource-policy']).toBe('cross-origin');
    for (const url of [
      '/remotes/menus/..%2f..%2fetc%2fpasswd',
      '/remotes/menus/..%2F..%2Fshell%2Fdist%2Findex.html',
      '/remotes/menus/%2e%2e',
    ]) {
      const response = await gateway.inject(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found' });
    }
  });

  test('a new image is picked up on the next page load, and rolling it back works the same way', async () => {
    await menus.deploy({ entry: 'remoteEntry.bbbb2222.js', version: 'v2' });
    await afterTheCacheWindow();
    expect(await listed('menus')).toMatchObject({ entry: '/remotes/menus/remoteEntry.bbbb2222.js', version: 'v2' });
    const v2 = await gateway.inject('/remotes/menus/remoteEntry.bbbb2222.js');
    expect(v2.statusCode).toBe(200);
    expect(v2.body).toBe('var menus = { version: "v2" }');
    expect((await gateway.inject('/remotes/menus/remoteEntry.aaaa1111.js')).statusCode).toBe(404);

    await menus.deploy({ entry: 'remoteEntry.aaaa1111.js', version: 'v1' });
    await afterTheCacheWindow();
    expect(await listed('menus')).toMatchObject({ entry: '/remotes/menus/remoteEntry.aaaa1111.js', version: 'v1' });
    const v1 = await gateway.inject('/remotes/menus/remoteEntry.aaaa1111.js');
    expect(v1.statusCode).toBe(200);
    expect(v1.body).toBe('var menus = { version: "v1" }');
  });
});

describe('a remote whose container cannot be reached', () => {
  test('is served from the build the gateway carries, when it carries one', async () => {
    expect(await listed('content')).toEqual({ name: 'content', entry: '/remotes/content/remoteEntry.c0ffee00.js', version: '0.3.1' });
    const entry = await gateway.inject('/remotes/content/remoteEntry.c0ffee00.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const missing = await gateway.inject('/remotes/content/missing.js');
    expect(missing.statusCode).toBe(503);
    expect(missing.json()).toEqual({ detail: 'Remote unavailable' });
  });

  test('is warned about once while it stays down, not on every page load', async () => {
    await afterTheCacheWindow();
    await listed('content');
    const unreachable = warnings.filter((line) => line.remote === 'content');
    expect(unreachable).toHaveLength(1);
    expect(unreachable[0].msg).toMatch(/remote origin unreachable/);
  });

  // Last in this file: it stops the menus container.
  test('keeps its declared routes without an entry (the shell shows its error frame) and answers its files 503', async () => {
    await menusServer.close();
    await afterTheCacheWindow();
    expect(await listed('menus')).toEqual({ name: 'menus', version: '', ...MENUS_DECLARATION });
    const response = await gateway.inject('/remotes/menus/x.js');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: 'Remote unavailable' });
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(warnings.filter((line) => line.remote === 'menus')).toHaveLength(1);
  });
});
