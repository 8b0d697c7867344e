import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createService, openSharedDatabase, type AtlasApp } from '@atlas/service-kit';
import { definition } from '../service';
import { catalogueCache } from '../operations/catalogue-cache';
import { createDeps } from '../deps';
import { checkoutForm, staff, startCommerce, type Commerce } from './harness';

// The public catalogue is answered from a per-process cache. What speed must not break: a change shows
// at once on the instance that made it and within one event on every other replica; staff never read it.
let shop: Commerce;
let replica: { app: AtlasApp; close: () => Promise<void> };

beforeAll(async () => {
  shop = await startCommerce({ seed: false });
  // A second instance of the service on the same database, as another replica would run.
  const shared = shop.service.database;
  const database = shared.kind === 'postgres' ? await openSharedDatabase({ databaseUrl: shared.url, poolSize: 5 }) : shared;
  const app = await createService(definition, {
    database,
    logger: false,
    runEvents: false,
    env: { ...process.env, COMMERCE_SEED: 'false', ATLAS_DATA_DIR: shop.dataDir },
  });
  const seed = process.env.COMMERCE_SEED;
  process.env.COMMERCE_SEED = 'false'; // the definition's first start reads it from the process
  await app.ready();
  process.env.COMMERCE_SEED = seed;
  replica = {
    app,
    close: async () => {
      await app.close();
      if (database !== shared) await database.close();
    },
  };
}, 60_000);
afterAll(async () => {
  await replica.close();
  await shop.close();
});

const LIST = '/ecommerce/api/products/?sort=name';
async function listed(app: AtlasApp, url = LIST, headers: Record<string, string> = {}) {
  const response = await app.inject({ url, headers });
  return { status: response.statusCode, etag: response.headers.etag, body: response.body ? JSON.parse(response.body || 'null') : null };
}
const priceOf = (answer: { body: any }, slug: string) => answer.body.results.find((p: any) => p.slug === slug)?.price;

async function until(check: () => Promise<boolean>, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return true;
}

const replicaCache = () => createDeps(replica.app).catalogueCache;

test('a cached answer shows a price change at once here and within one event on another replica', async () => {
  await shop.makeProduct({ name: 'Cache Lamp', regular_price: 40 });
  expect(priceOf(await listed(replica.app), 'cache-lamp')).toBe(40);
  // the creation's event reaches the replica and drops what it kept; then both keep the answer with 40
  expect(await shop.service.app.events.flush()).toBe(1);
  expect(await until(async () => replicaCache().size.entries === 0)).toBe(true);
  expect(priceOf(await listed(shop.service.app), 'cache-lamp')).toBe(40);
  expect(priceOf(await listed(replica.app), 'cache-lamp')).toBe(40);

  const changed = await shop.call('PATCH', 'products/cache-lamp/', { as: staff, body: { sale_price: 30 } });
  expect(changed.status).toBe(200);
  expect(priceOf(await listed(shop.service.app), 'cache-lamp')).toBe(30);
  // The replica still answers from its cache (the database says 30 already) until the event arrives ...
  expect(priceOf(await listed(replica.app), 'cache-lamp')).toBe(40);
  // ... and the one commerce.product.updated the change wrote drops it.
  expect(await shop.service.app.events.flush()).toBe(1);
  expect(await until(async () => priceOf(await listed(replica.app), 'cache-lamp') === 30)).toBe(true);
});

test('a checkout that takes the last one drops the in-stock answers', async () => {
  const last = await shop.makeProduct({ name: 'Last Candle', regular_price: 12, stock_quantity: 1 });
  const inStock = '/ecommerce/api/products/?in_stock=true&search=candle';
  expect((await listed(shop.service.app, inStock)).body.results.map((p: any) => p.slug)).toEqual(['last-candle']);
  await shop.service.app.events.flush();
  expect(await until(async () => replicaCache().size.entries === 0)).toBe(true);
  expect((await listed(replica.app, inStock)).body.count).toBe(1);

  const cart = (await shop.add({}, { product_id: last.id, quantity: 1 })).body.id;
  const order = await shop.call('POST', 'orders/', { body: checkoutForm(), headers: { 'x-cart-id': cart } });
  expect(order.status).toBe(201);
  expect((await listed(shop.service.app, inStock)).body).toMatchObject({ results: [], count: 0 });
  await shop.service.app.events.flush();
  expect(await until(async () => (await listed(replica.app, inStock)).body.count === 0)).toBe(true);
});

test('answers 304 to a repeat with its ETag, and a new ETag once the catalogue changes', async () => {
  await shop.makeProduct({ name: 'Etag Mug', regular_price: 9 });
  const first = await listed(shop.service.app);
  expect(first.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  const repeat = await shop.service.app.inject({ url: LIST, headers: { 'if-none-match': first.etag! } });
  expect(repeat.statusCode).toBe(304);
  expect(repeat.body).toBe('');
  expect(repeat.headers.etag).toBe(first.etag);
  // the same query spelled otherwise shares the answer
  expect((await listed(shop.service.app, '/ecommerce/api/products/?page=1&sort=name&page_size=20')).etag).toBe(first.etag);

  await shop.call('PATCH', 'products/etag-mug/', { as: staff, body: { regular_price: 11 } });
  const after = await shop.service.app.inject({ url: LIST, headers: { 'if-none-match': first.etag! } });
  expect(after.statusCode).toBe(200);
  expect(after.headers.etag).not.toBe(first.etag);
  expect(priceOf({ body: after.json() }, 'etag-mug')).toBe(11);
});

test('serves the answer compressed once, brotli or gzip as the browser accepts, each with its own ETag', async () => {
  const plain = await shop.service.app.inject({ url: LIST });
  const br = await shop.service.app.inject({ url: LIST, headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toBe('accept-encoding');
  expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  const gzip = await shop.service.app.inject({ url: LIST, headers: { 'accept-encoding': 'gzip, br;q=0' } });
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
  const repeat = await shop.service.app.inject({
    url: LIST,
    headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) },
  });
  expect(repeat.statusCode).toBe(304);
});

test('never caches a staff listing', async () => {
  await shop.makeProduct({ name: 'Staff Bowl', regular_price: 20 });
  const staffList = () => shop.call('GET', 'products/?status=all&sort=name', { as: staff });
  expect((await staffList()).headers.etag).toBeUndefined();
  expect(priceOf(await listed(shop.service.app), 'staff-bowl')).toBe(20);
  // A change the cache does not hear of (straight in the database): staff see it, the cached public answer does not yet.
  await shop.service.app.db('commerce.products').where({ slug: 'staff-bowl' }).update({ regular_price: 25 });
  expect(priceOf(await staffList(), 'staff-bowl')).toBe(25);
  expect(priceOf(await listed(shop.service.app), 'staff-bowl')).toBe(20);
  shop.deps.catalogueCache.drop();
  expect(priceOf(await listed(shop.service.app), 'staff-bowl')).toBe(25);
});

describe('the cache itself', () => {
  test('stays within its entries and bytes, dropping the least recently used first', async () => {
    const cache = catalogueCache({ maxEntries: 3, maxBytes: 400 });
    const value = (n: number) => async () => ({ n, pad: 'x'.repeat(10) });
    for (const key of ['a', 'b', 'c']) await cache.answer(key, value(1));
    await cache.answer('a', value(2)); // used again: b is now the oldest
    await cache.answer('d', value(1));
    expect(cache.size.entries).toBe(3);
    let computed = 0;
    await cache.answer('b', async () => (computed++, { n: 3 }));
    await cache.answer('a', async () => (computed++, { n: 3 }));
    expect(computed).toBe(1); // b had gone, a had stayed
    for (let n = 0; n < 10; n += 1) await cache.answer(`k${n}`, value(n));
    expect(cache.size.bytes).toBeLessThanOrEqual(400);
    await cache.answer('huge', async () => ({ pad: 'x'.repeat(1000) }));
    expect(cache.size.bytes).toBeLessThanOrEqual(400);
    expect(cache.size.entries).toBeLessThanOrEqual(3);
  });

  test('does not keep an answer computed across a drop', async () => {
    const cache = catalogueCache();
    let release!: () => void;
    const slow = cache.answer('q', () => new Promise((resolve) => (release = () => resolve({ stale: true }))));
    await new Promise((resolve) => setImmediate(resolve));
    cache.drop();
    release();
    expect(JSON.parse((await slow).body)).toEqual({ stale: true });
    expect((await cache.answer('q', async () => ({ stale: false }))).body).toBe('{"stale":false}');
  });
});
