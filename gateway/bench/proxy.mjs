#!/usr/bin/env node
// Proxy overhead: autocannon against a service route directly and through the gateway, in the
// same run, same connections and duration. Two upstreams:
//   identity  the real identity service (in-memory database), GET /api/auth/me/ with a token
//   stub      a bare Fastify route answering fixed JSON: the gateway's own cost, nothing hides it
// Prints req/s, p50/p99 for each, the ratio proxied/direct (target >= 0.8) and the p99 the
// gateway adds (target < 2 ms). The upstream and the gateway run in child processes so autocannon
// does not share their event loop.
//
//   node gateway/bench/proxy.mjs     (BENCH_CONNECTIONS=10 BENCH_DURATION=5 BENCH_ROUNDS=2)
//
// `--upstream identity|stub` and `--gateway` are the child modes: they print {"url"} on stdout.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const SECRET = process.env.JWT_SECRET || 'bench-secret-not-for-production';

async function serveUpstream(kind) {
  let app;
  let token = '';
  if (kind === 'identity') {
    const kit = await import('@atlas/service-kit');
    const { definition } = await import('../../services/identity/src/service.ts');
    const database = await kit.openSharedDatabase({ inMemory: true });
    app = await kit.createService(definition, { database, logger: false });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login/', payload: { username: 'admin', password: process.env.ATLAS_ADMIN_PASSWORD } });
    if (login.statusCode !== 200) throw new Error(`admin login failed: ${login.statusCode} ${login.body}`);
    token = login.json().access;
  } else {
    app = (await import('fastify')).default();
    const { createSigner } = await import('fast-jwt');
    token = createSigner({ key: SECRET, algorithm: 'HS256', expiresIn: 3600_000 })({ sub: '2', username: 'demo', is_staff: false, type: 'access' });
    const body = { id: 2, username: 'demo', email: 'demo@example.com', is_staff: false };
    app.get('/api/auth/me/', async () => body);
  }
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`${JSON.stringify({ url, token })}\n`);
  process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
}

async function serveGateway() {
  const { buildGateway } = await import('../src/gateway.ts');
  const app = await buildGateway({ logger: { level: 'error' }, publicSites: false });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`${JSON.stringify({ url })}\n`);
  process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
}

function startChild(args, env = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', JWT_SECRET: SECRET, ATLAS_ADMIN_PASSWORD: 'bench-admin-password', LOG_LEVEL: 'error', ...env },
  });
  let err = '';
  child.stderr.on('data', (chunk) => { err += chunk; });
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
        stop: () => new Promise((done) => {
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
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 10 ms
  } catch {
    return NaN;
  }
}

async function load(url, headers, { connections, duration }, gatewayPid) {
  const { default: autocannon } = await import('autocannon');
  const cpuBefore = gatewayPid ? cpuMs(gatewayPid) : NaN;
  const r = await autocannon({ url, headers, connections, duration });
  const cpuPerRequestUs = ((cpuMs(gatewayPid) - cpuBefore) * 1000) / Math.max(1, r.requests.total);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts, cpuPerRequestUs };
}

/** Alternates direct and proxied rounds (so noise from other processes hits both) and averages. */
async function compare(upstream, gateway, options) {
  const gatewayUrl = gateway.url;
  const headers = upstream.token ? { authorization: `Bearer ${upstream.token}` } : {};
  const direct = `${upstream.url}/api/auth/me/`;
  const proxied = `${gatewayUrl}/api/auth/me/`;
  await load(direct, headers, { ...options, duration: 2 }); // warm up JIT, pools, caches
  await load(proxied, headers, { ...options, duration: 2 });
  const runs = { direct: [], proxied: [] };
  for (let round = 0; round < options.rounds; round += 1) {
    runs.direct.push(await load(direct, headers, options));
    runs.proxied.push(await load(proxied, headers, options, gateway.pid));
  }
  const mean = (list) => ({
    rps: list.reduce((sum, r) => sum + r.rps, 0) / list.length,
    p50: list.reduce((sum, r) => sum + r.p50, 0) / list.length,
    p99: list.reduce((sum, r) => sum + r.p99, 0) / list.length,
    non2xx: list.reduce((sum, r) => sum + r.non2xx, 0),
    errors: list.reduce((sum, r) => sum + r.errors, 0),
    cpuPerRequestUs: list.reduce((sum, r) => sum + r.cpuPerRequestUs, 0) / list.length,
  });
  return { direct: mean(runs.direct), proxied: mean(runs.proxied) };
}

async function main() {
  const options = {
    connections: Number(process.env.BENCH_CONNECTIONS || 10),
    duration: Number(process.env.BENCH_DURATION || 5),
    rounds: Number(process.env.BENCH_ROUNDS || 2),
  };
  console.log(`Gateway proxy overhead: GET /api/auth/me/, autocannon ${options.connections} connections, ${options.rounds} x ${options.duration} s per side`);
  let failed = false;
  for (const kind of (process.env.BENCH_UPSTREAMS || 'identity,stub').split(',')) {
    const upstream = await startChild(['--upstream', kind]);
    const gateway = await startChild(['--gateway'], { IDENTITY_URL: upstream.url });
    try {
      const { direct, proxied } = await compare(upstream, gateway, options);
      const row = (name, r) => `  ${name.padEnd(9)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p99 ${r.p99.toFixed(2).padStart(6)} ms   non-2xx ${r.non2xx}   errors ${r.errors}`;
      const ratio = proxied.rps / direct.rps;
      const added = proxied.p99 - direct.p99;
      console.log(`${kind === 'identity' ? 'identity service (in-memory database)' : 'stub upstream (fixed JSON)'}`);
      console.log(row('direct', direct));
      console.log(row('proxied', proxied));
      console.log(`  ratio proxied/direct = ${ratio.toFixed(2)} (target >= 0.80: ${ratio >= 0.8 ? 'met' : 'NOT met'}); p99 added = ${added.toFixed(2)} ms (target < 2 ms: ${added < 2 ? 'met' : 'NOT met'})`);
      console.log(`  gateway CPU per proxied request = ${proxied.cpuPerRequestUs.toFixed(0)} µs (user + system)`);
      if (direct.non2xx || proxied.non2xx || direct.errors || proxied.errors) failed = true;
    } finally {
      await gateway.stop();
      await upstream.stop();
    }
  }
  process.exitCode = failed ? 1 : 0;
}

const invoked = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
const mode = process.argv.includes('--upstream') ? 'upstream' : process.argv.includes('--gateway') ? 'gateway' : 'main';
if (invoked) {
  const run = mode === 'upstream' ? serveUpstream(process.argv[process.argv.indexOf('--upstream') + 1]) : mode === 'gateway' ? serveGateway() : main();
  run.catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
