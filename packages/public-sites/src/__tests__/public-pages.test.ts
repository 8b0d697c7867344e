import Fastify, { type FastifyInstance } from 'fastify';
import { islandScript } from '@atlas/blocks';
import { publicSites } from '..';
import { block, siteDefaults, startStubSites, stubEvents } from '../testing';

type Stub = Awaited<ReturnType<typeof startStubSites>>;
let stub: Stub;
let app: FastifyInstance;
let deliver: (event: { type: string; payload: Record<string, unknown> }) => Promise<void>;

function bakery() {
  return {
    site: {
      ...siteDefaults,
      id: 1,
      name: 'Crusty Bakery',
      slug: 'bakery',
      meta_title: 'Crusty Bakery — bread daily',
      meta_description: 'Sourdough baked every morning.',
    },
    pages: [
      {
        id: 10,
        title: 'Home',
        slug: 'home',
        is_home_page: true,
        is_published: true,
        blocks: [
          block('heading', { text: 'Fresh bread every morning', level: 'h1' }),
          block('text', { text: '<p>Rye &amp; <script>alert(1)</script>spelt</p>' }),
        ],
      },
      {
        id: 11,
        title: 'About',
        slug: 'about',
        is_home_page: false,
        is_published: true,
        meta_description: 'Who bakes your bread',
        blocks: [
          block('heading', { text: 'About us', level: 'h2' }),
          block('text', { text: '<p>Mobile-free</p>' }, { visibility: { desktop: true, tablet: true, mobile: false } }),
        ],
      },
      { id: 12, title: 'Draft', slug: 'draft', is_home_page: false, is_published: false, blocks: [] },
      { id: 13, title: 'FAQ', slug: 'faq', is_home_page: false, is_published: true, blocks: [block('accordion')] },
    ],
    navigation: {
      structure: [
        { label: 'Home', url: '/' },
        { label: 'About', url: '/about' },
        { label: 'Evil', url: 'javascript:alert(1)' },
        { label: 'Docs', url: 'https://example.com/docs' },
      ],
      style_settings: {},
    },
  };
}

beforeAll(async () => {
  stub = await startStubSites();
  const bus = stubEvents();
  deliver = bus.deliver;
  app = Fastify();
  await app.register(publicSites, { sitesUrl: stub.url, events: bus.events });
  await app.ready();
  expect(bus.topics).toEqual(expect.arrayContaining(['sites.page.published', 'sites.site.updated']));
});
afterAll(async () => {
  await app.close();
  await stub.close();
});
beforeEach(() => {
  stub.sites.clear();
  stub.sites.set('bakery', bakery());
  stub.setPrimary(null);
  stub.setFailing(false);
  stub.requests.length = 0;
});
afterEach(async () => {
  await deliver({ type: 'sites.site.updated', payload: { slug: 'bakery' } });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('public site pages', () => {
  it('renders a published page with the site header, navigation, blocks and footer', async () => {
    const res = await get('/bakery');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('class="site-brand" href="/bakery"><span>Crusty Bakery</span>');
    expect(html).toContain('<a href="/bakery/about">About</a>');
    expect(html).toContain('href="https://example.com/docs"');
    expect(html).not.toContain('javascript:alert');
    expect(html).toContain('Fresh bread every morning');
    expect(html).toContain(`© ${new Date().getFullYear()} Crusty Bakery`);
    expect(html).toContain('<details class="site-menu">');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<script');
  });

  it('sets the meta title, description, language, Open Graph and cache headers', async () => {
    stub.sites.get('bakery')!.site.default_language = 'fr';
    stub.sites.get('bakery')!.site.og_image = 'https://cdn.example.com/og.png';
    stub.sites.get('bakery')!.site.meta_keywords = 'bread, bakery';
    const res = await get('/bakery');
    expect(res.body).toContain('<html lang="fr">');
    expect(res.body).toContain('<title>Crusty Bakery — bread daily</title>');
    expect(res.body).toContain('<meta name="description" content="Sourdough baked every morning."/>');
    expect(res.body).toContain('<meta property="og:image" content="https://cdn.example.com/og.png"/>');
    expect(res.body).toContain('<meta name="keywords" content="bread, bakery"/>');
    expect(res.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(res.body).not.toContain('noindex');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.headers['content-security-policy']).toContain("script-src 'none'");
    const again = await get('/bakery', { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('titles an inner page with its own title and description, and gives it an h1', async () => {
    const res = await get('/bakery/about');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>About — Crusty Bakery</title>');
    expect(res.body).toContain('content="Who bakes your bread"');
    expect(res.body).toMatch(/<h1 class="site-visually-hidden">About<\/h1>/);
    expect(res.body).toContain('<a href="/bakery/about" aria-current="page">About</a>');
  });

  it('marks a block hidden on mobile with the hide class', async () => {
    const res = await get('/bakery/about');
    expect(res.body).toMatch(/class="[^"]*atlas-hide-mobile[^"]*"[^>]*>[\s\S]*Mobile-free/);
    expect(res.body).toContain('.atlas-hide-mobile');
  });

  it('answers 404 for a draft page', async () => {
    const draft = await get('/bakery/draft');
    expect(draft.statusCode).toBe(404);
    expect(draft.body).not.toContain('Fresh bread every morning');
    expect(draft.body).toContain('Page not found');
  });

  it('falls back to the home page for a missing page, as a 404 crawlers do not index', async () => {
    const unknown = await get('/bakery/nothing-here');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('The page you asked for does not exist, so here is the home page.');
    expect(unknown.body).toContain('Fresh bread every morning');
    expect(unknown.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(unknown.body).toContain('<link rel="canonical" href="http://localhost:80/bakery"/>');
  });

  it('serves the same site under /live/{slug} with links that stay there', async () => {
    const res = await get('/live/bakery/about');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<a href="/live/bakery">Home</a>');
  });

  it('adds noindex when indexing is off', async () => {
    stub.sites.get('bakery')!.site.allow_indexing = false;
    const res = await get('/bakery');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it('puts the custom CSS in a style and the custom JS in a script, escaped, in a sandbox', async () => {
    Object.assign(stub.sites.get('bakery')!.site, {
      custom_css: 'body{color:#123}</style><b>x',
      custom_js: 'console.log("hi")</script><b>y',
    });
    const res = await get('/bakery');
    expect(res.body).toContain('<style id="site-custom-css">body{color:#123}<\\/style><b>x</style>');
    expect(res.body).toContain('<script id="site-custom-js">console.log("hi")<\\/script><b>y</script>');
    expect(res.headers['content-security-policy']).toContain("'unsafe-inline'");
    expect(res.headers['content-security-policy']).toContain('sandbox allow-scripts');
    expect(res.headers['content-security-policy']).not.toContain('allow-same-origin');
  });

  it('inlines the island script only on a page with interactive blocks, pinned by hash', async () => {
    const faq = await get('/bakery/faq');
    expect(faq.body).toContain(`<script>${islandScript}</script>`);
    expect(faq.body).toContain('data-atlas-form-endpoint="/api/builder/public_site/bakery/forms/"');
    expect(faq.headers['content-security-policy']).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect((await get('/bakery/about')).body).not.toContain('<script');
  });

  it('answers 503 with a maintenance notice in maintenance mode', async () => {
    stub.sites.get('bakery')!.site.maintenance_mode = true;
    const res = await get('/bakery/about');
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('undergoing maintenance');
    expect(res.body).not.toContain('About us');
    expect(res.headers['retry-after']).toBe('3600');
  });

  it('shows "This site is under construction" for a site with no pages', async () => {
    stub.sites.get('bakery')!.pages = [];
    const res = await get('/bakery');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('This site is under construction');
  });

  it('shows Site Unavailable for an unknown site and for a failing service', async () => {
    const missing = await get('/nowhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Site Unavailable');
    expect(missing.body).toContain('Site not found or not published yet.');
    expect(missing.body).toContain('<a class="site-button" href="/dashboard">Go to Dashboard</a>');
    expect(missing.body).toContain('Retry');
    stub.setFailing(true);
    const failed = await get('/bakery/about');
    expect(failed.statusCode).toBe(502);
    expect(failed.body).toContain('Failed to load site. Please try again later.');
  });

  it('serves the primary site at /, or sends a person to the dashboard', async () => {
    const none = await get('/');
    expect(none.statusCode).toBe(302);
    expect(none.headers.location).toBe('/dashboard');
    stub.setPrimary('bakery');
    await deliver({ type: 'sites.site.published', payload: { slug: 'bakery' } });
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Fresh bread every morning');
  });

  it('writes sitemap.xml and robots.txt while the sitemap is on', async () => {
    const sitemap = await get('/bakery/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>http://localhost:80/bakery</loc>');
    expect(sitemap.body).toContain('<loc>http://localhost:80/bakery/about</loc>');
    expect(sitemap.body).not.toContain('/bakery/draft');
    const robots = await get('/bakery/robots.txt');
    expect(robots.body).toContain('Sitemap: http://localhost:80/bakery/sitemap.xml');
    stub.sites.get('bakery')!.site.auto_generate_sitemap = false;
    await deliver({ type: 'sites.site.updated', payload: { slug: 'bakery' } });
    expect((await get('/bakery/sitemap.xml')).statusCode).toBe(404);
  });
});

describe('cache', () => {
  it('serves repeat visits from memory until a sites event invalidates the site', async () => {
    await get('/bakery/about');
    const before = stub.requests.length;
    const second = await get('/bakery/about');
    expect(second.statusCode).toBe(200);
    expect(stub.requests.length).toBe(before);

    stub.sites.get('bakery')!.pages[1].blocks = [block('heading', { text: 'About the new bakers', level: 'h1' })];
    expect((await get('/bakery/about')).body).not.toContain('About the new bakers');
    await deliver({ type: 'sites.page.published', payload: { site_slug: 'bakery', slug: 'about' } });
    expect((await get('/bakery/about')).body).toContain('About the new bakers');
  });

  it('renders once for visitors arriving together', async () => {
    const pages = await Promise.all(Array.from({ length: 5 }, () => get('/bakery/about')));
    expect(pages.every((p) => p.statusCode === 200)).toBe(true);
    expect(stub.requests.filter((url) => url.includes('/public/bakery/about/'))).toHaveLength(1);
  });

  it('keeps / and /{slug} apart: each page names its own address', async () => {
    stub.setPrimary('bakery');
    await deliver({ type: 'sites.site.published', payload: { slug: 'bakery' } });
    expect((await get('/')).body).toContain('<link rel="canonical" href="http://localhost:80/"/>');
    expect((await get('/bakery')).body).toContain('<link rel="canonical" href="http://localhost:80/bakery"/>');
  });

  it('compresses with brotli or gzip when asked', async () => {
    const br = await get('/bakery', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    const gzip = await get('/bakery', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toBe('Accept-Encoding');
  });
});

describe('password protection', () => {
  beforeEach(() => {
    Object.assign(stub.sites.get('bakery')!, { password: 'letmein' });
    stub.sites.get('bakery')!.site.password_protected = true;
  });

  it('shows the password form, never the page, without the cookie', async () => {
    const res = await get('/bakery/about');
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('This site is password protected');
    expect(res.body).toContain('action="/bakery/_unlock"');
    expect(res.body).not.toContain('About us');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('sets an HttpOnly cookie scoped to the site for the right password and then shows the page', async () => {
    const wrong = await app.inject({
      method: 'POST',
      url: '/bakery/_unlock',
      payload: 'password=nope&next=%2Fbakery%2Fabout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('Incorrect password');
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect(stub.unlockedBy.at(-1)).toBe('127.0.0.1');

    const right = await app.inject({
      method: 'POST',
      url: '/bakery/_unlock',
      payload: 'password=letmein&next=%2Fbakery%2Fabout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe('/bakery/about');
    const cookies = ([] as string[]).concat(right.headers['set-cookie'] as string[]);
    expect(cookies[0]).toMatch(/^atlas_site_access=[\w-]+; Path=\/bakery; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    const cookie = cookies[0].split(';')[0];

    const page = await get('/bakery/about', { cookie });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('About us');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect((await get('/bakery/about')).statusCode).toBe(401);
  });

  it('never redirects outside the site after unlocking', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/bakery/_unlock',
      payload: 'password=letmein&next=https%3A%2F%2Fevil.example',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.headers.location).toBe('/bakery');
  });
});

it('serves the island script as a same-origin file for documents that forbid inline scripts', async () => {
  const res = await app.inject({ method: 'GET', url: '/_atlas/island.js' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('javascript');
  expect(res.body).toBe(islandScript);
});
