#!/usr/bin/env node
// The service's CPU per checkout (npm run bench -- checkout-cpu): a figure that does not depend on what
// else the machine runs, unlike a rush's latency. COUNT (300) signed-in buyers each check one item out
// through `inject` (no HTTP, no gateway), BATCH (1) at a time, on a fresh PostgreSQL database
// (EMBEDDED=1: the embedded one); printed: CPU of this process per checkout (user + system, all its
// threads) and the statements knex sent per checkout. PROF=<file> writes a CPU profile of the measured
// checkouts (.cpuprofile, for Chrome's DevTools).
import os from 'node:os';
import { benchDataDir, onBenchServer, runUnderTsx } from '../../../scripts/lib/service-bench.mjs';

await runUnderTsx(import.meta.url, main);

async function main() {
  const kit = await import('@atlas/service-kit');
  const { definition } = await import('../src/service.ts');
  const COUNT = Number(process.env.COUNT || 300);
  const BATCH = Number(process.env.BATCH || 1);
  process.env.COMMERCE_SEED = 'false';
  const secret = kit.resolveJwtSecret();
  const token = (id) => kit.signAccessToken({ id, username: `buyer${id}`, is_staff: false }, { secret });
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
  const run = async (database) => {
    const app = await kit.createService(definition, {
      database,
      env: { ...process.env, ATLAS_DATA_DIR: benchDataDir() },
      runEvents: false,
      logger: false,
    });
    await app.ready();
    const [product] = await app
      .db('commerce.products')
      .insert({ slug: 'p', name: 'P', regular_price: 10, stock_quantity: 1_000_000 })
      .returning(['id']);
    const headers = (i) => ({ authorization: `Bearer ${token(i)}`, 'content-type': 'application/json' });
    const fill = async (from, n) => {
      for (let i = from; i < from + n; i++) {
        const r = await app.inject({
          method: 'POST',
          url: '/ecommerce/api/cart/add_item/',
          headers: headers(i),
          payload: { product_id: product.id, quantity: 1 },
        });
        if (r.statusCode !== 200) throw new Error(`add ${r.statusCode} ${r.body}`);
      }
    };
    const checkout = async (i) => {
      const r = await app.inject({ method: 'POST', url: '/ecommerce/api/orders/', headers: headers(i), payload: FORM });
      if (r.statusCode !== 201) throw new Error(`checkout ${r.statusCode} ${r.body}`);
    };
    let queries = 0;
    app.db.on('query', () => (queries += 1));
    await fill(1, 100);
    for (let i = 1; i <= 100; i++) await checkout(i); // warm
    await fill(1000, COUNT);
    queries = 0;
    let session;
    if (process.env.PROF) {
      const { Session } = await import('node:inspector/promises');
      session = new Session();
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 200 });
      await session.post('Profiler.start');
    }
    const cpu = process.cpuUsage();
    const t = performance.now();
    for (let i = 0; i < COUNT; i += BATCH)
      await Promise.all(Array.from({ length: Math.min(BATCH, COUNT - i) }, (_, k) => checkout(1000 + i + k)));
    const used = process.cpuUsage(cpu);
    const wall = performance.now() - t;
    if (session) {
      const { profile } = await session.post('Profiler.stop');
      (await import('node:fs')).writeFileSync(process.env.PROF, JSON.stringify(profile));
    }
    console.log(
      `${database.kind}: ${COUNT} checkouts, ${BATCH} at a time: CPU ${((used.user + used.system) / 1000 / COUNT).toFixed(2)} ms per checkout ` +
        `(user ${(used.user / 1000 / COUNT).toFixed(2)}, sys ${(used.system / 1000 / COUNT).toFixed(2)}), wall ${(wall / COUNT).toFixed(2)} ms each, ` +
        `${(queries / COUNT).toFixed(1)} statements through knex per checkout; load average ${os
          .loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')}`,
    );
    await app.close();
  };
  if (process.env.EMBEDDED) {
    const db = await kit.openSharedDatabase({ inMemory: true });
    await run(db);
    await db.close();
  } else await onBenchServer(kit, run, { poolSize: 20 });
  process.exit(0);
}
