#!/usr/bin/env node
// Shop benchmarks (npm run bench -- commerce), through the gateway as a browser calls them:
//  1. the catalogue with 10,000 products: p50/p95 and req/s per query (default list, category + price
//     filter, full-text search, sort by price, in-stock + on-sale flags, a deep page), on PostgreSQL
//     (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; a fresh database is made
//     and dropped) and on the embedded database, side by side;
//  2. checkout p50/p95 with 50 buyers at once for one product (stock 50: every one succeeds).
// BENCH_PRODUCTS (10000), BENCH_REQUESTS (300 per query), BENCH_CONCURRENCY (10), BENCH_BUYERS (50).
import { benchDataDir, onBenchServer, percentile, runUnderTsx } from '../../../scripts/lib/service-bench.mjs';

await runUnderTsx(import.meta.url, main);

async function main() {
  const kit = await import('@atlas/service-kit');
  const { definition } = await import('../src/service.ts');
  const { buildGateway } = await import('../../../gateway/src/index.ts');

  const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 10_000);
  const REQUESTS = Number(process.env.BENCH_REQUESTS || 300);
  const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 10);
  const BUYERS = Number(process.env.BENCH_BUYERS || 50);
  process.env.COMMERCE_SEED = 'false';
  const secret = kit.resolveJwtSecret();
  const token = (id) => kit.signAccessToken({ id, username: `buyer${id}`, is_staff: false }, { secret });

  async function start(database) {
    const env = { ...process.env, ATLAS_DATA_DIR: benchDataDir() };
    const app = await kit.createService(definition, { database, env, runEvents: false, logger: false });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    process.env.COMMERCE_URL = url;
    const gateway = await buildGateway({ logger: { level: 'error' }, publicSites: false });
    const gatewayUrl = await gateway.listen({ host: '127.0.0.1', port: 0 });
    return { app, gateway, gatewayUrl };
  }

  async function seed(app) {
    const started = Date.now();
    await app.db('commerce.categories').insert([1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ name: `Category ${n}`, slug: `category-${n}` })));
    await app.db('commerce.brands').insert([1, 2, 3, 4, 5].map((n) => ({ name: `Brand ${n}`, slug: `brand-${n}` })));
    const words =
      'linen cotton wool leather canvas denim merino bamboo walnut oak ceramic glass steel copper brass lamp chair table mug bowl shirt jacket boot sneaker kettle knife board blanket pillow candle'.split(
        ' ',
      );
    await app.db.raw(
      `insert into commerce.products (slug, name, sku, short_description, description, category_id, brand_id, regular_price, sale_price, stock_quantity, featured, rating_average, created_at)
       select 'product-' || g, initcap(w[1 + g % 30] || ' ' || w[1 + (g * 7) % 30] || ' ' || g), 'SKU-' || g,
         'A ' || w[1 + (g * 3) % 30] || ' thing', repeat(w[1 + (g * 11) % 30] || ' ' || w[1 + (g * 13) % 30] || ' ', 15),
         1 + g % 8, 1 + g % 5, 5 + (g * 37) % 300, case when g % 7 = 0 then 3 + (g * 37) % 250 end, (g * 17) % 40,
         g % 23 = 0, ((g * 31) % 50) / 10.0, now() - (g || ' minutes')::interval
       from generate_series(1, ?::int) as g, (select ?::text[] as w) as words`,
      [PRODUCTS, words],
    );
    await app.db.raw('analyze commerce.products');
    return Date.now() - started;
  }

  async function load(base, pathAndQuery, count, concurrency, headers = {}) {
    const times = [];
    let next = 0;
    const started = performance.now();
    async function worker() {
      while (next < count) {
        next += 1;
        const t = performance.now();
        const response = await fetch(`${base}${pathAndQuery}`, { headers });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${pathAndQuery}: ${response.status}`);
        times.push(performance.now() - t);
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    return { p50: percentile(times, 50), p95: percentile(times, 95), rps: count / seconds };
  }

  const QUERIES = [
    ['default list', '/ecommerce/api/products/'],
    ['category + price', '/ecommerce/api/products/?category=category-3&min_price=50&max_price=150'],
    ['search', '/ecommerce/api/products/?search=linen%20lamp'],
    ['sort by price', '/ecommerce/api/products/?sort=-price'],
    ['in stock + on sale', '/ecommerce/api/products/?in_stock=true&on_sale=true&sort=name'],
    ['page 200', '/ecommerce/api/products/?page=200'],
  ];

  async function catalogue(label, database) {
    const { app, gateway, gatewayUrl } = await start(database);
    const seeded = await seed(app);
    const rows = [];
    for (const [name, query] of QUERIES) {
      await load(gatewayUrl, query, 20, 2);
      rows.push({ name, ...(await load(gatewayUrl, query, REQUESTS, CONCURRENCY)) });
    }
    let checkout;
    {
      const [product] = await app
        .db('commerce.products')
        .insert({ slug: 'bench-rush', name: 'Bench Rush', regular_price: 10, stock_quantity: BUYERS })
        .returning(['id']);
      const buyers = Array.from({ length: BUYERS }, (_, i) => ({
        authorization: `Bearer ${token(5000 + i)}`,
        'content-type': 'application/json',
      }));
      for (const headers of buyers) {
        const r = await fetch(`${gatewayUrl}/ecommerce/api/cart/add_item/`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ product_id: product.id, quantity: 1 }),
        });
        if (r.status !== 200) throw new Error(`add_item ${r.status}`);
      }
      const form = {
        customer_email: 'b@example.com',
        billing_first_name: 'B',
        billing_last_name: 'B',
        billing_address_1: '1 St',
        billing_city: 'C',
        billing_state: 'S',
        billing_country: 'US',
        billing_postal_code: '1',
        card_number: '4242424242424242',
      };
      const times = await Promise.all(
        buyers.map(async (headers) => {
          const t = performance.now();
          const r = await fetch(`${gatewayUrl}/ecommerce/api/orders/`, { method: 'POST', headers, body: JSON.stringify(form) });
          await r.arrayBuffer();
          if (r.status !== 201) throw new Error(`checkout ${r.status}`);
          return performance.now() - t;
        }),
      );
      checkout = { p50: percentile(times, 50), p95: percentile(times, 95) };
    }
    await gateway.close();
    await app.close();
    return { label, seeded, rows, checkout };
  }

  const results = [];
  const onServer = await onBenchServer(kit, (pg) => catalogue('PostgreSQL', pg));
  if (onServer) results.push(onServer);
  const embedded = await kit.openSharedDatabase({ inMemory: true });
  results.push(await catalogue('embedded', embedded));
  await embedded.close();

  console.log(`\ncatalogue of ${PRODUCTS} products through the gateway, ${REQUESTS} requests per query at ${CONCURRENCY} connections`);
  console.log(['query'.padEnd(20), ...results.map((r) => `${r.label} p50/p95 ms, req/s`.padEnd(34))].join(''));
  for (const [index, [queryName]] of QUERIES.entries()) {
    console.log(
      [
        queryName.padEnd(20),
        ...results.map((r) =>
          `${r.rows[index].p50.toFixed(1)} / ${r.rows[index].p95.toFixed(1)}, ${r.rows[index].rps.toFixed(0)}`.padEnd(34),
        ),
      ].join(''),
    );
  }
  for (const r of results)
    console.log(
      `checkout with ${BUYERS} buyers at once on ${r.label}: p50 ${r.checkout.p50.toFixed(0)} ms, p95 ${r.checkout.p95.toFixed(0)} ms (seeded in ${r.seeded} ms)`,
    );
  process.exit(0);
}
