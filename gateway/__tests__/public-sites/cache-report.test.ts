import { publicSites, type GatewayCacheEvent } from '@atlas/public-sites';
import { block, siteDefaults, startStubSites } from '@atlas/public-sites/testing';
import { buildGateway } from '../../src/gateway';

// The public pages' cache as the gateway runs it: its figures reach the performance service as
// `gateway.cache` events, one per window (GATEWAY_CACHE_REPORT_MS), the last one when the gateway closes.

describe('the page cache behind the gateway', () => {
  it('reports exactly what a known sequence of visits did, with the bytes it holds', async () => {
    const stub = await startStubSites();
    const pageOf = (id: number, slug: string, home = false) => ({
      id,
      title: slug,
      slug,
      is_home_page: home,
      is_published: true,
      blocks: [block('heading', { text: `Fresh bread on ${slug}` })],
    });
    stub.sites.set('bakery', {
      site: { ...siteDefaults, id: 1, name: 'Crusty Bakery', slug: 'bakery' },
      pages: [pageOf(1, 'home', true), pageOf(2, 'about')],
      navigation: { structure: [], style_settings: {} },
    });
    const published: GatewayCacheEvent[] = [];
    const gateway = await buildGateway({
      logger: false,
      upstreams: { sites: stub.url },
      publicSites,
      env: { NODE_ENV: 'test', GATEWAY_CACHE_REPORT_MS: '3600000' },
      publishCacheReport: (event) => void published.push(event),
    });
    let bytes = 0;
    try {
      // each address: rendered on the first visit (a miss), then gzip, brotli and a revalidation served
      // from the cache; an unknown site's page is kept too (cheap to answer again)
      for (const [path, status] of [
        ['/bakery', 200],
        ['/bakery/about', 200],
        ['/no-such-bakery', 404],
      ] as const) {
        const plain = await gateway.inject({ url: path, headers: { 'accept-encoding': 'identity' } });
        const gzip = await gateway.inject({ url: path, headers: { 'accept-encoding': 'gzip' } });
        const br = await gateway.inject({ url: path, headers: { 'accept-encoding': 'br' } });
        expect([plain.statusCode, gzip.headers['content-encoding'], br.headers['content-encoding']]).toEqual([status, 'gzip', 'br']);
        const again = await gateway.inject({ url: path, headers: { 'if-none-match': String(plain.headers.etag) } });
        expect(again.statusCode).toBe(status === 200 ? 304 : 404);
        bytes += plain.rawPayload.length + gzip.rawPayload.length + br.rawPayload.length;
      }
      expect(published).toHaveLength(0);
    } finally {
      await gateway.close();
      await stub.close();
    }
    // the last window is published when the gateway closes
    expect(published).toHaveLength(1);
    const [event] = published;
    expect(event).toMatchObject({ type: 'gateway.cache', version: 1, key: 'page' });
    expect(event.payload).toEqual({
      window_start: expect.any(String),
      window_ms: expect.any(Number),
      type: 'page',
      hits: 9,
      misses: 3,
      evictions: 0,
      entries: 3,
      bytes,
    });
    expect(Date.parse(event.occurredAt) - Date.parse(event.payload.window_start)).toBe(event.payload.window_ms);
  });
});
