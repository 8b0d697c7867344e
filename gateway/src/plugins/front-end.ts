// Serves the shell (shell/dist) and each remote's build (mfe-*/dist at /remotes/{name}/), the
// runtime manifest of remotes (/mf-manifest.json) and the shell's index.html for every
// client-side route. Everything is looked up at request time, so a remote rebuilt or redeployed
// while the gateway runs is served without a restart.
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { promises as fs } from 'node:fs';
import path from 'node:path';

export interface FrontEndOptions {
  /** Folder holding shell/ and the mfe-* remotes. */
  repoRoot: string;
  env: NodeJS.ProcessEnv;
  /** Extra top-level app paths (reserved site slugs) that belong to the shell. */
  reservedSlugs?: readonly string[];
}

/** Spec 3 §2.14: the client-side routes of the shell (each also covers its sub-paths). */
export const CLIENT_ROUTES = ['/login', '/register', '/dashboard', '/builder', '/preview', '/visual-builder', '/shop'] as const;

/** Paths the gateway answers itself, never handed to the shell as client routes. */
const GATEWAY_OWNED = new Set(['api', 'ws', 'remotes', 'live', 'health', 'ecommerce', 'mf-manifest.json', 'static', 'assets']);

const HASHED_FILE = /[.\-_][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface RemoteBuild {
  name: string;
  dir: string;
  entry?: string;
  version?: string;
}

export function cacheControlFor(file: string): string {
  const base = path.basename(file);
  if (base.endsWith('.html') || base.endsWith('.json') || base.startsWith('remoteEntry')) return 'no-cache';
  return HASHED_FILE.test(base) ? IMMUTABLE : 'no-cache';
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

/** A request path inside root, or undefined when it escapes it or is not a plain path. */
function fileInside(root: string, requestPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const file = path.join(root, decoded);
  return file.startsWith(root + path.sep) ? file : undefined;
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Atlas is not built yet</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>Atlas's front end is not built yet</h1>
<p>The gateway is running, but <code>shell/dist</code> does not exist.</p>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds what is missing), then reload this page.</p>
</body></html>
`;

export const frontEnd = fp<FrontEndOptions>(async (app, options) => {
  const shellDist = path.join(options.repoRoot, 'shell', 'dist');
  const indexHtml = path.join(shellDist, 'index.html');

  // sendFile only: routing stays ours, so public-site routes and client routes do not collide.
  await app.register(fastifyStatic, { root: shellDist, serve: false });

  async function sendStatic(reply: FastifyReply, root: string, file: string) {
    reply.header('cache-control', cacheControlFor(file));
    return reply.sendFile(path.relative(root, file), root, { cacheControl: false });
  }

  async function sendShellIndex(reply: FastifyReply) {
    if (!(await isFile(indexHtml))) {
      return reply.code(503).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    }
    return sendStatic(reply, shellDist, indexHtml);
  }

  /** Serves a file of shell/dist when the path names one; false when it does not. */
  async function tryShellFile(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const requestPath = pathOf(request.url);
    if (requestPath === '/' || requestPath.endsWith('/')) return false;
    const file = fileInside(shellDist, requestPath);
    if (!file || !(await isFile(file))) return false;
    await sendStatic(reply, shellDist, file);
    return true;
  }
  app.decorate('serveShellFile', tryShellFile);

  // ---- remotes -------------------------------------------------------------------------------
  let remotesCache: { at: number; builds: RemoteBuild[] } | undefined;
  async function remoteBuilds(): Promise<RemoteBuild[]> {
    if (remotesCache && Date.now() - remotesCache.at < 1000) return remotesCache.builds;
    const folders = (await fs.readdir(options.repoRoot, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
      .map((entry) => entry.name)
      .sort();
    const builds = await Promise.all(
      folders.map(async (folder): Promise<RemoteBuild> => {
        const dir = path.join(options.repoRoot, folder, 'dist');
        try {
          const meta = JSON.parse(await fs.readFile(path.join(dir, 'atlas-remote.json'), 'utf8'));
          return { name: String(meta.name || folder.slice(4)), dir, entry: String(meta.entry), version: String(meta.version ?? '') };
        } catch {
          return { name: folder.slice(4), dir };
        }
      }),
    );
    remotesCache = { at: Date.now(), builds };
    return builds;
  }

  app.get('/mf-manifest.json', async (_request, reply) => {
    const builds = await remoteBuilds();
    const remotes: { name: string; entry: string; version: string }[] = [];
    const names = new Set(builds.map((build) => build.name));
    for (const key of Object.keys(options.env)) {
      const match = /^ATLAS_REMOTE_([A-Z0-9_]+)_URL$/.exec(key);
      if (match) names.add(match[1].toLowerCase());
    }
    for (const name of [...names].sort()) {
      const build = builds.find((candidate) => candidate.name === name);
      const override = options.env[`ATLAS_REMOTE_${name.toUpperCase()}_URL`];
      if (override) remotes.push({ name, entry: override, version: build?.version || 'external' });
      else if (build?.entry) remotes.push({ name, entry: `/remotes/${name}/${build.entry}`, version: build.version ?? '' });
    }
    return reply.header('cache-control', 'no-cache').header('access-control-allow-origin', '*').send({ remotes });
  });

  app.get<{ Params: { name: string; '*': string } }>('/remotes/:name/*', async (request, reply) => {
    reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
    const build = (await remoteBuilds()).find((candidate) => candidate.name === request.params.name);
    const file = build && fileInside(build.dir, '/' + request.params['*']);
    if (!build || !file || !(await isFile(file))) {
      return reply.code(404).send({ detail: 'Not found' });
    }
    return sendStatic(reply, build.dir, file);
  });

  // ---- the shell ----------------------------------------------------------------------------
  const clientRoutes = new Set<string>(CLIENT_ROUTES);
  for (const slug of options.reservedSlugs ?? []) {
    if (/^[a-z0-9-]+$/.test(slug) && !GATEWAY_OWNED.has(slug)) clientRoutes.add(`/${slug}`);
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
}, { name: 'atlas-front-end' });

declare module 'fastify' {
  interface FastifyInstance {
    serveShellFile(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  }
}
