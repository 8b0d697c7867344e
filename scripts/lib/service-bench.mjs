// What a service's benchmark needs around its measurements (services/<name>/bench/*.mjs): run under tsx
// (the services are TypeScript), a fresh database on the PostgreSQL server that is dropped afterwards,
// percentiles, results printed live and again together at the end, child processes that say when
// they are ready, and autocannon runs of several sides compared in alternating rounds (the gateway's
// proxy bench and the services' ratios to its fixed-JSON stub measure the same way).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Runs `main` in a child node with tsx loaded (the bench file imports .ts sources); the parent only waits.
 * `nodeArgs` go to the child's node (e.g. `--expose-gc` for a memory bench).
 */
export async function runUnderTsx(benchUrl, main, { nodeArgs = [] } = {}) {
  // One secret for the bench, its services (whatever data folder they get) and the tokens it signs.
  process.env.JWT_SECRET ||= 'bench-secret-not-for-production';
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
 * A fresh database on the bench server: its `url` (for a child process to open) and `drop()`,
 * which removes it whatever still holds it.
 */
export async function createBenchDatabase() {
  const knexFactory = (await import('knex')).default;
  const serverUrl = benchServerUrl();
  const name = `atlas_bench_${randomBytes(5).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: serverUrl, pool: { min: 0, max: 1 } });
  try {
    await admin.raw('create database ??', [name]);
  } catch (error) {
    await admin.destroy();
    throw error;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.raw('drop database if exists ?? with (force)', [name]);
      await admin.destroy();
    },
  };
}

/**
 * Runs `use(database)` on a fresh database of the bench server opened through the kit, and drops it
 * afterwards whatever happens. `onBenchServer` is the same for a bench whose other side (the embedded
 * database) is worth measuring even when no server is reachable: it says why the server side was skipped.
 */
export async function withBenchDatabase(kit, use, { poolSize = 10 } = {}) {
  const created = await createBenchDatabase();
  try {
    const database = await kit.openSharedDatabase({ databaseUrl: created.url, poolSize });
    try {
      return await use(database);
    } finally {
      await database.close();
    }
  } finally {
    await created.drop();
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

/**
 * A bench's child process (`node --import tsx script ...args`) that prints one JSON line on stdout
 * when ready (its url, a token...): answers that line's fields with `pid`, `stderr()` and `stop()`.
 */
export function startBenchChild(script, args, { env = {}, nodeOptions = [], cwd } = {}) {
  const child = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', script, ...args], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let err = '';
  child.stderr.on('data', (chunk) => {
    err += chunk;
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${args.join(' ')} did not start in 90 s\n${err.slice(-2000)}`)), 90_000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((candidate) => candidate.startsWith('{'));
      if (!line) return;
      clearTimeout(timer);
      resolve({
        ...JSON.parse(line),
        pid: child.pid,
        stderr: () => err,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done();
            child.once('exit', done);
            child.kill('SIGTERM');
            setTimeout(() => child.kill('SIGKILL'), 5000).unref();
          }),
      });
    });
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code})\n${err.slice(-2000)}`)));
  });
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux). */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 10 ms
  } catch {
    return NaN;
  }
}

/** CPU time (ms) every process of a program has used so far (e.g. 'postgres': the server and its backends). */
export function cpuMsOfProgram(name) {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== name) continue;
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      total += ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** Latencies of the 2xx answers, in ms (autocannon's own histogram keeps whole milliseconds). */
function latencyRecorder() {
  let values = new Float64Array(1 << 16);
  let count = 0;
  return {
    record(statusCode, ms) {
      if (statusCode < 200 || statusCode > 299) return;
      if (count === values.length) {
        const grown = new Float64Array(values.length * 2);
        grown.set(values);
        values = grown;
      }
      values[count++] = ms;
    },
    percentile(share) {
      const sorted = values.subarray(0, count).sort();
      return count ? sorted[Math.min(count - 1, Math.ceil(share * count) - 1)] : NaN;
    },
  };
}

/**
 * autocannon on `url` for `duration` seconds at `connections`: req/s, p50/p95/p99 of the 2xx answers,
 * non-2xx and errors, and the CPU `pid` (a proxy's process) spent per request.
 */
export async function autocannonLoad(url, headers, { connections, duration }, pid) {
  const { default: autocannon } = await import('autocannon');
  const latencies = latencyRecorder();
  const cpuBefore = pid ? cpuMs(pid) : NaN;
  const run = autocannon({ url, headers, connections, duration });
  run.on('response', (_client, statusCode, _bytes, ms) => latencies.record(statusCode, ms));
  const r = await run;
  return {
    rps: r.requests.average,
    p50: latencies.percentile(0.5),
    p95: latencies.percentile(0.95),
    p99: latencies.percentile(0.99),
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    cpuPerRequestUs: ((cpuMs(pid) - cpuBefore) * 1000) / Math.max(1, r.requests.total),
  };
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Loads each side (`{ name: { url, headers?, pid? } }`) once per round, the order rotating from round
 * to round (so noise from other processes hits each), after a 2 s warm-up of each; medians per side,
 * non-2xx and errors summed. `options`: connections, duration (s), rounds; `headers` for every side.
 */
export async function compareSides(sides, { headers = {}, ...options }) {
  const names = Object.keys(sides);
  const headersOf = (name) => ({ ...headers, ...sides[name].headers });
  for (const name of names) await autocannonLoad(sides[name].url, headersOf(name), { ...options, duration: 2 });
  const runs = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < options.rounds; round += 1) {
    for (let i = 0; i < names.length; i += 1) {
      const name = names[(round + i) % names.length];
      runs[name].push(await autocannonLoad(sides[name].url, headersOf(name), options, sides[name].pid));
    }
  }
  return Object.fromEntries(
    names.map((name) => {
      const list = runs[name];
      const mid = (key) => median(list.map((r) => r[key]));
      return [
        name,
        {
          rps: mid('rps'),
          p50: mid('p50'),
          p95: mid('p95'),
          p99: mid('p99'),
          cpuPerRequestUs: mid('cpuPerRequestUs'),
          non2xx: list.reduce((sum, r) => sum + r.non2xx, 0),
          errors: list.reduce((sum, r) => sum + r.errors, 0),
        },
      ];
    }),
  );
}

const PROXY_BENCH = fileURLToPath(new URL('../../gateway/bench/proxy.mjs', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The gateway (gateway/bench/proxy.mjs's child mode, request counting off) in front of a benched
 * service, beside the fixed-JSON stub it also routes to (GET /api/auth/me/ answered by a bare Fastify
 * route): `upstreams` names the service's address (e.g. `{ COMMERCE_URL: url }`). Answers the gateway's
 * url, the `stub` side to load beside the service's rows (every ratio's denominator) and `stop()`.
 */
export async function startGatewayWithStub(upstreams, { nodeOptions = [] } = {}) {
  const env = {
    NODE_ENV: 'production',
    JWT_SECRET: process.env.JWT_SECRET || 'bench-secret-not-for-production',
    ATLAS_ADMIN_PASSWORD: 'bench-admin-password',
    LOG_LEVEL: 'error',
  };
  const stub = await startBenchChild(PROXY_BENCH, ['--upstream', 'stub'], { cwd: REPO_ROOT, env });
  const gateway = await startBenchChild(PROXY_BENCH, ['--gateway'], {
    cwd: REPO_ROOT,
    nodeOptions,
    env: { ...env, BENCH_TIMINGS: 'off', IDENTITY_URL: stub.url, ...upstreams },
  }).catch(async (error) => {
    await stub.stop();
    throw error;
  });
  return {
    url: gateway.url,
    gatewayPid: gateway.pid,
    stub: { url: `${gateway.url}/api/auth/me/`, headers: { authorization: `Bearer ${stub.token}` } },
    stop: async () => {
      await gateway.stop();
      await stub.stop();
    },
  };
}

/**
 * One kept-alive HTTP/1.1 connection with the lightest client there is (a socket, a request written
 * whole, an answer read by content-length or chunks), as load generators such as autocannon and wrk
 * do: a rush of buyers on the machine it measures should spend its CPU on the system, not on the
 * client's streams (undici's `request` cost ~0.6–1 ms a request here). One request at a time.
 * Answers `request(method, path, headers, body?) → { status, body: Buffer }` and `close()`.
 */
export async function keptAliveConnection(origin) {
  const net = await import('node:net');
  const { hostname, port } = new URL(origin);
  const socket = net.connect({ host: hostname, port: Number(port) });
  socket.setNoDelay(true);
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let buffer = Buffer.alloc(0);
  let pending;
  const fail = (error) => {
    const waiting = pending;
    pending = undefined;
    waiting?.reject(error);
  };
  /** The answer's body once it is whole (content-length or chunked), else undefined. */
  const bodyOf = (head, start) => {
    const length = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (length)
      return buffer.length >= start + Number(length[1])
        ? [buffer.subarray(start, start + Number(length[1])), start + Number(length[1])]
        : undefined;
    if (!/\r\ntransfer-encoding: *chunked/i.test(head)) return [Buffer.alloc(0), start];
    const chunks = [];
    for (let at = start; ;) {
      const line = buffer.indexOf('\r\n', at);
      if (line === -1) return undefined;
      const size = parseInt(buffer.subarray(at, line).toString('latin1'), 16);
      if (buffer.length < line + 2 + size + 2) return undefined;
      if (size === 0) return [Buffer.concat(chunks), line + 4];
      chunks.push(buffer.subarray(line + 2, line + 2 + size));
      at = line + 2 + size + 2;
    }
  };
  socket.on('data', (chunk) => {
    buffer = buffer.length === 0 ? chunk : Buffer.concat([buffer, chunk]);
    const end = buffer.indexOf('\r\n\r\n');
    if (!pending || end === -1) return;
    const head = buffer.subarray(0, end).toString('latin1');
    const whole = bodyOf(head, end + 4);
    if (!whole) return;
    const [body, next] = whole;
    buffer = buffer.subarray(next);
    const waiting = pending;
    pending = undefined;
    waiting.resolve({ status: Number(head.slice(9, 12)), body });
  });
  socket.on('error', fail);
  socket.on('close', () => fail(new Error('the connection closed')));
  return {
    request(method, requestPath, headers, body) {
      const payload = body === undefined ? '' : body;
      const head = [`${method} ${requestPath} HTTP/1.1`, `host: ${hostname}:${port}`];
      for (const [name, value] of Object.entries(headers)) head.push(`${name}: ${value}`);
      head.push(`content-length: ${Buffer.byteLength(payload)}`);
      return new Promise((resolve, reject) => {
        pending = { resolve, reject };
        socket.write(`${head.join('\r\n')}\r\n\r\n${payload}`);
      });
    },
    close() {
      socket.removeAllListeners('close');
      socket.end();
    },
  };
}
