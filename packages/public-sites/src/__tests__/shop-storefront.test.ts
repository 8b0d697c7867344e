import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { publicSites, markSiteHost } from '..';
import { shopIslandScript } from '../shop-island';
import {
  block,
  siteDefaults,
  startStubCommerce,
  startStubMenus,
  startStubSites,
  storeHeader,
  stubEvents,
  stubOrder,
  stubProduct,
} from '../testing';

// A site's storefront with stand-ins for the sites, menus and commerce services: every shop page in the site's
// own frame, a closed shop answering 404 everywhere (and its product blocks gone), links without /{slug} on the
// site's own origin, JSON-LD, the order page behind its token, the sitemap and the shop island's CSP hash.

let sites: Awaited<ReturnType<typeof startStubSites>>;
let menus: Awaited<ReturnType<typeof startStubMenus>>;
let commerce: Awaited<ReturnType<typeof startStubCommerce>>;
let app: FastifyInstance;
const bus = stubEvents();
const OWN_HOST = 'bakery.sites.test';

const pick = (slug: string) => ({
  slug,
  name: slug,
  description: '',
  image: '',
  price: 1,
  regular_price: 1,
  on_sale: false,
  discount_percentage: 0,
  availability: 'in_stock',
  availability_text: 'In stock',
  orderable: true,
  link: `/shop/products/${slug}`,
});

beforeAll(async () => {
  sites = await startStubSites();
  menus = await startStubMenus();
  commerce = await startStubCommerce();
  const homeBlocks = [
    block('heading', { text: 'Welcome', level: 'h1' }),
    block('product-card', { shopProduct: pick('sourdough'), buttonText: 'Add to cart' }),
    block('product-card', { name: 'Hand-written bun', price: '$2', buttonText: 'Buy' }),
  ];
  for (const [id, slug, name] of [
    [1, 'bakery', 'Crusty Bakery'],
    [2, 'closed', 'Closed Corner'],
  ] as const) {
    sites.sites.set(slug, {
      site: { ...siteDefaults, id, name, slug, theme: 'bold', primary_color: '#7c2d12' },
      pages: [
        { id: id * 10, title: 'Home', slug: 'home', is_home_page: true, is_published: true, blocks: homeBlocks },
        { id: id * 10 + 1, title: 'Terms', slug: 'terms', is_home_page: false, is_published: true, blocks: [] },
      ],
      navigation: { structure: [], style_settings: {} },
    });
  }
  sites.sites.get('closed')!.pages.push({
    id: 99,
    title: 'Our stall',
    slug: 'shop',
    is_home_page: false,
    is_published: true,
    blocks: [block('heading', { text: 'Find our stall at the market', level: 'h1' })],
  });
  menus.set('bakery', 'header-primary', storeHeader());
  commerce.stores.set(1, {
    currency: 'EUR',
    terms_page: 'terms',
    categories: [{ id: 1, name: 'Bread', slug: 'bread', description: 'Baked at dawn' }],
    products: [
      stubProduct(1, 'sourdough', 'Sourdough loaf', {
        category: { id: 1, name: 'Bread', slug: 'bread' },
        price: 6.5,
        regular_price: 8,
        is_on_sale: true,
        description: 'A slow loaf.\n\nThree days of rising.',
        has_variations: true,
        variations: [
          {
            id: 11,
            sku: 'SD-S',
            price: 6.5,
            regular_price: 8,
            is_on_sale: true,
            stock_quantity: 5,
            is_in_stock: true,
            is_active: true,
            attributes: [{ attribute_name: 'Size', value: 'Small', attribute_type: 'size', color_code: null }],
          },
          {
            id: 12,
            sku: 'SD-L',
            price: 9,
            regular_price: 9,
            is_on_sale: false,
            stock_quantity: 0,
            is_in_stock: false,
            is_active: true,
            attributes: [{ attribute_name: 'Size', value: 'Large', attribute_type: 'size', color_code: null }],
          },
        ],
      }),
      stubProduct(2, 'rye', 'Dark rye', { stock_quantity: 0, is_in_stock: false }),
      stubProduct(3, 'draft-cake', 'Secret cake', { status: 'draft' }),
    ],
    orders: [stubOrder(7, 1, 'tok-right-123')],
  });
  commerce.stores.set(2, { enabled: false, products: [stubProduct(1, 'sourdough', 'Sourdough loaf')] });
  app = Fastify({
    rewriteUrl: (raw) => {
      if (raw.headers.host !== OWN_HOST) return raw.url!;
      markSiteHost(raw, { slug: 'bakery', primaryOrigin: `https://${OWN_HOST}` });
      return `/bakery${raw.url === '/' ? '' : raw.url}`;
    },
  });
  await app.register(publicSites, { sitesUrl: sites.url, menusUrl: menus.url, commerceUrl: commerce.url, events: bus.events });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await Promise.all([sites.close(), menus.close(), commerce.close()]);
});

const get = (url: string, host = 'example.test') => app.inject({ method: 'GET', url, headers: { host } });
const jsonLdOf = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]);
const STOREFRONT = ['/shop', '/shop/bread', '/products/sourdough', '/cart', '/checkout'];

it("draws every storefront page in the site's frame: its theme, its header menu, the cart link", async () => {
  for (const path of STOREFRONT) {
    const res = await get(`/bakery${path}`);
    expect({ path, status: res.statusCode }).toEqual({ path, status: 200 });
    expect(res.body).toContain('--atlas-radius:16px'); // the site's theme (bold)
    expect(res.body).toContain('Visit us'); // the menus service's header
    expect(res.body).toMatch(
      /<a class="site-cart" href="\/bakery\/cart">Cart<span class="site-cart__count" data-atlas-cart-count=""><\/span><\/a>/,
    );
    expect(res.body).toContain('data-site="1"');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  }
  const order = await get('/bakery/orders/7?token=tok-right-123');
  expect(order.statusCode).toBe(200);
  expect(order.body).toContain('Visit us');
});

it('lists the active products with price, sale and availability, categories, a sort and a search', async () => {
  const shop = (await get('/bakery/shop')).body;
  expect(shop).toContain('href="/bakery/products/sourdough"');
  expect(shop).toContain('€6.50');
  expect(shop).toMatch(/<del data-atlas-regular="">.*€8.00/);
  expect(shop).toContain('Out of stock');
  expect(shop).not.toContain('Secret cake');
  expect(shop).toContain('href="/bakery/shop/bread"');
  expect(shop).toContain('<option value="price">Price: Low to High</option>');
  const found = (await get('/bakery/shop?search=rye&sort=price')).body;
  expect(found).toContain('Dark rye');
  expect(found).not.toContain('Sourdough loaf</a>');
  expect(commerce.requests).toContainEqual(expect.stringMatching(/^\/ecommerce\/api\/products\/\?site=1&page=1&sort=price&search=rye/));
  const bread = await get('/bakery/shop/bread');
  expect(jsonLdOf(bread.body)).toMatchObject({
    '@type': 'ItemList',
    itemListElement: [{ position: 1, name: 'Sourdough loaf', url: 'http://example.test/bakery/products/sourdough' }],
  });
  expect((await get('/bakery/shop/cakes')).statusCode).toBe(404);
});

it('shows a product with its options, quantity, Add to cart and JSON-LD Product priced in the store currency', async () => {
  const res = await get('/bakery/products/sourdough');
  expect(res.body).toContain('<h1>Sourdough loaf</h1>');
  expect(res.body).toMatch(/<option value="11"( selected="")?>Size: Small<\/option><option value="12">Size: Large<\/option>/);
  expect(res.body).toContain('<label for="shop-quantity">Quantity</label>');
  expect(res.body).toMatch(/<button class="site-button" type="submit">Add to cart<\/button>/);
  expect(res.body).toContain('<p>Three days of rising.</p>');
  expect(JSON.parse(/<script id="atlas-variations" type="application\/json">(.*?)<\/script>/.exec(res.body)![1]).options[1]).toMatchObject({
    id: 12,
    price: 9,
    availability: 'out_of_stock',
    orderable: false,
  });
  const graph = jsonLdOf(res.body)['@graph'];
  expect(graph[0]).toMatchObject({
    '@type': 'Product',
    name: 'Sourdough loaf',
    offers: { price: '6.50', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' },
  });
  expect(graph[1]['@type']).toBe('BreadcrumbList');
  expect(graph[1].itemListElement.map((s: { name: string }) => s.name)).toEqual(['Crusty Bakery', 'Shop', 'Bread', 'Sourdough loaf']);
  expect((await get('/bakery/products/draft-cake')).statusCode).toBe(404);
});

it("asks at checkout for the contract's address fields, the test card or cash, and the terms with their link", async () => {
  const body = (await get('/bakery/checkout')).body;
  for (const label of ['First name', 'Last name', 'Address', 'Address line 2', 'City', 'State', 'Postal code', 'Country'])
    expect(body).toContain(
      `<label for="shop-billing_${label === 'Address line 2' ? 'address_2' : label === 'Address' ? 'address_1' : label.toLowerCase().replace(' ', '_')}">${label}</label>`,
    );
  expect(body).toContain('Test mode: use card 4242 4242 4242 4242');
  expect(body).toContain('>Credit Card</label>');
  expect(body).toContain('>Cash on Delivery</label>');
  expect(body).toContain('I accept the <a href="/bakery/terms">terms and conditions</a>');
  expect(body).toMatch(/<button class="site-button" type="submit">Place order<\/button>/);
});

it('answers 404 on every storefront address of a closed shop, and leaves out its product blocks with picks', async () => {
  for (const path of [...STOREFRONT.slice(1), '/orders/7?token=tok-right-123']) expect((await get(`/closed${path}`)).statusCode).toBe(404);
  // a builder page at /shop is the site's own while its shop is closed
  const stall = await get('/closed/shop');
  expect(stall.statusCode).toBe(200);
  expect(stall.body).toContain('Find our stall at the market');
  for (const path of STOREFRONT) expect((await get(`/nowhere${path}`)).statusCode).toBe(404);
  const home = (await get('/closed')).body;
  expect(home).toContain('Welcome');
  expect(home).toContain('Hand-written bun');
  expect(home).not.toContain('data-product="sourdough"');
  // the open shop's page shows the pick, linking to the site's own product page
  expect((await get('/bakery')).body).toMatch(/data-product="sourdough"[^]*href="\/bakery\/products\/sourdough"/);
  expect(commerce.requests).toContain('/ecommerce/api/products/?site=1&slugs=sourdough&page_size=50');
});

it("writes the storefront's links without /{slug} on the site's own origin", async () => {
  const shop = await get('/shop', OWN_HOST);
  expect(shop.statusCode).toBe(200);
  expect(shop.body).toContain('href="/products/sourdough"');
  expect(shop.body).toContain('href="/shop/bread"');
  expect(shop.body).toContain('<a class="site-cart" href="/cart">');
  expect(shop.body).toContain('data-base=""');
  expect(shop.body).not.toContain('href="/bakery/');
  expect(shop.body).toContain('<link rel="canonical" href="https://bakery.sites.test/shop"/>');
  expect((await get('/', OWN_HOST)).body).toContain('href="/products/sourdough"');
});

it('shows an order only to its token, never kept and never indexed', async () => {
  const res = await get('/bakery/orders/7?token=tok-right-123');
  expect(res.body).toContain('Order ORD-1007');
  expect(res.body).toContain('Sourdough loaf');
  expect(res.body).toContain('€49.00');
  expect(res.body).toContain('12 Analytical Row');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
  for (const url of ['/bakery/orders/7?token=wrong', '/bakery/orders/8?token=tok-right-123', '/bakery/orders/x?token=tok-right-123']) {
    const wrong = await get(url);
    expect({ url, status: wrong.statusCode, cache: wrong.headers['cache-control'] }).toEqual({ url, status: 404, cache: 'no-store' });
    expect(wrong.body).not.toContain('ORD-1007');
  }
  // an order of another store is no order of this site
  commerce.stores.get(1)!.orders!.push(stubOrder(9, 5, 'tok-other-456'));
  expect((await get('/bakery/orders/9?token=tok-other-456')).statusCode).toBe(404);
});

it("lists the shop, its categories and active products in the site's sitemap, and leaves them out when the shop is silent", async () => {
  const map = (await get('/bakery/sitemap.xml')).body;
  expect(map).toContain('<loc>http://example.test/bakery/shop</loc>');
  expect(map).toContain('<loc>http://example.test/bakery/shop/bread</loc>');
  expect(map).toContain('<loc>http://example.test/bakery/products/sourdough</loc>');
  expect(map).toContain('<loc>http://example.test/bakery/products/rye</loc>');
  expect(map).not.toContain('draft-cake');
  expect((await get('/closed/sitemap.xml')).body).not.toContain('/products/');
  await bus.deliver({ type: 'sites.site.updated', payload: { slug: 'bakery' } });
  commerce.setFailing(true);
  try {
    const silent = await get('/bakery/sitemap.xml');
    expect(silent.statusCode).toBe(200);
    expect(silent.body).toContain('<loc>http://example.test/bakery</loc>');
    expect(silent.body).not.toContain('/shop');
  } finally {
    commerce.setFailing(false);
  }
});

it("drops the site's cached shop pages when its store changes, by site_id", async () => {
  expect((await get('/bakery/shop')).body).toContain('Dark rye');
  commerce.stores.get(1)!.products!.find((p) => p.slug === 'rye')!.name = 'Darker rye';
  expect((await get('/bakery/shop')).body).toContain('Dark rye'); // kept
  await bus.deliver({ type: 'commerce.product.updated', payload: { site_id: 2, slug: 'rye' } });
  expect((await get('/bakery/shop')).body).not.toContain('Darker rye'); // another site's event
  await bus.deliver({ type: 'commerce.product.updated', payload: { site_id: 1, slug: 'rye' } });
  expect((await get('/bakery/shop')).body).toContain('Darker rye');
  expect(bus.topics).toEqual(expect.arrayContaining(['commerce.shop.updated', 'commerce.product.created']));
});

it('pins the inlined shop island by its hash in the CSP, beside the menus island', async () => {
  const res = await get('/bakery/cart');
  const scripts = [...res.body.matchAll(/<script>([^]*?)<\/script>/g)].map((m) => m[1]);
  expect(scripts).toContain(shopIslandScript);
  const csp = String(res.headers['content-security-policy']);
  for (const script of scripts) expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  // pages without a shop carry no shop island
  expect((await get('/bakery/terms')).body).not.toContain('atlas_cart_id');
});
