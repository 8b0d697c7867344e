// remote-main.ts as an image runs it: its own process, configured by the environment, stopped by SIGTERM.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { request } from 'undici';
import { remoteBuildFolder } from './remote-build';

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const DRAIN_MS = 800;

let build: Awaited<ReturnType<typeof remoteBuildFolder>>;
let child: ChildProcess;
let exited: Promise<number | null>;
let base: string;

beforeAll(async () => {
  build = await remoteBuildFolder();
  await build.deploy({ entry: 'remoteEntry.aaaa1111.js', version: 'v1' });
  child = spawn(process.execPath, ['--import', 'tsx', path.join('gateway', 'src', 'remote-main.ts')], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH, ATLAS_REMOTE_DIR: build.dir, PORT: '0', ATLAS_DRAIN_MS: String(DRAIN_MS), LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  // Fastify's first log line names the address it listens at.
  base = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk;
      const address = /listening at (http:\/\/[\d.]+:\d+)/.exec(output);
      if (address) resolve(address[1]);
    });
    child.once('exit', (code) => reject(new Error(`remote-main exited with ${code} before listening: ${output}`)));
  });
});

afterAll(async () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  await build.remove();
});

async function get(url: string) {
  const response = await request(`${base}${url}`);
  return { status: response.statusCode, headers: response.headers, body: await response.body.text() };
}

test('serves ATLAS_REMOTE_DIR on 127.0.0.1 outside production', async () => {
  expect(base).toMatch(/^http:\/\/127\.0\.0\.1:/);
  expect((await get('/remoteEntry.aaaa1111.js')).body).toBe('var menus = { version: "v1" }');
  expect((await get('/health/ready')).status).toBe(200);
});

test('on SIGTERM: readiness 503 at once, files served for ATLAS_DRAIN_MS, then exit 0', async () => {
  const signalled = Date.now();
  child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect((await get('/health/ready')).status).toBe(503);
  const entry = await get('/remoteEntry.aaaa1111.js');
  expect(entry.status).toBe(200);
  expect(entry.headers['cross-origin-resource-policy']).toBe('cross-origin');
  expect(await exited).toBe(0);
  expect(Date.now() - signalled).toBeGreaterThanOrEqual(DRAIN_MS - 10);
});
