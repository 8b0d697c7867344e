import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { testService, authHeader, type TestService } from '@atlas/service-kit/testing';
import { definition as contentDefinition } from '@atlas/content';
import { publicSites } from '..';
import { trackerPath } from '../tracker';
import { block, siteDefaults, startStubSites } from '../testing';

// /preview/{token}: a draft (a page's from the sites service, a post's from the real content service) drawn by
// the public page's code, under a banner, unindexed and uncounted.

let stub: Awaited<ReturnType<typeof startStubSites>>;
let content: TestService;
let app: FastifyInstance;
const TOKEN = 'A'.repeat(43);
const EXPIRES = '2031-03-04T10:00:00.000Z';
const owner = { id: 7, username: 'olive' };

/** The content service's copy of a site, as its sites.site.created event gives it. */
async function contentSite(id: number, slug: string, name: string) {
  await content.app.events.deliver({
    id: randomUUID(),
    type: 'sites.site.created',
    version: 1,
    occurredAt: new Date().toISOString(),
    key: String(id),
    payload: { site_id: id, owner_id: owner.id, slug, name, is_published: false },
  });
}

/** A draft post of the site and a preview link to it; its token. */
async function postPreview(site: number, body: Record<string, unknown>) {
  const headers = authHeader(owner);
  const created = await content.app.inject({ method: 'POST', url: '/api/content/', headers, payload: { site, type: 'post', ...body } });
  if (created.statusCode !== 201) throw new Error(created.body);
  const post = created.json();
  const link = await content.app.inject({ method: 'POST', url: `/api/content/${post.id}/previews/`, headers, payload: { days: 7 } });
  if (link.statusCode !== 201) throw new Error(link.body);
  return { post, link: link.json(), token: String(link.json().url).split('/').pop()! };
}

beforeAll(async () => {
  stub = await startStubSites();
  content = await testService(contentDefinition, {
    runEvents: false,
    env: { ...process.env, ATLAS_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'atlas-previews-')) },
  });
  await contentSite(1, 'studio', 'Studio');
  await contentSite(2, 'workshop', 'Workshop');
  await contentSite(3, 'attic', 'The Attic');
  const contentUrl = await content.app.listen({ port: 0, host: '127.0.0.1' });
  app = Fastify();
  await app.register(publicSites, { sitesUrl: stub.url, contentUrl });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app.close();
  await content?.close();
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
  stub.sites.set('workshop', {
    site: { ...siteDefaults, analytics_enabled: true, id: 2, name: 'Workshop', slug: 'workshop' },
    pages: [{ id: 3, title: 'Home', slug: 'home', is_home_page: true, is_published: true, blocks: [] }],
    navigation: { structure: [{ label: 'Tools', url: '/tools' }], style_settings: {} },
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

  describe('of a post', () => {
    it('draws the draft post with the public post page’s code inside the site’s frame, under the banner, noindex, no tracker', async () => {
      const { post, token, link } = await postPreview(2, { title: 'Winter tools', body: 'Sharpen the **chisels**', status: 'draft' });
      const res = await get(`/preview/${token}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<article class="site-post">');
      expect(res.body).toContain('<h1>Winter tools</h1>');
      expect(res.body).toContain('Sharpen the <strong>chisels</strong>');
      expect(res.body).toContain('class="site-brand" href="/workshop"><span>Workshop</span>');
      expect(res.body).toContain('href="/workshop/tools"');
      expect(res.body).toMatch(
        /<aside class="site-preview-banner" role="status" aria-label="Draft preview"><strong>Draft preview<\/strong>/,
      );
      expect(res.body).toContain(`<time dateTime="${link.expires_at}">`);
      expect(res.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
      expect(res.body).not.toContain('rel="canonical"');
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.headers['cache-control']).toBe('private, no-store');
      // The site counts visits, but a preview is none: no tracker, no JSON-LD, no script at all.
      expect(res.body).not.toContain(trackerPath);
      expect(res.body).not.toContain('application/ld+json');
      expect(res.body).not.toContain('<script');
      expect(res.headers['content-security-policy']).toContain("script-src 'none'");
      // Drawn afresh each time: after a save the link shows the new draft.
      const saved = await content.app.inject({
        method: 'PATCH',
        url: `/api/content/${post.id}/`,
        headers: authHeader(owner),
        payload: { body: 'Oil the **planes**' },
      });
      expect(saved.statusCode).toBe(200);
      expect((await get(`/preview/${token}`)).body).toContain('Oil the <strong>planes</strong>');
    });

    it('frames a post of a password-protected site with its name and no navigation, and one of an unpublished site with the name alone', async () => {
      const locked = await get(`/preview/${(await postPreview(1, { title: 'Studio notes', body: 'Behind the door' })).token}`);
      expect(locked.statusCode).toBe(200);
      expect(locked.body).toContain('Behind the door');
      expect(locked.body).toContain('class="site-brand" href="/studio"><span>Studio</span>');
      expect(locked.body).not.toContain('This site is password protected');

      const hidden = await get(`/preview/${(await postPreview(3, { title: 'Attic finds', body: 'Old lamps' })).token}`);
      expect(hidden.statusCode).toBe(200);
      expect(hidden.body).toContain('Old lamps');
      expect(hidden.body).toContain('class="site-brand" href="/attic"><span>The Attic</span>');
      expect(hidden.headers['cache-control']).toBe('private, no-store');
    });

    it('answers a revoked post link 410 with the same page as a page’s', async () => {
      const { post, link, token } = await postPreview(2, { title: 'Withdrawn', body: 'Not for long' });
      const revoked = await content.app.inject({
        method: 'DELETE',
        url: `/api/content/${post.id}/previews/${link.id}/`,
        headers: authHeader(owner),
      });
      expect(revoked.statusCode).toBe(204);
      const gone = await get(`/preview/${token}`);
      expect(gone.statusCode).toBe(410);
      expect(gone.body).toContain('This preview link has expired or was revoked.');
      expect(gone.body).not.toContain('Not for long');
      expect(gone.headers['cache-control']).toBe('private, no-store');
    });
  });
});
