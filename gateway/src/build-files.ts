// The files of a front-end build (shell/dist, mfe-*/dist) as Atlas answers them: how long a browser
// may keep each one, which request paths stay inside the build, and the headers a remote's files
// carry. The gateway and a remote served on its own (remote-server.ts) both answer with these rules;
// this module imports nothing of the gateway's, so the remote's image carries only Fastify.
import type { FastifyReply } from 'fastify';
import { promises as fs } from 'node:fs';
import path from 'node:path';

const HASHED_FILE = /[.\-_][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * A remote's files are loaded by the shell from another origin when the remote is deployed on a
 * CDN, and by pages with a cross-origin embedder policy: every answer says so, refusals included.
 */
export const REMOTE_FILE_HEADERS = Object.freeze({
  'access-control-allow-origin': '*',
  'cross-origin-resource-policy': 'cross-origin',
});

/** Hashed files are kept a year; what names them (html, json, a remote entry) is asked again each time. */
export function cacheControlFor(file: string): string {
  const base = path.basename(file);
  if (base.endsWith('.html') || base.endsWith('.json') || base.startsWith('remoteEntry')) return 'no-cache';
  return HASHED_FILE.test(base) ? IMMUTABLE : 'no-cache';
}

/**
 * A request path (as sent: percent-encoded, starting with /) as a path relative to a build, or
 * undefined when it is malformed or leaves the build (`..%2f`, a NUL byte, a backslash).
 */
export function pathInsideBuild(requestPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const relative = path.posix.normalize(decoded.replace(/^\/+/, ''));
  if (relative === '' || relative === '.' || relative === '..' || relative.startsWith('../')) return undefined;
  return relative;
}

/** A request path as a file inside root, or undefined when it escapes it or is not a plain path. */
export function fileInside(root: string, requestPath: string): string | undefined {
  const relative = pathInsideBuild(requestPath);
  return relative === undefined ? undefined : path.join(root, relative);
}

export async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
}

export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** Sends a file of a build with its cache-control (needs @fastify/static registered on the app). */
export function sendBuildFile(reply: FastifyReply, root: string, file: string) {
  reply.header('cache-control', cacheControlFor(file));
  return reply.sendFile(path.relative(root, file), root, { cacheControl: false });
}

/** Answers a request path with a file of a remote's build, or 404 `{detail}` when it names none. */
export async function sendRemoteFile(reply: FastifyReply, dir: string | undefined, requestPath: string) {
  const file = dir === undefined ? undefined : fileInside(dir, requestPath);
  if (!dir || !file || !(await isFile(file))) return reply.code(404).send({ detail: 'Not found' });
  return sendBuildFile(reply, dir, file);
}
