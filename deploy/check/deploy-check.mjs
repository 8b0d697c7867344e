// npm run deploy:check: Atlas built into its images and run as containers, proven through the
// gateway of the containers. It installs and starts a container engine when there is none (Debian's
// docker.io, as root), builds a local stand-in for a base image no registry can give, builds every
// part's image, starts compose (without Kafka: the PostgreSQL event log), then checks:
//   1. the journey          sign in, site, published page read publicly, post, image, order, visit
//   2. scale-out            two replicas of every service, traffic on both, guarantees across them
//   3. a rolling update     commerce replaced by a new image under load, no request failing
//   4. a killed container   its routes 503 at once, the rest works, restart recovers, no event lost
//   5. a remote redeployed  a new mfe-menus image picked up with no gateway rebuild, and rolled back
// and tears everything down. One line per check, then the figures. Exit 1 when a check fails.
//   ATLAS_CHECK_KEEP=1     leave the containers running at the end (inspect them, then `npm run deploy:check -- --down`)
//   ATLAS_CHECK_PORT       the gateway's port on this machine (default 18080)
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBaseImages } from '../base/bases.mjs';
import { parts, remotes, services } from '../pack.mjs';
import * as scenarios from './scenarios.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
// Debian's client, once installed (it builds with its own BuildKit); a machine may also carry a newer client on
// its PATH without the buildx plugin that client needs to build. Chosen again after ensureEngine installs docker.io.
const dockerClient = () => (existsSync('/usr/bin/docker') ? '/usr/bin/docker' : 'docker');
let DOCKER = dockerClient();
const PROJECT = 'atlascheck';
const NETWORK = `${PROJECT}_default`;
const PORT = Number(process.env.ATLAS_CHECK_PORT || 18080);
const BASE = `http://127.0.0.1:${PORT}`;
const COMPOSE_FILES = ['-f', 'deploy/docker-compose.yml', '-f', 'deploy/docker-compose.no-kafka.yml'];
const version = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version ?? '0.0.0';
const sha = git(['rev-parse', '--short', 'HEAD']) || 'local';
const TAG = process.env.ATLAS_IMAGE_TAG || `${version}-${sha}`;
const secrets = {
  JWT_SECRET: randomBytes(32).toString('hex'),
  ATLAS_ADMIN_PASSWORD: `Check-${randomBytes(9).toString('base64url')}`,
  POSTGRES_PASSWORD: randomBytes(16).toString('hex'),
};
const composeEnv = { ...process.env, ...secrets, ATLAS_IMAGE_TAG: TAG, ATLAS_HTTP_PORT: String(PORT), ATLAS_DRAIN_MS: '3000' };
const figures = {};
const results = [];

function git(args) {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs a command, returns its stdout; throws with its stderr when it fails. */
function sh(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.status !== 0) {
    const output = `${result.stderr ?? ''}${result.stdout ?? ''}`.trim().split('\n').slice(-15).join('\n');
    throw new Error(`${path.basename(command)} ${args.slice(0, 4).join(' ')} failed (${result.status ?? result.signal}):\n${output}`);
  }
  return (result.stdout ?? '').trim();
}

/** A long command with its output in a log file (image builds), resolved with its exit code. */
function runLogged(command, args, logFile, env = process.env) {
  return new Promise((resolve) => {
    const log = openSync(logFile, 'a');
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', log, log] });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

const docker = (...args) => sh(DOCKER, args);

function compose(args, env = composeEnv) {
  const plugin = spawnSync(DOCKER, ['compose', 'version'], { encoding: 'utf8' }).status === 0;
  const [command, prefix] = plugin ? [DOCKER, ['compose']] : ['docker-compose', []];
  return sh(command, [...prefix, '-p', PROJECT, ...(plugin ? COMPOSE_FILES : composeV1Files()), ...args], { env });
}

/**
 * Debian's docker-compose 1.29 refuses the health checks' `start_interval` (Compose 2.20+), and its
 * Docker 20.10 would ignore it: it gets the same file without it, beside the original (relative paths hold).
 */
function composeV1Files() {
  const original = path.join(ROOT, 'deploy', 'docker-compose.yml');
  const copy = path.join(ROOT, 'deploy', '.docker-compose.v1.yml');
  writeFileSync(copy, readFileSync(original, 'utf8').replace(/,?\s*start_interval: \w+/g, ''));
  return COMPOSE_FILES.map((file) => (file === 'deploy/docker-compose.yml' ? 'deploy/.docker-compose.v1.yml' : file));
}

// ---- the engine ---------------------------------------------------------------------------------

let startedDaemon;

async function ensureEngine() {
  if (spawnSync(DOCKER, ['info'], { stdio: 'ignore' }).status === 0) return 'running';
  if (process.getuid?.() !== 0) throw new Error('No container engine answers, and installing one needs root');
  const missing = ['docker.io', 'docker-compose', 'debootstrap'].filter(
    (name) => spawnSync('dpkg', ['-s', name], { stdio: 'ignore' }).status !== 0,
  );
  if (missing.length > 0) {
    console.log(`  installing ${missing.join(', ')} (apt-get)`);
    sh('apt-get', ['update', '-qq'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    sh('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    DOCKER = dockerClient();
  }
  mkdirSync(path.join(ROOT, '.data'), { recursive: true });
  const log = openSync(path.join(ROOT, '.data', 'dockerd.log'), 'a');
  startedDaemon = spawn('dockerd', [], { stdio: ['ignore', log, log], detached: true });
  startedDaemon.unref();
  for (let waited = 0; waited < 60_000; waited += 500) {
    if (spawnSync('/usr/bin/docker', ['info'], { stdio: 'ignore' }).status === 0) return 'started';
    await sleep(500);
  }
  throw new Error('dockerd did not answer within a minute (see .data/dockerd.log)');
}

// ---- images -------------------------------------------------------------------------------------

function buildArgs(part, tag, extra = []) {
  const target = services().includes(part)
    ? ['--target', 'service', '--build-arg', `SERVICE=${part}`]
    : part === 'gateway'
      ? ['--target', 'gateway']
      : ['--target', 'remote', '--build-arg', `REMOTE=${part}`];
  // this machine's certificate authorities (a network that inspects TLS signs the registry's certificate)
  const ca = process.env.NODE_EXTRA_CA_CERTS || '/etc/ssl/certs/ca-certificates.crt';
  const secret = existsSync(ca) ? ['--secret', `id=ca,src=${ca}`] : [];
  return [
    'build',
    '-f',
    'deploy/Dockerfile',
    ...target,
    '--build-arg',
    `VERSION=${tag}`,
    ...secret,
    ...extra,
    '-t',
    `atlas/${part}:${tag}`,
    '.',
  ];
}

async function buildImage(part, tag) {
  const logFile = path.join(ROOT, '.data', 'deploy-check-build.log');
  const code = await runLogged(DOCKER, buildArgs(part, tag), logFile, { ...process.env, DOCKER_BUILDKIT: '1' });
  if (code !== 0) throw new Error(`building atlas/${part}:${tag} failed (see .data/deploy-check-build.log)`);
}

async function buildImages() {
  const started = Date.now();
  const all = parts();
  // the first build fills the shared layers (packages); then two at a time
  await buildImage(all[0], TAG);
  const queue = all.slice(1);
  await Promise.all(
    [0, 1].map(async () => {
      for (let part = queue.shift(); part; part = queue.shift()) await buildImage(part, TAG);
    }),
  );
  figures.buildSeconds = Math.round((Date.now() - started) / 1000);
  figures.imageMB = Object.fromEntries(
    all.map((part) => [part, Math.round(Number(docker('image', 'inspect', '-f', '{{.Size}}', `atlas/${part}:${TAG}`)) / 1e6)]),
  );
  return `${all.length} images in ${figures.buildSeconds} s`;
}

// ---- containers ---------------------------------------------------------------------------------

function containersOf(service) {
  const ids = docker(
    'ps',
    '-q',
    '--filter',
    `label=com.docker.compose.project=${PROJECT}`,
    '--filter',
    `label=com.docker.compose.service=${service}`,
  );
  return ids ? ids.split('\n') : [];
}

function inspect(id) {
  return JSON.parse(docker('inspect', id))[0];
}

const addressOf = (id) => inspect(id).NetworkSettings.Networks[NETWORK]?.IPAddress;

async function waitHealthy(ids, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const states = ids.map((id) => inspect(id).State);
    if (states.every((state) => state.Health?.Status === 'healthy')) return;
    const dead = states.find((state) => !state.Running && !state.Restarting);
    if (Date.now() > deadline || dead)
      throw new Error(`containers not healthy: ${states.map((state) => state.Health?.Status ?? state.Status).join(', ')}`);
    await sleep(1000);
  }
}

async function waitGateway(timeoutMs = 240_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${BASE}/health/ready`, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the gateway did not become ready at ${BASE}`);
    await sleep(1000);
  }
}

async function waitAllHealthy() {
  const ids = [...services(), 'gateway', ...remotes()].flatMap(containersOf);
  await waitHealthy(ids);
  await waitGateway();
}

async function up() {
  compose(['up', '-d', '--no-build']);
  await waitAllHealthy();
}

/**
 * Starts a container of `service` from `image` beside the running ones: the same environment (what
 * compose gave it, not what its image sets), network name and compose labels, as a rollout's new pod.
 */
function startLike(service, image) {
  const model = inspect(containersOf(service)[0]);
  const imageEnv = new Set(inspect(model.Image).Config.Env);
  const env = model.Config.Env.filter((entry) => !imageEnv.has(entry));
  const labels = [
    'com.docker.compose.project',
    'com.docker.compose.service',
    'com.docker.compose.oneoff',
    'com.docker.compose.project.working_dir',
    'com.docker.compose.config-hash',
  ];
  const name = `${PROJECT}_${service}_${image
    .split(':')
    .pop()
    .replace(/[^\w.-]/g, '_')}_${randomBytes(3).toString('hex')}`;
  const args = [
    'run',
    '-d',
    '--name',
    name,
    '--network',
    NETWORK,
    '--network-alias',
    service,
    '--restart',
    'unless-stopped',
    '--label',
    'atlas.check=started',
  ];
  for (const label of labels) if (model.Config.Labels[label] !== undefined) args.push('--label', `${label}=${model.Config.Labels[label]}`);
  for (const entry of env) args.push('-e', entry);
  return docker(...args, image);
}

/** Replaces every container of `service` by one from `image`, one at a time: start, healthy, then stop the old (drain). */
async function rollOut(service, image) {
  const old = containersOf(service);
  for (const id of old) {
    const fresh = startLike(service, image);
    await waitHealthy([fresh]);
    docker('stop', '-t', '30', id);
    docker('rm', id);
  }
}

/** Requests through the gateway from `concurrency` loops until stopped: counts answers and failures. */
function steadyLoad(requests, concurrency = 8) {
  const tally = { sent: 0, failed: 0, failures: [] };
  let running = true;
  const loops = Array.from({ length: concurrency }, async (_, index) => {
    for (let turn = index; running; turn++) {
      const { method = 'GET', url, body, headers = {} } = requests[turn % requests.length];
      tally.sent++;
      try {
        const response = await fetch(`${BASE}${url}`, {
          method,
          headers: body ? { 'content-type': 'application/json', ...headers } : headers,
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        if (response.status >= 500) {
          tally.failed++;
          tally.failures.push(`${method} ${url} → ${response.status}`);
        }
      } catch (error) {
        tally.failed++;
        tally.failures.push(`${method} ${url} → ${error.cause?.code ?? error.message}`);
      }
    }
  });
  return {
    tally,
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return tally;
    },
  };
}

/** Waits (at most 3 minutes) until each request answers below 500 within 5 s, one after another. */
async function settled(requests, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  for (const { method = 'GET', url, headers = {} } of requests) {
    for (;;) {
      try {
        const response = await fetch(`${BASE}${url}`, { method, headers, signal: AbortSignal.timeout(5000) });
        await response.arrayBuffer();
        if (response.status < 500) break;
      } catch {
        // slow or refused: ask again
      }
      if (Date.now() > deadline) throw new Error(`${method} ${url} did not answer within 5 s after the scale-out settled`);
      await sleep(1000);
    }
  }
}

/** Requests each replica of a service has answered (its /metrics, health probes left out). */
async function answeredBy(service) {
  const port = JSON.parse(readFileSync(path.join(ROOT, 'services', service, 'manifest.json'), 'utf8')).port;
  return Promise.all(
    containersOf(service).map(async (id) => {
      const text = await (await fetch(`http://${addressOf(id)}:${port}/metrics`)).text();
      let total = 0;
      for (const line of text.split('\n')) {
        const match = /^http_request_duration_seconds_count\{([^}]*)\} (\d+)/.exec(line);
        if (match && !/route="\/health/.test(match[1])) total += Number(match[2]);
      }
      return total;
    }),
  );
}

function psql(sql) {
  const id = containersOf('postgres')[0];
  return docker('exec', '-u', 'postgres', id, 'psql', '-U', 'atlas', '-d', 'atlas', '-tAc', sql);
}

// ---- the checks ---------------------------------------------------------------------------------

const owner = { adminUser: 'admin', adminPassword: secrets.ATLAS_ADMIN_PASSWORD, log: () => undefined };

async function checkJourney() {
  const journey = await scenarios.journey(BASE, owner);
  figures.journey = journey;
  return `site ${journey.siteId}, page ${journey.pageUrl}, order ${journey.orderId}, visits ${journey.visits}`;
}

/** One route per service, as a signed-in owner reads them (spread and kill checks). */
async function routesPerService() {
  const { token } = await scenarios.signIn(BASE, owner.adminUser, owner.adminPassword);
  const auth = { authorization: `Bearer ${token}` };
  return {
    token,
    routes: {
      identity: { url: '/api/auth/me/', headers: auth },
      sites: { url: '/api/builder/sites/', headers: auth },
      content: { url: '/api/content/?page_size=5', headers: auth },
      menus: { url: '/api/menus/', headers: auth },
      analytics: { url: '/api/analytics/conversion-goals/', headers: auth },
      performance: { url: '/api/performance/alerts/', headers: auth },
      marketplace: { url: '/api/marketplace/modules/', headers: auth },
      commerce: { url: '/ecommerce/api/products/' },
    },
  };
}

async function checkScaleOut() {
  // only the scaled parts: compose would otherwise re-check the gateway's dependencies while the new replicas start
  const scaled = [...services(), ...remotes()];
  compose(['up', '-d', '--no-build', '--no-recreate', '--no-deps', ...scaled.flatMap((service) => ['--scale', `${service}=2`]), ...scaled]);
  await waitAllHealthy();
  const { routes } = await routesPerService();
  // Twenty-eight containers have just started on the machine's cores: let every route answer once in
  // under 5 s before the measured load, as an orchestrator's readiness gate lets a new replica warm up.
  await settled(Object.values(routes));
  // Load until every service's two replicas have both answered (the gateway spreads each new upstream
  // connection and replaces a connection once it is 5 s old), for at least 8 s and at most 90 s.
  const load = steadyLoad(Object.values(routes), 8);
  const loadStarted = Date.now();
  let spread = {};
  const reachedBoth = (counts) => counts.length === 2 && counts.every((count) => count > 0);
  for (;;) {
    await sleep(2000);
    spread = Object.fromEntries(await Promise.all(services().map(async (service) => [service, await answeredBy(service)])));
    const waited = Date.now() - loadStarted;
    if ((waited >= 8000 && Object.values(spread).every(reachedBoth)) || waited >= 90_000) break;
  }
  const tally = await load.stop();
  const loadMs = Date.now() - loadStarted;
  if (tally.failed > 0) throw new Error(`${tally.failed} of ${tally.sent} requests failed: ${tally.failures.slice(0, 5).join('; ')}`);
  for (const [service, counts] of Object.entries(spread)) {
    if (!reachedBoth(counts))
      throw new Error(`${service}'s replicas answered ${counts.join(' and ')} requests in 90 s: traffic did not reach both`);
  }
  figures.spread = spread;
  const race = await scenarios.stockRace(BASE, { ...owner, buyers: 200, stock: 50 });
  figures.stockRace = race;
  if (race.orders !== 50 || race.finalStock !== 0 || race.errors !== 0) throw new Error(`stock race: ${JSON.stringify(race)}`);
  const scheduled = await scenarios.scheduledPostOnce(BASE, owner);
  const publishSql = scenarios.publishEvidenceSql(scheduled.postId);
  const publications = {
    api: scheduled.published,
    outbox: Number(psql(publishSql.outboxEvents)),
    audit: Number(psql(publishSql.auditEntries)),
  };
  figures.scheduled = { postId: scheduled.postId, publishedAfterMs: scheduled.publishedAfterMs, publications };
  if (Object.values(publications).some((count) => count !== 1))
    throw new Error(`the scheduled post was published ${JSON.stringify(publications)} times`);
  const alert = await scenarios.alertOnce(BASE, owner);
  const alertSql = scenarios.alertEvidenceSql(alert.alertIds[0], alert.siteId, alert.path);
  const raised = { api: alert.alerts, ...Object.fromEntries(Object.entries(alertSql).map(([name, sql]) => [name, Number(psql(sql))])) };
  figures.alert = { raisedAfterMs: alert.raisedAfterMs, occurrences: alert.occurrences, raised };
  if (Object.values(raised).some((count) => count !== 1)) throw new Error(`the alert was raised ${JSON.stringify(raised)} times`);
  const spreadText = Object.entries(spread)
    .map(([service, counts]) => `${service} ${counts.join('/')}`)
    .join(', ');
  return `${tally.sent} requests in ${seconds(loadMs)} spread (${spreadText}); 200 buyers at stock 50 → ${race.orders} orders; scheduled post published once (${publications.outbox} event, ${publications.audit} audit entry); alert raised once (${raised.api} in the list)`;
}

async function checkRollingUpdate() {
  const nextTag = `${TAG}-r2`;
  const started = Date.now();
  await buildImage('commerce', nextTag);
  const buildMs = Date.now() - started;
  const { routes } = await routesPerService();
  const load = steadyLoad(
    [routes.commerce, { url: '/ecommerce/api/categories/' }, routes.identity, { method: 'GET', url: '/ecommerce/api/cart/' }],
    8,
  );
  const rollStarted = Date.now();
  await rollOut('commerce', `atlas/commerce:${nextTag}`);
  const rollMs = Date.now() - rollStarted;
  await sleep(2000);
  const tally = await load.stop();
  const versions = containersOf('commerce').map((id) => inspect(id).Config.Labels['org.opencontainers.image.version']);
  figures.roll = {
    requests: tally.sent,
    failed: tally.failed,
    rollSeconds: Math.round(rollMs / 1000),
    buildSeconds: Math.round(buildMs / 1000),
    versions,
  };
  if (tally.failed > 0)
    throw new Error(`${tally.failed} of ${tally.sent} requests failed during the roll: ${tally.failures.slice(0, 5).join('; ')}`);
  if (!versions.every((value) => value === nextTag)) throw new Error(`commerce runs ${versions.join(', ')} after the roll`);
  return `commerce ${TAG} → ${nextTag} on ${versions.length} replicas in ${seconds(rollMs)}; ${tally.sent} requests during the roll, 0 failed`;
}

async function checkKilledContainer() {
  const { routes } = await routesPerService();
  const victims = containersOf('sites');
  // writes whose events are still in the outbox when the process dies
  const { token } = await scenarios.signIn(BASE, owner.adminUser, owner.adminPassword);
  const before = Number(psql('select count(*) from sites.outbox'));
  const writes = Array.from({ length: 20 }, (_, index) =>
    fetch(`${BASE}/api/builder/sites/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: `Killed check ${Date.now()}-${index}` }),
    }).then(
      (response) => response.status,
      () => 0,
    ),
  );
  await sleep(150);
  docker('kill', ...victims);
  const statuses = await Promise.all(writes);
  const committed = Number(psql('select count(*) from sites.outbox')) - before;
  const killedAt = Date.now();
  const probe = await fetch(`${BASE}${routes.sites.url}`, { headers: routes.sites.headers });
  const latency = Date.now() - killedAt;
  if (probe.status !== 503) throw new Error(`the killed service's route answered ${probe.status}, not 503`);
  for (const [service, route] of Object.entries(routes)) {
    if (service === 'sites') continue;
    const response = await fetch(`${BASE}${route.url}`, { headers: route.headers ?? {} });
    if (response.status >= 500) throw new Error(`${service} answered ${response.status} while sites was down`);
  }
  docker('start', ...victims);
  await waitHealthy(victims);
  const recovered = await fetch(`${BASE}${routes.sites.url}`, { headers: routes.sites.headers });
  if (recovered.status !== 200) throw new Error(`sites answered ${recovered.status} after the restart`);
  let unsent = -1;
  for (let waited = 0; waited < 30_000 && unsent !== 0; waited += 1000) {
    unsent = Number(psql('select count(*) from sites.outbox where published_at is null'));
    if (unsent !== 0) await sleep(1000);
  }
  const logged = Number(psql(`select count(*) from atlas_events.log where envelope->>'source' = 'sites' or topic like 'sites.%'`));
  figures.kill = {
    latencyMs: latency,
    writesAnswered: statuses.filter((status) => status === 201).length,
    outboxRowsCommitted: committed,
    unsent,
    eventsInLog: logged,
  };
  if (unsent !== 0) throw new Error(`${unsent} outbox events of sites were never sent`);
  return `sites killed: its route answered 503 in ${latency} ms, the seven others answered; restarted healthy; ${committed} events committed around the kill, 0 unsent`;
}

async function manifestVersion() {
  const manifest = await (await fetch(`${BASE}/mf-manifest.json`)).json();
  const menus = manifest.remotes.find((remote) => remote.name === 'menus');
  const entry = await fetch(`${BASE}${menus.entry}`);
  if (entry.status !== 200) throw new Error(`the menus entry ${menus.entry} answered ${entry.status}`);
  return menus.version;
}

async function checkRemoteRedeploy() {
  const before = await manifestVersion();
  const nextTag = `${TAG}-menus2`;
  const started = Date.now();
  await buildImage('mfe-menus', nextTag);
  const buildMs = Date.now() - started;
  const gatewayImage = inspect(containersOf('gateway')[0]).Image;
  await rollOut('mfe-menus', `atlas/mfe-menus:${nextTag}`);
  await sleep(1500);
  const after = await manifestVersion();
  if (!after.startsWith(`${nextTag}+`)) throw new Error(`the manifest names menus ${after} after the redeploy, not ${nextTag}`);
  await rollOut('mfe-menus', `atlas/mfe-menus:${TAG}`);
  await sleep(1500);
  const back = await manifestVersion();
  if (back !== before) throw new Error(`the manifest names menus ${back} after the rollback, not ${before}`);
  if (inspect(containersOf('gateway')[0]).Image !== gatewayImage) throw new Error('the gateway was replaced');
  figures.remote = { before, after, back, buildSeconds: Math.round(buildMs / 1000) };
  return `menus ${before} → ${after} → ${back}, built alone in ${seconds(buildMs)}, the gateway untouched`;
}

// ---- the run ------------------------------------------------------------------------------------

async function step(name, check) {
  const started = Date.now();
  try {
    const detail = await check();
    results.push({ name, ok: true });
    console.log(`✓ ${name} (${seconds(Date.now() - started)}): ${detail}`);
  } catch (error) {
    results.push({ name, ok: false });
    console.log(`✗ ${name} (${seconds(Date.now() - started)}): ${error.message}`);
    return false;
  }
  return true;
}

function down() {
  const leftovers = docker('ps', '-aq', '--filter', 'label=atlas.check=started');
  if (leftovers) docker('rm', '-f', ...leftovers.split('\n'));
  try {
    compose(['down', '-v', '--remove-orphans']);
  } catch (error) {
    console.log(`  compose down: ${error.message.split('\n')[0]}`);
  }
}

async function main() {
  if (process.argv.includes('--down')) return down();
  console.log(`Atlas deploy check: images tagged ${TAG}, gateway at ${BASE}`);
  const ready =
    (await step('container engine', ensureEngine)) &&
    (await step('base images', async () =>
      (await ensureBaseImages({ docker: DOCKER, log: () => undefined })).map(({ tag, source }) => `${tag} ${source}`).join(', '),
    )) &&
    (await step('images', buildImages));
  if (ready) {
    down();
    if (
      await step(
        'compose up (PostgreSQL event log)',
        async () => (await up(), `${containersOf('postgres').length + parts().length} containers healthy`),
      )
    ) {
      await step('journey', checkJourney);
      await step('scale-out', checkScaleOut);
      await step('rolling update', checkRollingUpdate);
      await step('killed container', checkKilledContainer);
      await step('remote redeployed alone', checkRemoteRedeploy);
    }
    if (!process.env.ATLAS_CHECK_KEEP) down();
  }
  if (startedDaemon && !process.env.ATLAS_CHECK_KEEP) process.kill(startedDaemon.pid, 'SIGTERM');
  console.log(`\nfigures: ${JSON.stringify(figures, null, 2)}`);
  const failed = results.filter((result) => !result.ok);
  console.log(
    failed.length === 0
      ? `deploy check passed (${results.length} checks)`
      : `deploy check FAILED: ${failed.map((result) => result.name).join(', ')}`,
  );
  process.exitCode = failed.length === 0 ? 0 : 1;
}

await main();
