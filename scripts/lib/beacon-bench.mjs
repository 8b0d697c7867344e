// What a beacon benchmark needs (services/<name>/bench/beacons.mjs): beacons loaded with autocannon
// (a unique body per request, text/plain as navigator.sendBeacon sends it) and, in the same run, the
// gateway in front of a bare Fastify stub answering fixed JSON on the same route: the gateway's own
// ceiling. The load, the gateways and the stub each run in a process of their own (as deployed, and as
// gateway/bench/proxy.mjs runs them); the benched service runs in the bench's process. A beacon row is worth its ratio to that stub; sides alternate round by round so noise from
// other processes hits each, and the figures are medians over rounds.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { cpuMs, median, startBenchChild } from './service-bench.mjs';

/** A child node (tsx loaded) running this file in `mode`, once it printed its JSON line ({ url }); profiled with BENCH_CPU_PROF. */
async function startChild(mode, options) {
  const child = await startBenchChild(fileURLToPath(import.meta.url), [mode, JSON.stringify(options)], {
    env: { JWT_SECRET: process.env.JWT_SECRET || 'bench-secret-not-for-production', NODE_ENV: 'production', LOG_LEVEL: 'error' },
    nodeOptions: cpuProfileArgs(),
  });
  return { url: child.url, pid: child.pid, close: child.stop };
}

/** The gateway as deployed in front of `upstreams` ({ analytics: url }), in its own process (as proxy.mjs runs it). */
export const gatewayInFrontOf = (upstreams) => startChild('--gateway', { upstreams });

/** A bare Fastify route answering fixed JSON (202 {"status":"accepted"}) on POST `route`, in its own process, behind the gateway as `service`. */
export async function stubBehindGateway({ service, route }) {
  const stub = await startChild('--stub', { route });
  const gateway = await gatewayInFrontOf({ [service]: stub.url });
  return {
    url: gateway.url,
    pids: { gateway: gateway.pid, upstream: stub.pid },
    close: async () => {
      await gateway.close();
      await stub.close();
    },
  };
}

async function serve(app) {
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  process.stdout.write(`${JSON.stringify({ url })}\n`);
  process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
}

if (process.argv[2] === '--gateway') {
  const { buildGateway } = await import('../../gateway/src/index.ts');
  const { upstreams } = JSON.parse(process.argv[3]);
  await serve(await buildGateway({ logger: false, publicSites: false, upstreams }));
}

if (process.argv[2] === '--stub') {
  const { route } = JSON.parse(process.argv[3]);
  const stub = (await import('fastify')).default();
  stub.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  stub.post(route, async (_request, reply) => reply.code(202).send({ status: 'accepted' }));
  await serve(stub);
}

/**
 * `duration` seconds of beacons on `url`, `connections` at a time, from a child process (so the load
 * does not share the benched event loop): each body is `template` with a fresh `event_id`.
 */
export function loadBeacons(url, { connections, duration, template, headers = {} }) {
  const options = JSON.stringify({ url, connections, duration, template, headers });
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--load', options], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.once('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`beacon load exited ${code}`))));
  });
}

async function loadInThisProcess({ url, connections, duration, template, headers }) {
  const { default: autocannon } = await import('autocannon');
  const result = await autocannon({
    url,
    connections,
    duration,
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers },
    requests: [{ setupRequest: (request) => ({ ...request, body: JSON.stringify({ ...template, event_id: randomUUID() }) }) }],
  });
  return {
    rps: result.requests.average,
    total: result.requests.total,
    ok: result['2xx'],
    refused: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

if (process.argv[2] === '--load') process.stdout.write(JSON.stringify(await loadInThisProcess(JSON.parse(process.argv[3]))));

/**
 * Loads each side once per round (order rotating) after a short warm-up of each; answers per side
 * the median req/s, the sums of 2xx, refusals and errors and, for the processes `cpu` names for that
 * side ({ side: { gateway: pid, service: pid } }), the median CPU µs per request of each.
 * `sides`: { name: url }.
 */
export async function compareBeacons(sides, { rounds, cpu = {}, ...options }) {
  const names = Object.keys(sides);
  const runs = Object.fromEntries(names.map((name) => [name, []]));
  const measure = async (name, duration) => {
    const pids = Object.entries(cpu[name] ?? {});
    const before = pids.map(([, pid]) => cpuMs(pid));
    const run = await loadBeacons(sides[name], { ...options, duration });
    const requests = Math.max(1, run.total);
    run.cpu = Object.fromEntries(pids.map(([role, pid], i) => [role, ((cpuMs(pid) - before[i]) * 1000) / requests]));
    return run;
  };
  for (const name of names) runs[name].push({ ...(await measure(name, 1)), warmUp: true });
  for (let round = 0; round < rounds; round += 1) {
    for (let i = 0; i < names.length; i += 1) {
      const name = names[(round + i) % names.length];
      runs[name].push(await measure(name, options.duration));
    }
  }
  return Object.fromEntries(
    names.map((name) => {
      const all = runs[name];
      const measured = all.filter((run) => !run.warmUp);
      const sum = (key) => all.reduce((total, run) => total + run[key], 0);
      const cpuPerRequest = Object.fromEntries(
        Object.keys(cpu[name] ?? {}).map((role) => [role, Math.round(median(measured.map((run) => run.cpu[role])))]),
      );
      return [
        name,
        {
          rps: Math.round(median(measured.map((run) => run.rps))),
          ok: sum('ok'),
          refused: sum('refused'),
          errors: sum('errors'),
          cpuPerRequest,
        },
      ];
    }),
  );
}

/** "gateway 52 µs, service 80 µs of CPU per request" (empty when nothing was measured) */
const cpuFigures = (side) => {
  const entries = Object.entries(side.cpuPerRequest ?? {});
  return entries.length ? `; CPU per request: ${entries.map(([role, us]) => `${role} ${us} µs`).join(', ')}` : '';
};

/** "4,512 req/s, 0.25 of the stub (…); CPU per request: gateway 52 µs, service 80 µs" */
export const rateAndRatio = (side, stub) =>
  `${side.rps.toLocaleString('en')} req/s, ${(side.rps / stub.rps).toFixed(3)} of the stub (${stub.rps.toLocaleString('en')} req/s)${cpuFigures(side)}`;

/** The machine's load while benching: the caller says it beside the figures. */
export const loadAverage = () =>
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')} on ${os.cpus().length} cores`;

/** The database's committed transactions so far (PostgreSQL's statistics, updated within a second or so). */
export async function commitsOf(db) {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const { rows } = await db.raw('select xact_commit::bigint as n from pg_stat_database where datname = current_database()');
  return Number(rows[0].n);
}

/** Node options for BENCH_CPU_PROF=<dir>: a V8 CPU profile of the bench's process written there. */
export const cpuProfileArgs = () => (process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []);

/**
 * A whole beacon bench for one service: the service on a fresh bench database, told of a published
 * site `bench-site`, the stub and the gateway beside it, the sides compared, then the beacons answered
 * 202 counted against what `stored` finds once the service has closed (its batch written). The caller
 * passes `startService(env)` (an unstarted service), and `stored({ database, env })`.
 */
/** A browser's user agent: both services ignore beacons from what looks like a bot (Node's own agent included). */
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export async function beaconBench({ kit, title, service, route, startService, ownerId = 1, template, stored, storedLabel }) {
  const { benchDataDir, benchReport, withBenchDatabase } = await import('./service-bench.mjs');
  const out = benchReport();
  await withBenchDatabase(kit, async (database) => {
    const env = { ...process.env, ATLAS_DATA_DIR: benchDataDir() };
    const app = await startService(database, env);
    const stub = await stubBehindGateway({ service, route });
    let gateway;
    try {
      await app.ready();
      await app.events.deliver(
        kit.buildEnvelope({
          type: 'sites.site.created',
          key: '1',
          payload: { site_id: 1, owner_id: ownerId, slug: 'bench-site', name: 'Bench', is_published: true },
        }),
      );
      const serviceUrl = await app.listen({ host: '127.0.0.1', port: 0 });
      gateway = await gatewayInFrontOf({ [service]: serviceUrl });

      const commitsBefore = await commitsOf(app.db);
      const sides = await compareBeacons(
        { stub: `${stub.url}${route}`, gateway: `${gateway.url}${route}`, direct: `${serviceUrl}${route}` },
        {
          rounds: Number(process.env.BENCH_ROUNDS || 3),
          duration: Number(process.env.BENCH_DURATION || 5),
          connections: Number(process.env.BENCH_CONNECTIONS || 20),
          headers: { 'user-agent': CHROME },
          template,
          cpu: {
            stub: stub.pids,
            gateway: { gateway: gateway.pid, service: process.pid },
            direct: { service: process.pid },
          },
        },
      );
      const commits = (await commitsOf(app.db)) - commitsBefore;
      out.line(`${loadAverage()} after the run`);
      out.line(`gateway stub (fixed JSON, same route): ${sides.stub.rps.toLocaleString('en')} req/s${cpuFigures(sides.stub)}`);
      out.line(`beacons through the gateway: ${rateAndRatio(sides.gateway, sides.stub)} (target ≥ 0.25)`);
      out.line(`beacons straight to the service: ${rateAndRatio(sides.direct, sides.stub)}`);

      // nothing lost: every beacon answered 202 is stored once the service has closed (its batch written)
      const answered = sides.gateway.ok + sides.direct.ok;
      await gateway.close();
      gateway = undefined;
      await app.close();
      const kept = await stored({ database, env, answered });
      out.line(
        `${answered.toLocaleString('en')} beacons answered 202, ${kept.toLocaleString('en')} ${storedLabel}; ${sides.gateway.refused + sides.direct.refused} refused (503), ${sides.gateway.errors + sides.direct.errors} errors; ${(commits / answered).toFixed(2)} commits per beacon while loading`,
      );
    } finally {
      await gateway?.close();
      await stub.close();
      await app.close();
    }
  });
  out.print(title);
}
