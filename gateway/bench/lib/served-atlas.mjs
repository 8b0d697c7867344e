// What the public page benches share: a bench file runs in two modes, `--serve` (a child that starts
// Atlas and prints one JSON line saying where) and the measuring parent, which starts that child, loads
// it with autocannon and compares medians of rounds.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/**
 * Starts `benchUrl` in its `--serve` mode under tsx and resolves with what it printed (plus `stop()`)
 * once it prints its JSON line; rejects with the child's last stderr if it exits or takes over `timeoutMs`.
 */
export async function startServedAtlas(benchUrl, { env = {}, timeoutMs = 120_000 } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(benchUrl), '--serve'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: process.env.JWT_SECRET || 'bench-secret-not-for-production',
      LOG_LEVEL: process.env.LOG_LEVEL || 'error',
      ...env,
    },
  });
  let err = '';
  child.stderr.on('data', (c) => {
    err += c;
  });
  const info = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`Atlas did not start in ${timeoutMs / 1000} s\n${err.slice(-3000)}`)), timeoutMs);
    child.stdout.on('data', (c) => {
      out += c;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) {
        clearTimeout(timer);
        resolve(JSON.parse(line));
      }
    });
    child.once('exit', (code) => reject(new Error(`Atlas exited (${code})\n${err.slice(-3000)}`)));
  });
  return {
    ...info,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

/** The bench's load settings from the environment (BENCH_CONNECTIONS, BENCH_DURATION, BENCH_ROUNDS). */
export const loadSettings = () => ({
  connections: Number(process.env.BENCH_CONNECTIONS || 50),
  duration: Number(process.env.BENCH_DURATION || 5),
  rounds: Number(process.env.BENCH_ROUNDS || 3),
});

/** One autocannon run: average req/s, p99 latency, non-2xx answers and errors. */
export async function load(url, { connections, duration }) {
  const { default: autocannon } = await import('autocannon');
  const r = await autocannon({ url, connections, duration });
  return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The medians of a target's rounds, and its non-2xx answers and errors summed over them. */
export function medians(list) {
  return {
    rps: median(list.map((r) => r.rps)),
    p99: median(list.map((r) => r.p99)),
    non2xx: list.reduce((sum, r) => sum + r.non2xx, 0),
    errors: list.reduce((sum, r) => sum + r.errors, 0),
  };
}

/** Runs `serve` when the bench file was started with `--serve`, `main` when it was started directly; nothing when imported. */
export function runBench(benchUrl, { serve, main }) {
  const invoked = process.argv[1] && benchUrl === pathToFileURL(path.resolve(process.argv[1])).href;
  if (!invoked) return;
  (process.argv.includes('--serve') ? serve : main)().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
