import { createHash } from 'node:crypto';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { declarativeBlockDefinition, renderDeclarativeBlock } from '@atlas/blocks';
import Fastify, { type FastifyInstance } from 'fastify';
import { publicSites } from '..';
import { consentKey, integrationsHash, integrationsScript } from '../integrations';
import { jsonLdText } from '../structured-data';
import { block, siteDefaults, startStubSites, stubEvents } from '../testing';

// The marketplace on the public pages (issue 14): integrations and utilities take effect only while the
// site's owner has them installed (a stub marketplace answers what is installed), redirects answer before
// rendering, the consent banner holds third-party trackers back, JSON-LD, and pack blocks drawn from
// their templates.

type Stub = Awaited<ReturnType<typeof startStubSites>>;
let stub: Stub;
let app: FastifyInstance;
let market: FastifyInstance;
let content: FastifyInstance;
let deliver: (event: { type: string; payload: Record<string, unknown> }) => Promise<void>;

/** What the stub marketplace answers, per site slug. */
const installed = new Map<string, { integrations: string[]; utilities: string[] }>();
const rules = new Map<string, { from_path: string; to_path: string; status_code: number }[]>();
const marketRequests: string[] = [];
let marketDown = false;

const announcement = {
  type: 'marketing-blocks/announcement-bar',
  label: 'Announcement Bar',
  template:
    '<div class="atlas-x-announcement" style="background-color:{{background}}"><p><strong>{{headline}}</strong> <a href="{{link}}">{{link_text}}</a></p></div>',
  fields: [
    { name: 'headline', label: 'Headline', kind: 'text' as const, default: 'New!' },
    { name: 'link', label: 'Link', kind: 'url' as const, default: '/' },
    { name: 'link_text', label: 'Link text', kind: 'text' as const, default: 'Shop now' },
    { name: 'background', label: 'Background', kind: 'color' as const, default: '#1f2937' },
  ],
};

const page = (
  id: number,
  slug: string,
  blocks: unknown[] = [block('heading', { text: 'Hello', level: 'h1' })],
  home = slug === 'home',
) => ({
  id,
  title: slug === 'home' ? 'Home' : slug,
  slug,
  is_home_page: home,
  is_published: true,
  blocks,
});

function addSite(id: number, slug: string, settings: Record<string, unknown>, pages = [page(id * 10, 'home')]) {
  stub.sites.set(slug, {
    site: { ...siteDefaults, id, name: `Site ${slug}`, slug, description: '', ...settings },
    pages,
    navigation: { structure: [], style_settings: {} },
  });
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'example.test', ...headers } });
const csp = (res: { headers: Record<string, unknown> }) => String(res.headers['content-security-policy']);
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `));

beforeAll(async () => {
  stub = await startStubSites();
  market = Fastify();
  market.addHook('onRequest', async (request, reply) => {
    marketRequests.push(request.url);
    if (marketDown) return reply.code(503).send({ detail: 'Service unavailable' });
  });
  market.get<{ Params: { slug: string } }>('/api/marketplace/public/:slug/modules/', async (request, reply) => {
    if (!stub.sites.has(request.params.slug)) return reply.code(404).send({ detail: 'Site not found' });
    const found = installed.get(request.params.slug) ?? { integrations: [], utilities: [] };
    return { site_slug: request.params.slug, ...found, modules: [] };
  });
  market.get<{ Params: { slug: string } }>('/api/marketplace/public/:slug/redirects/', async (request, reply) => {
    if (!stub.sites.has(request.params.slug)) return reply.code(404).send({ detail: 'Site not found' });
    return { site_slug: request.params.slug, redirects: rules.get(request.params.slug) ?? [] };
  });
  market.get('/api/marketplace/modules/', async () => ({ results: [{ id: 2, slug: 'marketing-blocks' }], count: 1 }));
  market.get('/api/marketplace/modules/2/blocks/', async () => ({
    module_id: 2,
    slug: 'marketing-blocks',
    types: [],
    blocks: [announcement],
  }));
  await market.listen({ port: 0, host: '127.0.0.1' });

  content = Fastify();
  content.get('/api/content/public/sites/:site/posts/:slug/', async () => ({
    slug: 'hello',
    title: 'Hello </script><script>alert(1)</script>',
    excerpt: 'First post',
    body_html: '<p>Hi</p>',
    featured_image: '/media/cover.jpg',
    featured_image_srcset: '',
    featured_image_width: null,
    featured_image_height: null,
    seo_title: '',
    seo_description: '',
    seo_keywords: '',
    tags: [],
    category_name: null,
    author: 'Ada',
    published_at: '2026-11-01T09:00:00.000Z',
    updated_at: '2026-11-02T09:00:00.000Z',
  }));
  await content.listen({ port: 0, host: '127.0.0.1' });

  const bus = stubEvents();
  deliver = bus.deliver;
  app = Fastify();
  const address = (server: FastifyInstance) => `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
  await app.register(publicSites, {
    sitesUrl: stub.url,
    marketplaceUrl: address(market),
    contentUrl: address(content),
    events: bus.events,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await market.close();
  await content.close();
  await stub.close();
});
beforeEach(() => {
  marketDown = false;
});

const GA_SOURCES = {
  script: ['https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

describe('Google Analytics and Meta Pixel', () => {
  beforeAll(() => {
    addSite(1, 'ga-on', { google_analytics_id: 'G-ABC1234', facebook_pixel_id: '' });
    installed.set('ga-on', { integrations: ['google_analytics'], utilities: [] });
    addSite(2, 'ga-not-installed', { google_analytics_id: 'G-ABC1234', facebook_pixel_id: '123456789012345' });
    addSite(3, 'ga-no-id', { google_analytics_id: '', facebook_pixel_id: '' });
    installed.set('ga-no-id', { integrations: ['google_analytics', 'meta_pixel'], utilities: [] });
    addSite(4, 'ga-bad-id', { google_analytics_id: 'G-ABC"><x', facebook_pixel_id: '12ab' });
    installed.set('ga-bad-id', { integrations: ['google_analytics', 'meta_pixel'], utilities: [] });
    addSite(5, 'both', { google_analytics_id: 'UA-12345678-1', facebook_pixel_id: '123456789012345' });
    installed.set('both', { integrations: ['google_analytics', 'meta_pixel'], utilities: [] });
  });

  it('installed with an id set: the script carries the id, the CSP its hash and exactly Google’s hosts', async () => {
    const res = await get('/ga-on');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-ga="G-ABC1234"');
    expect(res.body).not.toContain('data-pixel');
    expect(res.body).not.toContain('id="atlas-consent"');
    const policy = csp(res);
    expect(directive(policy, 'script-src')).toBe(`script-src ${integrationsHash} ${GA_SOURCES.script.join(' ')}`);
    expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' http://example.test ${GA_SOURCES.connect.join(' ')}`);
    expect(directive(policy, 'script-src')).not.toContain('unsafe-inline');
    expect(policy).not.toContain('facebook');
    // the pinned hash is the inline script's own
    expect(integrationsHash).toBe(`'sha256-${createHash('sha256').update(integrationsScript).digest('base64')}'`);
    expect(res.body).toContain(`>${integrationsScript}</script>`);
  });

  it('not installed: nothing, whatever the settings say', async () => {
    const res = await get('/ga-not-installed');
    expect(res.body).not.toContain('data-ga');
    expect(res.body).not.toContain('googletagmanager');
    expect(directive(csp(res), 'script-src')).toBe("script-src 'none'");
  });

  it('installed without an id, or with a malformed one: nothing', async () => {
    for (const slug of ['ga-no-id', 'ga-bad-id']) {
      const res = await get(`/${slug}`);
      expect(res.body).not.toContain('data-ga');
      expect(res.body).not.toContain('data-pixel');
      expect(directive(csp(res), 'script-src')).toBe("script-src 'none'");
      expect(directive(csp(res), 'connect-src')).toBe("connect-src 'self' http://example.test");
    }
  });

  it('both: each id and each vendor’s hosts, nothing more', async () => {
    const res = await get('/both');
    expect(res.body).toContain('data-ga="UA-12345678-1"');
    expect(res.body).toContain('data-pixel="123456789012345"');
    expect(directive(csp(res), 'script-src')).toBe(
      `script-src ${integrationsHash} https://*.googletagmanager.com https://connect.facebook.net`,
    );
    expect(directive(csp(res), 'connect-src')).toBe(
      `connect-src 'self' http://example.test ${GA_SOURCES.connect.join(' ')} https://www.facebook.com`,
    );
  });

  it('uninstalling drops the site’s cached pages and its installs at once (marketplace.module.uninstalled, site_ids)', async () => {
    expect((await get('/ga-on')).body).toContain('data-ga');
    installed.set('ga-on', { integrations: [], utilities: [] });
    expect((await get('/ga-on')).body).toContain('data-ga'); // cached until the event
    await deliver({ type: 'marketplace.module.uninstalled', payload: { slug: 'google-analytics', site_ids: [1], block_definitions: [] } });
    expect((await get('/ga-on')).body).not.toContain('data-ga');
    installed.set('ga-on', { integrations: ['google_analytics'], utilities: [] });
    await deliver({ type: 'marketplace.module.installed', payload: { slug: 'google-analytics', site_ids: [1], block_definitions: [] } });
    expect((await get('/ga-on')).body).toContain('data-ga="G-ABC1234"');
  });
});

/** Runs a page's scripts in jsdom, with localStorage, recording the scripts the integrations script adds. */
function browse(html: string, stored: Record<string, string> = {}) {
  return new JSDOM(html, {
    runScripts: 'dangerously',
    url: 'http://example.test/consent',
    beforeParse: (window) => {
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
    },
  });
}
const added = (dom: JSDOM) => [...dom.window.document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

describe('the cookie-consent banner', () => {
  beforeAll(() => {
    addSite(6, 'consent', { google_analytics_id: 'G-ABC1234', facebook_pixel_id: '123456789012345', cookie_consent_enabled: true });
    installed.set('consent', { integrations: ['google_analytics', 'meta_pixel', 'cookie_consent'], utilities: [] });
    addSite(7, 'consent-off', { google_analytics_id: '', facebook_pixel_id: '', cookie_consent_enabled: false });
    installed.set('consent-off', { integrations: ['cookie_consent'], utilities: [] });
    addSite(8, 'consent-not-installed', { cookie_consent_enabled: true });
  });

  it('shows only with the module installed and the setting on: a labelled region, fixed at the bottom, with Accept and Decline buttons', async () => {
    const res = await get('/consent');
    const dom = new JSDOM(res.body);
    const banner = dom.window.document.getElementById('atlas-consent')!;
    expect(banner.getAttribute('role')).toBe('region');
    expect(banner.getAttribute('aria-label')).toBe('Cookie consent');
    expect(banner.hasAttribute('hidden')).toBe(true); // until the script finds no stored choice
    expect([...banner.querySelectorAll('button')].map((b) => [b.type, b.textContent])).toEqual([
      ['button', 'Accept'],
      ['button', 'Decline'],
    ]);
    expect(banner.textContent).toContain('Google Analytics and Meta Pixel');
    expect(res.body).toMatch(/\.site-consent\{position:fixed;[^}]*bottom:12px/);
    // first in the body after nothing but itself: reached by the keyboard before the page
    expect(dom.window.document.body.firstElementChild).toBe(banner);
    for (const slug of ['consent-off', 'consent-not-installed']) expect((await get(`/${slug}`)).body).not.toContain('id="atlas-consent"');
  });

  it('keeps the trackers back until Accept, and remembers the choice for the site', async () => {
    const html = (await get('/consent')).body;
    const dom = browse(html);
    const { document } = dom.window;
    const banner = document.getElementById('atlas-consent')!;
    expect(banner.hidden).toBe(false);
    expect(added(dom)).toEqual([]);
    expect((dom.window as any).dataLayer).toBeUndefined();
    (banner.querySelector('[data-consent="granted"]') as HTMLButtonElement).click();
    expect(banner.hidden).toBe(true);
    expect(added(dom)).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-ABC1234', 'https://connect.facebook.net/en_US/fbevents.js']);
    expect(dom.window.localStorage.getItem(consentKey('consent'))).toMatch(/^granted:\d+$/);

    // the next page view: no banner, trackers at once
    const again = browse(html, { [consentKey('consent')]: `granted:${Date.now()}` });
    expect(again.window.document.getElementById('atlas-consent')!.hidden).toBe(true);
    expect(added(again)).toHaveLength(2);
  });

  it('Decline loads nothing and is remembered; a choice older than six months is asked again', async () => {
    const html = (await get('/consent')).body;
    const dom = browse(html);
    (dom.window.document.querySelector('[data-consent="denied"]') as HTMLButtonElement).click();
    expect(added(dom)).toEqual([]);
    expect(dom.window.localStorage.getItem(consentKey('consent'))).toMatch(/^denied:/);
    const declined = browse(html, { [consentKey('consent')]: `denied:${Date.now()}` });
    expect(declined.window.document.getElementById('atlas-consent')!.hidden).toBe(true);
    expect(added(declined)).toEqual([]);
    const old = browse(html, { [consentKey('consent')]: `granted:${Date.now() - 200 * 864e5}` });
    expect(old.window.document.getElementById('atlas-consent')!.hidden).toBe(false);
    expect(added(old)).toEqual([]);
    // "Cookie settings" brings the banner back
    const settings = declined.window.document.getElementById('atlas-consent-open') as HTMLButtonElement;
    expect(settings.hidden).toBe(false);
    settings.click();
    expect(declined.window.document.getElementById('atlas-consent')!.hidden).toBe(false);
  });

  it('without the banner the trackers load at once', async () => {
    const dom = browse((await get('/both')).body);
    expect(added(dom)).toEqual([
      'https://www.googletagmanager.com/gtag/js?id=UA-12345678-1',
      'https://connect.facebook.net/en_US/fbevents.js',
    ]);
  });
});

describe('redirects', () => {
  beforeAll(() => {
    addSite(9, 'moved', {}, [page(90, 'home'), page(91, 'new-page')]);
    rules.set('moved', [
      { from_path: '/old-page', to_path: '/new-page', status_code: 301 },
      { from_path: '/promo', to_path: 'https://example.org/sale', status_code: 302 },
      { from_path: '/products/Old_Thing.html', to_path: '/new-page', status_code: 301 },
      { from_path: '/café', to_path: '/menü', status_code: 302 },
    ]);
  });

  it('answers 301 to a site path on the site, and 302 to a full address, before rendering', async () => {
    const before = stub.requests.length;
    const moved = await get('/moved/old-page/?ref=mail');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/moved/new-page?ref=mail');
    expect(stub.requests.length).toBe(before); // the sites service was not asked for anything
    const promo = await get('/moved/promo');
    expect(promo.statusCode).toBe(302);
    expect(promo.headers.location).toBe('https://example.org/sale');
    expect(promo.headers['cache-control']).toBe('no-cache');
    expect((await get('/live/moved/old-page')).headers.location).toBe('/live/moved/new-page');
  });

  it('deeper old addresses and non-ASCII paths redirect too; a path without a rule renders as before', async () => {
    const deep = await get('/moved/products/Old_Thing.html');
    expect(deep.statusCode).toBe(301);
    expect(deep.headers.location).toBe('/moved/new-page');
    const accented = await get('/moved/caf%C3%A9');
    expect(accented.statusCode).toBe(302);
    expect(accented.headers.location).toBe('/moved/men%C3%BC');
    expect((await get('/moved/new-page')).statusCode).toBe(200);
    expect((await get('/moved/products/other')).statusCode).toBe(404);
  });

  it('a changed rule is heard on marketplace.redirects.changed', async () => {
    expect((await get('/moved/new-page')).statusCode).toBe(200);
    rules.set('moved', [{ from_path: '/new-page', to_path: '/', status_code: 302 }]);
    expect((await get('/moved/new-page')).statusCode).toBe(200); // kept until the event
    await deliver({ type: 'marketplace.redirects.changed', payload: { site_id: 9, site_slug: 'moved' } });
    const res = await get('/moved/new-page');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/moved');
  });

  it('rules of a site published after a visit apply at once (what the marketplace said of it unpublished is dropped)', async () => {
    expect((await get('/later/old')).statusCode).toBe(404); // no such site yet: the marketplace answers 404 too
    addSite(11, 'later', {}, [page(110, 'home'), page(111, 'new')]);
    rules.set('later', [{ from_path: '/old', to_path: '/new', status_code: 301 }]);
    await deliver({ type: 'sites.site.published', payload: { site_id: 11, slug: 'later' } });
    const res = await get('/later/old');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/later/new');
  });

  it('a marketplace that does not answer: pages still render, without redirects or integrations', async () => {
    addSite(10, 'quiet', { google_analytics_id: 'G-ABC1234' });
    installed.set('quiet', { integrations: ['google_analytics'], utilities: [] });
    rules.set('quiet', [{ from_path: '/gone', to_path: '/', status_code: 301 }]);
    marketDown = true;
    const res = await get('/quiet');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('data-ga');
    expect((await get('/quiet/gone')).statusCode).toBe(404); // no rule heard: an unknown page, as without the module
  });
});

describe('structured data', () => {
  beforeAll(() => {
    const product = block('product-card', {
      shopProduct: { slug: 'rye', name: 'Rye loaf', description: 'Dark', image: '/media/rye.jpg', price: 4.5, availability: 'low_stock' },
    });
    addSite(11, 'seo', { description: 'Bread </script><b>', google_analytics_id: '' }, [
      page(110, 'home'),
      page(111, 'shop', [block('heading', { text: 'Shop', level: 'h1' }), product]),
    ]);
    addSite(12, 'no-seo', {});
  });

  const jsonLd = (html: string) => {
    const scripts = [...new JSDOM(html).window.document.querySelectorAll('script[type="application/ld+json"]')];
    return scripts.map((s) => JSON.parse(s.textContent!));
  };

  it('only with the utility installed: WebSite and WebPage, products with their offer', async () => {
    expect(jsonLd((await get('/no-seo')).body)).toEqual([]);
    installed.set('seo', { integrations: [], utilities: ['structured_data'] });
    const [home] = jsonLd((await get('/seo')).body);
    expect(home['@graph'][0]).toMatchObject({ '@type': 'WebSite', name: 'Site seo', url: 'http://example.test/seo' });
    expect(home['@graph'][1]).toMatchObject({ '@type': 'WebPage', url: 'http://example.test/seo' });
    const [shop] = jsonLd((await get('/seo/shop')).body);
    expect(shop['@graph'][2]).toEqual(
      expect.objectContaining({
        '@type': 'Product',
        name: 'Rye loaf',
        image: 'http://example.test/media/rye.jpg',
        offers: expect.objectContaining({ price: '4.50', priceCurrency: 'USD', availability: 'https://schema.org/LimitedAvailability' }),
      }),
    );
  });

  it('is escaped: a </script> in the data cannot end the element, and it needs no script-src', async () => {
    const res = await get('/seo');
    expect(res.body).not.toContain('Bread </script>');
    expect(res.body).toContain('Bread \\u003c/script\\u003e\\u003cb\\u003e');
    expect(jsonLd(res.body)[0]['@graph'][0].description).toBe('Bread </script><b>');
    expect(jsonLdText({ a: '<!--\u2028&' })).toBe('{"a":"\\u003c!--\\u2028\\u0026"}');
    expect(directive(csp(res), 'script-src')).toBe("script-src 'none'");
  });

  it('a blog post is a BlogPosting with headline, dates, author and image', async () => {
    const res = await get('/seo/blog/hello');
    expect(res.statusCode).toBe(200);
    const [post] = jsonLd(res.body);
    expect(post).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Hello </script><script>alert(1)</script>',
      datePublished: '2026-11-01T09:00:00.000Z',
      dateModified: '2026-11-02T09:00:00.000Z',
      author: { '@type': 'Person', name: 'Ada' },
      image: 'http://example.test/media/cover.jpg',
    });
  });
});

describe('declarative blocks of installed (or uninstalled) packs', () => {
  const stored = (id: string, content: Record<string, unknown>) => ({
    ...block('heading'),
    id,
    type: 'marketing-blocks/announcement-bar',
    content,
  });

  beforeAll(() => {
    addSite(13, 'packs', {}, [
      page(130, 'home', [
        block('heading', { text: 'Packs', level: 'h1' }),
        // a template stored in a block is never used: only the module's (sanitized at upload) is
        stored('with-template', {
          template: '<script>alert(1)</script>',
          headline: 'Sale <b>',
          link: 'javascript:alert(1)',
        }),
        // values only: the definition comes from the marketplace (the pack may be uninstalled since)
        stored('values-only', { headline: 'Hello', background: 'red;}body{display:none' }),
      ]),
    ]);
  });

  it('renders as the builder canvas does (its block definition), from the module’s template, never script', async () => {
    const res = await get('/packs');
    expect(res.statusCode).toBe(200);
    const document = new JSDOM(res.body).window.document;
    const withTemplate = document.querySelector('[data-block-id="with-template"]')!;
    expect(withTemplate.className).toContain('atlas-block');
    expect(withTemplate.querySelector('.atlas-declarative-block')!.innerHTML).toBe(
      renderDeclarativeBlock(
        announcement.template,
        { template: '<script>alert(1)</script>', headline: 'Sale <b>', link: 'javascript:alert(1)' },
        announcement.fields,
      ),
    );
    expect(withTemplate.querySelector('strong')!.textContent).toBe('Sale <b>');
    expect(withTemplate.querySelector('a')!.getAttribute('href')).toBe('');
    expect(withTemplate.querySelector('script')).toBeNull();
    const valuesOnly = document.querySelector('[data-block-id="values-only"] .atlas-declarative-block')!;
    expect(valuesOnly.innerHTML).toBe(
      renderDeclarativeBlock(announcement.template, { headline: 'Hello', background: 'red;}body{display:none' }, announcement.fields),
    );
    expect(valuesOnly.querySelector('strong')!.textContent).toBe('Hello');
    // The canvas draws the same block with the same definition: the same markup.
    const canvas = renderToStaticMarkup(
      declarativeBlockDefinition({ ...announcement, type: 'marketing-blocks/announcement-bar' }).render({
        content: { headline: 'Hello', background: 'red;}body{display:none' },
      } as never) as ReactElement,
    );
    expect(valuesOnly.outerHTML).toBe(canvas);
    expect(res.body).not.toContain('not implemented');
    expect(directive(csp(res), 'script-src')).toBe("script-src 'none'");
    expect(marketRequests).toContain('/api/marketplace/modules/2/blocks/');
  });
});
