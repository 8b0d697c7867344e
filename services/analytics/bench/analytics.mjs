#!/usr/bin/env node
// Analytics benchmarks (npm run bench -- analytics), on PostgreSQL (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; a fresh database is made and dropped):
//  1. events written per second by the ingestion consumer's batch writer (raw rows, visitor sets,
//     sessions, hourly rollups, in one transaction per batch of 1,000), while loading 1,000,000 events
//     spread over 30 days for one site (target ≥ 20,000/s);
//  2. the overview of that site over 30 days: p50/p95 (target < 200 ms);
//  3. the same events through the embedded transport end to end (published, consumed, written);
//  4. beacons accepted per second through the gateway and straight to the service;
//  5. beacon → new_event on the websocket, p50/p95 (target < 1 s).
// BENCH_EVENTS (1000000), BENCH_DAYS (30), BENCH_TRANSPORT_EVENTS (20000), BENCH_BEACONS (3000), BENCH_CONCURRENCY (20).
import {
  benchDataDir,
  benchReport,
  benchServerUrl,
  percentile,
  runUnderTsx,
  sendBeacons,
  withBenchDatabase,
} from '../../../scripts/lib/service-bench.mjs';

await runUnderTsx(import.meta.url, main);

async function main() {
  const os = await import('node:os');
  const { randomUUID } = await import('node:crypto');
  const WebSocket = (await import('ws')).default;
  const kit = await import('@atlas/service-kit');
  const { definition } = await import('../src/service.ts');
  const { buildGateway } = await import('../../../gateway/src/index.ts');

  const EVENTS = Number(process.env.BENCH_EVENTS || 1_000_000);
  const DAYS = Number(process.env.BENCH_DAYS || 30);
  const BEACONS = Number(process.env.BENCH_BEACONS || 3000);
  const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 20);
  const BATCH = 1000;
  const serverUrl = benchServerUrl();
  const secret = kit.resolveJwtSecret();
  const owner = { id: 1, username: 'owner', is_staff: false };
  const token = kit.signAccessToken(owner, { secret });
  const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

  const out = benchReport();
  const report = (line) => out.line(line);
  await withBenchDatabase(kit, async (database) => {
    const env = { ...process.env, ATLAS_DATA_DIR: benchDataDir() };
    const app = await kit.createService(definition, { database, env, runEvents: false, logger: false });
    try {
      await app.ready();
      const site = { site_id: 1, owner_id: owner.id, slug: 'bench-site', name: 'Bench', is_published: true };
      await app.events.deliver(kit.buildEnvelope({ type: 'sites.site.created', key: '1', payload: site }));
      const ingest = app.analytics.ingest;

      // 1. A month of visits: each day's visitors come back through the day in sessions of a few pages.
      const DAY = 24 * 3600_000;
      const today = Math.floor(Date.now() / DAY) * DAY;
      const perDay = Math.ceil(EVENTS / DAYS);
      const sources = ['Direct', 'Search', 'Social', 'Referral', 'Email'];
      const devices = ['desktop', 'desktop', 'mobile', 'tablet'];
      const browsers = ['Chrome', 'Safari', 'Firefox', 'Edge'];
      const systems = ['Windows', 'macOS', 'iOS', 'Android', 'Linux'];
      let written = 0;
      let writeMs = 0;
      let rand = 42;
      const random = () => (rand = (rand * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
      for (let day = DAYS - 1; day >= 0; day--) {
        const dayStart = today - day * DAY;
        const span = day === 0 ? Math.max(3600_000, Date.now() - dayStart - 60_000) : DAY - 60_000;
        const events = [];
        const visitors = Math.ceil(perDay / 10);
        for (let i = 0; i < perDay; i++) {
          const visitor = Math.floor(random() * visitors);
          const isEvent = i % 8 === 7;
          events.push({
            event_id: randomUUID(),
            site_id: 1,
            occurred_at: new Date(dayStart + Math.floor(random() * span)).toISOString(),
            type: isEvent ? 'event' : 'pageview',
            name: isEvent ? (i % 16 === 15 ? 'search' : 'outbound') : 'pageview',
            path: `/bench-site/page-${Math.floor(random() * 60)}`,
            title: '',
            visitor_id: `d${day}-v${visitor}`,
            source: sources[visitor % 5],
            referrer_host: '',
            browser: browsers[visitor % 4],
            os: systems[visitor % 5],
            device: devices[visitor % 4],
            country: 'Unknown',
            utm: null,
            props: isEvent && i % 16 === 15 ? { query: `query ${visitor % 40}` } : null,
          });
        }
        events.sort((a, b) => (a.occurred_at < b.occurred_at ? -1 : 1));
        for (let i = 0; i < events.length; i += BATCH) {
          const started = performance.now();
          await ingest.write(events.slice(i, i + BATCH));
          writeMs += performance.now() - started;
          written += Math.min(BATCH, events.length - i);
        }
        process.stdout.write(`\r  loaded ${written.toLocaleString('en')} events (${DAYS - day}/${DAYS} days)`);
      }
      process.stdout.write('\n');
      await app.db.raw('analyze');
      const writeRate = Math.round(written / (writeMs / 1000));
      report(
        `consumer batch writer on PostgreSQL: ${writeRate.toLocaleString('en')} events/s (${written.toLocaleString('en')} events, batches of ${BATCH}; target ≥ 20,000/s)`,
      );

      // 2. The overview of that month.
      const times = [];
      let overview;
      for (let i = 0; i < 25; i++) {
        const started = performance.now();
        const response = await app.inject({
          method: 'GET',
          url: '/api/analytics/dashboard/overview/?site=1&timeRange=30d',
          headers: { authorization: `Bearer ${token}` },
        });
        times.push(performance.now() - started);
        overview = JSON.parse(response.body);
        if (response.statusCode !== 200) throw new Error(response.body);
      }
      report(
        `overview over ${overview.pageViews.toLocaleString('en')} page views / ${written.toLocaleString('en')} events, 30 days: p50 ${percentile(times.slice(5), 50).toFixed(1)} ms, p95 ${percentile(times.slice(5), 95).toFixed(1)} ms (target < 200 ms)`,
      );

      // 3. End to end through the embedded transport: published as beacons are, consumed by the group, written.
      const bus = await kit.createEventBus({ group: 'bench', db: database, transport: app.events.transport });
      const endToEnd = Number(process.env.BENCH_TRANSPORT_EVENTS || 20_000);
      const before = Number((await app.db('analytics.events').count('* as n'))[0].n);
      const e2eStarted = performance.now();
      const template = {
        site_id: 1,
        type: 'pageview',
        name: 'pageview',
        path: '/bench-site/live',
        title: '',
        source: 'Direct',
        referrer_host: '',
        browser: 'Chrome',
        os: 'Windows',
        device: 'desktop',
        country: 'Unknown',
        utm: null,
        props: null,
      };
      for (let i = 0; i < endToEnd; i += 500) {
        await bus.publish(
          Array.from({ length: Math.min(500, endToEnd - i) }, (_, j) => ({
            type: 'analytics.event',
            // Keys spread over the partitions, as beacons of several sites are.
            key: String((i + j) % 16),
            payload: { ...template, event_id: randomUUID(), occurred_at: new Date().toISOString(), visitor_id: `live-${(i + j) % 300}` },
          })),
        );
      }
      const publishedMs = performance.now() - e2eStarted;
      while (Number((await app.db('analytics.events').count('* as n'))[0].n) < before + endToEnd)
        await new Promise((r) => setTimeout(r, 50));
      const e2eMs = performance.now() - e2eStarted;
      report(
        `through the embedded transport (16 keys over the partitions, delivered in batches): ${Math.round(endToEnd / (e2eMs / 1000)).toLocaleString('en')} events/s end to end (published at ${Math.round(endToEnd / (publishedMs / 1000)).toLocaleString('en')}/s)`,
      );

      // 4. Beacons accepted per second, through the gateway and straight to the service.
      const serviceUrl = await app.listen({ host: '127.0.0.1', port: 0 });
      process.env.ANALYTICS_URL = serviceUrl;
      const gateway = await buildGateway({ logger: { level: 'error' }, publicSites: false });
      const gatewayUrl = await gateway.listen({ host: '127.0.0.1', port: 0 });
      const beacons = (base, count) =>
        sendBeacons(`${base}/api/analytics/collect`, count, CONCURRENCY, {
          headersOf: (n) => ({ 'user-agent': CHROME, 'x-forwarded-for': `10.0.${n % 250}.${n % 7}` }),
          bodyOf: (n) => ({
            event_id: randomUUID(),
            site: 'bench-site',
            type: 'pageview',
            path: `/bench-site/p${n % 20}`,
            referrer: '',
            screen_width: 1440,
          }),
        });
      const viaGateway = await beacons(gatewayUrl, BEACONS);
      const direct = await beacons(serviceUrl, BEACONS);
      report(
        `beacons accepted: ${viaGateway.rate.toLocaleString('en')}/s through the gateway, ${direct.rate.toLocaleString('en')}/s straight to the service (${BEACONS} each, ${CONCURRENCY} at a time; ${viaGateway.accepted + direct.accepted} answered 202)`,
      );

      // 5. Beacon → new_event on the owner's socket, once the consumer has caught up with the beacons above.
      const expected = before + endToEnd + viaGateway.accepted + direct.accepted;
      const drainStarted = performance.now();
      while (Number((await app.db('analytics.events').count('* as n'))[0].n) < expected) await new Promise((r) => setTimeout(r, 200));
      report(
        `the consumer caught up with those beacons ${((performance.now() - drainStarted) / 1000).toFixed(1)} s after the last was accepted`,
      );
      const socket = new WebSocket(`${gatewayUrl.replace('http', 'ws')}/ws/analytics/1/?token=${token}`);
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      socket.send(JSON.stringify({ type: 'subscribe_realtime' }));
      const pending = new Map();
      socket.on('message', (raw) => {
        const message = JSON.parse(raw.toString());
        if (message.type !== 'new_event') return;
        const done = pending.get(message.event.page);
        if (done) done();
      });
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const latencies = [];
      for (let i = 0; i < 100; i++) {
        const page = `/bench-site/latency-${i}`;
        const started = performance.now();
        const arrived = new Promise((resolve) => pending.set(page, resolve));
        await fetch(`${gatewayUrl}/api/analytics/collect`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain', 'user-agent': CHROME },
          body: JSON.stringify({ event_id: randomUUID(), site: 'bench-site', type: 'pageview', path: page, referrer: '' }),
        });
        await arrived;
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      socket.close();
      report(
        `beacon → new_event on the websocket (through the gateway): p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms (target < 1 s)`,
      );
      await bus.close();
      await gateway.close();
    } finally {
      await app.close();
    }
  });
  out.print(`Analytics benchmark (${os.cpus().length} cores, PostgreSQL ${serverUrl.replace(/\/\/[^@]*@/, '//')})`);
}
