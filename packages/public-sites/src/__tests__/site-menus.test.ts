import Fastify, { type FastifyInstance } from 'fastify';
import { islandScript } from '@atlas/blocks';
import { publicSites } from '..';
import { block, menuLink, publicMenu, siteDefaults, startStubMenus, startStubSites, storeHeader, stubEvents } from '../testing';

// The site's menus from the menus service in the public page's header and footer, with the builder's
// navigation as the fall-back when the site has none or the service fails.

let sites: Awaited<ReturnType<typeof startStubSites>>;
let menus: Awaited<ReturnType<typeof startStubMenus>>;
let app: FastifyInstance;
let content: FastifyInstance;
let deliver: (event: { type: string; payload: Record<string, unknown> }) => Promise<void>;
let topics: string[] = [];

beforeAll(async () => {
  sites = await startStubSites();
  menus = await startStubMenus();
  // the content service's public posts, for the blog pages and the recent-posts widget
  content = Fastify();
  const post = (slug: string, title: string) => ({
    title,
    slug,
    excerpt: '',
    featured_image: '',
    featured_image_srcset: '',
    featured_image_width: null,
    featured_image_height: null,
    seo_title: '',
    seo_description: '',
    seo_keywords: '',
    tags: [],
    category_name: null,
    author: 'ada',
    published_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    body_html: '<p>Crumb</p>',
  });
  const posts = [post('rye-week', 'Rye week'), post('first-loaf', 'Our first loaf')];
  content.get('/api/content/public/sites/:site/posts/', async () => ({ results: posts, count: posts.length, next: null, previous: null }));
  content.get<{ Params: { slug: string } }>(
    '/api/content/public/sites/:site/posts/:slug/',
    async (request, reply) => posts.find((p) => p.slug === request.params.slug) ?? reply.code(404).send({ detail: 'Post not found' }),
  );
  const contentUrl = await content.listen({ port: 0, host: '127.0.0.1' });
  const bus = stubEvents();
  deliver = bus.deliver;
  app = Fastify();
  await app.register(publicSites, { sitesUrl: sites.url, menusUrl: menus.url, contentUrl, events: bus.events });
  await app.ready();
  topics = bus.topics;
});
afterAll(async () => {
  await app.close();
  await sites.close();
  await menus.close();
  await content.close();
});
beforeEach(async () => {
  sites.sites.clear();
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
  menus.clear();
  menus.setFailing(false);
  menus.requests.length = 0;
  await deliver({ type: 'sites.site.updated', payload: { slug: 'bakery' } });
});
afterEach(() => jest.restoreAllMocks());

const get = (url: string) => app.inject({ method: 'GET', url });

describe("the site's menus on its public pages", () => {
  it('draws the header-primary menu in the header, mega panel included, instead of the builder navigation', async () => {
    menus.set('bakery', 'header-primary', storeHeader());
    const res = await get('/bakery');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<header class="site-header atlas-site-menu-bar">');
    expect(res.body).toContain('aria-label="Store menu"');
    expect(res.body).toContain('href="/shop/products?category=cakes"');
    expect(res.body).toContain('href="tel:+15550100"');
    expect(res.body).toContain('class="atlas-site-menu__mega atlas-site-menu__mega--full"');
    expect(res.body).not.toContain('Builder link');
    expect(res.body).not.toContain('<details class="site-menu">');
    // its stylesheet is inlined (only the rules the page uses), and the island runs the toggle and the beacon
    expect(res.body).toMatch(/\.atlas-site-menu__item--mega:hover>\.atlas-site-menu__mega/);
    expect(res.body).not.toContain('.atlas-site-menu__breadcrumb');
    // the rule the island's Escape relies on stays although no server markup carries the class
    expect(res.body).toContain('.atlas-site-menu .atlas-site-menu__item.atlas-closed>.atlas-site-menu__mega{display:none;transition:none}');
    expect(res.body).toContain(`<script>${islandScript}</script>`);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(menus.requests.sort()).toEqual([
      '/api/menus/public/bakery/footer-primary/',
      '/api/menus/public/bakery/header-primary/',
      '/api/menus/public/bakery/social-links/',
    ]);
  });

  it('lets the click beacon through the page policy and marks the tracked links', async () => {
    menus.set('bakery', 'header-primary', storeHeader());
    const res = await get('/bakery');
    expect(res.body).toContain('data-atlas-track=""');
    expect(res.body).toContain('data-atlas-item="21"');
    const connect = /connect-src ([^;]+)/.exec(String(res.headers['content-security-policy']))![1];
    expect(connect.split(' ')).toContain("'self'");
  });

  it('falls back to the builder navigation when the site has no header menu', async () => {
    const res = await get('/bakery');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Builder link');
    expect(res.body).toContain('<header class="site-header">');
    expect(res.body).not.toContain('atlas-site-menu');
    expect(res.body).not.toContain('<script');
  });

  it('keeps the builder navigation when the header menu is hidden from signed-out visitors (no items)', async () => {
    menus.set('bakery', 'header-primary', publicMenu([]));
    const res = await get('/bakery');
    expect(res.body).toContain('Builder link');
    expect(res.body).not.toContain('atlas-site-menu');
  });

  it('falls back to the builder navigation when the menus service fails, and asks again soon', async () => {
    menus.set('bakery', 'header-primary', storeHeader());
    menus.setFailing(true);
    const failed = await get('/bakery');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('Builder link');
    expect(failed.body).not.toContain('Store menu');

    menus.setFailing(false);
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 6_000);
    expect((await get('/bakery')).body).toContain('aria-label="Store menu"');
  });

  it('draws footer-primary as columns and social-links as named icons in the footer', async () => {
    menus.set(
      'bakery',
      'footer-primary',
      publicMenu([menuLink(31, 'Company', '', { item_type: 'text', children: [menuLink(32, 'Careers', '/bakery/careers')] })], {
        id: 4,
        name: 'Footer',
        menu_type: 'footer_widgets',
        track_clicks: false,
      }),
    );
    menus.set(
      'bakery',
      'social-links',
      publicMenu([menuLink(41, 'Instagram', 'https://instagram.com/bakery', { icon_class: 'fab fa-instagram', target: '_blank' })], {
        id: 5,
        name: 'Follow us',
        menu_type: 'standard',
        track_clicks: false,
      }),
    );
    const res = await get('/bakery');
    const footer = res.body.slice(res.body.indexOf('<footer'));
    expect(footer).toContain('<ul class="atlas-site-menu__footer">');
    expect(footer).toMatch(/Company[\s\S]*href="\/bakery\/careers"/);
    expect(footer).toContain('aria-label="Instagram"');
    expect(footer).toContain(`© ${new Date().getFullYear()} Crusty Bakery`);
    // the header keeps the builder's navigation, and nothing here needs a script
    expect(res.body).toContain('Builder link');
    expect(res.body).not.toContain('<script');
  });

  it('shows a menu change at once when the menus service announces it', async () => {
    menus.set('bakery', 'header-primary', storeHeader());
    expect((await get('/bakery')).body).toContain('>Home<');
    const renamed = storeHeader();
    (renamed.items[0] as { title: string }).title = 'Welcome';
    menus.set('bakery', 'header-primary', renamed);
    expect((await get('/bakery')).body).not.toContain('>Welcome<');

    expect(topics).toEqual(
      expect.arrayContaining(['menus.menu.created', 'menus.menu.updated', 'menus.menu.deleted', 'menus.item.changed']),
    );
    await deliver({
      type: 'menus.item.changed',
      payload: { menu_id: 3, site_id: 1, site_slug: 'bakery', owner_id: 1, location: 'header-primary' },
    });
    expect((await get('/bakery')).body).toContain('>Welcome<');
  });

  it('leaves other sites cached when one site changes its menu', async () => {
    await get('/bakery');
    const before = menus.requests.length;
    await deliver({ type: 'menus.menu.updated', payload: { site_slug: 'another-site' } });
    await get('/bakery');
    expect(menus.requests.length).toBe(before);
  });

  it('draws the menu on a missing page and on a site under construction too', async () => {
    menus.set('bakery', 'header-primary', storeHeader());
    const missing = await get('/bakery/nowhere');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('aria-label="Store menu"');
    sites.sites.get('bakery')!.pages = [];
    await deliver({ type: 'sites.site.updated', payload: { slug: 'bakery' } });
    const building = await get('/bakery');
    expect(building.body).toContain('This site is under construction');
    expect(building.body).toContain('aria-label="Store menu"');
  });
});

describe('on the blog', () => {
  it('draws the header menu on the blog index and on a post, with the island it needs', async () => {
    menus.set('bakery', 'header-primary', storeHeader());
    for (const path of ['/bakery/blog', '/bakery/blog/rye-week']) {
      const res = await get(path);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('aria-label="Store menu"');
      expect(res.body).not.toContain('Builder link');
      expect(res.body).toContain(`<script>${islandScript}</script>`);
      expect(res.headers['content-security-policy']).toMatch(/script-src 'sha256-/);
    }
  });

  it("lists the site's newest posts in a recent-posts widget, as many as it asks for", async () => {
    menus.set(
      'bakery',
      'footer-primary',
      publicMenu(
        [menuLink(51, 'Latest', '', { item_type: 'widget', widget_type: 'recent_posts', widget_content: { title: 'Latest', count: 1 } })],
        {
          id: 6,
          menu_type: 'footer_widgets',
          track_clicks: false,
        },
      ),
    );
    const footer = (await get('/bakery')).body.split('<footer')[1];
    expect(footer).toContain('<a href="/bakery/blog/rye-week">Rye week</a>');
    expect(footer).not.toContain('Our first loaf');
    expect(footer).toContain('href="/bakery/blog"');
  });
});

describe("the menus' search box", () => {
  it('sends visitors to a search of the site: pages by title, posts by title and excerpt, and the shop', async () => {
    menus.set('bakery', 'header-primary', storeHeader());
    const res = await get('/bakery/search?q=RYE');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<a href="/bakery/blog/rye-week">Rye week</a>');
    expect(res.body).not.toContain('Our first loaf');
    expect(res.body).toContain('1 result');
    expect(res.body).toContain('href="/shop/products?search=RYE"');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(res.body).toContain('aria-label="Store menu"');
    expect((await get('/bakery/search?q=home')).body).toContain('<a href="/bakery">Home</a>');
    expect((await get('/bakery/search?q=%3Cscript%3E')).body).not.toContain('<script>alert');
    const empty = await get('/bakery/search?q=croissant');
    expect(empty.body).toContain('Nothing on Crusty Bakery matches “croissant”.');
  });

  it("leaves a site's own page called search at its address", async () => {
    sites.sites.get('bakery')!.pages.push({
      id: 11,
      title: 'Find us',
      slug: 'search',
      is_home_page: false,
      is_published: true,
      blocks: [block('heading', { text: 'Our own search page', level: 'h1' })],
    });
    expect((await get('/bakery/search?q=rye')).body).toContain('Our own search page');
  });

  it('answers Site Unavailable for an unknown site', async () => {
    expect((await get('/nowhere/search?q=x')).statusCode).toBe(404);
  });
});
