// Starts the real Atlas (scripts/start.mjs --no-build: gateway + services in one process) on free
// ports with a throw-away data folder, and stops it again. Used by Playwright's global setup and
// by the benchmarks (shell/bench), so both measure what a user runs.
// With `separate: true` it runs `ATLAS_PROCESSES=separate` instead, one process per part, on a fresh
// database of the PostgreSQL server in ATLAS_E2E_DATABASE_URL, and can stop and start one service.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// Every service that declares itself (services/<name>/manifest.json) gets a free port.
const SERVICES = fs
  .readdirSync(path.join(REPO_ROOT, 'services'))
  .filter((name) => fs.existsSync(path.join(REPO_ROOT, 'services', name, 'manifest.json')))
  .map((name) => JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'services', name, 'manifest.json'), 'utf8')).name);
const READY = /Atlas is running at (https?:\/\/\S+)/;
// What the separate launcher prints for each process it starts.
const STARTED = /^Started (\S+) \(pid (\d+)\)/gm;
// The kit's PostgreSQL client (the e2e workspace has none of its own).
const pg = createRequire(path.join(REPO_ROOT, 'services', 'kit', 'package.json'))('pg');

/**
 * A port nobody listens on right now, below the kernel's ephemeral range (32768 and up on Linux):
 * a port the kernel hands out for listen(0) may be handed out again to any outgoing connection
 * before the part we start binds it (CI once lost a gateway port that way, EADDRINUSE).
 * @returns {Promise<number>}
 */
export async function freePort() {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
  throw new Error('No free port found between 20000 and 32000');
}

/** @param {number} port */
function canListen(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A fresh database on the PostgreSQL server of ATLAS_E2E_DATABASE_URL (scripts/test.mjs passes its
 * DATABASE_URL). Missing, it is an error, not a skip: CI always has PostgreSQL.
 */
async function createE2eDatabase() {
  const serverUrl = process.env.ATLAS_E2E_DATABASE_URL;
  if (!serverUrl) {
    throw new Error(
      'ATLAS_E2E_DATABASE_URL is not set: this journey runs Atlas as separate processes, which needs a PostgreSQL server ' +
        '(npm test sets it from DATABASE_URL; alone: ATLAS_E2E_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx playwright test ...)',
    );
  }
  const name = `atlas_e2e_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Resolves once `url`/health answers 200; rejects after `timeoutMs`. */
async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer /health within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Types in atlas-process.d.mts. `pids`, `stopService` and `startService` are for `separate: true`:
 * the launcher does not restart a stopped process, so `startService` starts it again itself, as a
 * person would with `npm start -w services/<name>`.
 */
export async function startAtlas(options = {}) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startOnce(options);
    } catch (error) {
      // Another program took one of the chosen ports between the check and the bind: new ports.
      if (attempt >= 3 || !/EADDRINUSE/.test(String(error?.message))) throw error;
    }
  }
}

async function startOnce({ timeoutMs = 120_000, env = {}, separate = false } = {}) {
  // ATLAS_START_SCRIPT: another launcher with the same contract (for experiments only).
  const script = process.env.ATLAS_START_SCRIPT || path.join(REPO_ROOT, 'scripts', 'start.mjs');
  if (!fs.existsSync(script)) throw new Error(`${script} does not exist: the harness runs the real start script`);
  const database = separate ? await createE2eDatabase() : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-e2e-'));
  const ports = { GATEWAY_PORT: String(await freePort()) };
  for (const service of SERVICES) ports[`${service.toUpperCase()}_PORT`] = String(await freePort());
  const childEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...ports,
    ATLAS_DATA_DIR: dataDir,
    ...(database ? { ATLAS_PROCESSES: 'separate', DATABASE_URL: database.url, KAFKA_BROKERS: '' } : {}),
    ...env,
  };

  const child = spawn(process.execPath, [script, '--no-build'], {
    cwd: REPO_ROOT,
    // Its own process group, so stopping it stops every child it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: childEnv,
  });
  /** Services started again by startService, outside the launcher's process group. */
  const restarted = [];

  let log = '';
  const collect = (chunk) => {
    log += chunk.toString();
    if (log.length > 200_000) log = log.slice(-100_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };

  async function stop() {
    for (const service of restarted) {
      if (service.exitCode === null && service.signalCode === null) service.kill('SIGTERM');
    }
    if (child.exitCode === null && child.signalCode === null) {
      signalGroup('SIGTERM');
      const done = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 10_000))]);
      if (!done) {
        signalGroup('SIGKILL');
        await exited;
      }
    }
    await Promise.all(
      restarted.map((service) =>
        service.exitCode === null && service.signalCode === null ? new Promise((resolve) => service.once('exit', resolve)) : undefined,
      ),
    );
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  /** The pid of each part, as the launcher printed it (or as startService started it again). */
  const pidsByName = {};
  function pids() {
    for (const match of log.matchAll(STARTED)) pidsByName[match[1]] ??= Number(match[2]);
    return { ...pidsByName };
  }

  async function stopService(name) {
    const pid = pids()[name];
    if (!pid) throw new Error(`No process named ${name} (started: ${Object.keys(pids()).join(', ')})`);
    const before = log.length;
    process.kill(pid, 'SIGTERM');
    // The launcher reports a process that stopped, and does not start it again.
    const deadline = Date.now() + 15_000;
    while (!new RegExp(`^${name} stopped \\(`, 'm').test(log.slice(before))) {
      if (Date.now() > deadline) throw new Error(`${name} (pid ${pid}) did not stop within 15 s:\n${log.slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function startService(name) {
    const service = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'services', name, 'src', 'main.ts')], {
      cwd: REPO_ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: childEnv,
    });
    restarted.push(service);
    pidsByName[name] = service.pid;
    service.stdout.on('data', collect);
    service.stderr.on('data', collect);
    await waitForHealth(`http://127.0.0.1:${ports[`${name.toUpperCase()}_PORT`]}`, 60_000);
  }

  try {
    const baseURL = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`Atlas did not start within ${timeoutMs} ms:\n${log.slice(-4000)}`)), timeoutMs);
      const check = () => {
        const match = READY.exec(log);
        if (!match) return;
        clearTimeout(timer);
        resolve(match[1].replace(/\/$/, ''));
      };
      child.stdout.on('data', check);
      child.stderr.on('data', check);
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`Atlas exited before it was ready (code ${code}, signal ${signal}):\n${log.slice(-4000)}`));
      });
    });
    pids(); // noted now, before a long log could push the launcher's lines out
    return { baseURL, dataDir, pid: child.pid, output: () => log, stop, pids, stopService, startService };
  } catch (error) {
    await stop();
    throw error;
  }
}
