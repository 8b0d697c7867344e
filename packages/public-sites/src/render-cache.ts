import type { FastifyReply, FastifyRequest } from 'fastify';
import { prepare, type CachedPage, type PageCache, type RenderedPage } from './page-cache';

// Rendered pages are kept compressed (identity, gzip, brotli) and reused until their site changes or
// their time runs out; a visitor gets the encoding they accept, or a 304 for the page they hold.

/** Answers with the page: its status and headers, then 304, brotli, gzip or plain as the request allows. */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  reply.code(page.status).headers(page.allHeaders);
  if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.identity);
}

export type RenderCached = (key: string, useCache: boolean, render: () => Promise<RenderedPage | null>) => Promise<CachedPage | null>;

/**
 * The page under `key` from the cache, else rendered (and kept when the render says it may be); with
 * `useCache` false always rendered and never kept (a visitor who unlocked a protected site).
 */
export function renderCache(cache: PageCache, ttlMs: number): RenderCached {
  // Visitors arriving together after an invalidation share one render (and one call to the service).
  const rendering = new Map<string, Promise<CachedPage | null>>();
  return async (key, useCache, render) => {
    if (!useCache) {
      const rendered = await render();
      return rendered && prepare(rendered, ttlMs);
    }
    const hit = cache.get(key);
    if (hit) return hit;
    let pending = rendering.get(key);
    if (!pending) {
      pending = render()
        .then((rendered) => {
          if (!rendered) return null;
          const page = prepare(rendered, ttlMs);
          if (rendered.cacheable) cache.set(key, page);
          return page;
        })
        .finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  };
}
