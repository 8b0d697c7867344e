#!/usr/bin/env node
// Proxy overhead: autocannon GET /api/auth/me/ (with a token, and accept-encoding as a browser sends
// it) directly on an upstream, through nginx and through the gateway, in the same run with the same
// connections and duration. Two upstreams:
//   stub      a bare Fastify route answering fixed JSON: the gateway's own cost, nothing hides it.
//             Loaded directly, via nginx (a real reverse proxy: keep-alive upstream, one worker)
//             and via the gateway. Target: gateway throughput >= 0.5 of nginx's.
//   identity  the real identity service on PostgreSQL (a fresh database of DATABASE_URL's server; the
//             in-memory embedded one when no server answers), directly and via the gateway, beside
//             the stub via a gateway of its own in the same rounds. Targets: via the gateway at
//             >= 0.3 of the stub via the gateway; the gateway adds < 2 ms at p99.
// Rounds alternate the sides (so noise from other processes hits each) in a rotating order; the
// figures are medians over rounds. The upstreams, nginx and the gateway run in child processes
// so autocannon does not share their event loop.
//
// The gateway runs as deployed (deploy/k8s): every request counted, the counts published every
// GATEWAY_TIMING_INTERVAL_MS as `gateway.request` events through the kit's Kafka transport, here to kcat's mock
// cluster. BENCH_TIMINGS=embedded publishes them through the embedded transport on an in-memory
// PGlite inside the gateway's process instead, as `npm start` runs it. BENCH_TIMINGS=off: no counting.
//
//   node gateway/bench/proxy.mjs    BENCH_CONNECTIONS=10 BENCH_DURATION=5 BENCH_ROUNDS=3
//                                   BENCH_UPSTREAMS=stub,identity BENCH_TIMINGS=kafka|embedded|off
//                                   BENCH_CPU_PROF=<dir>: the gateway writes a V8 CPU profile there
//                                   (read it with bench/profile/summarise.mjs)
//
// `--upstream identity|stub`, `--gateway` and `--kafka` are the child modes: each prints one JSON
// line ({"url"} or {"brokers"}) on stdout when ready.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compareSides, createBenchDatabase, startBenchChild } from '../../scripts/lib/service-bench.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const SECRET = process.env.JWT_SECRET || 'bench-secret-not-for-production';
const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';
const ROUTE = '/api/auth/me/';

async function serveUpstream(kind) {
  let app;
  let token = '';
  if (kind === 'identity') {
    const kit = await import('@atlas/service-kit');
    const { definition } = await import('../../services/identity/src/service.ts');
    // As deployed: a database of the PostgreSQL server (BENCH_IDENTITY_DATABASE_URL, made by the parent);
    // the in-memory embedded one when none is given.
    const serverUrl = process.env.BENCH_IDENTITY_DATABASE_URL;
    const database = await kit.openSharedDatabase(serverUrl ? { databaseUrl: serverUrl } : { inMemory: true });
    app = await kit.createService(definition, { database, logger: false });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: 'admin', password: process.env.ATLAS_ADMIN_PASSWORD },
    });
    if (login.statusCode !== 200) throw new Error(`admin login failed: ${login.statusCode} ${login.body}`);
    token = login.json().access;
  } else {
    app = (await import('fastify')).default();
    const { createSigner } = await import('fast-jwt');
    token = createSigner({ key: SECRET, algorithm: 'HS256', expiresIn: 3600_000 })({
      sub: '2',
      username: 'demo',
      is_staff: false,
      type: 'access',
    });
    const body = { id: 2, username: 'demo', email: 'demo@example.com', is_staff: false };
    app.get(ROUTE, async () => body);
  }
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`${JSON.stringify({ url, token })}\n`);
  process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
}

/** librdkafka's mock cluster (kcat), as the kit's Kafka contract tests run it. */
async function serveKafka() {
  const { startMockKafka } = await import('@atlas/service-kit/testing');
  const kafka = await startMockKafka();
  process.stdout.write(`${JSON.stringify({ brokers: kafka.brokers.join(',') })}\n`);
  process.once('SIGTERM', () => kafka.stop().then(() => process.exit(0)));
}

/**
 * The gateway as deployed: request counts on (one event per route and status every few seconds), published as
 * `gateway.request` events through the kit's transport: Kafka (BENCH_KAFKA_BROKERS), or the embedded
 * transport on an in-memory PGlite in this process (as `npm start` runs it), or none.
 */
async function serveGateway() {
  const kit = await import('@atlas/service-kit');
  const { buildGateway, gatewayEventOptions } = await import('../src/index.ts');
  const brokers = process.env.BENCH_KAFKA_BROKERS;
  const database = process.env.BENCH_TIMINGS === 'embedded' ? await kit.openSharedDatabase({ inMemory: true }) : undefined;
  const transport =
    brokers || database
      ? await kit.openEventTransport({ db: database, clientId: 'gateway', kafkaBrokers: brokers ? brokers.split(',') : [] })
      : undefined;
  let published = 0;
  const events = transport ? gatewayEventOptions(transport) : {};
  const publishTimings =
    process.env.BENCH_TIMINGS !== 'off' &&
    events.publishTimings &&
    ((batch) => {
      published += batch.length;
      return events.publishTimings(batch);
    });
  const app = await buildGateway({
    ...events,
    publishTimings: publishTimings || undefined,
    logger: { level: 'error' },
    publicSites: false,
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`${JSON.stringify({ url })}\n`);
  process.once('SIGTERM', async () => {
    await app.close();
    process.stderr.write(`gateway: ${published} gateway.request events published (${process.env.BENCH_TIMINGS})\n`);
    await transport?.close();
    await database?.close();
    process.exit(0);
  });
}

function startChild(args, env = {}, nodeOptions = []) {
  return startBenchChild(fileURLToPath(import.meta.url), args, {
    cwd: ROOT,
    nodeOptions,
    env: { NODE_ENV: 'production', JWT_SECRET: SECRET, ATLAS_ADMIN_PASSWORD: 'bench-admin-password', LOG_LEVEL: 'error', ...env },
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForPort(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${port} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** nginx in front of the stub, one process (no master, no daemon), all its files in a temp dir. */
async function startNginx(upstreamUrl) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atlas-bench-nginx-'));
  const port = await freePort();
  const upstream = new URL(upstreamUrl);
  const config = `daemon off;
master_process off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream stub {
    server ${upstream.host};
    keepalive 64;
    keepalive_requests 1000000;
  }
  server {
    listen 127.0.0.1:${port};
    # autocannon keeps its connections for the whole run (nginx closes one after 1000 requests by default)
    keepalive_requests 1000000;
    location / {
      proxy_pass http://stub;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
    }
  }
}
`;
  writeFileSync(path.join(dir, 'nginx.conf'), config);
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (chunk) => {
    err += chunk;
  });
  const exited = new Promise((_resolve, reject) =>
    child.once('exit', (code) => reject(new Error(`nginx exited (${code}): ${err}${readErrorLog(dir)}`))),
  );
  exited.catch(() => undefined);
  await Promise.race([waitForPort(port, 10_000), exited]);
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () =>
      new Promise((done) => {
        const cleanUp = () => {
          rmSync(dir, { recursive: true, force: true });
          done();
        };
        if (child.exitCode !== null) return cleanUp();
        child.once('exit', cleanUp);
        child.kill('SIGQUIT');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

function readErrorLog(dir) {
  try {
    return readFileSync(path.join(dir, 'error.log'), 'utf8');
  } catch {
    return '';
  }
}

/** Each side's `ROUTE` as a browser asks for it (the gateway compresses what is worth it, so an API answer's size decides its cost). */
const compare = (sides, token, options) =>
  compareSides(Object.fromEntries(Object.entries(sides).map(([name, side]) => [name, { url: `${side.url}${ROUTE}`, pid: side.pid }])), {
    ...options,
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' },
  });

const row = (name, r) =>
  `  ${name.padEnd(12)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2).padStart(6)} ms   p99 ${r.p99.toFixed(2).padStart(6)} ms` +
  `${Number.isFinite(r.cpuPerRequestUs) ? `   CPU ${r.cpuPerRequestUs.toFixed(0).padStart(4)} µs/req` : ''}${r.non2xx || r.errors ? `   non-2xx ${r.non2xx}   errors ${r.errors}` : ''}`;
const verdict = (met) => (met ? 'met' : 'NOT met');

async function benchStub(options, gatewayEnv, gatewayNodeOptions) {
  const stub = await startChild(['--upstream', 'stub']);
  const nginx = await startNginx(stub.url).catch(async (error) => {
    await stub.stop();
    throw error;
  });
  const gateway = await startChild(['--gateway'], { ...gatewayEnv, IDENTITY_URL: stub.url }, gatewayNodeOptions).catch(async (error) => {
    await nginx.stop();
    await stub.stop();
    throw error;
  });
  try {
    const result = await compare({ direct: { url: stub.url }, nginx: nginx, gateway }, stub.token, options);
    const ratio = result.gateway.rps / result.nginx.rps;
    console.log('stub upstream (fixed JSON)');
    console.log(row('direct', result.direct));
    console.log(row('via nginx', result.nginx));
    console.log(row('via gateway', result.gateway));
    console.log(
      `  gateway/nginx = ${ratio.toFixed(2)} (target >= 0.50: ${verdict(ratio >= 0.5)}); gateway/direct = ${(result.gateway.rps / result.direct.rps).toFixed(2)}; p99 added: nginx ${(result.nginx.p99 - result.direct.p99).toFixed(2)} ms, gateway ${(result.gateway.p99 - result.direct.p99).toFixed(2)} ms`,
    );
    return Object.values(result).some((r) => r.non2xx || r.errors);
  } finally {
    await gateway.stop();
    process.stderr.write(gateway.stderr());
    await nginx.stop();
    await stub.stop();
  }
}

/**
 * A fresh database of the bench server for the identity child, as deployed; undefined (the child
 * then uses an in-memory embedded database) when no server answers.
 */
async function identityDatabase() {
  try {
    return await createBenchDatabase();
  } catch (error) {
    console.log(`identity on PostgreSQL skipped (${error.message}): the embedded database instead`);
    return undefined;
  }
}

/**
 * The real identity service behind the gateway, beside the fixed-JSON stub behind another gateway in
 * the same rounds: its ratio to the stub (target >= 0.3) and what the gateway adds at p99 (< 2 ms).
 */
async function benchIdentity(options, gatewayEnv, gatewayNodeOptions) {
  const database = await identityDatabase();
  const started = [];
  try {
    const identity = await startChild(['--upstream', 'identity'], database ? { BENCH_IDENTITY_DATABASE_URL: database.url } : {});
    started.push(identity);
    const gateway = await startChild(['--gateway'], { ...gatewayEnv, IDENTITY_URL: identity.url }, gatewayNodeOptions);
    started.push(gateway);
    const stub = await startChild(['--upstream', 'stub']);
    started.push(stub);
    const stubGateway = await startChild(['--gateway'], { ...gatewayEnv, IDENTITY_URL: stub.url });
    started.push(stubGateway);
    const sides = {
      stub: { url: `${stubGateway.url}${ROUTE}`, headers: { authorization: `Bearer ${stub.token}` } },
      direct: { url: `${identity.url}${ROUTE}`, pid: identity.pid },
      gateway: { url: `${gateway.url}${ROUTE}`, pid: gateway.pid },
    };
    const result = await compareSides(sides, {
      ...options,
      headers: { authorization: `Bearer ${identity.token}`, 'accept-encoding': 'gzip, deflate, br' },
    });
    const ratio = result.gateway.rps / result.stub.rps;
    const added = result.gateway.p99 - result.direct.p99;
    console.log(`identity service (${database ? 'PostgreSQL' : 'in-memory embedded database'})`);
    console.log(row('stub', result.stub));
    console.log(row('direct', result.direct));
    console.log(row('via gateway', result.gateway));
    console.log(
      `  GET ${ROUTE} via gateway / stub via gateway = ${ratio.toFixed(2)} (target >= 0.3: ${verdict(ratio >= 0.3)}); ` +
        `gateway/direct = ${(result.gateway.rps / result.direct.rps).toFixed(2)}; p99 added = ${added.toFixed(2)} ms (target < 2 ms: ${verdict(added < 2)}); ` +
        `identity CPU ${result.direct.cpuPerRequestUs.toFixed(0)} µs/req`,
    );
    return Object.values(result).some((r) => r.non2xx || r.errors);
  } finally {
    for (const child of started.reverse()) await child.stop();
    await database?.drop();
  }
}

async function main() {
  const options = {
    connections: Number(process.env.BENCH_CONNECTIONS || 10),
    duration: Number(process.env.BENCH_DURATION || 5),
    rounds: Number(process.env.BENCH_ROUNDS || 3),
  };
  const gatewayNodeOptions = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.BENCH_CPU_PROF)] : [];
  const timings = process.env.BENCH_TIMINGS || 'kafka';
  if (!['kafka', 'embedded', 'off'].includes(timings)) throw new Error(`BENCH_TIMINGS=${timings}: kafka, embedded or off`);
  const kafka = timings === 'kafka' ? await startChild(['--kafka']) : undefined;
  const gatewayEnv = { BENCH_TIMINGS: timings, BENCH_KAFKA_BROKERS: kafka?.brokers ?? '' };
  console.log(
    `Gateway proxy overhead: GET ${ROUTE} with a token, autocannon ${options.connections} connections, ` +
      `accept-encoding gzip, deflate, br, ${options.rounds} rounds x ${options.duration} s per side, alternating; medians. CPU: the proxy's own process per request. ` +
      `Gateway timings: ${timings === 'off' ? 'off' : `on, through the ${timings === 'kafka' ? 'Kafka transport (kcat mock cluster)' : 'embedded transport (in-process PGlite)'}`}`,
  );
  let failed = false;
  try {
    for (const kind of (process.env.BENCH_UPSTREAMS || 'stub,identity').split(',')) {
      if (kind === 'stub') failed = (await benchStub(options, gatewayEnv, gatewayNodeOptions)) || failed;
      else if (kind === 'identity') failed = (await benchIdentity(options, gatewayEnv, gatewayNodeOptions)) || failed;
      else throw new Error(`unknown upstream "${kind}" (stub, identity)`);
    }
  } finally {
    await kafka?.stop();
  }
  process.exitCode = failed ? 1 : 0;
}

const invoked = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invoked) {
  const child = ['--upstream', '--gateway', '--kafka'].find((flag) => process.argv.includes(flag));
  const run =
    child === '--upstream'
      ? serveUpstream(process.argv[process.argv.indexOf('--upstream') + 1])
      : child === '--gateway'
        ? serveGateway()
        : child === '--kafka'
          ? serveKafka()
          : main();
  run.catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
