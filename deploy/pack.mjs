// Turns a part of the monorepo into what its image runs: one compiled JavaScript file (esbuild
// bundles the part's TypeScript with the workspace packages it imports), the files it reads at run
// time, and exactly the production packages it requires, copied from the installed node_modules
// (the versions the tests ran against, nothing fetched again, no dev dependencies, no tsx).
//
//   node deploy/pack.mjs [--out DIR] [PART...]     PART: a service name, gateway, or mfe-<name>
//
// DIR/<part>/ holds main.js, node_modules/, services/<name>/manifest.json for every service (the
// gateway routes by them, services find each other by them) and, for the gateway, shell/dist and
// each mfe-*/dist with its remote.json; for a remote, dist/. The bundle sets ATLAS_ROOT to its own
// folder, where the kit and the gateway look for those files.
import { build } from 'esbuild';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Packages a container never loads: the embedded database (containers run on a PostgreSQL server;
 * the kit imports it only without DATABASE_URL) and the pretty log printer's optional peers.
 */
const NEVER_SHIPPED = new Set(['@electric-sql/pglite', 'knex-pglite']);

/** knex loads its dialect drivers by name; only pg is installed and used. */
const OPTIONAL_REQUIRES = new Set(['mysql', 'mysql2', 'oracledb', 'pg-native', 'pg-query-stream', 'sqlite3', 'better-sqlite3', 'tedious']);

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

export function services() {
  return readdirSync(path.join(ROOT, 'services'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(ROOT, 'services', entry.name, 'manifest.json')))
    .map((entry) => entry.name)
    .sort();
}

export function remotes() {
  return readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
    .map((entry) => entry.name)
    .sort();
}

export function parts() {
  return [...services(), 'gateway', ...remotes()];
}

function entryOf(part) {
  if (services().includes(part)) return path.join(ROOT, 'services', part, 'src', 'main.ts');
  if (part === 'gateway') return path.join(ROOT, 'gateway', 'src', 'main.ts');
  if (remotes().includes(part)) return path.join(ROOT, 'gateway', 'src', 'remote-main.ts');
  throw new Error(`Unknown part "${part}": one of ${parts().join(', ')}`);
}

/** The package name of a bare import (`@scope/name/sub` → `@scope/name`). */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Workspace packages are compiled into the bundle; every other package stays a require. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || args.path.startsWith('@atlas/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** The folder of an installed package as Node would find it from `fromDir`. */
function findPackage(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === ROOT || dir === path.dirname(dir)) return undefined;
  }
}

/**
 * Every installed package the given ones need at run time (dependencies, optional and peer
 * dependencies that are installed), as folders under the repository.
 */
function runtimeClosure(roots) {
  const seen = new Map();
  const queue = roots.map(({ name, from }) => ({ name, from, required: true }));
  while (queue.length > 0) {
    const { name, from, required } = queue.shift();
    const dir = findPackage(name, from);
    if (!dir) {
      if (required) throw new Error(`${name} is required by ${path.relative(ROOT, from) || 'the bundle'} but not installed`);
      continue;
    }
    if (seen.has(dir)) continue;
    seen.set(dir, name);
    const manifest = readJson(path.join(dir, 'package.json'));
    for (const dependency of Object.keys(manifest.dependencies ?? {})) queue.push({ name: dependency, from: dir, required: true });
    for (const dependency of [...Object.keys(manifest.optionalDependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]) {
      queue.push({ name: dependency, from: dir, required: false });
    }
  }
  return [...seen.keys()];
}

/** Where an installed package goes in the image: the same place under node_modules, hoisted from a workspace's own. */
function placeOf(dir) {
  const relative = path.relative(ROOT, dir);
  const first = relative.indexOf('node_modules' + path.sep);
  return relative.slice(first);
}

function sizeOf(dir) {
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) bytes += sizeOf(file);
    else if (entry.isFile()) bytes += statSync(file).size;
  }
  return bytes;
}

export async function pack(part, outRoot) {
  const out = path.join(outRoot, part);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const result = await build({
    entryPoints: [entryOf(part)],
    outfile: path.join(out, 'main.js'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [externalPackages],
    // the bundle's folder carries the repository's layout for what the code reads at run time
    banner: { js: 'process.env.ATLAS_ROOT ??= __dirname;' },
  });

  // the packages the bundle requires, resolved from the file that imports each
  const roots = [];
  for (const [input, info] of Object.entries(result.metafile.inputs)) {
    for (const imported of info.imports) {
      if (!imported.external || imported.path.startsWith('node:')) continue;
      const name = packageName(imported.path);
      if (NEVER_SHIPPED.has(name) || OPTIONAL_REQUIRES.has(name) || isBuiltin(name)) continue;
      roots.push({ name, from: path.dirname(path.join(ROOT, input)) });
    }
  }
  const packages = runtimeClosure(roots).filter((dir) => !NEVER_SHIPPED.has(packageName(placeOf(dir).slice('node_modules/'.length))));
  for (const dir of packages) {
    const target = path.join(out, placeOf(dir));
    if (existsSync(target)) continue;
    cpSync(dir, target, { recursive: true, dereference: true });
  }

  for (const service of services()) {
    const manifest = path.join('services', service, 'manifest.json');
    mkdirSync(path.join(out, path.dirname(manifest)), { recursive: true });
    cpSync(path.join(ROOT, manifest), path.join(out, manifest));
  }
  if (part === 'gateway') {
    copyBuild(path.join(ROOT, 'shell', 'dist'), path.join(out, 'shell', 'dist'));
    for (const remote of remotes()) {
      copyBuild(path.join(ROOT, remote, 'dist'), path.join(out, remote, 'dist'));
      cpSync(path.join(ROOT, remote, 'remote.json'), path.join(out, remote, 'remote.json'));
    }
  }
  if (remotes().includes(part)) copyBuild(path.join(ROOT, part, 'dist'), path.join(out, 'dist'));

  writeFileSync(path.join(out, 'healthcheck.sh'), healthcheck(part), { mode: 0o755 });
  const version = readJson(path.join(ROOT, 'package.json')).version ?? '0.0.0';
  writeFileSync(
    path.join(out, 'package.json'),
    JSON.stringify({ name: `atlas-${part}`, version, private: true, main: 'main.js' }, null, 2) + '\n',
  );
  return { part, packages: packages.length, bytes: sizeOf(out) };
}

/**
 * The image's HEALTHCHECK: readiness of the process on its own port (a service's `<NAME>_PORT` or
 * manifest port, the gateway's GATEWAY_PORT, a remote's PORT), exit 0 when it answers 200. A bash
 * script over /dev/tcp, not Node: the engine runs it every few seconds in every container, and a Node
 * start per check (~80 ms of CPU) across thirty containers on two cores timed the checks out and
 * marked healthy containers unhealthy (the deploy check's scale-out).
 */
function healthcheck(part) {
  const port = services().includes(part)
    ? `\${${part.toUpperCase()}_PORT:-${readJson(path.join(ROOT, 'services', part, 'manifest.json')).port}}`
    : part === 'gateway'
      ? '${GATEWAY_PORT:-8080}'
      : '${PORT:-8080}';
  return `#!/bin/bash
# Generated by deploy/pack.mjs: the container's health check (readiness on its own port).
exec 3<>"/dev/tcp/127.0.0.1/${port}" || exit 1
printf 'GET /health/ready HTTP/1.1\\r\\nHost: 127.0.0.1\\r\\nConnection: close\\r\\n\\r\\n' >&3
IFS= read -r -t 4 status <&3 || exit 1
[[ "$status" == "HTTP/1.1 200 "* ]]
`;
}

function copyBuild(from, to) {
  if (!existsSync(from)) throw new Error(`${path.relative(ROOT, from)} is missing: run npm run build first`);
  cpSync(from, to, { recursive: true });
}

const BUILTINS = new Set((await import('node:module')).builtinModules);
function isBuiltin(name) {
  return BUILTINS.has(name);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const outRoot = path.resolve(outAt === -1 ? path.join(ROOT, '.data', 'pack') : args[outAt + 1]);
  const chosen = args.filter((arg, index) => !arg.startsWith('--') && (outAt === -1 || index !== outAt + 1));
  for (const part of chosen.length > 0 && !chosen.includes('all') ? chosen : parts()) {
    const started = Date.now();
    const { packages, bytes } = await pack(part, outRoot);
    console.log(`${part}: ${(bytes / 1024 / 1024).toFixed(1)} MB, ${packages} packages, ${Date.now() - started} ms`);
  }
}
