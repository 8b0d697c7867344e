// What a service's benchmark needs around its measurements (services/<name>/bench/*.mjs): run under tsx
// (the services are TypeScript), a fresh database on the PostgreSQL server that is dropped afterwards,
// percentiles, and results printed live and again together at the end.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Runs `main` in a child node with tsx loaded (the bench file imports .ts sources); the parent only waits.
 * `nodeArgs` go to the child's node (e.g. `--expose-gc` for a memory bench).
 */
export async function runUnderTsx(benchUrl, main, { nodeArgs = [] } = {}) {
  if (process.argv.includes('--child')) return main();
  const child = spawn(process.execPath, ['--import', 'tsx', ...nodeArgs, fileURLToPath(benchUrl), '--child'], { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 1));
}

/** A fresh directory for a benched service's files (ATLAS_DATA_DIR), so a bench never writes into the project. */
export const benchDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'atlas-bench-'));

/** Nearest-rank percentile of `values` (p in 0..100). */
export const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.max(0, Math.ceil((p / 100) * values.length) - 1))];

/** The bench's PostgreSQL server: DATABASE_URL, or the local one. */
export const benchServerUrl = () => process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs `use(database)` on a fresh database of the bench server opened through the kit, and drops it
 * afterwards whatever happens. `onBenchServer` is the same for a bench whose other side (the embedded
 * database) is worth measuring even when no server is reachable: it says why the server side was skipped.
 */
export async function withBenchDatabase(kit, use, { poolSize = 10 } = {}) {
  const knexFactory = (await import('knex')).default;
  const serverUrl = benchServerUrl();
  const name = `atlas_bench_${randomBytes(5).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  await admin.raw('create database ??', [name]);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await kit.openSharedDatabase({ databaseUrl: url.toString(), poolSize });
  try {
    return await use(database);
  } finally {
    await database.close();
    await admin.raw('drop database if exists ?? with (force)', [name]);
    await admin.destroy();
  }
}

export async function onBenchServer(kit, use, options) {
  try {
    return await withBenchDatabase(kit, use, options);
  } catch (error) {
    console.log(`PostgreSQL side skipped: ${error.message}`);
    return undefined;
  }
}

/** Lines printed as they come, and all again at the end under `title`. */
export function benchReport() {
  const lines = [];
  return {
    line(text) {
      lines.push(text);
      console.log(`  ${text}`);
    },
    print(title) {
      console.log(`\n${title}:`);
      for (const text of lines) console.log(`  ${text}`);
    },
  };
}

/**
 * Sends `count` beacons (text/plain JSON, as navigator.sendBeacon does) to `url`, `concurrency` at a
 * time; `bodyOf(n)` makes the n-th body, `headersOf(n)` adds headers. Answers the rate and how many
 * `accepted(response)` counted (default: a 202).
 */
export async function sendBeacons(
  url,
  count,
  concurrency,
  { bodyOf, headersOf = () => ({}), accepted: isAccepted = async (r) => r.status === 202 },
) {
  let next = 0;
  let accepted = 0;
  const started = performance.now();
  async function worker() {
    while (next < count) {
      const n = next++;
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', ...headersOf(n) },
        body: JSON.stringify(bodyOf(n)),
      });
      if (await isAccepted(response)) accepted += 1;
      if (!response.bodyUsed) await response.arrayBuffer();
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { rate: Math.round(count / ((performance.now() - started) / 1000)), accepted };
}
