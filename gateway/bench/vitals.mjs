#!/usr/bin/env node
// The public pages' field vitals (npm run bench -- vitals):
//  1. what a visitor downloads before the page is idle (the tracker) and after it (web-vitals), gzipped;
//  2. vitals beacons accepted per second through the gateway and straight to the performance service
//     (sites + performance services in one process on an in-memory database, a published site);
//  3. a real Chromium visit to a public page: its vitals arrive in the page speed figures.
// 2 and 3 need services/performance; without it they are skipped with a line saying so.
// BENCH_BEACONS (3000), BENCH_CONCURRENCY (20), CHROME_PATH (/usr/bin/chromium).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

if (!process.argv.includes('--child')) {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--child'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', JWT_SECRET: process.env.JWT_SECRET || 'bench-secret-not-for-production' },
  });
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  await main();
}

async function main() {
  const { gzipSync, brotliCompressSync } = await import('node:zlib');
  const { randomUUID } = await import('node:crypto');
  const tracker = await import('../../packages/public-sites/src/tracker.ts');
  const gz = (text) => gzipSync(text, { level: 9 }).length;
  const trackerGz = gz(tracker.trackerScript);
  console.log(
    `tracker (before idle): ${tracker.trackerScript.length} B, ${trackerGz} B gzipped, ${brotliCompressSync(tracker.trackerScript).length} B brotli (target < 1,024 B gzipped: ${trackerGz < 1024 ? 'met' : 'NOT met'})`,
  );
  console.log(`web-vitals file (after load and idle): ${tracker.vitalsScript.length} B, ${gz(tracker.vitalsScript)} B gzipped`);

  const performanceService = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../services/performance/src/service.ts');
  if (!fs.existsSync(performanceService)) {
    console.log('vitals beacons: skipped (services/performance is not in this tree yet)');
    return;
  }

  const BEACONS = Number(process.env.BENCH_BEACONS || 3000);
  const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 20);
  const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const kit = await import('@atlas/service-kit');
  const { definition: sitesDefinition } = await import('../../services/sites/src/service.ts');
  const { performanceService: performanceDefinition } = await import(performanceService);
  const { buildGateway } = await import('../src/gateway.ts');

  const database = await kit.openSharedDatabase({ inMemory: true });
  const sites = await kit.createService(sitesDefinition, { database, logger: false });
  const performance = await kit.createService(performanceDefinition({ sampler: false }), {
    database,
    transport: sites.events.transport,
    logger: false,
  });
  const sitesUrl = await sites.listen({ host: '127.0.0.1', port: 0 });
  const performanceUrl = await performance.listen({ host: '127.0.0.1', port: 0 });
  const events = await kit.createEventBus({ group: 'gateway-vitals-bench', db: database, transport: sites.events.transport });
  const gateway = await buildGateway({
    logger: false,
    upstreams: { sites: sitesUrl, performance: performanceUrl },
    events: events,
  });
  const gatewayUrl = await gateway.listen({ host: '127.0.0.1', port: 0 });
  try {
    const owner = { id: 1, username: 'bench', is_staff: false };
    const token = kit.signAccessToken(owner, { secret: kit.resolveJwtSecret() });
    const call = async (method, url, payload) => {
      const res = await sites.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
      if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return res.json();
    };
    const site = await call('POST', '/api/builder/sites/', { name: 'Harbour Bakery', slug: 'harbour-bakery' });
    const template = (await call('GET', '/api/builder/templates/?category=landing'))[0];
    const page = await call('POST', `/api/builder/templates/${template.id}/use_template/`, { site_id: site.id, title: 'Home' });
    await call('POST', `/api/builder/pages/${page.id}/publish/`);
    await call('POST', `/api/builder/sites/${site.id}/publish/`);

    const beacon = (n) =>
      JSON.stringify({
        event_id: randomUUID(),
        site: site.slug,
        path: `/${site.slug}/p${n % 20}`,
        metrics: { LCP: 900 + (n % 3000), FCP: 400 + (n % 900), TTFB: 50 + (n % 400) },
        load_time: 1200 + (n % 2000),
        navigation_type: 'navigate',
      });
    const post = (base, body) =>
      fetch(`${base}/api/performance/vitals/`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': CHROME },
        body,
      });
    // the performance service learns of the site from the sites service's events
    const known = Date.now() + 30_000;
    while ((await (await post(gatewayUrl, beacon(0))).json()).status !== 'accepted') {
      if (Date.now() > known) throw new Error('the performance service never learnt of the published site');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }

    async function beacons(base, count) {
      let next = 0;
      let accepted = 0;
      const started = globalThis.performance.now();
      async function worker() {
        while (next < count) {
          const response = await post(base, beacon(next++));
          if (response.status === 202 && (await response.json()).status === 'accepted') accepted += 1;
        }
      }
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      return { rate: Math.round(count / ((globalThis.performance.now() - started) / 1000)), accepted };
    }
    const viaGateway = await beacons(gatewayUrl, BEACONS);
    const direct = await beacons(performanceUrl, BEACONS);
    console.log(
      `vitals beacons accepted: ${viaGateway.rate.toLocaleString('en')}/s through the gateway, ${direct.rate.toLocaleString('en')}/s straight to the service (${BEACONS} each, ${CONCURRENCY} at a time; ${viaGateway.accepted + direct.accepted} of ${2 * BEACONS} accepted)`,
    );

    await browserVisit(`${gatewayUrl}/${site.slug}`, CHROME, async () => {
      const res = await fetch(`${gatewayUrl}/api/performance/page-speed/?hours=1&site=${site.id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const answer = await res.json();
      return answer.pages?.find((row) => row.path === `/${site.slug}`);
    });
  } finally {
    await gateway.close();
    await events.close();
    await performance.close();
    await sites.close();
    await database.close();
  }
}

/** A real visit: load, idle, a click, then away (hidden): the page's row should show LCP, FCP, TTFB, FID, INP and CLS. */
async function browserVisit(url, userAgent, pageRow) {
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    console.log('browser visit: skipped (playwright-core is not installed)');
    return;
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    // headless Chromium names itself in its user agent, and bots' vitals are ignored
    const tab = await browser.newPage({ userAgent });
    const blocked = [];
    tab.on('console', (message) => message.type() === 'error' && blocked.push(message.text()));
    const sent = [];
    tab.on('request', (request) => {
      if (request.url().endsWith('/api/performance/vitals/'))
        sent.push(...Object.keys(JSON.parse(request.postData() ?? '{}').metrics ?? {}));
    });
    const vitalsLoaded = tab.waitForResponse((response) => response.url().includes('/_atlas/wv-'), { timeout: 15_000 });
    await tab.goto(url, { waitUntil: 'load' });
    const wv = await vitalsLoaded;
    await tab.waitForTimeout(1000);
    await tab.mouse.click(20, 300);
    await tab.waitForTimeout(500);
    // leaving the page hides it: INP (when an interaction took 40 ms or more) and CLS are sent then
    await tab.close({ runBeforeUnload: true });
    let row;
    const until = Date.now() + 10_000;
    while (Date.now() < until && !(row?.samples && row.inp !== null && row.cls !== null)) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      row = await pageRow();
    }
    const figures = row
      ? ['lcp', 'fcp', 'ttfb', 'fid', 'inp', 'cls', 'load_time'].map((key) => `${key} ${row[key] ?? '—'}`).join(', ')
      : 'none';
    console.log(
      `browser visit (Chromium): web-vitals file ${wv.status()} after load and idle; beacons sent for ${sent.join(', ') || 'nothing'}; page speed row: ${figures}${blocked.length ? `; console errors: ${blocked.join(' | ').slice(0, 300)}` : ''}`,
    );
  } finally {
    await browser.close();
  }
}
