// A remote deployed in its own container (ATLAS_REMOTE_<NAME>_ORIGIN=http://mfe-menus:8080, served
// by remote-server.ts): the gateway asks it for its atlas-remote.json and passes /remotes/<name>/*
// through to it, so a new image of the remote, or a rolled-back one, is what the next page load gets,
// with no gateway or shell rebuild. The entry stays same-origin (/remotes/<name>/...) for the shell's
// content-security policy.
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { Agent, request as undiciRequest } from 'undici';
import { cacheControlFor } from './build-files';

/** What a remote's build says about itself (dist/atlas-remote.json, written by shell/kit/build/federation.js). */
export type RemoteDescription = Record<string, unknown> & { name: string; entry: string; version: string };

export interface RemoteLookup {
  /** True when the origin answered with a description of this remote just now. */
  reachable: boolean;
  /** The origin's answer; when it cannot be reached, the last answer it gave (if any). */
  description?: RemoteDescription;
}

/** How long an origin's description is believed: a redeploy shows on the next page load. */
const DESCRIPTION_CACHE_MS = 1000;
/** A remote's container is on the gateway's network: one that does not connect (or describe itself) within this is down. */
const CONNECT_TIMEOUT_MS = 1000;
const DESCRIPTION_TIMEOUT_MS = 1000;
const HEADERS_TIMEOUT_MS = 10_000;
const BODY_TIMEOUT_MS = 30_000;

/** The request headers a remote's file depends on (compression, revalidation). */
const FORWARDED_REQUEST_HEADERS = ['accept-encoding', 'if-none-match', 'if-modified-since'] as const;
/** The answer's headers that describe the file; the gateway adds its own security headers. */
const PASSED_RESPONSE_HEADERS = ['content-type', 'content-length', 'content-encoding', 'cache-control', 'etag', 'last-modified', 'vary'];

/** The origin a remote is served from (ATLAS_REMOTE_<NAME>_ORIGIN, no trailing slash), if any. */
export function remoteOrigin(env: NodeJS.ProcessEnv, name: string): string | undefined {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) return undefined;
  return env[`ATLAS_REMOTE_${name.toUpperCase()}_ORIGIN`]?.replace(/\/+$/, '') || undefined;
}

/** The remotes given an origin in the environment: lowercase name → origin. */
export function remotesWithOrigin(env: NodeJS.ProcessEnv): Map<string, string> {
  const origins = new Map<string, string>();
  for (const key of Object.keys(env)) {
    const name = /^ATLAS_REMOTE_([A-Z][A-Z0-9_]*)_ORIGIN$/.exec(key)?.[1].toLowerCase();
    const origin = name && remoteOrigin(env, name);
    if (name && origin) origins.set(name, origin);
  }
  return origins;
}

function describedAs(name: string, body: unknown): RemoteDescription {
  const description = body as Partial<RemoteDescription> | null;
  if (!description || typeof description !== 'object') throw new Error('atlas-remote.json holds no object');
  if (description.name !== name) throw new Error(`atlas-remote.json describes "${String(description.name)}", not "${name}"`);
  const entry = description.entry;
  if (typeof entry !== 'string' || !/^[\w.-]+(\/[\w.-]+)*$/.test(entry) || entry.split('/').includes('..')) {
    throw new Error('atlas-remote.json names no entry file');
  }
  return { ...description, name, entry, version: String(description.version ?? '') };
}

export interface RemoteOrigins {
  /** The remote's description from its origin (asked at most once a second). */
  lookup(name: string, origin: string): Promise<RemoteLookup>;
  /**
   * Answers a file of the remote (a path inside its build, from pathInsideBuild) from its origin,
   * whatever the origin's status; false when the origin cannot be reached (nothing sent).
   */
  sendFile(request: FastifyRequest, reply: FastifyReply, name: string, origin: string, file: string): Promise<boolean>;
  close(): Promise<void>;
}

export function remoteOrigins(log: FastifyBaseLogger): RemoteOrigins {
  const agent = new Agent({ connect: { timeout: CONNECT_TIMEOUT_MS }, headersTimeout: HEADERS_TIMEOUT_MS, bodyTimeout: BODY_TIMEOUT_MS });
  const lookups = new Map<string, { at: number; origin: string; result: Promise<RemoteLookup> }>();
  const lastSeen = new Map<string, RemoteDescription>();
  // One warning when a remote's origin stops answering, one line when it answers again: not one per page load.
  const failing = new Set<string>();

  function failed(name: string, origin: string, error: unknown) {
    if (failing.has(name)) return;
    failing.add(name);
    log.warn(
      { remote: name, origin, err: (error as Error).message },
      'remote origin unreachable: serving the build the gateway carries, if any',
    );
  }

  function answered(name: string, origin: string) {
    if (failing.delete(name)) log.info({ remote: name, origin }, 'remote origin answers again');
  }

  async function ask(name: string, origin: string): Promise<RemoteLookup> {
    try {
      const { statusCode, body } = await undiciRequest(`${origin}/atlas-remote.json`, {
        dispatcher: agent,
        signal: AbortSignal.timeout(DESCRIPTION_TIMEOUT_MS),
        headers: { accept: 'application/json' },
      });
      if (statusCode !== 200) {
        await body.dump();
        throw new Error(`atlas-remote.json answered ${statusCode}`);
      }
      const description = describedAs(name, await body.json());
      lastSeen.set(name, description);
      answered(name, origin);
      return { reachable: true, description };
    } catch (error) {
      failed(name, origin, error);
      return { reachable: false, description: lastSeen.get(name) };
    }
  }

  return {
    lookup(name, origin) {
      const cached = lookups.get(name);
      if (cached && cached.origin === origin && Date.now() - cached.at < DESCRIPTION_CACHE_MS) return cached.result;
      const result = ask(name, origin);
      lookups.set(name, { at: Date.now(), origin, result });
      return result;
    },

    async sendFile(request, reply, name, origin, file) {
      const headers: Record<string, string> = { 'x-request-id': request.id };
      for (const header of FORWARDED_REQUEST_HEADERS) {
        const value = request.headers[header];
        if (typeof value === 'string') headers[header] = value;
      }
      const url = `${origin}/${file.split('/').map(encodeURIComponent).join('/')}`;
      let answer;
      try {
        answer = await undiciRequest(url, { dispatcher: agent, method: request.method === 'HEAD' ? 'HEAD' : 'GET', headers });
      } catch (error) {
        failed(name, origin, error);
        return false;
      }
      answered(name, origin);
      reply.code(answer.statusCode);
      for (const header of PASSED_RESPONSE_HEADERS) {
        const value = answer.headers[header];
        if (value !== undefined) reply.header(header, value);
      }
      if (answer.headers['cache-control'] === undefined) reply.header('cache-control', cacheControlFor(file));
      // a HEAD or 304 body is empty: Fastify drains it and keeps the origin's content-length
      reply.send(answer.body);
      return true;
    },

    close: () => agent.close(),
  };
}
