// The public-site page cache's figures for the performance service, published as `gateway.cache`
// events: every GATEWAY_CACHE_REPORT_MS (10 s) one event with the window's hits, misses and
// evictions and the entries and bytes held at its end. A window without traffic in which nothing
// changed publishes nothing; a failing or slow publisher never touches a request.
import { randomUUID } from 'node:crypto';
import type { PageCache, PageCacheCounters } from './page-cache';

export type GatewayCacheCounts = {
  /** The window these figures cover (ISO-8601) and its length. */
  window_start: string;
  window_ms: number;
  type: 'page';
  hits: number;
  misses: number;
  evictions: number;
  /** Held at the window's end. */
  entries: number;
  bytes: number;
};

export interface GatewayCacheEvent {
  id: string;
  type: 'gateway.cache';
  version: 1;
  occurredAt: string;
  key: 'page';
  payload: GatewayCacheCounts;
}

export type PublishCacheReport = (event: GatewayCacheEvent) => Promise<unknown> | unknown;

export interface CacheReporter {
  /** Closes the current window and publishes it (unless nothing happened in it). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function createCacheReporter(options: {
  cache: Pick<PageCache, 'counters'>;
  publish: PublishCacheReport;
  intervalMs?: number;
  onError?: (error: unknown) => void;
  closeTimeoutMs?: number;
  now?: () => number;
}): CacheReporter {
  const now = options.now ?? Date.now;
  let windowStart = now();
  let last: PageCacheCounters = options.cache.counters();
  let publishing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    const current = options.cache.counters();
    const start = windowStart;
    const end = now();
    const counts = {
      hits: current.hits - last.hits,
      misses: current.misses - last.misses,
      evictions: current.evictions - last.evictions,
    };
    const unchanged =
      counts.hits === 0 &&
      counts.misses === 0 &&
      counts.evictions === 0 &&
      current.entries === last.entries &&
      current.bytes === last.bytes;
    windowStart = end;
    last = current;
    if (unchanged) return publishing;
    const event: GatewayCacheEvent = {
      id: randomUUID(),
      type: 'gateway.cache',
      version: 1,
      occurredAt: new Date(end).toISOString(),
      key: 'page',
      payload: {
        window_start: new Date(start).toISOString(),
        window_ms: end - start,
        type: 'page',
        ...counts,
        entries: current.entries,
        bytes: current.bytes,
      },
    };
    // windows are published in order, one at a time
    publishing = publishing.then(async () => {
      try {
        await options.publish(event);
      } catch (error) {
        options.onError?.(error);
      }
    });
    return publishing;
  }

  const timer = setInterval(() => void flush(), options.intervalMs ?? 10_000);
  timer.unref();

  return {
    flush,
    async close() {
      clearInterval(timer);
      // the last window gets a short grace period; a hung publisher must not hold a shutdown
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        flush(),
        new Promise<void>((resolve) => {
          grace = setTimeout(resolve, options.closeTimeoutMs ?? 1000);
        }),
      ]);
      clearTimeout(grace);
    },
  };
}
