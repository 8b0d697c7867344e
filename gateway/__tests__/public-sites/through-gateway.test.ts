import type { FastifyInstance } from 'fastify';
import { publicSites } from '@atlas/public-sites';
import { block, siteDefaults, startStubSites } from '@atlas/public-sites/testing';
import { buildGateway } from '../../src/gateway';

// The renderer as the gateway mounts it: app routes stay the shell's, public pages keep their own headers.

let stub: Awaited<ReturnType<typeof startStubSites>>;
let gateway: FastifyInstance;

beforeAll(async () => {
  stub = await startStubSites();
  stub.sites.set('bakery', {
    site: { ...siteDefaults, id: 1, name: 'Crusty Bakery', slug: 'bakery' },
    pages: [
      {
        id: 1,
        title: 'Home',
        slug: 'home',
        is_home_page: true,
        is_published: true,
        blocks: [block('heading', { text: 'Fresh bread', level: 'h1' })],
      },
    ],
    navigation: { structure: [], style_settings: {} },
  });
  // The stub answers 404 to every content path: a content service that knows no post and no preview link
  // (an unknown /preview/{token} is asked of it after the sites service).
  gateway = await buildGateway({
    logger: false,
    upstreams: { sites: stub.url, content: stub.url },
    publicSites,
    env: { NODE_ENV: 'test' },
  });
  await gateway.ready();
});
afterAll(async () => {
  await gateway.close();
  await stub.close();
});

describe('public sites behind the gateway', () => {
  it("serves a published site with the public policy, not the dashboard's", async () => {
    const res = await gateway.inject('/bakery');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Fresh bread');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'none'");
    expect(csp.match(/script-src/g)).toHaveLength(1);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("serves the site's sitemap.xml and robots.txt, not shell files", async () => {
    const sitemap = await gateway.inject('/bakery/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain('/bakery</loc>');
    expect((await gateway.inject('/bakery/robots.txt')).body).toContain('User-agent: *');
  });

  it('serves /live/{slug} too', async () => {
    const res = await gateway.inject('/live/bakery');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<a class="site-brand" href="/live/bakery">');
  });

  it('ignores a stale dashboard token on a public page', async () => {
    const res = await gateway.inject({ url: '/bakery', headers: { authorization: 'Bearer expired.token.value' } });
    expect(res.statusCode).toBe(200);
  });

  it('leaves app routes to the shell', async () => {
    const res = await gateway.inject('/dashboard');
    expect(res.body).not.toContain('Site Unavailable');
  });

  it('gives /preview/{token} to the renderer, without a sign-in, and leaves the builder’s /preview/site/… to the shell', async () => {
    const token = 'P'.repeat(43);
    stub.previews.set(token, { site: 'bakery', page: 'home', expires_at: '2031-01-01T00:00:00.000Z' });
    const res = await gateway.inject(`/preview/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Draft preview');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect((await gateway.inject(`/preview/${'Q'.repeat(43)}`)).statusCode).toBe(404);
    expect((await gateway.inject('/preview/site/1/page/home')).body).not.toContain('Preview not found');
  });

  it('sends a person at / to the dashboard when no primary site is published', async () => {
    const res = await gateway.inject('/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dashboard');
  });
});
