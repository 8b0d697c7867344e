// The base images the deploy check builds on: node:24-bookworm-slim (every Atlas image) and postgres:15 (compose).
// Where a registry is reachable they are the official images, pulled as usual. On a machine with no registry, a
// pull fails and nothing would build, so this builds a local stand-in under the same tag from Debian's own packages
// (debootstrap, postgresql-15) and Node from the npm registry, both of which stay reachable here. A stand-in carries
// the label org.opencontainers.image.description naming this file, so `docker image inspect` tells them apart.
//   node deploy/base/bases.mjs     ensures both tags and prints what it did
// Needs root (debootstrap, chroot) and a running engine; it never installs or starts the engine itself.
import { spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const NODE_TAG = 'node:24-bookworm-slim';
const POSTGRES_TAG = 'postgres:15';
const STAND_IN_LABEL = 'org.opencontainers.image.description="local stand-in built by deploy/base/bases.mjs"';
// A pull from a reachable registry takes seconds; with none it fails at once or hangs on the network.
const PULL_TIMEOUT_MS = 60_000;
const DEFAULT_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';
const DEBIAN_MIRROR = 'http://deb.debian.org/debian';
const DEBIAN_SECURITY_MIRROR = 'http://deb.debian.org/debian-security';
// What Debian's slim images leave out (debuerreotype's "slimify"); kept for later apt-get installs in the image too.
const SLIM_DPKG_CONFIG = `path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
path-exclude /usr/share/man/*
path-exclude /usr/share/groff/*
path-exclude /usr/share/linda/*
path-exclude /usr/share/lintian/*
`;

/**
 * Makes sure both base tags exist in the engine: already there, pulled, or built here as a stand-in.
 * Resolves to one `{ tag, source: 'present' | 'pulled' | 'built' }` per tag.
 */
export async function ensureBaseImages({ docker = '/usr/bin/docker', log = console.log } = {}) {
  await assertEngineRuns(docker);
  const standIns = [
    { tag: NODE_TAG, install: installNode, verify: verifyNode },
    { tag: POSTGRES_TAG, install: installPostgres, verify: verifyPostgres },
  ];
  const sources = new Map();
  for (const { tag } of standIns) {
    if ((await capture(docker, ['image', 'inspect', tag])).code === 0) {
      sources.set(tag, 'present');
      log(`${tag}: present, ${await imageSize(docker, tag)}`);
      continue;
    }
    const pull = await capture(docker, ['pull', tag], { timeoutMs: PULL_TIMEOUT_MS });
    if (pull.code === 0) {
      sources.set(tag, 'pulled');
      log(`${tag}: pulled, ${await imageSize(docker, tag)}`);
    } else {
      const reason = pull.code === 124 ? `no answer in ${PULL_TIMEOUT_MS / 1000} s` : pull.stderr.trim().split('\n').at(-1);
      log(`${tag}: not present and the pull failed (${reason}); building a local stand-in`);
    }
  }
  const missing = standIns.filter(({ tag }) => !sources.has(tag));
  if (missing.length > 0) {
    await timed(log, 'stand-ins built', () => buildStandIns(missing, { docker, log }));
    for (const { tag } of missing) sources.set(tag, 'built');
  }
  return standIns.map(({ tag }) => ({ tag, source: sources.get(tag) }));
}

async function assertEngineRuns(docker) {
  const server = await capture(docker, ['version', '--format', '{{.Server.Version}}']);
  if (server.code !== 0) {
    throw new Error(
      `No container engine answers ${docker} (${server.stderr.trim() || `exit ${server.code}`}). ` +
        'Install docker.io and start dockerd first; deploy/base/bases.mjs does neither.',
    );
  }
}

async function buildStandIns(standIns, { docker, log }) {
  if (process.getuid?.() !== 0) throw new Error('Building base stand-ins needs root (debootstrap and chroot).');
  if ((await capture('debootstrap', ['--version'])).code === 127) {
    throw new Error('Building base stand-ins needs debootstrap (apt-get install debootstrap).');
  }
  const work = mkdtempSync(path.join(os.tmpdir(), 'atlas-bases-'));
  try {
    const base = path.join(work, 'bookworm');
    await timed(log, 'debootstrap bookworm (minbase)', () => bootstrapDebian(base));
    // One debootstrap serves both images: every stand-in but the last gets a copy.
    for (const [index, { tag, install, verify }] of standIns.entries()) {
      const rootfs = index === standIns.length - 1 ? base : path.join(work, tag.replace(/[:/]/g, '-'));
      // cp -a: the rootfs holds device nodes and files of other owners, which fs.cpSync does not copy.
      if (rootfs !== base) await check('cp', ['-a', base, rootfs]);
      const changes = await timed(log, `${tag}: install`, () => install(rootfs, { work, log }));
      assertNothingMounted(rootfs);
      slimDown(rootfs);
      await timed(log, `${tag}: import`, () => importRootfs(docker, rootfs, tag, [...changes, `LABEL ${STAND_IN_LABEL}`]));
      try {
        await timed(log, `${tag}: verify`, () => verify(docker, log));
      } catch (error) {
        // A broken stand-in must not stay under the tag: the next run would take it as present.
        await capture(docker, ['image', 'rm', tag]);
        throw error;
      }
      log(`${tag}: built, ${await imageSize(docker, tag)}`);
    }
  } finally {
    removeWorkDir(work);
  }
}

async function bootstrapDebian(rootfs) {
  const { mirror, securityMirror } = hostDebianMirrors();
  await check('debootstrap', ['--variant=minbase', 'bookworm', rootfs, mirror]);
  writeFileSync(
    path.join(rootfs, 'etc/apt/sources.list'),
    `deb ${mirror} bookworm main\ndeb ${mirror} bookworm-updates main\ndeb ${securityMirror} bookworm-security main\n`,
  );
  writeFileSync(path.join(rootfs, 'etc/dpkg/dpkg.cfg.d/docker-slim'), SLIM_DPKG_CONFIG);
  // Nothing may start a service inside a chroot (a postgres package would start its server).
  writeFileSync(path.join(rootfs, 'usr/sbin/policy-rc.d'), '#!/bin/sh\nexit 101\n', { mode: 0o755 });
  await inChroot(rootfs, 'apt-get update -qq && apt-get upgrade -qq -y');
}

/** The Debian mirrors this machine's apt uses (one-line or deb822 sources), so the image comes from the same place. */
function hostDebianMirrors() {
  const files = ['/etc/apt/sources.list'];
  if (existsSync('/etc/apt/sources.list.d')) {
    files.push(...readdirSync('/etc/apt/sources.list.d').map((file) => path.join('/etc/apt/sources.list.d', file)));
  }
  const uris = files
    .filter((file) => existsSync(file))
    .flatMap((file) => readFileSync(file, 'utf8').match(/(?:^deb\s+(?:\[[^\]]*\]\s+)?|^URIs:\s*)\S+/gm) ?? [])
    .map((entry) => entry.split(/\s+/).pop());
  return {
    mirror: uris.find((uri) => /\/debian\/?$/.test(uri))?.replace(/\/$/, '') ?? DEBIAN_MIRROR,
    securityMirror: uris.find((uri) => /\/debian-security\/?$/.test(uri))?.replace(/\/$/, '') ?? DEBIAN_SECURITY_MIRROR,
  };
}

/** Node 24 from the npm registry's node-linux-<arch> package, laid out as the official image has it in /usr/local. */
async function installNode(rootfs, { work, log }) {
  const nodePackage = `node-linux-${process.arch}`;
  const versions = [].concat(JSON.parse((await check('npm', ['view', `${nodePackage}@24`, 'version', '--json'])).stdout));
  const version = versions
    .filter((candidate) => /^\d+\.\d+\.\d+$/.test(candidate))
    .sort(compareVersions)
    .at(-1);
  const packed = JSON.parse((await check('npm', ['pack', `${nodePackage}@${version}`, '--json'], { cwd: work })).stdout);
  await check('tar', ['-xzf', packed[0].filename, '--no-same-owner'], { cwd: work });
  const unpacked = path.join(work, 'package');

  const local = path.join(rootfs, 'usr/local');
  cpSync(path.join(unpacked, 'bin/node'), path.join(local, 'bin/node'));
  // The package carries the node binary only (today); the npm of this machine fills in when it has none.
  let npm = path.join(unpacked, 'lib/node_modules/npm');
  if (!existsSync(npm)) npm = path.join((await check('npm', ['root', '-g'])).stdout.trim(), 'npm');
  cpSync(npm, path.join(local, 'lib/node_modules/npm'), { recursive: true, verbatimSymlinks: true });
  symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', path.join(local, 'bin/npm'));
  symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', path.join(local, 'bin/npx'));
  rmSync(unpacked, { recursive: true });
  const npmVersion = JSON.parse(readFileSync(path.join(npm, 'package.json'), 'utf8')).version;
  log(`${NODE_TAG}: node v${version} (${nodePackage}), npm ${npmVersion} (${npm})`);

  await inChroot(rootfs, 'groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node');
  return [`ENV PATH=${DEFAULT_PATH}`, `ENV NODE_VERSION=${version}`, 'CMD ["node"]'];
}

/** Debian's postgresql-15 with the official image's user (999), locale, data folder and entrypoint. */
async function installPostgres(rootfs) {
  await inChroot(
    rootfs,
    [
      'groupadd --system --gid 999 postgres',
      'useradd --system --gid postgres --uid 999 --home-dir /var/lib/postgresql --shell /bin/bash postgres',
      'mkdir -p /var/lib/postgresql /docker-entrypoint-initdb.d && chown postgres:postgres /var/lib/postgresql',
      // Like the official image: the cluster is made by the entrypoint into PGDATA, never by the package.
      'apt-get install -qq -y --no-install-recommends postgresql-common',
      "sed -ri 's/#?(create_main_cluster) .*$/\\1 = false/' /etc/postgresql-common/createcluster.conf",
      'apt-get install -qq -y --no-install-recommends postgresql-15 locales',
      'localedef -i en_US -c -f UTF-8 -A /usr/share/locale/locale.alias en_US.UTF-8',
      'mkdir -p /var/run/postgresql && chown postgres:postgres /var/run/postgresql && chmod 3777 /var/run/postgresql',
    ].join(' && '),
  );
  const entrypoint = path.join(rootfs, 'usr/local/bin/docker-entrypoint.sh');
  cpSync(fileURLToPath(new URL('./postgres-entrypoint.sh', import.meta.url)), entrypoint);
  chmodSync(entrypoint, 0o755);
  return [
    'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/lib/postgresql/15/bin:/usr/sbin:/usr/bin:/sbin:/bin',
    'ENV PG_MAJOR=15',
    'ENV PGDATA=/var/lib/postgresql/data',
    'ENV LANG=en_US.utf8',
    'VOLUME /var/lib/postgresql/data',
    'EXPOSE 5432',
    'STOPSIGNAL SIGINT',
    'ENTRYPOINT ["docker-entrypoint.sh"]',
    'CMD ["postgres"]',
  ];
}

/** Drops what an image does not need: package lists and caches, docs, logs, the chroot's guard, the host's resolver. */
function slimDown(rootfs) {
  const under = (dir) =>
    existsSync(path.join(rootfs, dir)) ? readdirSync(path.join(rootfs, dir)).map((entry) => path.join(dir, entry)) : [];
  const doomed = [
    ...under('var/lib/apt/lists').filter((entry) => !entry.endsWith('/partial')),
    ...under('var/cache/apt').filter((entry) => entry.endsWith('.bin')),
    ...under('var/cache/apt/archives').filter((entry) => entry.endsWith('.deb')),
    ...under('var/log').filter((entry) => statSync(path.join(rootfs, entry)).isFile()),
    ...under('var/log/apt'),
    ...['usr/share/info', 'usr/share/man', 'usr/share/groff', 'usr/share/lintian', 'usr/share/linda'].flatMap(under),
    ...under('usr/share/locale').filter((entry) => !entry.endsWith('locale.alias')),
    ...under('usr/share/doc').flatMap((dir) => under(dir).filter((entry) => !entry.endsWith('/copyright'))),
    ...under('var/cache/debconf').filter((entry) => entry.endsWith('-old')),
    ...under('tmp'),
    'usr/sbin/policy-rc.d',
    // Docker provides /dev, and its own resolv.conf and hostname, in every container.
    ...under('dev'),
  ];
  for (const entry of doomed) rmSync(path.join(rootfs, entry), { recursive: true, force: true });
  writeFileSync(path.join(rootfs, 'etc/resolv.conf'), '');
  writeFileSync(path.join(rootfs, 'etc/hostname'), '');
}

/**
 * Imports the rootfs as TAG with the given Dockerfile instructions. `docker import --change` takes most of them;
 * the rest (STOPSIGNAL, on the 20.10 engine) go on in a one-line build FROM the imported image, which the
 * classic builder resolves locally (BuildKit would look the bare image id up in a registry).
 */
async function importRootfs(docker, rootfs, tag, instructions) {
  const importable = instructions.filter((instruction) => !instruction.startsWith('STOPSIGNAL '));
  const rest = instructions.filter((instruction) => !importable.includes(instruction));
  const imported = await new Promise((resolve, reject) => {
    const tar = spawn('tar', ['--numeric-owner', '-C', rootfs, '-c', '.'], { stdio: ['ignore', 'pipe', 'inherit'] });
    const args = ['import', ...importable.flatMap((change) => ['--change', change]), '-', ...(rest.length > 0 ? [] : [tag])];
    const importer = spawn(docker, args, { stdio: [tar.stdout, 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    importer.stdout.on('data', (chunk) => (stdout += chunk));
    importer.stderr.on('data', (chunk) => (stderr += chunk));
    importer.on('error', reject);
    importer.on('close', (code) =>
      code === 0 ? resolve(stdout.trim()) : reject(new Error(`docker import ${tag} failed: ${stderr.trim()}`)),
    );
  });
  if (rest.length === 0) return;
  await check(docker, ['build', '--quiet', '--tag', tag, '-'], {
    input: [`FROM ${imported}`, ...rest].join('\n'),
    env: { ...process.env, DOCKER_BUILDKIT: '0' },
  });
}

async function verifyNode(docker, log) {
  const version = (await check(docker, ['run', '--rm', NODE_TAG, 'node', '-e', 'console.log(process.version)'])).stdout.trim();
  const npm = (await check(docker, ['run', '--rm', NODE_TAG, 'npm', '--version'])).stdout.trim();
  const user = (await check(docker, ['run', '--rm', '-u', 'node', NODE_TAG, 'id'])).stdout.trim();
  if (!version.startsWith('v24.') || !user.startsWith('uid=1000(node) gid=1000(node)')) {
    throw new Error(`${NODE_TAG} stand-in is wrong: node ${version}, user ${user}`);
  }
  log(`${NODE_TAG}: node ${version}, npm ${npm}, ${user}`);
}

/** Starts the stand-in as compose does, reaches it over the network with the password, and times a stop. */
async function verifyPostgres(docker, log) {
  const name = `atlas-bases-verify-${process.pid}`;
  const env = ['POSTGRES_USER=atlas', 'POSTGRES_PASSWORD=atlas', 'POSTGRES_DB=atlas'].flatMap((value) => ['-e', value]);
  try {
    await check(docker, ['run', '-d', '--name', name, ...env, POSTGRES_TAG]);
    const ready = () => capture(docker, ['exec', name, 'pg_isready', '-U', 'atlas']).then(({ code }) => code === 0);
    if (!(await waitFor(ready, 60_000))) {
      const logs = await capture(docker, ['logs', '--tail', '20', name]);
      throw new Error(`${POSTGRES_TAG} stand-in never became ready (pg_isready -U atlas):\n${logs.stdout}${logs.stderr}`);
    }
    const format = '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}';
    const ip = (await check(docker, ['inspect', '--format', format, name])).stdout.trim();
    // From another container, over TCP: the path a service takes; a wrong password must be refused.
    const selectOne = ['psql', '-h', ip, '-U', 'atlas', '-d', 'atlas', '-tAc', 'select 1'];
    const query = (password) => capture(docker, ['run', '--rm', '-e', `PGPASSWORD=${password}`, POSTGRES_TAG, ...selectOne]);
    const answer = await query('atlas');
    if (answer.stdout.trim() !== '1') throw new Error(`${POSTGRES_TAG} stand-in: select 1 failed: ${answer.stderr.trim()}`);
    if ((await query('wrong')).code === 0) throw new Error(`${POSTGRES_TAG} stand-in: a wrong password was accepted`);
    const stopStarted = Date.now();
    await check(docker, ['stop', name]);
    const stoppedIn = (Date.now() - stopStarted) / 1000;
    // docker stop waits 10 s before it kills: a clean stop (SIGINT, fast shutdown) is well under that.
    if (stoppedIn > 5) throw new Error(`${POSTGRES_TAG} stand-in: docker stop took ${stoppedIn} s`);
    log(`${POSTGRES_TAG}: select 1 over ${ip}:5432 with the password, a wrong one refused, docker stop in ${stoppedIn} s`);
  } finally {
    await capture(docker, ['rm', '-f', name]);
  }
}

/** Runs a shell command inside the rootfs, with the host's resolver for apt. */
function inChroot(rootfs, script) {
  cpSync('/etc/resolv.conf', path.join(rootfs, 'etc/resolv.conf'));
  return check('chroot', [rootfs, '/bin/sh', '-c', script], {
    env: { ...process.env, PATH: DEFAULT_PATH, LC_ALL: 'C', DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function removeWorkDir(work) {
  assertNothingMounted(work);
  rmSync(work, { recursive: true, force: true });
}

/**
 * debootstrap mounts /proc, /sys and (inside a container) the host's /dev into the rootfs while it runs; one left
 * behind by a crash would make a recursive delete reach into the host's.
 */
function assertNothingMounted(dir) {
  const mounts = readFileSync('/proc/mounts', 'utf8')
    .split('\n')
    .map((line) => line.split(' ')[1])
    .filter((point) => point?.startsWith(`${dir}/`));
  if (mounts.length > 0) throw new Error(`Left ${dir} in place: still mounted there: ${mounts.join(', ')}`);
}

async function imageSize(docker, tag) {
  const bytes = Number((await check(docker, ['image', 'inspect', '--format', '{{.Size}}', tag])).stdout.trim());
  return `${Math.round(bytes / 1e6)} MB`;
}

/** Runs a command to its end (stdin: `input`) and collects its output; never rejects (127: not found, 124: timed out). */
function capture(command, args, { timeoutMs, input, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'], ...options });
    child.stdin?.end(input);
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const timer = timeoutMs && setTimeout(() => ((timedOut = true), child.kill('SIGTERM')), timeoutMs);
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => resolve({ code: 127, stdout, stderr: error.message }));
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: timedOut ? 124 : (code ?? 1), stdout, stderr });
    });
  });
}

async function check(command, args, options) {
  const result = await capture(command, args, options);
  if (result.code !== 0) {
    const output = (result.stderr || result.stdout).trim().split('\n').slice(-20).join('\n');
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.code}):\n${output}`);
  }
  return result;
}

/** Polls until the condition holds (true) or the time is up (false). */
async function waitFor(condition, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return true;
}

async function timed(log, step, action) {
  const started = Date.now();
  const result = await action();
  log(`${step}: ${seconds(started)}`);
  return result;
}

function seconds(started) {
  return `${((Date.now() - started) / 1000).toFixed(1)} s`;
}

function compareVersions(a, b) {
  const [pa, pb] = [a, b].map((version) => version.split('.').map(Number));
  return pa[0] - pb[0] || pa[1] - pb[1] || pa[2] - pb[2];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  ensureBaseImages().catch((error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}
