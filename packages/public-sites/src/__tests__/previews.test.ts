import Fastify, { type FastifyInstance } from 'fastify';
import { publicSites } from '..';
import { trackerPath } from '../tracker';
import { block, siteDefaults, startStubSites } from '../testing';

// /preview/{token}: a draft drawn by the public page's code, under a banner, unindexed and uncounted.

let stub: Awaited<ReturnType<typeof startStubSites>>;
let app: FastifyInstance;
const TOKEN = 'A'.repeat(43);
const EXPIRES = '2031-03-04T10:00:00.000Z';

beforeAll(async () => {
  stub = await startStubSites();
  app = Fastify();
  await app.register(publicSites, { sitesUrl: stub.url });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await stub.close();
});
beforeEach(() => {
  stub.sites.clear();
  stub.previews.clear();
  stub.sites.set('studio', {
    // Counted, unpublished-looking and locked: a preview shows the draft anyway and counts nothing.
    site: { ...siteDefaults, analytics_enabled: true, password_protected: true, id: 1, name: 'Studio', slug: 'studio' },
    pages: [
      { id: 1, title: 'Home', slug: 'home', is_home_page: true, is_published: true, blocks: [block('heading', { text: 'Welcome' })] },
      {
        id: 2,
        title: 'Launch',
        slug: 'launch',
        is_home_page: false,
        is_published: false,
        blocks: [block('heading', { text: 'Coming in May' })],
      },
    ],
    navigation: { structure: [{ label: 'Home', url: '/' }], style_settings: {} },
    password: 'secret',
  });
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('draft previews', () => {
  it('draws the draft through the public page’s frame, with the banner and its expiry, noindex and never cached', async () => {
    stub.previews.set(TOKEN, { site: 'studio', page: 'launch', expires_at: EXPIRES });
    const res = await get(`/preview/${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Coming in May');
    expect(res.body).toContain('class="site-brand" href="/studio"><span>Studio</span>');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toMatch(/<aside class="site-preview-banner" role="status" aria-label="Draft preview"><strong>Draft preview<\/strong>/);
    expect(res.body).toContain(`<time dateTime="${EXPIRES}">March 4, 2031 at 10:00 AM UTC</time>`);
    expect(res.body).toContain('.site-preview-banner{position:fixed');
    expect(res.body).not.toContain('rel="canonical"');
  });

  it('loads no tracker and no third-party analytics, so the preview counts no visit', async () => {
    stub.previews.set(TOKEN, { site: 'studio', page: 'launch', expires_at: EXPIRES });
    const res = await get(`/preview/${TOKEN}`);
    expect(res.body).not.toContain(trackerPath);
    expect(res.body).not.toContain('data-site=');
    expect(res.body).not.toContain('<script');
    expect(res.headers['content-security-policy']).toContain("script-src 'none'");
  });

  it('answers a revoked or expired link 410 with a clear page, and an unknown one 404', async () => {
    stub.previews.set(TOKEN, 'gone');
    const gone = await get(`/preview/${TOKEN}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(gone.body).toContain('This preview link has expired or was revoked.');
    expect(gone.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(gone.headers['cache-control']).toBe('private, no-store');

    const unknown = await get(`/preview/${'B'.repeat(43)}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Preview not found');
  });

  it('answers 502 when the sites service fails', async () => {
    stub.previews.set(TOKEN, { site: 'studio', page: 'launch', expires_at: EXPIRES });
    stub.setFailing(true);
    try {
      expect((await get(`/preview/${TOKEN}`)).statusCode).toBe(502);
    } finally {
      stub.setFailing(false);
    }
  });
});
