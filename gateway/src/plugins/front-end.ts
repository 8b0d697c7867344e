// Serves the shell (shell/dist) and each remote's build (mfe-*/dist at /remotes/{name}/), the
// runtime manifest of remotes (/mf-manifest.json) and the shell's index.html for every
// client-side route. Everything is looked up at request time, so a remote rebuilt or redeployed
// while the gateway runs is served without a restart. A remote deployed in its own container
// (ATLAS_REMOTE_<NAME>_ORIGIN) is described and served by that container (remote-origin.ts).
import { SERVICE_MANIFESTS } from '../services';
import { REMOTE_FILE_HEADERS, fileInside, isFile, pathInsideBuild, pathOf, sendBuildFile, sendRemoteFile } from '../build-files';
import { remoteOrigin, remoteOrigins, remotesWithOrigin } from '../remote-origin';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readdirSync, promises as fs } from 'node:fs';
import path from 'node:path';
// The one reader of a remote's remote.json (plain JavaScript: webpack configs use it too).
import { readRemoteDeclaration, runtimeDeclaration } from '@atlas/shell-kit/build/remote-declaration';

export interface FrontEndOptions {
  /** Folder holding shell/ and the mfe-* remotes. */
  repoRoot: string;
  env: NodeJS.ProcessEnv;
  /** Extra top-level app paths (reserved site slugs) that belong to the shell. */
  reservedSlugs?: readonly string[];
}

/**
 * The shell's own client-side routes (each also covers its sub-paths). The remotes' full-screen and
 * public mounts (/builder, /shop, ...) are added from their remote.json (remoteClientRoutes).
 */
export const CLIENT_ROUTES = ['/login', '/register', '/dashboard', '/templates'] as const;

/** Paths the gateway answers itself, never handed to the shell as client routes. */
const GATEWAY_OWNED = new Set(['api', 'ws', 'remotes', 'live', 'health', 'metrics', 'ecommerce', 'mf-manifest.json', 'static', 'assets']);

/** What a remote declares for the shell at run time (remote.json's mounts, sections and links). */
type RuntimeDeclaration = ReturnType<typeof runtimeDeclaration>;

interface RemoteBuild {
  name: string;
  /** The build folder the gateway carries (mfe-<name>/dist); none for a remote only its origin serves. */
  dir?: string;
  entry?: string;
  version?: string;
  declaration: Partial<RuntimeDeclaration>;
}

function remoteFolders(repoRoot: string): string[] {
  return readdirSync(repoRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
    .map((entry) => entry.name)
    .sort();
}

/** The top-level paths the remotes mount outside the dashboard (/builder, /preview, /shop, ...), from their remote.json. */
export function remoteClientRoutes(repoRoot: string): string[] {
  const routes = new Set<string>();
  for (const folder of remoteFolders(repoRoot)) {
    let declaration;
    try {
      declaration = readRemoteDeclaration(path.join(repoRoot, folder));
    } catch {
      continue;
    }
    for (const mount of declaration.mounts ?? []) {
      if (mount.frame === 'dashboard') continue;
      for (const routePath of mount.paths) {
        const first = routePath.split('/')[1];
        if (first && /^[a-z0-9-]+$/.test(first)) routes.add(`/${first}`);
      }
    }
  }
  return [...routes];
}

/**
 * A remote's declaration for the manifest. A built remote: the copy its build carries (checked when
 * it was built; the deployed build is the truth). A remote not built: its source remote.json, so its
 * routes still lead to the shell's error frame rather than 'Page not found'.
 */
function declarationOf(meta: Record<string, unknown> | undefined, folderDir: string): Partial<RuntimeDeclaration> {
  if (meta) return Array.isArray(meta.mounts) ? runtimeDeclaration(meta as Parameters<typeof runtimeDeclaration>[0]) : {};
  try {
    return runtimeDeclaration(readRemoteDeclaration(folderDir));
  } catch {
    return {};
  }
}

/** The path after /remotes/<name>, as sent (still percent-encoded: decoded once, by pathInsideBuild). */
function remoteFilePath(url: string): string {
  const requestPath = pathOf(url);
  return requestPath.slice(requestPath.indexOf('/', '/remotes/'.length));
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Atlas is not built yet</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>Atlas's front end is not built yet</h1>
<p>The gateway is running, but <code>shell/dist</code> does not exist.</p>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing), then reload this page.</p>
</body></html>
`;

export const frontEnd = fp<FrontEndOptions>(
  async (app, options) => {
    const shellDist = path.join(options.repoRoot, 'shell', 'dist');
    const indexHtml = path.join(shellDist, 'index.html');

    // sendFile only: routing stays ours, so public-site routes and client routes do not collide.
    await app.register(fastifyStatic, { root: shellDist, serve: false });

    async function sendShellIndex(reply: FastifyReply) {
      if (!(await isFile(indexHtml))) {
        return reply.code(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
      }
      return sendBuildFile(reply, shellDist, indexHtml);
    }

    /** Serves a file of shell/dist when the path names one; false when it does not. */
    async function tryShellFile(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
      const requestPath = pathOf(request.url);
      if (requestPath === '/' || requestPath.endsWith('/')) return false;
      const file = fileInside(shellDist, requestPath);
      if (!file || !(await isFile(file))) return false;
      await sendBuildFile(reply, shellDist, file);
      return true;
    }
    app.decorate('serveShellFile', tryShellFile);

    // ---- remotes -------------------------------------------------------------------------------
    let remotesCache: { at: number; builds: RemoteBuild[] } | undefined;
    /** The remotes built into this gateway (each mfe-<name>/dist), read at most once a second. */
    async function localBuilds(): Promise<RemoteBuild[]> {
      if (remotesCache && Date.now() - remotesCache.at < 1000) return remotesCache.builds;
      const builds = await Promise.all(
        remoteFolders(options.repoRoot).map(async (folder): Promise<RemoteBuild> => {
          const folderDir = path.join(options.repoRoot, folder);
          const dir = path.join(folderDir, 'dist');
          let meta: Record<string, unknown> | undefined;
          try {
            meta = JSON.parse(await fs.readFile(path.join(dir, 'atlas-remote.json'), 'utf8'));
          } catch {
            meta = undefined;
          }
          const declaration = declarationOf(meta, folderDir);
          if (!meta) return { name: folder.slice(4), dir, declaration };
          return {
            name: String(meta.name || folder.slice(4)),
            dir,
            entry: String(meta.entry),
            version: String(meta.version ?? ''),
            declaration,
          };
        }),
      );
      remotesCache = { at: Date.now(), builds };
      return builds;
    }

    const origins = remoteOrigins(app.log);
    app.addHook('onClose', () => origins.close());

    /** A remote with an origin as its container describes it; when the container cannot be reached, the fallback. */
    async function originBuild(name: string, origin: string, local: RemoteBuild | undefined): Promise<RemoteBuild> {
      const folderDir = path.join(options.repoRoot, `mfe-${name}`);
      const { reachable, description } = await origins.lookup(name, origin);
      if (reachable && description) {
        const { entry, version } = description;
        return { name, dir: local?.dir, entry, version, declaration: declarationOf(description, folderDir) };
      }
      // The build this gateway carries, else the remote's routes without an entry: the shell shows its error frame.
      if (local?.entry) return local;
      return { name, declaration: description ? declarationOf(description, folderDir) : (local?.declaration ?? {}) };
    }

    /** Every remote as the manifest lists it: from its container when it has an origin, else built in. */
    async function remoteBuilds(): Promise<RemoteBuild[]> {
      const local = await localBuilds();
      const withOrigin = remotesWithOrigin(options.env);
      const fromOrigins = await Promise.all(
        [...withOrigin].map(([name, origin]) =>
          originBuild(
            name,
            origin,
            local.find((build) => build.name === name),
          ),
        ),
      );
      return [...local.filter((build) => !withOrigin.has(build.name)), ...fromOrigins];
    }

    app.get('/mf-manifest.json', async (_request, reply) => {
      const builds = await remoteBuilds();
      // A remote that is declared but not built keeps its routes and navigation (without an entry):
      // the shell shows its screens' error frame instead of 'Page not found'.
      const remotes: ({ name: string; entry?: string; version: string } & Partial<RuntimeDeclaration>)[] = [];
      const names = new Set(builds.map((build) => build.name));
      for (const key of Object.keys(options.env)) {
        const match = /^ATLAS_REMOTE_([A-Z0-9_]+)_URL$/.exec(key);
        if (match) names.add(match[1].toLowerCase());
      }
      for (const name of [...names].sort()) {
        const build = builds.find((candidate) => candidate.name === name);
        const override = options.env[`ATLAS_REMOTE_${name.toUpperCase()}_URL`];
        const declared = build?.declaration ?? {};
        const declaredAnything = Object.keys(declared).length > 0;
        if (override) remotes.push({ name, entry: override, version: build?.version || 'external', ...declared });
        else if (build?.entry) remotes.push({ name, entry: `/remotes/${name}/${build.entry}`, version: build.version ?? '', ...declared });
        else if (declaredAnything) remotes.push({ name, version: '', ...declared });
      }
      return reply.header('cache-control', 'no-cache').header('access-control-allow-origin', '*').send({ remotes });
    });

    app.get<{ Params: { name: string } }>('/remotes/:name/*', async (request, reply) => {
      reply.headers(REMOTE_FILE_HEADERS);
      const { name } = request.params;
      const requestPath = remoteFilePath(request.url);
      const local = (await localBuilds()).find((candidate) => candidate.name === name);
      const origin = remoteOrigin(options.env, name);
      if (!origin) return sendRemoteFile(reply, local?.dir, requestPath);

      const file = pathInsideBuild(requestPath);
      if (!file) return reply.code(404).send({ detail: 'Not found' });
      if (await origins.sendFile(request, reply, name, origin, file)) return reply;
      // The container is down: the build this gateway carries answers, if it has the file.
      const dir = local?.dir;
      const localFile = dir && fileInside(dir, requestPath);
      if (dir && localFile && (await isFile(localFile))) return sendBuildFile(reply, dir, localFile);
      return reply.code(503).send({ detail: 'Remote unavailable' });
    });

    // ---- the shell ----------------------------------------------------------------------------
    const clientRoutes = new Set<string>([...CLIENT_ROUTES, ...remoteClientRoutes(options.repoRoot)]);
    // Paths a service answers (its manifest's prefixes: /api, /media, /ws ...) are never the shell's.
    const serviceOwned = new Set(
      SERVICE_MANIFESTS.flatMap((m) => [...m.prefixes, ...(m.websockets ?? [])].map((prefix) => prefix.split('/')[1])),
    );
    for (const slug of options.reservedSlugs ?? []) {
      if (/^[a-z0-9-]+$/.test(slug) && !GATEWAY_OWNED.has(slug) && !serviceOwned.has(slug)) clientRoutes.add(`/${slug}`);
    }
    for (const route of clientRoutes) {
      app.get(route, (_request, reply) => sendShellIndex(reply));
      app.get(`${route}/*`, (_request, reply) => sendShellIndex(reply));
    }

    // Any other path: a file of the shell's build (hashed assets, favicon), else 404.
    app.get('/*', async (request, reply) => {
      if (await tryShellFile(request, reply)) return reply;
      if (pathOf(request.url) === '/') return sendShellIndex(reply);
      return reply.code(404).send({ detail: 'Not found' });
    });
  },
  { name: 'atlas-front-end' },
);

declare module 'fastify' {
  interface FastifyInstance {
    serveShellFile(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  }
}
