import Fastify, { type FastifyInstance } from 'fastify';
import { publicSites } from '@atlas/public-sites';
import { block, siteDefaults, startStubSites, stubEvents } from '@atlas/public-sites/testing';
import { buildGateway } from '../../src/gateway';
import { listenForTlsAsks, type TlsAsk } from '../../src/tls-ask';

// Sites on their own origin (ATLAS_SITES_DOMAIN, docs/contracts.md "Sites on their own origin"): a site answers on its
// own host with links and canonical URLs of its primary origin; the dashboard's host draws no site HTML and sends every
// site address there; the TLS permission answers from the host map, also when the sites service is gone.

const SITES_DOMAIN = 'sites.test';
const PORT = 35180;
const BAKERY = `http://bakery.${SITES_DOMAIN}:${PORT}`;
const CORNER = `http://www.corner.example:${PORT}`;
const DASHBOARD = 'app.example';
const TOKEN = 'P'.repeat(43);

let stub: Awaited<ReturnType<typeof startStubSites>>;
let market: FastifyInstance;
let gateway: FastifyInstance;
let tlsAsk: TlsAsk;
let stubClosed = false;
const bus = stubEvents();

const page = (id: number, slug: string, text: string, extra: Partial<{ is_home_page: boolean; blocks: unknown[] }> = {}) => ({
  id,
  title: slug === 'home' ? 'Home' : slug,
  slug,
  is_home_page: false,
  is_published: true,
  blocks: [block('heading', { text, level: 'h1' })],
  ...extra,
});

beforeAll(async () => {
  stub = await startStubSites();
  stub.setSitesDomain(SITES_DOMAIN, { scheme: 'http', port: PORT });
  stub.sites.set('bakery', {
    site: { ...siteDefaults, id: 1, name: 'Crusty Bakery', slug: 'bakery' },
    pages: [
      page(1, 'home', 'Fresh bread', { is_home_page: true }),
      page(2, 'about', 'About the bakers'),
      page(3, 'widgets', 'Owner widgets', { blocks: [block('html', { html: '<p>Owner markup</p>' })] }),
    ],
    navigation: { structure: [{ id: 1, label: 'About', url: '/about' }], style_settings: {} },
  });
  stub.sites.set('corner-shop', {
    site: { ...siteDefaults, id: 2, name: 'Corner Shop', slug: 'corner-shop' },
    pages: [page(4, 'home', 'Corner goods', { is_home_page: true }), page(5, 'hours', 'Opening hours')],
    navigation: { structure: [], style_settings: {} },
  });
  stub.sites.set('vault', {
    site: { ...siteDefaults, id: 3, name: 'Vault', slug: 'vault', password_protected: true },
    pages: [page(6, 'home', 'Behind the door', { is_home_page: true })],
    navigation: { structure: [], style_settings: {} },
    password: 'open-sesame',
  });
  stub.domains.push({ hostname: 'www.corner.example', slug: 'corner-shop', primary: true });
  stub.domains.push({ hostname: 'corner.example', slug: 'corner-shop', primary: false });
  stub.previews.set(TOKEN, { site: 'bakery', page: 'about', expires_at: '2031-01-01T00:00:00.000Z' });
  stub.setPrimary('bakery');

  // The marketplace: bakery's owner has a redirect rule for /dashboard.
  market = Fastify();
  market.get<{ Params: { slug: string } }>('/api/marketplace/public/:slug/modules/', async (request) => ({
    site_slug: request.params.slug,
    integrations: [],
    utilities: ['redirects'],
    modules: [],
  }));
  market.get<{ Params: { slug: string } }>('/api/marketplace/public/:slug/redirects/', async (request) => ({
    site_slug: request.params.slug,
    redirects: request.params.slug === 'bakery' ? [{ from_path: '/dashboard', to_path: '/about', status_code: 301 }] : [],
  }));
  await market.listen({ port: 0, host: '127.0.0.1' });

  gateway = await buildGateway({
    logger: false,
    // The stand-in answers 404 to every content path: a content service without posts or post previews.
    upstreams: {
      sites: stub.url,
      content: stub.url,
      marketplace: `http://127.0.0.1:${(market.server.address() as { port: number }).port}`,
    },
    publicSites,
    events: bus.events,
    env: { NODE_ENV: 'test', ATLAS_SITES_DOMAIN: SITES_DOMAIN, ATLAS_SITES_SCHEME: 'http', ATLAS_SITES_PORT: String(PORT) },
  });
  await gateway.ready();
  tlsAsk = await listenForTlsAsks(gateway.siteHosts!, { port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await tlsAsk.close();
  await gateway.close();
  await market.close();
  if (!stubClosed) await stub.close();
});

const onHost = (host: string, url: string, extra: { method?: 'GET' | 'POST'; payload?: string; headers?: Record<string, string> } = {}) =>
  gateway.inject({ method: extra.method ?? 'GET', url, headers: { host, ...extra.headers }, payload: extra.payload });
const onDashboard = (url: string) => onHost(DASHBOARD, url);
const bakery = (url: string, extra?: Parameters<typeof onHost>[2]) => onHost(`bakery.${SITES_DOMAIN}:${PORT}`, url, extra);
const allowed = async (domain?: string) =>
  (await fetch(`http://127.0.0.1:${tlsAsk.port}/internal/tls/allow${domain === undefined ? '' : `?domain=${encodeURIComponent(domain)}`}`))
    .status;

describe('the dashboard host', () => {
  it("sends every site address to the site's primary origin, path and query kept", async () => {
    const expected: [string, string][] = [
      ['/bakery', `${BAKERY}/`],
      ['/bakery/about?ref=mail&x=1', `${BAKERY}/about?ref=mail&x=1`],
      ['/bakery/blog/first-post', `${BAKERY}/blog/first-post`],
      ['/bakery/search?q=bread', `${BAKERY}/search?q=bread`],
      ['/bakery/sitemap.xml', `${BAKERY}/sitemap.xml`],
      ['/live/bakery', `${BAKERY}/`],
      ['/live/bakery/about?ref=1', `${BAKERY}/about?ref=1`],
      ['/corner-shop/hours', `${CORNER}/hours`],
      ['/live/corner-shop', `${CORNER}/`],
      ['/', `${BAKERY}/`],
      [`/preview/${TOKEN}`, `${BAKERY}/preview/${TOKEN}`],
    ];
    for (const [path, location] of expected) {
      const res = await onDashboard(path);
      expect([path, res.statusCode, res.headers.location]).toEqual([path, 308, location]);
    }
  });

  it('draws no site HTML at any public address: site pages, files, search, live, previews, unknown sites', async () => {
    const paths = [
      '/',
      '/bakery',
      '/bakery/about',
      '/bakery/blog',
      '/bakery/sitemap.xml',
      '/bakery/robots.txt',
      '/bakery/search?q=bread',
      '/live/bakery',
      '/live/bakery/about',
      `/preview/${TOKEN}`,
      '/vault',
      '/no-such-site',
      '/no-such-site/about',
      '/live/no-such-site',
    ];
    for (const path of paths) {
      const res = await onDashboard(path);
      expect([path, /Fresh bread|About the bakers|Crusty Bakery|Behind the door|<loc>|Sitemap:/.test(res.body)]).toEqual([path, false]);
      expect([path, [302, 308, 404].includes(res.statusCode)]).toEqual([path, true]);
    }
    const unknown = await onDashboard('/no-such-site/about?x=1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Site Unavailable');
    expect(unknown.body).toContain('Go to Dashboard');
    // a site's own host has no dashboard to send its visitors to
    const noSite = await onHost(`no-such-site.${SITES_DOMAIN}:${PORT}`, '/');
    expect(noSite.statusCode).toBe(404);
    expect(noSite.body).toContain('Site Unavailable');
    expect(noSite.body).not.toContain('Go to Dashboard');
  });

  it("runs no site's redirect rules: /dashboard stays the app's, and the site's own host redirects it", async () => {
    const app = await onDashboard('/dashboard');
    expect(app.statusCode).not.toBe(301);
    expect(app.headers.location).toBeUndefined();
    const site = await bakery('/dashboard');
    expect(site.statusCode).toBe(301);
    expect(site.headers.location).toBe('/about');
  });

  it('never answers the TLS permission on the public port', async () => {
    expect((await onDashboard('/internal/tls/allow?domain=bakery.sites.test')).statusCode).toBe(404);
    const onSite = await bakery('/internal/tls/allow?domain=bakery.sites.test');
    expect(onSite.statusCode).toBe(404);
    expect(onSite.body).not.toBe('ok');
  });
});

describe("a site's own host", () => {
  it('serves / and /{page} with links and canonical URLs of the primary origin, without /{slug}', async () => {
    const home = await bakery('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('Fresh bread');
    expect(home.body).toContain('<a class="site-brand" href="/">');
    expect(home.body).toContain('href="/about"');
    expect(home.body).toContain(`<link rel="canonical" href="${BAKERY}/"/>`);
    const about = await bakery('/about?utm=x');
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('About the bakers');
    expect(about.body).toContain(`<link rel="canonical" href="${BAKERY}/about"/>`);
    expect(about.body).toContain(`<meta property="og:url" content="${BAKERY}/about"/>`);
    expect(about.body).not.toContain('href="/bakery');
    // the path-served page of the same site keeps its own addresses (another cache entry)
    expect((await onDashboard('/bakery/about')).statusCode).toBe(308);
  });

  it('sends an address written for path serving (/{slug}/page) to the page on the host', async () => {
    const res = await bakery('/bakery/about?x=1');
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe(`${BAKERY}/about?x=1`);
  });

  it('lists primary-origin URLs in the sitemap and robots.txt', async () => {
    const sitemap = await bakery('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).toContain(`<loc>${BAKERY}/</loc>`);
    expect(sitemap.body).toContain(`<loc>${BAKERY}/about</loc>`);
    expect(sitemap.body).not.toContain('/bakery/');
    const robots = await bakery('/robots.txt');
    expect(robots.body).toContain('Allow: /\n');
    expect(robots.body).toContain(`Sitemap: ${BAKERY}/sitemap.xml`);
    const corner = await onHost('www.corner.example', '/sitemap.xml');
    expect(corner.body).toContain(`<loc>${CORNER}/hours</loc>`);
  });

  it("runs the owner's code unsandboxed on the site's host", async () => {
    const res = await bakery('/widgets');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Owner markup');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("'unsafe-inline'");
    expect(csp).not.toContain('sandbox');
  });

  it('answers a non-primary host of the site with 308 to the primary origin, but never an ACME challenge', async () => {
    const res = await onHost('corner.example', '/hours?a=1&b=2');
    expect(res.statusCode).toBe(308);
    expect(res.headers.location).toBe(`${CORNER}/hours?a=1&b=2`);
    const subdomain = await onHost(`corner-shop.${SITES_DOMAIN}`, '/');
    expect(subdomain.headers.location).toBe(`${CORNER}/`);
    const acme = await onHost('corner.example', '/.well-known/acme-challenge/abc123');
    expect(acme.statusCode).not.toBe(308);
    expect(acme.headers.location).toBeUndefined();
    const primary = await onHost('WWW.Corner.Example.', '/hours');
    expect(primary.statusCode).toBe(200);
    expect(primary.body).toContain('Opening hours');
  });

  it('unlocks a protected site on its host: the form posts to /_unlock and the cookie covers the whole host', async () => {
    const host = `vault.${SITES_DOMAIN}:${PORT}`;
    const locked = await onHost(host, '/');
    expect(locked.statusCode).toBe(401);
    expect(locked.body).toContain('action="/_unlock"');
    const unlock = await onHost(host, '/_unlock', {
      method: 'POST',
      payload: 'password=open-sesame&next=%2F',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unlock.statusCode).toBe(303);
    expect(unlock.headers.location).toBe('/');
    const cookie = String(unlock.headers['set-cookie']);
    expect(cookie).toContain('Path=/;');
    const open = await onHost(host, '/', { headers: { cookie: cookie.split(';')[0] } });
    expect(open.statusCode).toBe(200);
    expect(open.body).toContain('Behind the door');
  });

  it("shows a draft preview on its site's host, and sends it there from another site's host", async () => {
    const res = await bakery(`/preview/${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Draft preview');
    expect(res.body).toContain('About the bakers');
    const elsewhere = await onHost('www.corner.example', `/preview/${TOKEN}`);
    expect(elsewhere.statusCode).toBe(308);
    expect(elsewhere.headers.location).toBe(`${BAKERY}/preview/${TOKEN}`);
  });

  it('passes the APIs through on a site host', async () => {
    // /api/... is the services' (none answers here: the gateway's own JSON), never a page of the site
    const res = await bakery('/api/builder/nothing-here/');
    expect(res.headers['content-type']).toContain('application/json');
  });
});

describe('the host map and the TLS permission', () => {
  it('learns a domain verified meanwhile from its event', async () => {
    expect(await allowed('shop.corner.example')).toBe(404);
    stub.domains.push({ hostname: 'shop.corner.example', slug: 'corner-shop', primary: false });
    const calls = stub.hostsCalls();
    await bus.deliver({ type: 'sites.domain.verified', payload: { hostname: 'shop.corner.example', slug: 'corner-shop' } });
    // the event, not the 60 s refresh, asks for the map again
    for (let tries = 0; tries < 50 && (await allowed('shop.corner.example')) !== 200; tries++) await new Promise((r) => setTimeout(r, 20));
    expect(stub.hostsCalls()).toBe(calls + 1);
    expect(await allowed('shop.corner.example')).toBe(200);
    expect((await onHost('shop.corner.example', '/x')).headers.location).toBe(`${CORNER}/x`);
  });

  it('allows verified domains and existing sites’ subdomains, nothing else; and still after the sites service is gone', async () => {
    const expectations = async () => {
      expect(await allowed('bakery.sites.test')).toBe(200);
      expect(await allowed('BAKERY.sites.test')).toBe(200);
      expect(await allowed('www.corner.example')).toBe(200);
      expect(await allowed('corner.example')).toBe(200);
      expect(await allowed('random-name.example')).toBe(404);
      expect(await allowed('no-such-site.sites.test')).toBe(404);
      expect(await allowed('sites.test')).toBe(404);
      expect(await allowed('')).toBe(404);
      expect(await allowed()).toBe(404);
      expect(await allowed('bakery.sites.test:443')).toBe(404);
    };
    await expectations();
    await stub.close();
    stubClosed = true;
    expect(await gateway.siteHosts!.refresh()).toBe(false);
    await expectations();
    // pages cannot be drawn now, but the host still names its site (no dashboard on it)
    expect((await onHost('corner.example', '/hours')).statusCode).toBe(308);
  });
});
