#!/usr/bin/env node
// Public page throughput: Atlas (the real gateway + sites service, one process, a published page built
// from the landing template) against nginx serving the same HTML file from disk. Same tool (autocannon),
// same connections and duration, one after the other. Prints req/s, p99 latency and Atlas/nginx.
//
//   node gateway/bench/public-page.mjs   (BENCH_CONNECTIONS=50 BENCH_DURATION=5 BENCH_ROUNDS=3 BENCH_TEMPLATE=<key>)
//   BENCH_CONSENT=1: the site's owner has Cookie Consent, Google Analytics and Meta Pixel installed (a stand-in
//   marketplace answers so), with ids set and the banner on: the page shows the banner, the trackers wait for Accept.
//
// `--serve` is the child mode: it starts Atlas and prints {"url","path"} on stdout.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../e2e/harness/atlas-process.mjs';
import { load, loadSettings, medians, runBench, startServedAtlas } from './lib/served-atlas.mjs';

const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

/** Child mode: sites service on an in-memory database, the gateway in front, one published page. */
async function serve() {
  const kit = await import('@atlas/service-kit');
  const { definition } = await import('../../services/sites/src/service.ts');
  const { buildGateway } = await import('../src/gateway.ts');
  const { publicSites } = await import('../../packages/public-sites/src/index.ts');

  const database = await kit.openSharedDatabase({ inMemory: true });
  const sites = await kit.createService(definition, { database, logger: false });
  await sites.listen({ host: '127.0.0.1', port: 0 });
  const sitesUrl = `http://127.0.0.1:${sites.server.address().port}`;
  const events = await kit.createEventBus({ group: 'gateway-bench', db: database, transport: sites.events.transport });
  // the page's tracker reports visits and web vitals, as it would in production
  const { startBeaconServices } = await import('./lib/beacon-services.mjs');
  const beaconServices = await startBeaconServices(kit, database, sites.events.transport);

  const token = kit.signAccessToken({ id: 1, username: 'bench', is_staff: false }, { secret: kit.resolveJwtSecret() });
  const call = async (method, url, payload) => {
    const res = await sites.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const site = await call('POST', '/api/builder/sites/', {
    name: 'Harbour Bakery',
    slug: 'harbour-bakery',
    description: 'Sourdough and pastries by the harbour',
  });
  await call('PATCH', `/api/builder/sites/${site.id}/`, {
    meta_title: 'Harbour Bakery — fresh bread daily',
    meta_description: 'Sourdough, rye and pastries baked every morning by the harbour. Order online or visit us.',
  });
  // BENCH_TEMPLATE=<key> picks another shipped template (default: the first landing template).
  const wanted = process.env.BENCH_TEMPLATE;
  const template = wanted
    ? (await call('GET', '/api/builder/templates/')).find((t) => t.key === wanted)
    : (await call('GET', '/api/builder/templates/?category=landing'))[0];
  if (!template) throw new Error(`No template ${wanted ?? 'in the landing category'}`);
  const page = await call('POST', `/api/builder/templates/${template.id}/use_template/`, { site_id: site.id, title: 'Home' });
  await call('POST', `/api/builder/pages/${page.id}/publish/`);
  const about = await call('POST', '/api/builder/pages/', { site: site.id, title: 'About', is_published: true, blocks: [] });
  await call('PATCH', `/api/builder/sites/${site.id}/navigation/`, {
    menu_items: [
      { label: 'Home', url: '/', type: 'home' },
      { label: 'About', url: `/${about.slug}` },
      { label: 'Contact', url: '/contact', type: 'contact' },
    ],
  });
  await call('POST', `/api/builder/sites/${site.id}/publish/`);
  let marketplaceUrl;
  let marketplace;
  if (process.env.BENCH_CONSENT) {
    await call('PATCH', `/api/builder/sites/${site.id}/`, {
      cookie_consent_enabled: true,
      google_analytics_id: 'G-BENCH12345',
      facebook_pixel_id: '123456789012345',
    });
    marketplace = (await import('fastify')).default();
    marketplace.get('/api/marketplace/public/:slug/modules/', async (request) => ({
      site_slug: request.params.slug,
      integrations: ['cookie_consent', 'google_analytics', 'meta_pixel'],
      utilities: ['structured_data'],
      modules: [],
    }));
    marketplace.get('/api/marketplace/public/:slug/redirects/', async (request) => ({ site_slug: request.params.slug, redirects: [] }));
    await marketplace.listen({ host: '127.0.0.1', port: 0 });
    marketplaceUrl = `http://127.0.0.1:${marketplace.server.address().port}`;
  }

  let gateway;
  if (process.env.BENCH_BARE) {
    // The renderer alone on a bare Fastify: shows what the gateway's global hooks cost.
    gateway = (await import('fastify')).default();
    await gateway.register(publicSites, { sitesUrl, marketplaceUrl, events });
  } else {
    gateway = await buildGateway({
      logger: process.env.BENCH_LOG ? { level: 'error' } : false,
      upstreams: { sites: sitesUrl, ...beaconServices.upstreams, ...(marketplaceUrl ? { marketplace: marketplaceUrl } : {}) },
      publicSites,
      events,
    });
  }
  await gateway.listen({ host: '127.0.0.1', port: Number(process.env.BENCH_PORT || 0) });
  const url = `http://127.0.0.1:${gateway.server.address().port}`;
  process.stdout.write(`${JSON.stringify({ url, path: `/${site.slug}`, template: template.name })}\n`);
  const stop = async () => {
    await gateway.close();
    await marketplace?.close();
    await beaconServices.close();
    await events.close();
    await sites.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

/** Starts the child and resolves once it prints where it listens. */
export const startPublicPageServer = () => startServedAtlas(import.meta.url, { timeoutMs: 90_000 });

async function startNginx(html) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atlas-bench-nginx-'));
  fs.chmodSync(dir, 0o755); // nginx's worker may run as another user
  fs.writeFileSync(path.join(dir, 'page.html'), html);
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  sendfile on; tcp_nopush on; keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${dir};
    location / { default_type text/html; add_header Cache-Control "public, max-age=60"; try_files /page.html =404; }
  }
}
`,
  );
  const child = spawn(NGINX, ['-p', dir, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr.on('data', (c) => {
    err += c;
  });
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
    if (child.exitCode !== null) throw new Error(`nginx exited: ${err}`);
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          fs.rmSync(dir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGQUIT');
      }),
  };
}

async function main() {
  const { connections, duration, rounds } = loadSettings();
  const atlas = await startPublicPageServer();
  let nginx;
  try {
    const pageUrl = `${atlas.url}${atlas.path}`;
    const res = await fetch(pageUrl);
    const html = await res.text();
    if (res.status !== 200) throw new Error(`${pageUrl} answered ${res.status}`);
    nginx = await startNginx(html);
    console.log(
      `Public page ${atlas.path} (template "${atlas.template}", ${html.length} bytes); autocannon ${connections} connections, ${rounds} alternating rounds of ${duration} s each`,
    );
    // Warm up both (caches, JIT, keep-alive sockets), then alternate so a busy moment on this shared
    // machine hits both servers alike; the medians are compared.
    await load(pageUrl, { connections, duration: 2 });
    await load(nginx.url, { connections, duration: 2 });
    const results = { atlas: [], nginx: [] };
    for (let round = 1; round <= rounds; round++) {
      results.atlas.push(await load(pageUrl, { connections, duration }));
      results.nginx.push(await load(nginx.url, { connections, duration }));
      const [a, n] = [results.atlas.at(-1), results.nginx.at(-1)];
      console.log(`  round ${round}: atlas ${a.rps.toFixed(0)} req/s (p99 ${a.p99} ms), nginx ${n.rps.toFixed(0)} req/s (p99 ${n.p99} ms)`);
    }
    const summary = (name, list) => {
      const result = medians(list);
      console.log(
        `${name.padEnd(8)} ${result.rps.toFixed(0).padStart(8)} req/s   p99 ${String(result.p99).padStart(4)} ms   non-2xx ${result.non2xx}   errors ${result.errors}   (medians)`,
      );
      return result;
    };
    const a = summary('atlas', results.atlas);
    const n = summary('nginx', results.nginx);
    const ratio = a.rps / n.rps;
    console.log(`ratio atlas/nginx = ${ratio.toFixed(2)} (target >= 0.50: ${ratio >= 0.5 ? 'met' : 'NOT met'})`);
    process.exitCode = a.non2xx || a.errors ? 1 : 0;
  } finally {
    await nginx?.stop();
    await atlas.stop();
  }
}

runBench(import.meta.url, { serve, main });
