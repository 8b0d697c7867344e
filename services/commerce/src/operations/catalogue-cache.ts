import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Knex } from 'knex';

export type ContentCoding = 'br' | 'gzip' | 'identity';

/** One public catalogue answer as sent, once per content coding, each with a strong ETag of its own bytes. */
export interface CachedAnswer {
  body: string;
  etag: string;
  /** Compressed once when kept, so no proxy or service compresses the same answer per request. */
  encoded: { br: Buffer; gzip: Buffer };
  bytes: number;
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

function encode(body: string): CachedAnswer {
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  const gzip = gzipSync(body);
  return { body, etag: etagOf(body), encoded: { br, gzip }, bytes: Buffer.byteLength(body) + br.length + gzip.length };
}

export interface CatalogueCacheLimits {
  /** Answers kept (the least recently used go first); the per-filter counts are bounded alike. */
  maxEntries?: number;
  /** Total size of the kept answers' JSON. */
  maxBytes?: number;
}

export const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for a GET). */
export function matchesEtag(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const tags = (Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch).split(',').map((tag) => tag.trim());
  return tags.some((tag) => tag === '*' || tag.replace(/^W\//, '') === etag);
}

/**
 * The public catalogue's answers (active products only: the same for every visitor) kept in this
 * process (with its compressed forms), keyed by the normalized query, with the product count per filter so later pages of a
 * filter do not count the catalogue again. Any change of products, prices or stock drops it all
 * (`drop`): a change can move a product into or out of any filter, so no narrower key is safe.
 * A computation that started before a drop is answered but not kept.
 */
export function catalogueCache({ maxEntries = 1000, maxBytes = 32 * 1024 * 1024 }: CatalogueCacheLimits = {}) {
  const answers = new Map<string, CachedAnswer>(); // insertion order is recency order
  const counts = new Map<string, number>();
  const computing = new Map<string, Promise<CachedAnswer>>();
  let bytes = 0;
  let generation = 0;

  function keep(key: string, answer: CachedAnswer) {
    if (answer.bytes > maxBytes) return;
    answers.set(key, answer);
    bytes += answer.bytes;
    for (const [oldest, old] of answers) {
      if (answers.size <= maxEntries && bytes <= maxBytes) break;
      answers.delete(oldest);
      bytes -= old.bytes;
    }
  }

  function drop() {
    generation += 1;
    answers.clear();
    counts.clear();
    computing.clear();
    bytes = 0;
  }

  return {
    /** The kept answer for `key`, else `compute`'s (one computation per key at a time). */
    async answer(key: string, compute: () => Promise<unknown>): Promise<CachedAnswer> {
      const kept = answers.get(key);
      if (kept) {
        answers.delete(key);
        answers.set(key, kept);
        return kept;
      }
      const running = computing.get(key);
      if (running) return running;
      const started = generation;
      const promise = compute().then((value) => {
        const answer = encode(JSON.stringify(value));
        if (started === generation) keep(key, answer);
        return answer;
      });
      computing.set(key, promise);
      try {
        return await promise;
      } finally {
        if (computing.get(key) === promise) computing.delete(key);
      }
    },
    /** The kept product count of a filter, else `compute`'s. */
    async count(key: string, compute: () => Promise<number>): Promise<number> {
      const kept = counts.get(key);
      if (kept !== undefined) return kept;
      const started = generation;
      const count = await compute();
      if (started === generation) {
        counts.set(key, count);
        if (counts.size > maxEntries) counts.delete(counts.keys().next().value!);
      }
      return count;
    },
    drop,
    /** Drops everything once `trx` commits (a rolled back change changed nothing). */
    dropOnCommit(trx: Knex.Transaction) {
      trx.executionPromise.then(drop, () => undefined);
    },
    get size() {
      return { entries: answers.size, bytes, counts: counts.size };
    },
  };
}

export type CatalogueCache = ReturnType<typeof catalogueCache>;
