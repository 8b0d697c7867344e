import { createService, openSharedDatabase, type AtlasApp } from '@atlas/service-kit';
import { tokenFor } from '@atlas/service-kit/testing';
import { definition } from '../service';
import { checkoutForm, staff, startCommerce, type Commerce } from './harness';

// The rush: stock 50, 200 buyers checking out at once over real HTTP. On PostgreSQL a second service
// instance with its own connection pool takes half of them (as a second process would).
const STOCK = 50;
const BUYERS = 200;

let shop: Commerce;
let second: { app: AtlasApp; close: () => Promise<void> } | undefined;
const urls: string[] = [];

beforeAll(async () => {
  shop = await startCommerce({ seed: false });
  urls.push(await shop.service.app.listen({ port: 0, host: '127.0.0.1' }));
  if (shop.service.database.kind === 'postgres') {
    const database = await openSharedDatabase({ databaseUrl: shop.service.database.url, poolSize: 10 });
    const app = await createService(definition, { database, logger: false, runEvents: false });
    urls.push(await app.listen({ port: 0, host: '127.0.0.1' }));
    second = { app, close: async () => (await app.close(), await database.close()) };
  }
}, 60_000);
afterAll(async () => {
  await second?.close();
  await shop.close();
});

async function http(base: string, method: string, path: string, token: string, body?: unknown) {
  const started = performance.now();
  const response = await fetch(`${base}/ecommerce/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, body: await response.json(), ms: performance.now() - started };
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

test(`${BUYERS} buyers racing for ${STOCK} in stock: exactly ${STOCK} orders, stock 0, a clear out-of-stock detail for the rest, no 5xx`, async () => {
  const item = await shop.makeProduct({ name: 'Rush Sneaker', regular_price: 99, stock_quantity: STOCK, low_stock_threshold: 5 });
  const buyers = Array.from({ length: BUYERS }, (_, i) => ({
    token: tokenFor({ id: 1000 + i, username: `buyer${i}` }),
    base: urls[i % urls.length],
  }));
  // Every buyer may put one in the cart: there are 50, each wants 1.
  for (const buyer of buyers) {
    const added = await http(buyer.base, 'POST', 'cart/add_item/', buyer.token, { product_id: item.id, quantity: 1 });
    expect(added.status).toBe(200);
  }
  const results = await Promise.all(buyers.map((buyer) => http(buyer.base, 'POST', 'orders/', buyer.token, checkoutForm())));

  const placed = results.filter((r) => r.status === 201);
  const refused = results.filter((r) => r.status !== 201);
  expect(placed).toHaveLength(STOCK);
  expect(refused.every((r) => r.status === 409 && r.body.detail === '"Rush Sneaker" is out of stock')).toBe(true);
  expect(await shop.stockOf(item.id)).toBe(0);
  const sold = await shop.service.app.db('commerce.order_items').where({ product_id: item.id }).sum('quantity as n').first();
  expect(Number(sold!.n)).toBe(STOCK);
  // The threshold was crossed once and the item ran out once.
  const alerts = (await shop.call('GET', 'stock-alerts/?limit=100', { as: staff })).body.results.filter(
    (a: any) => a.product_id === item.id,
  );
  expect(alerts.map((a: any) => a.alert_type)).toEqual(['out_of_stock']);

  // On PostgreSQL the checkouts that arrived together were written together: fewer writes than
  // checkouts reached them. (The embedded database answers each write before the next request is read.)
  const { calls, runs } = await writes(shop.service.app);
  expect(calls).toBeGreaterThan(0);
  if (shop.service.database.kind === 'postgres') expect(runs).toBeLessThan(calls);

  const times = results.map((r) => r.ms);
  console.log(
    `rush on ${shop.service.database.kind} with ${urls.length} instance(s): ${placed.length} orders, ${refused.length} refused; ` +
      `checkout p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms; ` +
      `first instance: ${calls} orders reached ${runs} writes`,
  );
}, 120_000);

/** How many orders reached checkout's grouped write on `app`, and in how many statements (its /metrics). */
async function writes(app: AtlasApp) {
  const text = await app.metrics.metrics();
  const count = (name: string) => Number(new RegExp(`^${name}\\{batch="checkout_write"[^}]*\\} (\\d+)`, 'm').exec(text)?.[1] ?? NaN);
  return { calls: count('atlas_call_batch_calls_total'), runs: count('atlas_call_batch_runs_total') };
}

test('buyers of two products at once, on two instances: batches that hold both take them in one order, so none waits on another forever', async () => {
  const first = await shop.makeProduct({ name: 'Rush Hat', regular_price: 20, stock_quantity: 1000 });
  const second = await shop.makeProduct({ name: 'Rush Scarf', regular_price: 30, stock_quantity: 1000 });
  // Alternating products: a batch takes them in the order its buyers came, which differs batch by batch.
  const buyers = Array.from({ length: 80 }, (_, i) => ({
    token: tokenFor({ id: 5000 + i, username: `pair${i}` }),
    base: urls[i % urls.length],
    product: (i >> 1) % 2 === 0 ? first : second,
  }));
  for (const buyer of buyers) {
    expect((await http(buyer.base, 'POST', 'cart/add_item/', buyer.token, { product_id: buyer.product.id, quantity: 1 })).status).toBe(200);
  }
  const results = await Promise.all(buyers.map((buyer) => http(buyer.base, 'POST', 'orders/', buyer.token, checkoutForm())));
  expect(results.map((r) => r.status)).toEqual(buyers.map(() => 201));
  expect(await shop.stockOf(first.id)).toBe(960);
  expect(await shop.stockOf(second.id)).toBe(960);
}, 120_000);

test(`${BUYERS} buyers at stock ${STOCK} on each of two site stores at once: exactly ${STOCK} orders per store, stock 0 on both, no line of the other store`, async () => {
  const owners = [
    { id: 7001, username: 'rush-owner-a' },
    { id: 7002, username: 'rush-owner-b' },
  ];
  const stores = [11, 12];
  for (const [index, site] of stores.entries()) {
    await shop.deps.sites.upsert({ id: site, owner_id: owners[index].id, slug: `rush-${site}`, name: `Rush ${site}`, is_published: true });
    expect((await shop.call('PUT', `shops/${site}/`, { as: owners[index], body: { enabled: true, currency: 'EUR' } })).status).toBe(200);
  }
  const items: { id: number }[] = [];
  for (const site of stores) {
    const item = await shop.makeProduct({ name: `Site Rush ${site}`, regular_price: 20, stock_quantity: STOCK });
    await shop.service.app.db('commerce.products').where({ id: item.id }).update({ site_id: site });
    items.push(item);
  }
  const buyers = stores.flatMap((site, s) =>
    Array.from({ length: BUYERS }, (_, i) => ({
      site,
      item: items[s],
      token: tokenFor({ id: 20_000 + s * BUYERS + i, username: `site-buyer${s}-${i}` }),
      base: urls[i % urls.length],
    })),
  );
  for (const buyer of buyers) {
    const added = await http(buyer.base, 'POST', `cart/add_item/?site=${buyer.site}`, buyer.token, {
      product_id: buyer.item.id,
      quantity: 1,
    });
    expect(added.status).toBe(200);
  }
  const results = await Promise.all(
    buyers.map((buyer) => http(buyer.base, 'POST', 'orders/', buyer.token, checkoutForm({ site: buyer.site }))),
  );
  expect(results.filter((r) => r.status >= 500)).toEqual([]);
  for (const [s, site] of stores.entries()) {
    const mine = results.filter((_, i) => buyers[i].site === site);
    const placed = mine.filter((r) => r.status === 201);
    expect(placed).toHaveLength(STOCK);
    expect(placed.every((r) => r.body.site === site && r.body.currency === 'EUR')).toBe(true);
    expect(
      mine.filter((r) => r.status !== 201).every((r) => r.status === 409 && r.body.detail === `"Site Rush ${site}" is out of stock`),
    ).toBe(true);
    expect(await shop.stockOf(items[s].id)).toBe(0);
    // Every line of the store's orders is the store's product, and the store has exactly its orders.
    const lines = await shop.service.app
      .db('commerce.order_items as i')
      .join('commerce.orders as o', 'o.id', 'i.order_id')
      .where('o.site_id', site)
      .select('i.product_id', 'i.quantity');
    expect(lines).toHaveLength(STOCK);
    expect(lines.every((line: any) => line.product_id === items[s].id && line.quantity === 1)).toBe(true);
  }
}, 180_000);
