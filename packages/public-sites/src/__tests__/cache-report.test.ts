import { createCacheReporter, type GatewayCacheEvent } from '../cache-report';
import { PageCache, prepare, type RenderedPage } from '../page-cache';

// The page cache's figures for the performance service: exact hits, misses, evictions, entries and
// bytes, one `gateway.cache` event per window, none for a window in which nothing happened.

const page = (body: string, siteSlugs = ['bakery']): RenderedPage => ({
  status: 200,
  body,
  contentType: 'text/html; charset=utf-8',
  siteSlugs,
  headers: {},
  cacheable: true,
});

describe('the page cache counters', () => {
  it('counts an entry dropped for room or because its time ran out as an eviction, and a site change as neither', () => {
    const cache = new PageCache(2);
    const now = Date.now();
    cache.set('a', prepare(page('<p>a</p>'), 60_000, now));
    cache.set('b', prepare(page('<p>b</p>', ['other']), 60_000, now));
    cache.set('c', prepare(page('<p>c</p>'), 1_000, now));
    expect(cache.get('a', now)).toBeUndefined();
    expect(cache.get('c', now + 2_000)).toBeUndefined();
    expect(cache.get('b', now)?.body).toBe('<p>b</p>');
    const b = prepare(page('<p>b</p>', ['other']), 60_000, now);
    expect(cache.counters()).toEqual({
      hits: 1,
      misses: 2,
      evictions: 2,
      entries: 1,
      bytes: b.identity.length + b.gzip.length + b.br.length,
    });
    cache.set('b', prepare(page('<p>bb</p>', ['other']), 60_000, now));
    expect(cache.invalidateSite('other')).toBe(1);
    expect(cache.counters()).toEqual({ hits: 1, misses: 2, evictions: 2, entries: 0, bytes: 0 });
  });
});

describe('the gateway.cache reporter', () => {
  it('publishes one event per window with that window’s counts, and none for a window where nothing happened', async () => {
    const cache = new PageCache();
    let clock = Date.parse('2026-11-20T10:00:00.000Z');
    const published: GatewayCacheEvent[] = [];
    const reporter = createCacheReporter({
      cache,
      publish: (event) => void published.push(event),
      intervalMs: 3_600_000,
      now: () => clock,
    });

    cache.get('/bakery|http://x');
    cache.set('/bakery|http://x', prepare(page('<p>home</p>'), 60_000));
    for (let i = 0; i < 3; i++) cache.get('/bakery|http://x');
    clock += 10_000;
    await reporter.flush();
    clock += 10_000;
    await reporter.flush();
    expect(published.map((event) => event.payload)).toEqual([
      {
        window_start: '2026-11-20T10:00:00.000Z',
        window_ms: 10_000,
        type: 'page',
        hits: 3,
        misses: 1,
        evictions: 0,
        entries: 1,
        bytes: cache.counters().bytes,
      },
    ]);

    // no visit, but the site changed: the entries that went are worth a report
    cache.invalidateSite('bakery');
    clock += 10_000;
    await reporter.close();
    expect(published).toHaveLength(2);
    expect(published[1].payload).toEqual({
      window_start: '2026-11-20T10:00:20.000Z',
      window_ms: 10_000,
      type: 'page',
      hits: 0,
      misses: 0,
      evictions: 0,
      entries: 0,
      bytes: 0,
    });
    expect(published[1].occurredAt).toBe('2026-11-20T10:00:30.000Z');
  });

  it('keeps counting when the publisher fails', async () => {
    const cache = new PageCache();
    const errors: unknown[] = [];
    let calls = 0;
    const reporter = createCacheReporter({
      cache,
      publish: () => {
        calls++;
        throw new Error('transport down');
      },
      onError: (error) => errors.push(error),
      intervalMs: 3_600_000,
    });
    cache.get('a');
    await reporter.flush();
    cache.get('a');
    await reporter.close();
    expect(calls).toBe(2);
    expect(errors).toHaveLength(2);
  });
});
