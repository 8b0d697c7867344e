import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type ContentCoding = 'br' | 'gzip' | 'identity';

/**
 * A public JSON answer as sent, kept once per content coding (compressed once when made, so neither
 * the service nor the gateway compresses the same answer per request), each with a strong ETag.
 */
export interface CachedAnswer {
  body: string;
  etag: string;
  encoded: { br: Buffer; gzip: Buffer };
  /** Its size in memory (the JSON and both compressed forms), for a cache's byte bound. */
  bytes: number;
}

export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** JSON text made into an answer worth keeping: compressed (brotli at 5, gzip) and tagged. */
export function encodeAnswer(body: string): CachedAnswer {
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  const gzip = gzipSync(body);
  return { body, etag: etagOf(body), encoded: { br, gzip }, bytes: Buffer.byteLength(body) + br.length + gzip.length };
}

/** The answer in the coding the request prefers (br, then gzip; identity when it accepts neither). */
export function representation(answer: CachedAnswer, acceptEncoding: string | undefined) {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([coding]) => coding.trim().toLowerCase()),
  );
  const coding: ContentCoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : 'identity';
  if (coding === 'identity') return { coding, body: answer.body as string | Buffer, etag: answer.etag };
  return { coding, body: answer.encoded[coding] as string | Buffer, etag: `${answer.etag.slice(0, -1)}-${coding}"` };
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for a GET). */
export function matchesEtag(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const tags = (Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch).split(',').map((tag) => tag.trim());
  return tags.some((tag) => tag === '*' || tag.replace(/^W\//, '') === etag);
}

/**
 * Sends a kept answer in the coding the browser accepts (compressed bytes carry their
 * Content-Encoding, so the gateway passes them on as they are), or 304 when the browser has it.
 * `no-cache`: a browser or edge keeps it and asks again each time, and a repeat costs a 304.
 */
export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  const { coding, body, etag } = representation(answer, request.headers['accept-encoding']);
  reply.header('etag', etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (coding !== 'identity') reply.header('content-encoding', coding);
  return reply.type('application/json; charset=utf-8').send(body);
}
