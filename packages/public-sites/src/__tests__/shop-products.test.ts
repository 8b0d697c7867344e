import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { testService, authHeader, type TestService } from '@atlas/service-kit/testing';
import { definition as commerceDefinition } from '@atlas/commerce';
import { publicSites } from '..';
import { prepare } from '../page-cache';
import { block, siteDefaults, startStubSites, stubEvents } from '../testing';

// Product blocks through the real commerce service: a page shows the price and availability its site's
// own shop has now, and a change in the shop reaches the cached page through commerce.product.updated.

type Stub = Awaited<ReturnType<typeof startStubSites>>;
let stub: Stub;
let commerce: TestService;
let app: FastifyInstance;
let deliver: (event: { type: string; payload: Record<string, unknown> }) => Promise<void>;
/** The site's owner (site 1, Outfitters): its shop is theirs. */
const owner = { id: 7, username: 'outfitter', is_staff: false };

async function shop(method: 'POST' | 'PATCH' | 'PUT', url: string, payload: Record<string, unknown>) {
  const res = await commerce.app.inject({ method, url: `/ecommerce/api/${url}`, headers: authHeader(owner), payload });
  if (res.statusCode >= 300) throw new Error(res.body);
  return res.json();
}
/** What the builder's picker stored when the owner chose the product (a price since changed). */
const storedPick = (slug: string, price: number) => ({
  slug,
  name: slug,
  description: '',
  image: '',
  price,
  regular_price: price,
  on_sale: false,
  discount_percentage: 0,
  availability: 'in_stock',
  availability_text: 'In stock',
  orderable: true,
  link: `/shop/products/${slug}`,
});

beforeAll(async () => {
  const seed = process.env.COMMERCE_SEED;
  process.env.COMMERCE_SEED = 'false';
  commerce = await testService(commerceDefinition, {
    runEvents: false,
    env: { ...process.env, ATLAS_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'atlas-shop-blocks-')) },
  });
  process.env.COMMERCE_SEED = seed;
  // The commerce service's copy of the site (its events are not run here), then the owner opens the shop and stocks it.
  await commerce.app.db('commerce.sites').insert({ id: 1, owner_id: owner.id, slug: 'outfitters', name: 'Outfitters', is_published: true });
  await shop('PUT', 'shops/1/', { enabled: true });
  await shop('POST', 'products/', { site: 1, name: 'Field Lantern', regular_price: 40, stock_quantity: 12, low_stock_threshold: 3 });
  await shop('POST', 'products/', { site: 1, name: 'Trail Mug', regular_price: 18, stock_quantity: 0 });
  // The platform's store sells a lantern of the same name at another price: the site's blocks never show it.
  const staff = await commerce.app.inject({
    method: 'POST',
    url: '/ecommerce/api/products/',
    headers: authHeader({ id: 1, username: 'staff', is_staff: true }),
    payload: { name: 'Field Lantern', regular_price: 99, stock_quantity: 5 },
  });
  if (staff.statusCode !== 201) throw new Error(staff.body);
  stub = await startStubSites();
  stub.sites.set('outfitters', {
    site: { ...siteDefaults, id: 1, name: 'Outfitters', slug: 'outfitters' },
    pages: [
      {
        id: 10,
        title: 'Home',
        slug: 'home',
        is_home_page: true,
        is_published: true,
        blocks: [
          block('product-card', { shopProduct: storedPick('field-lantern', 35), buttonText: 'Add to cart' }),
          block('product-grid', { title: 'Gear', shopProducts: [storedPick('field-lantern', 35), storedPick('trail-mug', 18)] }),
          block('buy-button', { shopProduct: storedPick('retired-kettle', 60) }),
        ],
      },
      { id: 11, title: 'About', slug: 'about', is_home_page: false, is_published: true, blocks: [block('heading', { text: 'Us' })] },
    ],
    navigation: { structure: [], style_settings: {} },
  });
  const commerceUrl = await commerce.app.listen({ port: 0, host: '127.0.0.1' });
  const { events, deliver: send } = stubEvents();
  deliver = send;
  app = Fastify();
  await app.register(publicSites, { sitesUrl: stub.url, commerceUrl, events });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await commerce.close();
  await stub.close();
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'example.test' } });

it("draws product blocks with the catalogue's price and availability of the moment, not the builder's", async () => {
  const home = await get('/outfitters');
  expect(home.statusCode).toBe(200);
  expect(home.body).toContain('$40.00');
  expect(home.body).not.toContain('$35.00');
  expect(home.body).not.toContain('$99.00');
  expect(home.body).toContain('Field Lantern');
  // the site's own product page (its storefront), not the platform shop's
  expect(home.body).toContain('href="/outfitters/products/field-lantern"');
  // out of stock: said so, and the button leads to the product instead of promising a cart
  expect(home.body).toMatch(
    /Out of stock<\/p><a class="atlas-button[^"]*" href="\/outfitters\/products\/trail-mug"><svg[^]*?<span>View product<\/span>/,
  );
  // a product the shop no longer sells shows no price and no button
  expect(home.body).toContain('No longer available');
  expect(home.body).not.toContain('$60.00');
  expect(home.headers['cache-control']).toBe('public, max-age=10');
  // pages without products keep the usual caching
  expect((await get('/outfitters/about')).headers['cache-control']).toBe('public, max-age=60');
});

it("draws nothing of the shop's products once the owner closes the shop", async () => {
  await shop('PUT', 'shops/1/', { enabled: false });
  await deliver({ type: 'commerce.shop.updated', payload: { site_id: 1, owner_id: owner.id, enabled: false, currency: 'USD' } });
  const closed = (await get('/outfitters')).body;
  expect(closed).not.toContain('Field Lantern');
  expect(closed).not.toContain('atlas-product-grid');
  await shop('PUT', 'shops/1/', { enabled: true, currency: 'EUR' });
  await deliver({ type: 'commerce.shop.updated', payload: { site_id: 1, owner_id: owner.id, enabled: true, currency: 'EUR' } });
  const open = (await get('/outfitters')).body;
  expect(open).toContain('€40.00');
  await shop('PUT', 'shops/1/', { currency: 'USD' });
  await deliver({ type: 'commerce.shop.updated', payload: { site_id: 1, owner_id: owner.id, enabled: true, currency: 'USD' } });
});

it('shows a sale and a low stock as soon as the shop publishes the change', async () => {
  expect((await get('/outfitters')).body).toContain('$40.00');
  await shop('PATCH', 'products/field-lantern/?site=1', { sale_price: 30, stock_quantity: 2 });
  // still the cached page until the event arrives
  expect((await get('/outfitters')).body).toContain('$40.00');
  await deliver({ type: 'commerce.product.updated', payload: { product_id: 1, slug: 'field-lantern', site_id: 1, owner_id: owner.id } });
  const after = (await get('/outfitters')).body;
  expect(after).toContain('$30.00');
  expect(after).toContain('<del><span class="atlas-sr-only">Was </span>$40.00</del>');
  expect(after).toContain('-25%');
  expect(after).toContain('Only 2 left');
});

it('keeps a page drawn without the shop for seconds only, whatever the cache keeps other pages for', () => {
  const page = { status: 200, body: 'x', contentType: 'text/html', siteSlugs: ['a'], headers: {}, cacheable: true };
  expect(prepare({ ...page, maxAgeMs: 5_000 }, 300_000, 0).expiresAt).toBe(5_000);
  expect(prepare(page, 300_000, 0).expiresAt).toBe(300_000);
});

it("falls back to the builder's last picks when the shop does not answer", async () => {
  await commerce.app.close();
  await deliver({ type: 'commerce.order.created', payload: { order_id: 1, site_id: 1, owner_id: owner.id } });
  const page = await get('/outfitters');
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('$35.00');
});
