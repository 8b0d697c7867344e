#!/usr/bin/env node
// Shop benchmarks (npm run bench -- commerce), through the gateway as a browser calls them:
//  1. the catalogue with 10,000 products: req/s, p50/p95 per query (default list, category + price
//     filter, full-text search, sort by price, in-stock + on-sale flags, a deep page) and each one's
//     ratio to the gateway's fixed-JSON stub (GET /api/auth/me/ answered by a bare Fastify route)
//     measured in the same run through the same gateway, on PostgreSQL (DATABASE_URL, default
//     postgres://postgres@127.0.0.1:5432/postgres; a fresh database is made and dropped) and on the
//     embedded database, side by side. The stub and the gateway are gateway/bench/proxy.mjs's child
//     modes; autocannon loads every side in alternating rounds (medians), as the proxy bench does.
//     The service runs in this process, beside autocannon (the stub has a process of its own).
//  2. checkout on PostgreSQL, every buyer at once for one product: 50 buyers at stock 50 (every one
//     served; target p95 < 100 ms) and 200 at stock 50 (exactly 50 orders; target p95 < 200 ms).
//  3. a site's store beside the platform's, in the same run (docs/contracts.md "A shop on every site"):
//     the catalogue listed by site (`?site=`, from the cache as the platform's is) and the 200-buyer rush
//     in a site's store; each reported as its ratio to the platform's figure (target: within 10%).
// BENCH_PRODUCTS (10000), BENCH_CONNECTIONS (10), BENCH_DURATION (3 s per side and round),
// BENCH_ROUNDS (3), BENCH_BUYERS (50), BENCH_WARM_RUSHES (6), BENCH_ONLY (catalogue | checkout),
// CHECKOUT_PROCESSES (1), BENCH_CPU_PROF (a folder for the service's and the gateway's CPU profiles).
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import {
  benchDataDir,
  compareSides,
  cpuMs,
  cpuMsOfProgram,
  keptAliveConnection,
  createBenchDatabase,
  onBenchServer,
  percentile,
  runUnderTsx,
  startBenchChild,
  startGatewayWithStub,
} from '../../../scripts/lib/service-bench.mjs';

const SERVE = process.argv.indexOf('--serve');
/** Rushes of 200 buyers before the measured ones (BENCH_WARM_RUSHES, default 6). */
const WARM_RUSHES = Number(process.env.BENCH_WARM_RUSHES || 6);
if (SERVE !== -1) await serve(process.argv[SERVE + 1], Number(process.argv[SERVE + 2] || 1));
else await runUnderTsx(import.meta.url, main);

/**
 * Child mode: the service alone on the given database, as deployed; prints {"url"} when ready. With
 * more than one process, a cluster: the workers share one port (the kernel spreads the connections).
 */
async function serve(databaseUrl, processes = 1) {
  const cluster = (await import('node:cluster')).default;
  if (processes > 1 && cluster.isPrimary) {
    const port = await freePort();
    const workers = Array.from({ length: processes }, () => cluster.fork({ BENCH_SERVE_PORT: String(port) }));
    await Promise.all(workers.map((worker) => new Promise((resolve) => worker.once('message', resolve))));
    process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${port}` })}\n`);
    process.once('SIGTERM', () => {
      for (const worker of workers) worker.kill('SIGTERM');
      setTimeout(() => process.exit(0), 3000).unref();
    });
    return;
  }
  const kit = await import('@atlas/service-kit');
  const { definition } = await import('../src/service.ts');
  const database = await kit.openSharedDatabase({ databaseUrl, poolSize: 20 });
  const env = { ...process.env, ATLAS_DATA_DIR: benchDataDir() };
  const app = await kit.createService(definition, { database, env, runEvents: false, logger: false });
  const url = await app.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_SERVE_PORT || 0) });
  if (cluster.isWorker) process.send?.('ready');
  else process.stdout.write(`${JSON.stringify({ url })}\n`);
  process.once(
    'SIGTERM',
    () =>
      void app
        .close()
        .then(() => database.close())
        .finally(() => process.exit(0)),
  );
}

async function freePort() {
  const net = await import('node:net');
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function main() {
  const kit = await import('@atlas/service-kit');
  const { definition } = await import('../src/service.ts');

  const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 10_000);
  const LOAD = {
    connections: Number(process.env.BENCH_CONNECTIONS || 10),
    duration: Number(process.env.BENCH_DURATION || 3),
    rounds: Number(process.env.BENCH_ROUNDS || 3),
  };
  const BUYERS = Number(process.env.BENCH_BUYERS || 50);
  const PROCESSES = Number(process.env.CHECKOUT_PROCESSES || 1);
  process.env.COMMERCE_SEED = 'false';
  const secret = kit.resolveJwtSecret();
  const token = (id) => kit.signAccessToken({ id, username: `buyer${id}`, is_staff: false }, { secret });

  /** The service here; the stub and the gateway (in front of both) in child processes. */
  async function start(database) {
    const env = { ...process.env, ATLAS_DATA_DIR: benchDataDir() };
    const app = await kit.createService(definition, { database, env, runEvents: false, logger: false });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const gateway = await startGatewayWithStub({ COMMERCE_URL: url });
    const stop = async () => {
      await gateway.stop();
      await app.close();
    };
    return { app, stub: gateway.stub, gatewayUrl: gateway.url, stop };
  }

  /** A site (1) whose shop is open, in the service's copy of sites: the site store's side. */
  const SITE = 1;
  async function openSiteShop(db) {
    await kit
      .siteCopyRepository(db, 'commerce')
      .upsert({ id: SITE, owner_id: 1, slug: 'bench-site', name: 'Bench site', is_published: true });
    await db('commerce.shops').insert({ site_id: SITE, enabled: true, currency: 'EUR', shipping_cents: 1000, tax_basis_points: 0 });
  }

  async function seed(app) {
    const started = Date.now();
    await openSiteShop(app.db);
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
    // The site's store holds a catalogue as large (its own slugs: unique per store).
    await app.db.raw(
      `insert into commerce.products (site_id, slug, name, sku, short_description, description, regular_price, stock_quantity, created_at)
       select ?::int, slug, name, sku, short_description, description, regular_price, stock_quantity, created_at from commerce.products where site_id is null`,
      [SITE],
    );
    await app.db.raw('analyze commerce.products');
    return Date.now() - started;
  }

  const QUERIES = [
    ['default list', '/ecommerce/api/products/'],
    ['category + price', '/ecommerce/api/products/?category=category-3&min_price=50&max_price=150'],
    ['search', '/ecommerce/api/products/?search=linen%20lamp'],
    ['sort by price', '/ecommerce/api/products/?sort=-price'],
    ['in stock + on sale', '/ecommerce/api/products/?in_stock=true&on_sale=true&sort=name'],
    ['page 200', '/ecommerce/api/products/?page=200'],
    ['site: default list', `/ecommerce/api/products/?site=${SITE}`],
  ];

  async function catalogue(label, database) {
    const { app, stub, gatewayUrl, stop } = await start(database);
    const seeded = await seed(app);
    const sides = {
      stub,
      ...Object.fromEntries(QUERIES.map(([name, query]) => [name, { url: `${gatewayUrl}${query}` }])),
    };
    // as a browser asks: the gateway compresses what is worth it
    const measured = await compareSides(sides, { ...LOAD, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const failures = Object.entries(measured).filter(([, r]) => r.non2xx || r.errors);
    if (failures.length) throw new Error(`non-2xx or errors: ${failures.map(([name, r]) => `${name} ${r.non2xx}/${r.errors}`).join(', ')}`);
    const rows = QUERIES.map(([name]) => ({ name, ...measured[name], ratio: measured[name].rps / measured.stub.rps }));
    await stop();
    return { label, seeded, stub: measured.stub, rows };
  }

  const FORM = {
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

  /**
   * `buyers` shoppers, each with the product in their cart, check out at once through the gateway
   * (stock `stock`): how many orders, how many refused (409), p50/p95 of all answers, and the stock left.
   */
  async function rush(gatewayUrl, db, { buyers: count, stock, firstBuyer, site = null }, pids = {}) {
    const [product] = await db('commerce.products')
      .insert({ site_id: site, slug: `bench-rush-${firstBuyer}`, name: 'Bench Rush', regular_price: 10, stock_quantity: stock })
      .returning(['id']);
    const inStore = site === null ? '' : `?site=${site}`;
    const buyers = Array.from({ length: count }, (_, i) => ({
      authorization: `Bearer ${token(firstBuyer + i)}`,
      'content-type': 'application/json',
    }));
    // Each buyer on a kept-alive connection of their own, as a browser that has the shop open; the
    // client is the lightest there is (undici's request cost the machine 0.6–1 ms a checkout).
    const clients = await Promise.all(buyers.map(async (headers) => ({ headers, connection: await keptAliveConnection(gatewayUrl) })));
    const post = async ({ headers, connection }, path, body) =>
      (await connection.request('POST', path, headers, JSON.stringify(body))).status;
    const added = await Promise.all(
      clients.map((client) => post(client, `/ecommerce/api/cart/add_item/${inStore}`, { product_id: product.id, quantity: 1 })),
    );
    const failed = added.find((status) => status !== 200);
    if (failed) throw new Error(`add_item ${failed}`);
    const cpuOf = (pid) => (pid === 'postgres' ? cpuMsOfProgram('postgres') : cpuMs(pid));
    const cpuBefore = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, cpuOf(pid)]));
    const answers = await Promise.all(
      clients.map(async (client) => {
        const t = performance.now();
        const status = await post(client, '/ecommerce/api/orders/', site === null ? FORM : { ...FORM, site });
        if (status !== 201 && status !== 409) throw new Error(`checkout ${status}`);
        return { status, ms: performance.now() - t };
      }),
    );
    for (const client of clients) client.connection.close();
    const times = answers.map((a) => a.ms);
    // CPU each process spent on the rush, per checkout (the bench's own: the buyers' side)
    const cpu = Object.fromEntries(Object.entries(pids).map(([name, pid]) => [name, (cpuOf(pid) - cpuBefore[name]) / count]));
    const left = await db('commerce.products').where({ id: product.id }).first('stock_quantity');
    return {
      buyers: count,
      stock,
      orders: answers.filter((a) => a.status === 201).length,
      refused: answers.filter((a) => a.status === 409).length,
      left: left.stock_quantity,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      cpu,
    };
  }

  /**
   * Two rushes: every buyer served (stock = buyers), then 200 buyers at stock 50. As deployed: the
   * service in a process of its own (CHECKOUT_PROCESSES of them, the gateway spreading over them), the
   * gateway in another, the buyers in this one.
   */
  async function checkout(label) {
    const created = await createBenchDatabase();
    const knexFactory = (await import('knex')).default;
    const db = knexFactory({ client: 'pg', connection: created.url, pool: { min: 0, max: 2 } });
    const services = [];
    let gateway;
    try {
      const here = fileURLToPath(import.meta.url);
      // BENCH_CPU_PROF=<dir>: the service and the gateway write V8 CPU profiles there (gateway/bench/profile/summarise.mjs)
      const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [];
      services.push(await startBenchChild(here, ['--serve', created.url, String(PROCESSES)], { nodeOptions: profile }));
      gateway = await startGatewayWithStub({ COMMERCE_URL: services[0].url }, { nodeOptions: profile });
      // The service made its tables on start: the site store beside the platform's.
      await openSiteShop(db);
      // Warm the path as a shop that has been open a while: V8 optimises a function only after
      // thousands of calls, and each pool connection plans the checkout's statements once. One rush of
      // 20 left the measured rushes on half-compiled code (p95 about twice as high).
      for (let round = 0; round < WARM_RUSHES; round += 1) {
        await rush(gateway.url, db, { buyers: 200, stock: 100, firstBuyer: 90_000 + round * 1000, site: round % 2 ? SITE : null });
      }
      const pids = { service: services[0].pid, gateway: gateway.gatewayPid, postgres: 'postgres', buyers: process.pid };
      return {
        label: PROCESSES > 1 ? `${label}, ${PROCESSES} service processes` : label,
        all: await rush(gateway.url, db, { buyers: BUYERS, stock: BUYERS, firstBuyer: 5000 }, pids),
        soldOut: await rush(gateway.url, db, { buyers: 200, stock: 50, firstBuyer: 10_000 }, pids),
        siteSoldOut: await rush(gateway.url, db, { buyers: 200, stock: 50, firstBuyer: 20_000, site: SITE }, pids),
      };
    } finally {
      await gateway?.stop();
      for (const service of services) await service.stop();
      await db.destroy();
      await created.drop();
    }
  }

  const ONLY = process.env.BENCH_ONLY; // catalogue | checkout
  const results = [];
  const checkouts = [];
  if (ONLY !== 'checkout') {
    const onServer = await onBenchServer(kit, (pg) => catalogue('PostgreSQL', pg));
    if (onServer) results.push(onServer);
    const embedded = await kit.openSharedDatabase({ inMemory: true });
    results.push(await catalogue('embedded', embedded));
    await embedded.close();
  }
  if (ONLY !== 'catalogue') {
    try {
      checkouts.push(await checkout('PostgreSQL'));
    } catch (error) {
      console.log(`PostgreSQL side skipped: ${error.message}`);
    }
  }

  // The site store's figure against the platform's: within 10% (throughput at least 0.9 of it, a time at most 1.1).
  const siteRatio = (name, ratio, lowerIsBetter = false) =>
    `${name} ${ratio.toFixed(3)}  ${(lowerIsBetter ? ratio <= 1.1 : ratio >= 0.9) ? 'met' : 'NOT met'} (within 10%)`;
  const TARGETS = { 'default list': { ratio: 0.15, p95: 10 } };
  const verdict = ({ name, ratio, p95 }) => {
    const target = TARGETS[name] ?? { ratio: 0.1 };
    const met = ratio >= target.ratio && (target.p95 === undefined || p95 < target.p95);
    return `${met ? 'met' : 'NOT met'} (>= ${target.ratio}${target.p95 ? `, p95 < ${target.p95} ms` : ''})`;
  };
  const figures = (r) =>
    `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(6)}  p95 ${r.p95.toFixed(1).padStart(6)} ms`;
  const loadAverage = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  if (results.length)
    console.log(
      `\ncatalogue of ${PRODUCTS} products through the gateway, autocannon ${LOAD.connections} connections, ${LOAD.rounds} rounds x ${LOAD.duration} s per query, alternating; medians; load average ${loadAverage}`,
    );
  for (const r of results) {
    console.log(`${r.label}: gateway stub (fixed JSON) ${figures(r.stub)}`);
    for (const row of r.rows) console.log(`  ${row.name.padEnd(20)}${figures(row)}  ratio ${row.ratio.toFixed(3)}  ${verdict(row)}`);
    const platform = r.rows.find((row) => row.name === 'default list');
    const site = r.rows.find((row) => row.name === 'site: default list');
    console.log(`  ${siteRatio('site store / platform, default list req/s', site.rps / platform.rps)}`);
  }
  const rushLine = (r, target) =>
    `${r.buyers} buyers at stock ${r.stock}: ${r.orders} orders, ${r.refused} refused, stock left ${r.left}; ` +
    `p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms  ${r.orders === Math.min(r.buyers, r.stock) && r.left === Math.max(0, r.stock - r.buyers) && r.p95 < target ? 'met' : 'NOT met'} (exactly ${Math.min(r.buyers, r.stock)} orders, p95 < ${target} ms)` +
    `\n    CPU per checkout: ${Object.entries(r.cpu)
      .map(([name, ms]) => `${name} ${ms.toFixed(2)} ms`)
      .join(', ')}`;
  for (const r of checkouts) {
    console.log(`checkout through the gateway on ${r.label}, everyone at once (load average ${loadAverage}):`);
    console.log(`  ${rushLine(r.all, 100)}`);
    console.log(`  ${rushLine(r.soldOut, 200)}`);
    console.log(`  site store: ${rushLine(r.siteSoldOut, 200)}`);
    console.log(`  ${siteRatio('site store / platform, rush p95', r.siteSoldOut.p95 / r.soldOut.p95, true)}`);
  }
  process.exit(0);
}
