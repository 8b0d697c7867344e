#!/usr/bin/env node
// Public menu benchmark (npm run bench -- menus): GET /api/menus/public/{site}/header-primary/ for a
// 200-item mega menu (8 panels × 24 links in 4 columns, plus widgets), through the gateway as the
// public renderer and the browser call it: req/s and p50/p95/p99, with the in-process cache (the
// default, MENUS_PUBLIC_CACHE_MS=1000) and without it (every request builds the tree from two
// queries), on PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; a fresh
// database is made and dropped) and on the embedded database.
// BENCH_REQUESTS (3000), BENCH_CONCURRENCY (20).
import { benchDataDir, onBenchServer, percentile, runUnderTsx } from '../../../scripts/lib/service-bench.mjs';

await runUnderTsx(import.meta.url, main);

async function main() {
  const { randomUUID } = await import('node:crypto');
  const kit = await import('@atlas/service-kit');
  const { definition } = await import('../src/service.ts');
  const { buildGateway } = await import('../../../gateway/src/index.ts');

  const REQUESTS = Number(process.env.BENCH_REQUESTS || 3000);
  const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 20);
  const PATH = '/api/menus/public/bench/header-primary/';

  async function seed(app) {
    const deliver = (type, payload) =>
      app.events.deliver({ id: randomUUID(), type, version: 1, occurredAt: new Date().toISOString(), key: '1', payload });
    await deliver('sites.site.created', { site_id: 1, owner_id: 1, slug: 'bench', name: 'Bench', is_published: true, is_demo: false });
    for (let page = 1; page <= 24; page++) {
      await deliver('sites.page.created', {
        page_id: page,
        site_id: 1,
        owner_id: 1,
        site_slug: 'bench',
        slug: `page-${page}`,
        title: `Page ${page}`,
        is_published: true,
        is_home_page: page === 1,
      });
    }
    const [location] = await app.db('menus.locations').where({ slug: 'header-primary' }).select('id');
    const [menu] = await app
      .db('menus.menus')
      .insert({ site_id: 1, location_id: location.id, name: 'Bench', menu_type: 'mega_menu', mega_menu_columns: 4, track_clicks: true })
      .returning('id');
    const tops = await app
      .db('menus.items')
      .insert(
        Array.from({ length: 8 }, (_, i) => ({
          menu_id: menu.id,
          title: `Department ${i}`,
          url: '/shop/products',
          is_mega_menu_item: true,
          sort_order: i,
        })),
      )
      .returning('id');
    const links = tops.flatMap(({ id }, i) =>
      Array.from({ length: 24 }, (_, j) => {
        const column = (j % 4) + 1;
        const base = { menu_id: menu.id, parent_id: id, mega_menu_column: column, sort_order: 100 * column + j };
        if (j % 3 === 0) return { ...base, title: `Page ${j}`, item_type: 'page', page_id: 1 + (j % 24) };
        if (j % 3 === 1) return { ...base, title: `Category ${i}.${j}`, item_type: 'category', category: `category-${j}` };
        return { ...base, title: `Link ${i}.${j}`, item_type: 'custom_url', url: `https://example.com/${i}/${j}`, target: '_blank' };
      }),
    );
    await app.db('menus.items').insert(links);
    const widgets = [
      {
        item_type: 'widget',
        widget_type: 'contact_info',
        widget_content: JSON.stringify({ phone: '+1 555 0100', email: 'a@b.co', address: '1 Main St' }),
      },
      {
        item_type: 'social_links',
        widget_type: 'social_links',
        widget_content: JSON.stringify([{ platform: 'x', url: 'https://x.com/', title: 'X', icon: '' }]),
      },
    ];
    await app.db('menus.items').insert(widgets.map((w, i) => ({ ...w, menu_id: menu.id, title: `Widget ${i}`, sort_order: 100 + i })));
    const [{ count }] = await app.db('menus.items').where({ menu_id: menu.id }).count('* as count');
    return Number(count);
  }

  async function load(base, count, concurrency) {
    const times = [];
    let next = 0;
    let bytes = 0;
    const started = performance.now();
    async function worker() {
      while (next < count) {
        next += 1;
        const t = performance.now();
        const response = await fetch(`${base}${PATH}`);
        bytes = (await response.arrayBuffer()).byteLength;
        if (response.status !== 200) throw new Error(`${PATH}: ${response.status}`);
        times.push(performance.now() - t);
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), rps: count / seconds, bytes };
  }

  async function run(label, database, cacheMs) {
    process.env.MENUS_PUBLIC_CACHE_MS = String(cacheMs);
    const env = { ...process.env, ATLAS_DATA_DIR: benchDataDir() };
    const app = await kit.createService(definition, { database, env, runEvents: false, logger: false });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    process.env.MENUS_URL = url;
    const gateway = await buildGateway({ logger: { level: 'error' }, publicSites: false });
    const gatewayUrl = await gateway.listen({ host: '127.0.0.1', port: 0 });
    const items = await seed(app);
    await load(gatewayUrl, 100, 4);
    const result = {
      label,
      cache: cacheMs > 0 ? `cache ${cacheMs} ms` : 'no cache',
      items,
      ...(await load(gatewayUrl, REQUESTS, CONCURRENCY)),
    };
    await gateway.close();
    await app.close();
    return result;
  }

  const results = [];
  for (const cacheMs of [1000, 0]) {
    const onServer = await onBenchServer(kit, (database) => run('PostgreSQL', database, cacheMs));
    if (onServer) results.push(onServer);
  }
  for (const cacheMs of [1000, 0]) {
    const database = await kit.openSharedDatabase({ inMemory: true });
    results.push(await run('embedded', database, cacheMs));
    await database.close();
  }

  console.log(
    `\npublic mega menu (${results[0]?.items} items, ${results[0]?.bytes} bytes) through the gateway, ${REQUESTS} requests at ${CONCURRENCY} connections`,
  );
  console.log(
    ['database'.padEnd(14), 'cache'.padEnd(16), 'req/s'.padStart(8), 'p50 ms'.padStart(9), 'p95 ms'.padStart(9), 'p99 ms'.padStart(9)].join(
      '',
    ),
  );
  for (const r of results)
    console.log(
      [
        r.label.padEnd(14),
        r.cache.padEnd(16),
        r.rps.toFixed(0).padStart(8),
        r.p50.toFixed(1).padStart(9),
        r.p95.toFixed(1).padStart(9),
        r.p99.toFixed(1).padStart(9),
      ].join(''),
    );
  process.exit(0);
}
