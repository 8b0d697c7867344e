#!/usr/bin/env node
// Sites on their own origin (issue 34): a public page served by Host (ATLAS_SITES_DOMAIN: rewriteUrl finds the site
// before routing) against the same page served by path (today's /{slug}), same tool, connections and duration,
// rounds alternating. Prints both req/s, their ratio (target ≥ 0.9) and the TLS permission's p99 (target < 2 ms,
// GET /internal/tls/allow on its own listener, one keep-alive connection).
//
//   node gateway/bench/site-host.mjs   (BENCH_CONNECTIONS=50 BENCH_DURATION=5 BENCH_ROUNDS=3 BENCH_PORT_BASE=<port>)
//
// `--serve` is the child mode: a stand-in sites service (packages/public-sites/src/testing) and two gateways in front
// of it, one serving by path, one by host; it prints {"pathUrl","hostUrl","host","askUrl"} on stdout.
import http from 'node:http';
import { load, loadSettings, medians, runBench, startServedAtlas } from './lib/served-atlas.mjs';

const SITES_DOMAIN = 'sites.bench';
const SLUG = 'harbour-bakery';

async function serve() {
  const { block, siteDefaults, startStubSites } = await import('../../packages/public-sites/src/testing/index.ts');
  const { publicSites } = await import('../../packages/public-sites/src/index.ts');
  const { buildGateway } = await import('../src/gateway.ts');
  const { listenForTlsAsks } = await import('../src/tls-ask.ts');
  const portBase = Number(process.env.BENCH_PORT_BASE || 0);
  const port = (offset) => (portBase ? portBase + offset : 0);

  const stub = await startStubSites();
  stub.setSitesDomain(SITES_DOMAIN, { scheme: 'http' });
  const paragraphs = Array.from({ length: 8 }, (_, i) =>
    block('text', { text: `<p>Paragraph ${i + 1}: sourdough, rye and pastries baked every morning by the harbour.</p>` }),
  );
  stub.sites.set(SLUG, {
    site: { ...siteDefaults, id: 1, name: 'Harbour Bakery', slug: SLUG, meta_description: 'Fresh bread daily' },
    pages: [
      {
        id: 1,
        title: 'Home',
        slug: 'home',
        is_home_page: true,
        is_published: true,
        blocks: [block('heading', { text: 'Harbour Bakery', level: 'h1' }), ...paragraphs],
      },
    ],
    navigation: { structure: [{ id: 1, label: 'About', url: '/about' }], style_settings: {} },
  });
  // a host map of a few thousand sites and domains, as a busy platform would have
  for (let i = 2; i < 3000; i++) {
    stub.sites.set(`site-${i}`, {
      site: { ...siteDefaults, id: i, name: `Site ${i}`, slug: `site-${i}` },
      pages: [],
      navigation: { structure: [], style_settings: {} },
    });
    if (i % 3 === 0) stub.domains.push({ hostname: `www.shop-${i}.example`, slug: `site-${i}`, primary: true });
  }

  const common = { logger: false, upstreams: { sites: stub.url }, publicSites, jwtSecret: process.env.JWT_SECRET };
  const byPath = await buildGateway({ ...common, env: { NODE_ENV: 'production' } });
  const byHost = await buildGateway({
    ...common,
    env: { NODE_ENV: 'production', ATLAS_SITES_DOMAIN: SITES_DOMAIN, ATLAS_SITES_SCHEME: 'http' },
  });
  await byPath.listen({ host: '127.0.0.1', port: port(0) });
  await byHost.listen({ host: '127.0.0.1', port: port(1) });
  const ask = await listenForTlsAsks(byHost.siteHosts, { host: '127.0.0.1', port: port(2) });
  console.log(
    JSON.stringify({
      pathUrl: `http://127.0.0.1:${byPath.server.address().port}/${SLUG}`,
      hostUrl: `http://127.0.0.1:${byHost.server.address().port}/`,
      host: `${SLUG}.${SITES_DOMAIN}`,
      askUrl: `http://127.0.0.1:${ask.port}/internal/tls/allow`,
    }),
  );
}

/** Sequential asks on one keep-alive connection, half allowed and half refused: their latencies in ms. */
async function askLatencies(askUrl, count) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const names = [`${SLUG}.${SITES_DOMAIN}`, 'www.shop-300.example', 'random-name.example', `nobody.${SITES_DOMAIN}`];
  const ask = (domain) =>
    new Promise((resolve, reject) => {
      http
        .get(`${askUrl}?domain=${domain}`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
        })
        .on('error', reject);
    });
  const times = [];
  for (let i = 0; i < count; i++) {
    const started = process.hrtime.bigint();
    const status = await ask(names[i % names.length]);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (status !== (i % names.length < 2 ? 200 : 404)) throw new Error(`TLS allow for ${names[i % names.length]} answered ${status}`);
  }
  agent.destroy();
  return times.sort((a, b) => a - b);
}

async function main() {
  const settings = loadSettings();
  const served = await startServedAtlas(import.meta.url);
  try {
    // warm both page caches (and check both answer the page)
    for (const [url, headers] of [
      [served.pathUrl, {}],
      [served.hostUrl, { host: served.host }],
    ]) {
      // node:http, not fetch: fetch drops a Host header
      const { status, body } = await new Promise((resolve, reject) => {
        http
          .get(url, { headers }, (res) => {
            let text = '';
            res.on('data', (chunk) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode, body: text }));
          })
          .on('error', reject);
      });
      if (status !== 200 || !body.includes('Harbour Bakery')) throw new Error(`${url} answered ${status}`);
    }
    const { default: autocannon } = await import('autocannon');
    const byHost = async () => {
      const r = await autocannon({ url: served.hostUrl, headers: { host: served.host }, ...settings });
      return { rps: r.requests.average, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
    };
    const rounds = { path: [], host: [] };
    for (let round = 0; round < settings.rounds; round++) {
      rounds.path.push(await load(served.pathUrl, settings));
      rounds.host.push(await byHost());
    }
    const path = medians(rounds.path);
    const host = medians(rounds.host);
    await askLatencies(served.askUrl, 500); // warm-up
    const asks = await askLatencies(served.askUrl, 5000);
    const p99 = asks[Math.floor(asks.length * 0.99)];
    const p50 = asks[Math.floor(asks.length * 0.5)];
    console.log(
      `\nPublic page by path (/${SLUG}): ${path.rps.toFixed(0)} req/s, p99 ${path.p99} ms (non-2xx ${path.non2xx}, errors ${path.errors})`,
    );
    console.log(
      `Public page by Host (${served.host}/): ${host.rps.toFixed(0)} req/s, p99 ${host.p99} ms (non-2xx ${host.non2xx}, errors ${host.errors})`,
    );
    console.log(`Host / path: ${(host.rps / path.rps).toFixed(3)} (target ≥ 0.9)`);
    console.log(`TLS allow: p50 ${p50.toFixed(3)} ms, p99 ${p99.toFixed(3)} ms over ${asks.length} asks (target p99 < 2 ms)`);
  } finally {
    await served.stop();
  }
}

runBench(import.meta.url, { serve, main });
