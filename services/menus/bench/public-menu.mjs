#!/usr/bin/env node
// Public menu benchmark (npm run bench -- menus): GET /api/menus/public/{site}/header-primary/ for a
// 200-item mega menu (8 panels x 24 links in 4 columns, plus widgets), through the gateway as the
// browser calls it (accept-encoding gzip, deflate, br), beside the gateway's fixed-JSON stub in the
// same rounds (autocannon, alternating, medians): req/s, p50/p95/p99 and the ratio to the stub
// (target >= 0.5), with the in-process cache (the default, MENUS_PUBLIC_CACHE_MS=1000: answers kept
// compressed, so neither the service nor the gateway compresses per request) and without it (every
// request builds the tree from two queries and the gateway compresses it), on PostgreSQL
// (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; a fresh database is made and
// dropped) and on the embedded database. The service runs in this process; the stub and the gateway
// in children. BENCH_CONNECTIONS (10), BENCH_DURATION (3 s per side and round), BENCH_ROUNDS (3).
import http from 'node:http';
import os from 'node:os';
import { benchDataDir, compareSides, onBenchServer, runUnderTsx, startGatewayWithStub } from '../../../scripts/lib/service-bench.mjs';

await runUnderTsx(import.meta.url, main);

async function main() {
  const kit = await import('@atlas/service-kit');
  const { definition } = await import('../src/service.ts');

  const LOAD = {
    connections: Number(process.env.BENCH_CONNECTIONS || 10),
    duration: Number(process.env.BENCH_DURATION || 3),
    rounds: Number(process.env.BENCH_ROUNDS || 3),
  };
  const PATH = '/api/menus/public/bench/header-primary/';
  const TARGET = 0.5;

  async function seed(app) {
    const deliver = (type, payload) => app.events.deliver(kit.buildEnvelope({ type, key: '1', payload }));
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

  /** The body's size as sent (fetch would hand it over decompressed). */
  const bytesOnTheWire = (url, headers) =>
    new Promise((resolve, reject) => {
      http
        .get(url, { headers }, (response) => {
          let bytes = 0;
          response.on('data', (chunk) => (bytes += chunk.length));
          response.on('end', () => resolve(bytes));
        })
        .on('error', reject);
    });

  async function run(label, database, cacheMs) {
    process.env.MENUS_PUBLIC_CACHE_MS = String(cacheMs);
    const env = { ...process.env, ATLAS_DATA_DIR: benchDataDir() };
    const app = await kit.createService(definition, { database, env, runEvents: false, logger: false });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const gateway = await startGatewayWithStub({ MENUS_URL: url });
    try {
      const items = await seed(app);
      const sent = await bytesOnTheWire(`${gateway.url}${PATH}`, { 'accept-encoding': 'br' });
      const plain = (await (await fetch(`${url}${PATH}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()).byteLength;
      const measured = await compareSides(
        { stub: gateway.stub, menu: { url: `${gateway.url}${PATH}` } },
        { ...LOAD, headers: { 'accept-encoding': 'gzip, deflate, br' } },
      );
      const failures = Object.entries(measured).filter(([, r]) => r.non2xx || r.errors);
      if (failures.length)
        throw new Error(`non-2xx or errors: ${failures.map(([name, r]) => `${name} ${r.non2xx}/${r.errors}`).join(', ')}`);
      return { label, cache: cacheMs > 0 ? `cache ${cacheMs} ms` : 'no cache', items, plain, sent, ...measured };
    } finally {
      await gateway.stop();
      await app.close();
    }
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

  const figures = (r) =>
    `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(5)}  p95 ${r.p95.toFixed(1).padStart(5)}  p99 ${r.p99.toFixed(1).padStart(5)} ms`;
  console.log(
    `\npublic mega menu (${results[0]?.items} items, ${results[0]?.plain} bytes of JSON, ${results[0]?.sent} sent with br) through the gateway, ` +
      `autocannon ${LOAD.connections} connections, ${LOAD.rounds} rounds x ${LOAD.duration} s per side, alternating; medians; load average ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
  );
  for (const r of results) {
    const ratio = r.menu.rps / r.stub.rps;
    console.log(`${r.label}, ${r.cache}: gateway stub (fixed JSON) ${figures(r.stub)}`);
    console.log(
      `  public menu${' '.repeat(17)}${figures(r.menu)}  ratio ${ratio.toFixed(3)}${r.cache === 'no cache' ? '' : `  ${ratio >= TARGET ? 'met' : 'NOT met'} (>= ${TARGET})`}`,
    );
  }
  process.exit(0);
}
