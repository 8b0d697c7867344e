import os from 'node:os';
import path from 'node:path';
import { mkdtempSync } from 'node:fs';
import { siteCopyRepository } from '@atlas/service-kit';
import { authHeader, envelope, testService, type TestService, type Who } from '@atlas/service-kit/testing';
import { definition } from '../service';
import { stores } from '../migrations/005-stores';
import { createDeps, type Deps } from '../deps';

// A shop on every site (docs/contracts.md): each site's store has its own catalogue, which nothing of
// another store (nor of the platform's) can see, count, search or change. The service starts at
// migration 004 with rows made the old way; 005 runs on them before the first test.

const ALPHA = 501;
const BETA = 502;
const CLOSED = 503;
const people = {
  owner: { id: 10, username: 'olive' },
  viewer: { id: 11, username: 'vic' },
  editor: { id: 12, username: 'eddie' },
  admin: { id: 13, username: 'ada' },
  stranger: { id: 15, username: 'sam' },
  betaOwner: { id: 20, username: 'bea' },
  shopper: { id: 30, username: 'shay' },
  staff: { id: 99, username: 'staff', is_staff: true },
};

let service: TestService;
let deps: Deps;

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  { as = null, body, headers = {}, payload }: { as?: Who; body?: unknown; headers?: Record<string, string>; payload?: Buffer } = {},
) {
  const response = await service.app.inject({
    method,
    url: url.startsWith('/') ? url : `/ecommerce/api/${url}`,
    headers: { ...(as ? authHeader(as) : {}), ...headers },
    ...(payload !== undefined ? { payload } : body !== undefined ? { payload: body as object } : {}),
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return { status: response.statusCode, body: isJson && response.body ? JSON.parse(response.body) : undefined, headers: response.headers };
}
const created = async (reply: Promise<{ status: number; body: any }>) => {
  const { status, body } = await reply;
  if (status !== 201) throw new Error(`expected 201, got ${status} ${JSON.stringify(body)}`);
  return body;
};
const product = (store: number | null, fields: Record<string, unknown>, as: Who = people.editor) =>
  created(call('POST', 'products/', { as, body: { regular_price: 10, stock_quantity: 10, ...fields, ...(store ? { site: store } : {}) } }));
const inStore = (store: number) => `site=${store}`;
const slugsOf = (reply: { body: any }) => reply.body.results.map((p: { slug: string }) => p.slug).sort();
async function events(type: string) {
  const rows: { envelope: any }[] = await service.app.db('commerce.outbox').orderBy('seq', 'asc').select('envelope');
  return rows.map((r) => (typeof r.envelope === 'string' ? JSON.parse(r.envelope) : r.envelope)).filter((e) => e.type === type);
}

beforeAll(async () => {
  const previous = { lookup: process.env.ATLAS_SITE_LOOKUP_URL, seed: process.env.COMMERCE_SEED };
  // The kit's lookup of a site the copy lacks finds nothing (a closed port): the copy below decides.
  process.env.ATLAS_SITE_LOOKUP_URL = 'http://127.0.0.1:9';
  process.env.COMMERCE_SEED = 'false';
  const before005 = { ...definition, migrations: definition.migrations!.filter((migration) => migration !== stores) };
  service = await testService(before005, {
    runEvents: false,
    env: { ...process.env, ATLAS_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'atlas-stores-')) },
  });
  deps = createDeps(service.app);
  process.env.ATLAS_SITE_LOOKUP_URL = previous.lookup;
  process.env.COMMERCE_SEED = previous.seed;

  // The platform's shop as it stood before stores: a category, a product in it, a cart and an order.
  const db = service.app.db;
  const [lamps] = await db('commerce.categories').insert({ name: 'Lamps', slug: 'lamps', description: '' }).returning('id');
  await db('commerce.products').insert({ slug: 'old-lamp', name: 'Old Lamp', regular_price: 15, stock_quantity: 5, category_id: lamps.id });
  await db('commerce.carts').insert({ id: '00000000-0000-4000-8000-000000000001', user_id: people.shopper.id });
  await db('commerce.orders').insert({
    order_number: 'OLD-1',
    access_token: 'x'.repeat(32),
    status: 'pending',
    customer_email: 'old@example.com',
    payment_method: 'cash_on_delivery',
    subtotal: 15,
    total_amount: 15,
  });
  await stores.up(db, { schema: 'commerce' });

  const copy = siteCopyRepository(db, 'commerce');
  // Owners are the copy's owner_id; the others are members of Alpha.
  const changedAt = new Date().toISOString();
  await copy.upsert({ id: ALPHA, owner_id: people.owner.id, slug: 'alpha', name: 'Alpha', is_published: true });
  await copy.upsert({ id: BETA, owner_id: people.betaOwner.id, slug: 'beta', name: 'Beta', is_published: true });
  await copy.upsert({ id: CLOSED, owner_id: people.owner.id, slug: 'closed', name: 'Closed', is_published: true });
  for (const role of ['viewer', 'editor', 'admin'] as const) {
    await copy.recordMembership({ site_id: ALPHA, user_id: people[role].id, role, changed_at: changedAt });
  }
}, 60_000);
afterAll(() => service?.close());

describe('the platform store after migration 005', () => {
  test('rows made before stores are the platform store’s, answered by the routes without a site', async () => {
    for (const name of ['products', 'categories', 'carts', 'orders']) {
      const rows = await service.app.db(`commerce.${name}`).select('site_id', 'store');
      expect(rows).toEqual([{ site_id: null, store: 0 }]);
    }
    const lamp = await call('GET', 'products/old-lamp/');
    expect(lamp.status).toBe(200);
    expect(lamp.body).toMatchObject({ site: null, price: 15, category: { slug: 'lamps' } });
    expect((await call('GET', 'categories/')).body.results).toEqual([
      expect.objectContaining({ slug: 'lamps', site: null, product_count: 1 }),
    ]);
    expect(slugsOf(await call('GET', 'products/'))).toEqual(['old-lamp']);
  });

  test('a site store may then use the same slugs', async () => {
    const mine = await product(ALPHA, { name: 'Old Lamp', slug: 'old-lamp', regular_price: 40 });
    expect(mine).toMatchObject({ slug: 'old-lamp', site: ALPHA, price: 40 });
    const category = await created(call('POST', 'categories/', { as: people.editor, body: { site: ALPHA, name: 'Lamps' } }));
    expect(category).toMatchObject({ slug: 'lamps', site: ALPHA, product_count: 0 });
    // ... and the platform's keeps its own.
    expect((await call('GET', 'products/old-lamp/')).body).toMatchObject({ site: null, price: 15 });
    expect((await call('GET', 'products/old-lamp/?site=501', { as: people.viewer })).body).toMatchObject({ site: ALPHA, price: 40 });
  });
});

describe('who may do what in a site store', () => {
  test('writes: signed out 401, a stranger 404, a viewer 403, an editor and an admin 201', async () => {
    const body = { site: ALPHA, name: 'Role Lamp', regular_price: 12 };
    expect((await call('POST', 'products/', { body })).status).toBe(401);
    expect(await call('POST', 'products/', { as: people.stranger, body })).toMatchObject({
      status: 404,
      body: { detail: 'Site not found' },
    });
    expect((await call('POST', 'products/', { as: people.betaOwner, body })).body).toEqual({ detail: 'Site not found' });
    expect((await call('POST', 'products/', { as: people.viewer, body })).status).toBe(403);
    expect((await call('POST', 'products/', { as: people.editor, body })).status).toBe(201);
    expect((await call('POST', 'products/', { as: people.admin, body })).body).toMatchObject({ slug: 'role-lamp-2', site: ALPHA });
    expect((await call('POST', 'categories/', { as: people.viewer, body: { site: ALPHA, name: 'Shades' } })).status).toBe(403);
    expect((await call('POST', 'brands/', { as: people.stranger, body: { site: ALPHA, name: 'Glow' } })).status).toBe(404);
    expect((await call('PATCH', 'products/role-lamp/?site=501', { body: { regular_price: 1 } })).status).toBe(401);
    expect((await call('PATCH', 'products/role-lamp/?site=501', { as: people.viewer, body: { regular_price: 1 } })).status).toBe(403);
    expect((await call('DELETE', 'products/role-lamp/?site=501', { as: people.stranger })).status).toBe(404);
    expect((await call('DELETE', 'products/role-lamp-2/?site=501', { as: people.admin })).status).toBe(204);
    // A hostile store is refused with a detail, not a 500.
    expect((await call('POST', 'products/', { as: people.editor, body: { ...body, site: 'x' } })).status).toBe(400);
    expect((await call('GET', 'products/?site=-3')).status).toBe(400);
  });

  test('a disabled shop: the public 404 Shop not found, members read it with drafts; open once the owner enables it', async () => {
    await product(ALPHA, { name: 'Secret Draft', status: 'draft' });
    await product(ALPHA, { name: 'Open Lamp' });
    for (const url of [
      'products/?site=501',
      'products/open-lamp/?site=501',
      'products/open-lamp/reviews/?site=501',
      'categories/?site=501',
      'brands/?site=501',
    ]) {
      expect(await call('GET', url)).toMatchObject({ status: 404, body: { detail: 'Shop not found' } });
      expect((await call('GET', url, { as: people.stranger })).body).toEqual({ detail: 'Shop not found' });
    }
    expect((await call('GET', 'products/?site=999')).body).toEqual({ detail: 'Shop not found' });
    const review = { rating: 5, title: 'Nice', content: 'Bright.' };
    expect((await call('POST', 'products/open-lamp/add_review/?site=501', { as: people.shopper, body: review })).body).toEqual({
      detail: 'Shop not found',
    });

    const drafts = await call('GET', 'products/?site=501&status=draft', { as: people.viewer });
    expect(slugsOf(drafts)).toEqual(['secret-draft']);
    expect((await call('GET', 'products/secret-draft/?site=501', { as: people.viewer })).body).toMatchObject({
      status: 'draft',
      site: ALPHA,
    });
    expect((await call('GET', 'products/?site=501&status=draft', { as: people.stranger })).status).toBe(404);

    expect((await call('PUT', `shops/${ALPHA}/`, { as: people.owner, body: { enabled: true } })).status).toBe(200);
    const open = await call('GET', 'products/?site=501');
    expect(open.status).toBe(200);
    expect(slugsOf(open)).toEqual(['old-lamp', 'open-lamp', 'role-lamp']);
    expect(open.body.results.every((p: { site: number }) => p.site === ALPHA)).toBe(true);
    expect((await call('GET', 'products/secret-draft/?site=501')).body).toEqual({ detail: 'Product not found' });
    expect((await call('GET', 'products/?site=501&status=draft')).status).toBe(403);
    expect((await call('GET', 'products/secret-draft/?site=501', { as: people.stranger })).status).toBe(404);
  });
});

describe('two site stores and the platform’s see nothing of each other', () => {
  let alphaTwin: any;
  let betaTwin: any;
  let alphaBrand: any;
  let alphaLamps: any;

  beforeAll(async () => {
    await call('PUT', `shops/${BETA}/`, { as: people.betaOwner, body: { enabled: true } });
    alphaLamps = (await call('GET', 'categories/?site=501')).body.results.find((c: { slug: string }) => c.slug === 'lamps');
    alphaBrand = await created(call('POST', 'brands/', { as: people.editor, body: { site: ALPHA, name: 'Glow' } }));
    alphaTwin = await product(ALPHA, { name: 'Twin', category: alphaLamps.id, brand: alphaBrand.id, regular_price: 10, sale_price: 8 });
    betaTwin = await product(BETA, { name: 'Twin', regular_price: 20 }, people.betaOwner);
    await product(null, { name: 'Twin', regular_price: 30 }, people.staff);
  });

  test('a slug used in every store answers each store’s own product', async () => {
    expect(betaTwin.slug).toBe('twin');
    expect((await call('GET', 'products/twin/?site=501')).body).toMatchObject({ id: alphaTwin.id, site: ALPHA, price: 8 });
    expect((await call('GET', 'products/twin/?site=502')).body).toMatchObject({ id: betaTwin.id, site: BETA, price: 20 });
    expect((await call('GET', 'products/twin/')).body).toMatchObject({ site: null, price: 30 });
    expect((await call('GET', 'products/open-lamp/?site=502')).body).toEqual({ detail: 'Product not found' });
    expect((await call('GET', 'products/open-lamp/')).body).toEqual({ detail: 'Product not found' });
  });

  test('every filter of the listing stays within its store', async () => {
    const beta = (query: string) => call('GET', `products/?${inStore(BETA)}&${query}`);
    expect(slugsOf(await beta('page=1'))).toEqual(['twin']);
    expect((await beta('search=lamp')).body.count).toBe(0);
    expect((await beta(`category=${alphaLamps.id}`)).body.count).toBe(0);
    expect((await beta('category=lamps')).body.count).toBe(0);
    expect((await beta(`brand=${alphaBrand.id}`)).body.count).toBe(0);
    expect((await beta('brand=glow')).body.count).toBe(0);
    expect((await beta('slugs=open-lamp,twin,old-lamp')).body.results.map((p: any) => p.id)).toEqual([betaTwin.id]);
    expect((await beta('on_sale=true')).body.count).toBe(0);
    expect((await beta('in_stock=true&sort=price&min_price=0&max_price=100&page_size=1')).body).toMatchObject({ count: 1, next: null });

    const alpha = (query: string) => call('GET', `products/?${inStore(ALPHA)}&${query}`);
    expect(slugsOf(await alpha('category=lamps'))).toEqual(['twin']);
    expect(slugsOf(await alpha('brand=glow&on_sale=true'))).toEqual(['twin']);
    expect((await alpha('search=twin')).body.results.map((p: any) => p.id)).toEqual([alphaTwin.id]);
    expect((await alpha('sort=-price&page_size=2')).body).toMatchObject({ count: 4, next: 2, previous: null });
    // The platform's search and categories know nothing of the sites'.
    expect((await call('GET', 'products/?search=twin')).body.results.map((p: any) => p.site)).toEqual([null]);
    expect((await call('GET', `products/?category=${alphaLamps.id}`)).body.count).toBe(0);
  });

  test('categories and brands are the store’s, counting the store’s products', async () => {
    expect((await call('GET', 'categories/?site=502')).body).toEqual({ results: [], count: 0 });
    expect((await call('GET', 'brands/?site=502')).body).toEqual({ results: [], count: 0 });
    expect((await call('GET', 'categories/?site=501')).body.results).toEqual([
      expect.objectContaining({ id: alphaLamps.id, slug: 'lamps', site: ALPHA, product_count: 1 }),
    ]);
    expect((await call('GET', 'brands/?site=501')).body.results).toEqual([
      expect.objectContaining({ id: alphaBrand.id, slug: 'glow', site: ALPHA, product_count: 1 }),
    ]);
    expect((await call('GET', 'categories/')).body.results).toEqual([
      expect.objectContaining({ slug: 'lamps', site: null, product_count: 1 }),
    ]);
    expect((await call('GET', 'brands/')).body.results).toEqual([]);
    // A product names its own store's category and brand only.
    const borrow = (body: Record<string, unknown>) =>
      call('POST', 'products/', { as: people.betaOwner, body: { site: BETA, name: 'Borrow', regular_price: 5, ...body } });
    expect((await borrow({ category: alphaLamps.id })).body).toEqual({ detail: 'Category not found' });
    expect((await borrow({ brand: alphaBrand.id })).body).toEqual({ detail: 'Brand not found' });
    const patch = await call('PATCH', 'products/twin/', { as: people.staff, body: { category: alphaLamps.id } });
    expect(patch).toMatchObject({ status: 400, body: { detail: 'Category not found' } });
  });

  test('nothing of a store is writable through another store or the platform', async () => {
    const change = { regular_price: 1 };
    expect((await call('PATCH', 'products/open-lamp/?site=502', { as: people.betaOwner, body: change })).body).toEqual({
      detail: 'Product not found',
    });
    expect((await call('PATCH', 'products/open-lamp/?site=501', { as: people.betaOwner, body: change })).body).toEqual({
      detail: 'Site not found',
    });
    expect((await call('PATCH', 'products/open-lamp/', { as: people.staff, body: change })).body).toEqual({ detail: 'Product not found' });
    expect((await call('DELETE', 'products/open-lamp/?site=502', { as: people.betaOwner })).status).toBe(404);
    const variation = { attributes: [{ attribute_name: 'Colour', value: 'Red' }] };
    expect((await call('POST', 'products/open-lamp/variations/?site=502', { as: people.betaOwner, body: variation })).status).toBe(404);
    const added = await call('POST', 'products/open-lamp/variations/?site=501', { as: people.editor, body: variation });
    expect(added).toMatchObject({ status: 201, body: { site: ALPHA, has_variations: true } });
    const id = added.body.variations[0].id;
    expect((await call('PATCH', `products/twin/variations/${id}/?site=502`, { as: people.betaOwner, body: { sku: 'X' } })).body).toEqual({
      detail: 'Variation not found',
    });
    expect((await call('DELETE', `products/open-lamp/variations/${id}/?site=501`, { as: people.viewer })).status).toBe(403);
    expect((await call('DELETE', `products/open-lamp/variations/${id}/?site=501`, { as: people.editor })).status).toBe(200);
    expect((await call('GET', 'products/open-lamp/?site=501')).body).toMatchObject({ price: 10, site: ALPHA });
  });

  test('reviews belong to their store: counted, rated and removed there only', async () => {
    const review = { rating: 4, title: 'Bright', content: 'Lights the room.' };
    const written = await call('POST', 'products/twin/add_review/?site=501', { as: people.shopper, body: review });
    expect(written).toMatchObject({ status: 201, body: { site: ALPHA, rating: 4, user_name: 'shay' } });
    await created(call('POST', 'products/twin/add_review/?site=501', { as: people.stranger, body: { ...review, rating: 2 } }));
    expect((await call('GET', 'products/twin/reviews/?site=501')).body).toMatchObject({ count: 2 });
    expect((await call('GET', 'products/twin/reviews/?site=501')).body.results.every((r: any) => r.site === ALPHA)).toBe(true);
    expect((await call('GET', 'products/twin/reviews/?site=502')).body).toEqual({ results: [], count: 0 });
    expect((await call('GET', 'products/twin/reviews/')).body).toEqual({ results: [], count: 0 });
    expect((await call('GET', 'products/twin/?site=501')).body).toMatchObject({ rating_count: 2, rating_average: 3 });
    expect((await call('GET', 'products/twin/?site=502')).body).toMatchObject({ rating_count: 0, rating_average: 0 });

    const url = (store: string) => `products/twin/reviews/${written.body.id}/${store}`;
    expect((await call('DELETE', url('?site=502'), { as: people.betaOwner })).body).toEqual({ detail: 'Review not found' });
    expect((await call('DELETE', url(''), { as: people.staff })).body).toEqual({ detail: 'Review not found' });
    expect((await call('DELETE', url('?site=501'), { as: people.shopper })).status).toBe(404);
    expect((await call('DELETE', url('?site=501'), { as: people.viewer })).status).toBe(403);
    expect((await call('DELETE', url('?site=501'))).status).toBe(401);
    expect((await call('DELETE', url('?site=501'), { as: people.editor })).status).toBe(204);
    expect((await call('DELETE', url('?site=501'), { as: people.editor })).body).toEqual({ detail: 'Review not found' });
    expect((await call('GET', 'products/twin/?site=501')).body).toMatchObject({ rating_count: 1, rating_average: 2 });
  });

  test('images are uploaded to a product of the named store', async () => {
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
      'hex',
    );
    const boundary = '----storeboundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="lamp.png"\r\ncontent-type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    expect((await call('POST', 'products/twin/images/?site=501', { as: people.betaOwner, payload, headers })).status).toBe(404);
    expect((await call('POST', 'products/twin/images/?site=501', { as: people.viewer, payload, headers })).status).toBe(403);
    const uploaded = await call('POST', 'products/twin/images/?site=501', { as: people.editor, payload, headers });
    expect(uploaded).toMatchObject({ status: 201, body: { id: alphaTwin.id, site: ALPHA } });
    const image = uploaded.body.images[0];
    expect((await call('GET', image.image)).headers['content-type']).toBe('image/png');
    expect((await call('GET', 'products/twin/?site=502')).body.images).toEqual([]);
    expect((await call('DELETE', `products/twin/images/${image.id}/?site=502`, { as: people.betaOwner })).body).toEqual({
      detail: 'Image not found',
    });
    expect((await call('DELETE', `products/twin/images/${image.id}/?site=501`, { as: people.editor })).body.images).toEqual([]);
  });

  test('product events name the store and its owner', async () => {
    const createdEvents = (await events('commerce.product.created')).filter((e) => e.payload.slug === 'twin');
    expect(createdEvents.map((e) => [e.payload.site_id, e.payload.owner_id])).toEqual([
      [ALPHA, people.owner.id],
      [BETA, people.betaOwner.id],
      [null, null],
    ]);
    await call('DELETE', 'products/twin/?site=502', { as: people.betaOwner });
    expect((await events('commerce.product.deleted')).at(-1).payload).toMatchObject({
      slug: 'twin',
      site_id: BETA,
      owner_id: people.betaOwner.id,
    });
  });

  test('a change in one store keeps the other stores’ cached listings', async () => {
    deps.catalogueCache.drop();
    const alphaList = await call('GET', 'products/?site=501');
    await call('GET', 'products/?site=502');
    await call('GET', 'products/');
    expect(deps.catalogueCache.size.entries).toBe(3);
    await product(BETA, { name: 'Beta Candle' }, people.betaOwner);
    expect(deps.catalogueCache.size.entries).toBe(2);
    expect((await call('GET', 'products/?site=501', { headers: { 'if-none-match': String(alphaList.headers.etag) } })).status).toBe(304);
    expect(slugsOf(await call('GET', 'products/?site=502'))).toEqual(['beta-candle']);
    // A change in a store shows at once in its own listing.
    await call('PATCH', 'products/open-lamp/?site=501', { as: people.editor, body: { regular_price: 11 } });
    expect((await call('GET', 'products/?site=501')).body.results.find((p: any) => p.slug === 'open-lamp').price).toBe(11);
  });
});

describe('the demo account’s site', () => {
  const demo = { site_id: 700, owner_id: 70, slug: 'demo', name: 'Demo', is_published: true, is_demo: true };

  test('comes with an open shop of three products, one with variations, seeded once', async () => {
    await service.app.events.deliver(envelope('sites.site.created', demo));
    const shop = await call('GET', 'shops/700/');
    expect(shop.body).toMatchObject({ site: 700, enabled: true });
    const listed = await call('GET', 'products/?site=700');
    expect(listed.body.count).toBe(3);
    expect(listed.body.results.filter((p: { has_variations: boolean }) => p.has_variations)).toHaveLength(1);
    expect(listed.body.results.every((p: { site: number; main_image: string | null }) => p.site === 700 && p.main_image)).toBe(true);
    expect((await call('GET', 'categories/?site=700')).body.count).toBeGreaterThan(0);
    expect((await events('commerce.shop.updated')).at(-1).payload).toMatchObject({ site_id: 700, owner_id: 70, enabled: true });

    await service.app.events.deliver(envelope('sites.site.created', demo));
    expect((await call('GET', 'products/?site=700')).body.count).toBe(3);
    // A site that is not the demo's opens no shop.
    await service.app.events.deliver(envelope('sites.site.created', { ...demo, site_id: 701, slug: 'plain', is_demo: false }));
    expect((await call('GET', 'products/?site=701')).body).toEqual({ detail: 'Shop not found' });
  });
});
