import { promises as fs } from 'node:fs';
import path from 'node:path';
import { request } from 'undici';
import { buildRemoteServer, type RemoteServer } from '../src/remote-server';
import { remoteBuildFolder } from './remote-build';

let build: Awaited<ReturnType<typeof remoteBuildFolder>>;
let server: RemoteServer;
let base: string;

beforeAll(async () => {
  build = await remoteBuildFolder();
  await build.deploy({ entry: 'remoteEntry.aaaa1111.js', version: 'v1' });
  server = await buildRemoteServer({ dir: build.dir, logger: false });
  base = await server.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await server.close();
  await build.remove();
});

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await request(`${base}${url}`, { headers });
  return { status: response.statusCode, headers: response.headers, body: await response.body.text() };
}

function expectRemoteHeaders(headers: Record<string, unknown>) {
  expect(headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect(headers['access-control-allow-origin']).toBe('*');
}

describe("a remote's files", () => {
  test('serves the entry with CORS, CORP and no-cache', async () => {
    const response = await get('/remoteEntry.aaaa1111.js');
    expect(response.status).toBe(200);
    expect(response.body).toBe('var menus = { version: "v1" }');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expectRemoteHeaders(response.headers);
  });

  test('serves atlas-remote.json and mf-manifest.json with CORP, never cached without asking', async () => {
    for (const url of ['/atlas-remote.json', '/mf-manifest.json']) {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expectRemoteHeaders(response.headers);
    }
    expect(JSON.parse((await get('/atlas-remote.json')).body)).toMatchObject({
      name: 'menus',
      entry: 'remoteEntry.aaaa1111.js',
      version: 'v1',
    });
  });

  test('keeps hashed chunks a year, compressed for a browser that accepts it', async () => {
    const response = await get('/412.1a2b3c4d.js', { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
    expectRemoteHeaders(response.headers);
  });

  test('answers a revalidation with 304 by its etag', async () => {
    const first = await get('/remoteEntry.aaaa1111.js');
    const again = await get('/remoteEntry.aaaa1111.js', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
  });

  test('answers 404 {detail} with CORP for a missing file, a folder and a path leaving the build', async () => {
    for (const url of ['/missing.js', '/', '/..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/etc/passwd', '/a%00.js']) {
      const response = await get(url);
      expect(response.status).toBe(404);
      expect(JSON.parse(response.body)).toEqual({ detail: 'Not found' });
      expectRemoteHeaders(response.headers);
    }
  });

  test('answers a malformed URL 400 {detail} with CORP', async () => {
    const response = await get('/%E0%A4%A.js');
    expect(response.status).toBe(400);
    expectRemoteHeaders(response.headers);
  });
});

describe('probes', () => {
  test('live says the process runs', async () => {
    const response = await get('/health/live');
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ status: 'ok' });
    expectRemoteHeaders(response.headers);
  });

  test('ready names the build it serves', async () => {
    const response = await get('/health/ready');
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ status: 'ok', remote: 'menus', version: 'v1' });
  });

  test('ready answers 503 while the build has no atlas-remote.json, or one that is not JSON', async () => {
    const file = path.join(build.dir, 'atlas-remote.json');
    const kept = await fs.readFile(file, 'utf8');
    try {
      await fs.rm(file);
      const missing = await get('/health/ready');
      expect(missing.status).toBe(503);
      expect(JSON.parse(missing.body)).toEqual({ status: 'error', detail: expect.stringContaining('atlas-remote.json is missing') });
      await fs.writeFile(file, '{"name": "menus",');
      const broken = await get('/health/ready');
      expect(broken.status).toBe(503);
      expect(JSON.parse(broken.body).detail).toMatch(/is not JSON/);
    } finally {
      await fs.writeFile(file, kept);
    }
    expect((await get('/health/ready')).status).toBe(200);
  });
});

describe('a graceful stop', () => {
  // Last in this file: it closes the server.
  test('turns readiness 503 at once, serves files for the drain period with Connection: close, then closes', async () => {
    const started = Date.now();
    const stopped = server.stopGracefully(600);
    const ready = await get('/health/ready');
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: 'error', detail: 'Stopping' });
    expect(ready.headers.connection).toBe('close');
    expectRemoteHeaders(ready.headers);
    const entry = await get('/remoteEntry.aaaa1111.js');
    expect(entry.status).toBe(200);
    expect(entry.headers.connection).toBe('close');
    expect((await get('/health/live')).status).toBe(200);
    expect(server.stopGracefully(600)).toBe(stopped);

    await stopped;
    expect(Date.now() - started).toBeGreaterThanOrEqual(590);
    await expect(get('/health/live')).rejects.toThrow(/ECONNREFUSED|other side closed|closed/);
  });
});
