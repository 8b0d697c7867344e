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

/**
 * Rendered public pages by site and page, in memory. Entries expire after the TTL and are dropped at
 * once when their site changes (sites.site.* / sites.page.* events). The oldest go first beyond `max`.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>();

  constructor(private readonly max = 2000) {}

  get(key: string, now = Date.now()): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, entry: CachedPage): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
  }

  invalidateSite(slug: string): number {
    let dropped = 0;
    for (const [key, entry] of this.entries) {
      if (entry.siteSlugs.includes(slug)) {
        this.entries.delete(key);
        dropped++;
      }
    }
    return dropped;
  }

  /** Drops every page showing shop products (a price, a stock level or a product changed). */
  invalidateProductPages(): number {
    let dropped = 0;
    for (const [key, entry] of this.entries) {
      if (entry.showsProducts) {
        this.entries.delete(key);
        dropped++;
      }
    }
    return dropped;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
