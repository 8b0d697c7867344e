import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { testService, authHeader, type TestService } from '@atlas/service-kit/testing';
import { definition as contentDefinition, runSchedulesNow } from '@atlas/content';
import { publicSites } from '..';
import { block, siteDefaults, startStubSites, stubEvents } from '../testing';

// The blog through the real content service: published posts on /{site}/blog/, drafts never, a
// scheduled post as soon as its content.item.published event arrives (no restart, no wait for a TTL).

type Stub = Awaited<ReturnType<typeof startStubSites>>;
let stub: Stub;
let content: TestService;
let contentUrl: string;
let app: FastifyInstance;
let deliver: (event: { type: string; payload: Record<string, unknown> }) => Promise<void>;
const owner = { id: 7, username: 'baker' };

async function post(body: Record<string, unknown>) {
  const res = await content.app.inject({
    method: 'POST',
    url: '/api/content/',
    headers: authHeader(owner),
    payload: { site: 1, type: 'post', ...body },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json();
}

beforeAll(async () => {
  process.env.CONTENT_SCHEDULE_INTERVAL_MS = '0';
  stub = await startStubSites();
  stub.sites.set('bakery', {
    site: { ...siteDefaults, id: 1, name: 'Crusty Bakery', slug: 'bakery' },
    pages: [{ id: 10, title: 'Home', slug: 'home', is_home_page: true, is_published: true, blocks: [block('heading', { text: 'Hi' })] }],
    navigation: { structure: [], style_settings: {} },
  });
  content = await testService(contentDefinition, {
    runEvents: false,
    env: { ...process.env, ATLAS_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'atlas-blog-')) },
  });
  await content.app.events.deliver({
    id: randomUUID(),
    type: 'sites.site.created',
    version: 1,
    occurredAt: new Date().toISOString(),
    key: '1',
    payload: { site_id: 1, owner_id: owner.id, slug: 'bakery', name: 'Crusty Bakery', is_published: true },
  });
  contentUrl = await content.app.listen({ port: 0, host: '127.0.0.1' });
  const { events, deliver: send } = stubEvents();
  deliver = send;
  app = Fastify();
  await app.register(publicSites, { sitesUrl: stub.url, contentUrl, events });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await content.close();
  await stub.close();
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'example.test' } });

it('lists published posts newest first with excerpt and featured image, and shows a post with its SEO and Open Graph tags', async () => {
  const photo = await sharp({ create: { width: 1400, height: 700, channels: 3, background: '#c84' } })
    .jpeg()
    .toBuffer();
  const boundary = 'b0undary';
  const upload = await content.app.inject({
    method: 'POST',
    url: '/api/media/upload/',
    headers: { ...authHeader(owner), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="loaf.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  const image = upload.json();
  await post({ title: 'Older loaf', excerpt: 'The first one', status: 'published', published_at: '2026-01-01T09:00:00Z' });
  await post({
    title: 'Rye week',
    excerpt: 'Dark, sour, good',
    body: '## Why rye\n\nBecause.<script>alert(1)</script>',
    status: 'published',
    featured_image: image.url,
    seo_title: 'Rye week at Crusty',
    seo_description: 'A week of rye bread',
    tags: ['rye'],
  });
  await post({ title: 'Secret draft', status: 'draft' });

  const index = await get('/bakery/blog');
  expect(index.statusCode).toBe(200);
  const titles = [...index.body.matchAll(/<h2><a href="([^"]+)">([^<]+)<\/a><\/h2>/g)].map((m) => [m[1], m[2]]);
  expect(titles).toEqual([
    ['/bakery/blog/rye-week', 'Rye week'],
    ['/bakery/blog/older-loaf', 'Older loaf'],
  ]);
  expect(index.body).toContain('Dark, sour, good');
  expect(index.body).toMatch(/srcSet="[^"]*480w|srcset="[^"]*480w/);
  expect(index.body).toContain('width="1400" height="700"');
  expect(index.body).not.toContain('Secret draft');

  const single = await get('/bakery/blog/rye-week');
  expect(single.statusCode).toBe(200);
  expect(single.body).toContain('<title>Rye week at Crusty</title>');
  expect(single.body).toContain('<meta name="description" content="A week of rye bread"/>');
  expect(single.body).toContain('<meta property="og:type" content="article"/>');
  expect(single.body).toContain(`<meta property="og:image" content="http://example.test${image.url}"/>`);
  expect(single.body).toContain('<link rel="canonical" href="http://example.test/bakery/blog/rye-week"/>');
  expect(single.body).toContain('<h2>Why rye</h2>');
  expect(single.body).not.toContain('<script>alert');
  expect((await get('/bakery/blog/secret-draft')).statusCode).toBe(404);
  expect((await get('/bakery/blog/..%2f..%2fetc')).statusCode).toBe(404);

  const feed = await get('/bakery/blog/rss.xml');
  expect(feed.headers['content-type']).toContain('application/rss+xml');
  expect(feed.body).toContain('<link>http://example.test/bakery/blog/rye-week</link>');
  const sitemap = await get('/bakery/sitemap.xml');
  expect(sitemap.body).toContain('<loc>http://example.test/bakery/blog/older-loaf</loc>');
});

it('shows a scheduled post once its publication event arrives, and drops an archived one', async () => {
  const scheduled = await post({ title: 'Croissant day', status: 'scheduled', published_at: new Date(Date.now() + 500).toISOString() });
  expect((await get('/bakery/blog')).body).not.toContain('Croissant day');
  expect((await get('/bakery/blog/croissant-day')).statusCode).toBe(404);

  await runSchedulesNow(content.app, new Date(Date.now() + 1000));
  // The event the scheduler wrote to the outbox, as the bus delivers it to the renderer.
  const [published] = (await content.app.db('content.outbox').select('envelope'))
    .map((r: any) => (typeof r.envelope === 'string' ? JSON.parse(r.envelope) : r.envelope))
    .filter((e: any) => e.type === 'content.item.published' && e.payload.item_id === scheduled.id);
  await deliver(published);
  expect((await get('/bakery/blog')).body).toContain('Croissant day');
  expect((await get('/bakery/blog/croissant-day')).statusCode).toBe(200);

  await content.app.inject({
    method: 'PATCH',
    url: `/api/content/${scheduled.id}/`,
    headers: authHeader(owner),
    payload: { status: 'archived' },
  });
  await deliver({ type: 'content.item.unpublished', payload: { site_slug: 'bakery', slug: 'croissant-day' } });
  expect((await get('/bakery/blog/croissant-day')).statusCode).toBe(404);
});

it("gives a page's stored images their width, height and WebP srcset (no layout shift)", async () => {
  const photo = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#48c' } })
    .jpeg()
    .toBuffer();
  const boundary = 'b0undary2';
  const upload = await content.app.inject({
    method: 'POST',
    url: '/api/media/upload/',
    headers: { ...authHeader(owner), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="sea.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  const { url } = upload.json();
  const bakery = stub.sites.get('bakery')!;
  bakery.pages.push({
    id: 11,
    title: 'Gallery',
    slug: 'gallery',
    is_home_page: false,
    is_published: true,
    blocks: [block('image', { src: url, alt: 'The sea' }), block('image', { src: 'https://example.com/x.png', alt: 'Elsewhere' })],
  });
  const page = await get('/bakery/gallery');
  expect(page.statusCode).toBe(200);
  const sea = page.body.match(/<img[^>]*alt="The sea"[^>]*>/)![0];
  expect(sea).toContain('width="2000" height="1000"');
  expect(sea).toMatch(/srcset="[^"]*-w480\.webp 480w, [^"]*-w960\.webp 960w, [^"]*-w1600\.webp 1600w, [^"]*\.jpg 2000w"/);
  const elsewhere = page.body.match(/<img[^>]*alt="Elsewhere"[^>]*>/)![0];
  expect(elsewhere).not.toContain('srcset');
});

it('answers an unknown site with the unavailable page', async () => {
  expect((await get('/nowhere/blog')).statusCode).toBe(404);
  expect((await get('/nowhere/blog/rss.xml')).statusCode).toBe(404);
});
