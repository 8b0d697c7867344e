import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** A rendered response kept ready to send: body in identity, gzip and brotli, with its ETag. */
export interface RenderedPage {
  status: number;
  body: string;
  contentType: string;
  /** Sites whose changes make this response stale. */
  siteSlugs: string[];
  headers: Record<string, string>;
  /** False for answers that must never be reused (password-protected, upstream failure). */
  cacheable: boolean;
  /** Shows products of the shop: dropped when the catalogue changes (commerce.* events). */
  showsProducts?: boolean;
  /** Reused for at most this long whatever the cache's TTL (e.g. the shop did not answer and old prices show). */
  maxAgeMs?: number;
}

export interface CachedPage extends RenderedPage {
  /** Every response header but the encoding, ready for one `reply.headers()`. */
  allHeaders: Record<string, string>;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  expiresAt: number;
}

/** Public pages set their own security headers (the dashboard's helmet policy does not fit them). */
const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
};

export function prepare(page: RenderedPage, ttlMs: number, now = Date.now()): CachedPage {
  const identity = Buffer.from(page.body);
  const etag = `"${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`;
  return {
    ...page,
    allHeaders: { ...SECURITY_HEADERS, 'content-type': page.contentType, etag, vary: 'Accept-Encoding', ...page.headers },
    identity,
    gzip: gzipSync(identity, { level: 6 }),
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    etag,
    expiresAt: now + Math.min(ttlMs, page.maxAgeMs ?? Infinity),
  };
}

/** What the cache has done since it was made (hits, misses, evictions) and holds now (entries, bytes). */
export interface PageCacheCounters {
  hits: number;
  misses: number;
  /** Entries dropped to stay within `max` or because their time ran out; a site's change (invalidation) is not an eviction. */
  evictions: number;
  entries: number;
  /** The bodies kept (identity, gzip and brotli) of every entry. */
  bytes: number;
}

const sizeOf = (entry: CachedPage) => entry.identity.length + entry.gzip.length + entry.br.length;

/**
 * Rendered public pages by site and page, in memory. Entries expire after the TTL and are dropped at
 * once when their site changes (sites.site.* / sites.page.* events). The oldest go first beyond `max`.
 * It counts its hits, misses and evictions for the performance service (cache-report.ts).
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  private readonly counts = { hits: 0, misses: 0, evictions: 0, bytes: 0 };

  constructor(private readonly max = 2000) {}

  get(key: string, now = Date.now()): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= now) {
      this.drop(key, entry);
      this.counts.evictions++;
    } else if (entry) {
      this.counts.hits++;
      return entry;
    }
    this.counts.misses++;
    return undefined;
  }

  set(key: string, entry: CachedPage): void {
    const previous = this.entries.get(key);
    if (previous) this.drop(key, previous);
    this.entries.set(key, entry);
    this.counts.bytes += sizeOf(entry);
    while (this.entries.size > this.max) {
      const [oldestKey, oldest] = this.entries.entries().next().value as [string, CachedPage];
      this.drop(oldestKey, oldest);
      this.counts.evictions++;
    }
  }

  invalidateSite(slug: string): number {
    return this.invalidate((entry) => entry.siteSlugs.includes(slug));
  }

  /** Drops every page showing shop products (a price, a stock level or a product changed). */
  invalidateProductPages(): number {
    return this.invalidate((entry) => Boolean(entry.showsProducts));
  }

  clear(): void {
    this.entries.clear();
    this.counts.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }

  counters(): PageCacheCounters {
    return {
      hits: this.counts.hits,
      misses: this.counts.misses,
      evictions: this.counts.evictions,
      entries: this.entries.size,
      bytes: this.counts.bytes,
    };
  }

  private invalidate(stale: (entry: CachedPage) => boolean): number {
    let dropped = 0;
    for (const [key, entry] of this.entries) {
      if (stale(entry)) {
        this.drop(key, entry);
        dropped++;
      }
    }
    return dropped;
  }

  private drop(key: string, entry: CachedPage): void {
    this.entries.delete(key);
    this.counts.bytes -= sizeOf(entry);
  }
}
