// Starts the real Atlas (scripts/start.mjs --no-build: gateway + services in one process) on free
// ports with a throw-away data folder, and stops it again. Used by Playwright's global setup and
// by the benchmarks (shell/bench), so both measure what a user runs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SERVICES = ['identity', 'sites', 'content', 'menus', 'analytics', 'performance', 'marketplace', 'commerce'];
const READY = /Atlas is running at (https?:\/\/\S+)/;

/** @returns {Promise<number>} a port nobody listens on right now */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ timeoutMs?: number, env?: Record<string, string> }} [options]
 * @returns {Promise<{ baseURL: string, dataDir: string, pid: number, output(): string, stop(): Promise<void> }>}
 */
export async function startAtlas({ timeoutMs = 120_000, env = {} } = {}) {
  // ATLAS_START_SCRIPT: another launcher with the same contract (for experiments only).
  const script = process.env.ATLAS_START_SCRIPT || path.join(REPO_ROOT, 'scripts', 'start.mjs');
  if (!fs.existsSync(script)) throw new Error(`${script} does not exist: the harness runs the real start script`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-e2e-'));
  const ports = { GATEWAY_PORT: String(await freePort()) };
  for (const service of SERVICES) ports[`${service.toUpperCase()}_PORT`] = String(await freePort());

  const child = spawn(process.execPath, [script, '--no-build'], {
    cwd: REPO_ROOT,
    // Its own process group, so stopping it stops every child it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...ports, ATLAS_DATA_DIR: dataDir, ...env },
  });

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
    if (child.exitCode === null && child.signalCode === null) {
      signalGroup('SIGTERM');
      const done = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 10_000))]);
      if (!done) {
        signalGroup('SIGKILL');
        await exited;
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
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
    return { baseURL, dataDir, pid: child.pid, output: () => log, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
