#!/usr/bin/env node
// Public menu throughput: the real gateway, sites, menus, analytics and performance services in one process (in-memory database,
// one event transport), a published site whose header-primary menu is a 200-item mega menu (five mega
// entries, each opening four columns of links and a social-links widget). Measures through the gateway
// GET /api/menus/public/{site}/header-primary/ (what a client of the spec's public menu calls; also straight
// from the service, to see the gateway's share) and the public page drawing that menu: req/s and p99
// (autocannon, medians of rounds).
//
//   node gateway/bench/public-menu.mjs   (BENCH_CONNECTIONS=50 BENCH_DURATION=5 BENCH_ROUNDS=3)
//
// `--serve` is the child mode: it starts Atlas and prints {"url","menusUrl","path","menuPath","items"} on stdout.
// BENCH_MENU=store serves the Store Mega Menu template instead (with the footer and social-links templates):
// the page the screenshots look at (`lighthouse-menu.mjs` runs Lighthouse on either).
import { load, loadSettings, medians, runBench, startServedAtlas } from './lib/served-atlas.mjs';

const CATEGORIES = ['Apparel', 'Footwear', 'Kitchen', 'Outdoor', 'Books'];

/** Five mega entries × (10 + 10 + 10 + 8 links, one social widget) + the five = 200 items. */
async function buildBigMenu(call, siteId, locationId) {
  const menu = await call('POST', '/api/menus/', {
    site: siteId,
    name: 'Store menu',
    location: locationId,
    menu_type: 'mega_menu',
    mega_menu_columns: 4,
    mega_menu_width: 'full',
    track_clicks: true,
  });
  let count = 0;
  const add = async (body) => {
    count++;
    return call('POST', '/api/items/', { menu: menu.id, ...body });
  };
  for (const [i, name] of CATEGORIES.entries()) {
    const top = await add({
      title: name,
      item_type: 'custom_url',
      url: `/shop/products?category=${name.toLowerCase()}`,
      is_mega_menu_item: true,
    });
    for (let column = 1; column <= 4; column++) {
      const links = column === 4 ? 8 : 10;
      for (let n = 1; n <= links; n++) {
        await add({
          parent: top.id,
          title: `${name} ${column}.${n}`,
          item_type: 'category',
          category: `${name.toLowerCase()}-${column}-${n}`,
          mega_menu_column: column,
          description: n === 1 ? `Everything in ${name.toLowerCase()}, range ${column}` : '',
        });
      }
    }
    await add({
      parent: top.id,
      title: 'Follow us',
      item_type: 'widget',
      widget_type: 'social_links',
      mega_menu_column: 4,
      widget_content: [
        { platform: 'instagram', url: `https://instagram.com/store${i}`, title: 'Instagram', icon: 'instagram' },
        { platform: 'facebook', url: `https://facebook.com/store${i}`, title: 'Facebook', icon: 'facebook' },
      ],
    });
  }
  return count;
}

/** Child mode: sites and menus services on one in-memory database, the gateway in front, one published site with its menus. */
async function serve() {
  const kit = await import('@atlas/service-kit');
  const { definition: sitesDefinition } = await import('../../services/sites/src/service.ts');
  const { definition: menusDefinition } = await import('../../services/menus/src/service.ts');
  const { startBeaconServices } = await import('./lib/beacon-services.mjs');
  const { buildGateway } = await import('../src/gateway.ts');
  const { publicSites } = await import('../../packages/public-sites/src/index.ts');

  const database = await kit.openSharedDatabase({ inMemory: true });
  const sites = await kit.createService(sitesDefinition, { database, logger: false });
  const transport = sites.events.transport;
  const menus = await kit.createService(menusDefinition, { database, transport, logger: false });
  // the pages' tracker reports visits and web vitals, as it would in production
  const beaconServices = await startBeaconServices(kit, database, transport);
  await sites.listen({ host: '127.0.0.1', port: 0 });
  await menus.listen({ host: '127.0.0.1', port: 0 });
  const events = await kit.createEventBus({ group: 'gateway-bench', db: database, transport });

  const token = kit.signAccessToken({ id: 1, username: 'bench', is_staff: false }, { secret: kit.resolveJwtSecret() });
  const callOn = (service) => async (method, url, payload) => {
    const res = await service.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.statusCode === 204 ? null : res.json();
  };
  const call = callOn(sites);
  const callMenus = callOn(menus);

  const site = await call('POST', '/api/builder/sites/', {
    name: 'Harbour Store',
    slug: 'harbour-store',
    description: 'Goods by the harbour',
  });
  await call('PATCH', `/api/builder/sites/${site.id}/`, {
    meta_title: 'Harbour Store — goods by the harbour',
    meta_description: 'Clothing, footwear, kitchen and outdoor goods, shipped from the harbour. Visit the shop or call us.',
  });
  const template = (await call('GET', '/api/builder/templates/?category=landing'))[0];
  const page = await call('POST', `/api/builder/templates/${template.id}/use_template/`, { site_id: site.id, title: 'Home' });
  await call('POST', `/api/builder/pages/${page.id}/publish/`);
  for (const title of ['About', 'Contact'])
    await call('POST', '/api/builder/pages/', { site: site.id, title, is_published: true, blocks: [] });
  await call('POST', `/api/builder/sites/${site.id}/publish/`);

  // The menus service learns the site from the sites service's events.
  const locations = Object.fromEntries((await callMenus('GET', '/api/locations/')).map((l) => [l.slug, l.id]));
  for (let tries = 0; ; tries++) {
    const known = await menus.inject({ method: 'GET', url: `/api/menus/?site=${site.id}`, headers: { authorization: `Bearer ${token}` } });
    if (known.statusCode === 200) break;
    if (tries > 200) throw new Error(`The menus service never heard of the site: ${known.statusCode} ${known.body}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  let items;
  if (process.env.BENCH_MENU === 'store') {
    const templates = await callMenus('GET', '/api/templates/');
    const apply = async (name, location) => {
      const chosen = templates.find((t) => t.name === name);
      if (!chosen) throw new Error(`No menu template "${name}"`);
      return callMenus('POST', `/api/templates/${chosen.id}/apply_template/`, { site_id: site.id, location_id: locations[location] });
    };
    const header = await apply('Store Mega Menu', 'header-primary');
    await apply('Footer with Columns', 'footer-primary');
    await apply('Social Links', 'social-links');
    await callMenus('PATCH', `/api/menus/${header.id}/`, { track_clicks: true });
    items = header.item_count;
  } else {
    items = await buildBigMenu(callMenus, site.id, locations['header-primary']);
  }

  const gateway = await buildGateway({
    logger: process.env.BENCH_LOG ? { level: 'error' } : false,
    upstreams: {
      sites: `http://127.0.0.1:${sites.server.address().port}`,
      menus: `http://127.0.0.1:${menus.server.address().port}`,
      ...beaconServices.upstreams,
    },
    publicSites,
    events,
  });
  await gateway.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT || 0) });
  const url = `http://127.0.0.1:${gateway.server.address().port}`;
  const menusUrl = `http://127.0.0.1:${menus.server.address().port}`;
  process.stdout.write(
    `${JSON.stringify({ url, menusUrl, path: `/${site.slug}`, menuPath: `/api/menus/public/${site.slug}/header-primary/`, items })}\n`,
  );
  const stop = async () => {
    await gateway.close();
    await events.close();
    await menus.close();
    await beaconServices.close();
    await sites.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** Starts the child and resolves once it prints where it listens. */
export const startPublicMenuServer = (extraEnv = {}) => startServedAtlas(import.meta.url, { env: extraEnv });

async function main() {
  const { connections, duration, rounds } = loadSettings();
  const atlas = await startPublicMenuServer();
  try {
    const targets = [
      { name: 'public menu endpoint', url: `${atlas.url}${atlas.menuPath}` },
      // the same answer straight from the menus service: what the gateway's hop costs
      { name: '  (menus service direct)', url: `${atlas.menusUrl}${atlas.menuPath}` },
      { name: 'public page with the menu', url: `${atlas.url}${atlas.path}` },
    ];
    for (const target of targets) {
      const res = await fetch(target.url);
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${target.url} answered ${res.status}`);
      target.bytes = body.length;
    }
    console.log(
      `Public menu of ${atlas.items} items (${targets[0].bytes} bytes of JSON, page ${targets[2].bytes} bytes) through the gateway; autocannon ${connections} connections, ${rounds} rounds of ${duration} s each`,
    );
    for (const target of targets) await load(target.url, { connections, duration: 2 });
    const results = targets.map(() => []);
    for (let round = 1; round <= rounds; round++) {
      const line = [];
      for (const [i, target] of targets.entries()) {
        const r = await load(target.url, { connections, duration });
        results[i].push(r);
        line.push(`${target.name} ${r.rps.toFixed(0)} req/s (p99 ${r.p99} ms)`);
      }
      console.log(`  round ${round}: ${line.join(', ')}`);
    }
    let failed = false;
    for (const [i, target] of targets.entries()) {
      const { rps, p99, non2xx, errors } = medians(results[i]);
      failed ||= Boolean(non2xx || errors);
      console.log(
        `${target.name.padEnd(26)} ${rps.toFixed(0).padStart(7)} req/s   p99 ${String(p99).padStart(4)} ms   non-2xx ${non2xx}   errors ${errors}   (medians)`,
      );
    }
    process.exitCode = failed ? 1 : 0;
  } finally {
    await atlas.stop();
  }
}

runBench(import.meta.url, { serve, main });
