import type { FastifyInstance } from 'fastify';
import { publicSites } from '@atlas/public-sites';
import { block, siteDefaults, startStubMenus, startStubSites, storeHeader } from '@atlas/public-sites/testing';
import { buildGateway } from '../../src/gateway';

// The site's menus on the page the gateway serves, and the visitors' click beacons passed to the menus service.

let sites: Awaited<ReturnType<typeof startStubSites>>;
let menus: Awaited<ReturnType<typeof startStubMenus>>;
let gateway: FastifyInstance;

beforeAll(async () => {
  sites = await startStubSites();
  menus = await startStubMenus();
  sites.sites.set('bakery', {
    site: { ...siteDefaults, id: 1, name: 'Crusty Bakery', slug: 'bakery' },
    pages: [
      {
        id: 10,
        title: 'Home',
        slug: 'home',
        is_home_page: true,
        is_published: true,
        blocks: [block('heading', { text: 'Fresh bread', level: 'h1' })],
      },
    ],
    navigation: { structure: [{ label: 'Builder link', url: '/about' }], style_settings: {} },
  });
  gateway = await buildGateway({
    logger: false,
    upstreams: { sites: sites.url, menus: menus.url },
    publicSites,
    env: { NODE_ENV: 'test' },
  });
  await gateway.ready();
});
afterAll(async () => {
  await gateway.close();
  await sites.close();
  await menus.close();
});

describe('behind the gateway', () => {
  it('draws the menu on the page the gateway serves', async () => {
    menus.set('bakery', 'header-primary', storeHeader());
    const res = await gateway.inject('/bakery');
    expect(res.body).toContain('aria-label="Store menu"');
    expect(String(res.headers['content-security-policy'])).toMatch(/connect-src 'self'/);
  });

  it("passes a visitor's click beacon to the menus service without a token, as the page sends it", async () => {
    menus.clicks.length = 0;
    const res = await gateway.inject({
      method: 'POST',
      url: '/api/items/21/track_click/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ page_url: '/bakery' }),
    });
    expect(res.statusCode).toBe(202);
    expect(menus.clicks).toEqual([{ id: '21', body: { page_url: '/bakery' }, contentType: 'application/json' }]);
    // the owner's menu routes still need a signed-in user
    expect((await gateway.inject('/api/menus/?site=1')).statusCode).toBe(401);
  });
});
