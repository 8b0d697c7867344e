#!/usr/bin/env node
// Performance service benchmarks (npm run bench -- performance), on PostgreSQL (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; a fresh database is made and dropped):
//  1. 30 days of 5-second samples (518,400 rows) and their gateway request counts, plus BENCH_VITALS
//     field vitals over the same 30 days;
//  2. the 30-day trend over the raw samples (before downsampling) and the 30-day dashboard from the vitals histogram: p50/p95;
//  3. the downsampling pass (everything older than a day into hourly rows) and the same reads after it
//     (target < 100 ms);
//  4. vitals beacons accepted per second straight to the service and through the gateway.
// BENCH_DAYS (30), BENCH_VITALS (200000), BENCH_RUNS (20), BENCH_BEACONS (3000), BENCH_CONCURRENCY (20).
import { benchDataDir, benchReport, percentile, runUnderTsx, sendBeacons, withBenchDatabase } from '../../../scripts/lib/service-bench.mjs';

await runUnderTsx(import.meta.url, main);

async function main() {
  const os = await import('node:os');
  const { randomUUID } = await import('node:crypto');
  const kit = await import('@atlas/service-kit');
  const { performanceService } = await import('../src/service.ts');
  const { buildGateway } = await import('../../../gateway/src/index.ts');

  const DAYS = Number(process.env.BENCH_DAYS || 30);
  const VITALS = Number(process.env.BENCH_VITALS || 200_000);
  const RUNS = Number(process.env.BENCH_RUNS || 20);
  const BEACONS = Number(process.env.BENCH_BEACONS || 3000);
  const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 20);
  const staff = { id: 1, username: 'staff', is_staff: true };
  const token = kit.signAccessToken(staff, { secret: kit.resolveJwtSecret() });
  const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

  const out = benchReport();
  const report = (line) => out.line(line);
  await withBenchDatabase(kit, async (database) => {
    const env = { ...process.env, ATLAS_DATA_DIR: benchDataDir() };
    const app = await kit.createService(performanceService({ sampler: false, env }), { database, env, runEvents: false, logger: false });
    try {
      await app.ready();
      await app.events.deliver(
        kit.buildEnvelope({
          type: 'sites.site.created',
          key: '1',
          payload: { site_id: 1, owner_id: 2, slug: 'bench-site', name: 'Bench', is_published: true },
        }),
      );

      // 1. A month of samples every 5 s, two services' request counts per interval, and field vitals.
      const now = Date.now();
      const end = Math.floor(now / 5000) * 5000;
      const start = end - DAYS * 24 * 3600_000;
      let started = performance.now();
      await app.db.raw(
        `insert into performance.samples (taken_at, host, cpu_usage, memory_usage, disk_usage, load_1m, load_5m, load_15m,
         active_connections, network_in, network_out, memory_total_bytes, memory_used_bytes, disk_total_bytes, disk_used_bytes)
       select to_timestamp(t / 1000.0), 'bench', 20 + 30 * random(), 40 + 10 * random(), 55, random() * 2, 1, 1,
         (random() * 50)::int, random() * 1e6, random() * 1e6, 8589934592, 4294967296, 107374182400, 59055800320
       from generate_series(?::bigint, ?::bigint, 5000) as t`,
        [start, end - 5000],
      );
      await app.db.raw(
        `insert into performance.request_counts (bucket, service, requests, errors)
       select to_timestamp(t / 1000.0), s, (random() * 40)::int, (random() * 1.2)::int
       from generate_series(?::bigint, ?::bigint, 5000) as t, unnest(array['sites', 'content']) as s`,
        [start, end - 5000],
      );
      const [{ n: samples }] = await app.db('performance.samples').count('* as n');
      report(
        `${Number(samples).toLocaleString('en')} samples over ${DAYS} days (and their request counts) written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      started = performance.now();
      // the raw rows, their histogram and page views in one statement, as the service stores a beacon
      const { bucketSql, ratingSql } = await import('../src/repositories/vitals/histogram.ts');
      await app.db.raw(
        `with inserted as (
         insert into performance.vitals (event_id, metric, site_id, path, value, received_at)
         select gen_random_uuid(), m, 1, '/bench-site/p' || (i % 50), case m when 'CLS' then random() * 0.3 else 200 + random() * 4000 end,
           to_timestamp((? + (i::bigint * ?) / ?) / 1000.0)
         from generate_series(0, ? - 1) as i, unnest(array['LCP', 'INP', 'CLS', 'FCP', 'TTFB']) as m
         returning metric, site_id, path, value, received_at),
       counted as (
         insert into performance.vitals_histogram (site_id, path, metric, day, bucket, rating, count)
         select site_id, path, metric, (received_at at time zone 'UTC')::date, ${bucketSql('metric', 'value')},
           ${ratingSql('metric', 'value')}, count(*)
         from inserted group by 1, 2, 3, 4, 5, 6)
       insert into performance.vitals_views (site_id, path, day, views)
       select site_id, path, (received_at at time zone 'UTC')::date, count(*) from inserted where metric = 'LCP' group by 1, 2, 3`,
        [start, end - start, Math.ceil(VITALS / 5), Math.ceil(VITALS / 5)],
      );
      await app.db.raw('analyze');
      report(
        `${VITALS.toLocaleString('en')} vitals rows over ${DAYS} days written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );

      const headers = { authorization: `Bearer ${token}` };
      async function timed(label, url) {
        const times = [];
        for (let i = 0; i < RUNS + 2; i += 1) {
          const t0 = performance.now();
          const response = await app.inject({ method: 'GET', url, headers });
          if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
          if (i >= 2) times.push(performance.now() - t0);
        }
        report(`${label}: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (${RUNS} runs)`);
      }

      // 2. Reads over the raw samples.
      await timed('trend 720 h over 518k raw samples (no downsampling)', '/api/performance/system-health/trend/?hours=720');
      await timed('trend 24 h (raw samples)', '/api/performance/system-health/trend/?hours=24');
      // the monitor's maintenance pass merges the whole days before today into the day's spans: timed once
      started = performance.now();
      await app.performance.vitals.prepareSpans(new Date());
      report(`the day's spans of whole days for 168 h and 720 h (the maintenance pass): ${(performance.now() - started).toFixed(0)} ms`);
      await timed(
        'dashboard 720 h (span totals and the top pages: the span, today, the first day raw)',
        '/api/performance/dashboard/?hours=720',
      );

      // 3. Downsampling, then the same reads.
      started = performance.now();
      const moved = await app.performance.samples.downsample(new Date(now), 24);
      report(
        `downsampling: ${moved.samples} hourly rows made from the samples older than a day in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      const [{ n: left }] = await app.db('performance.samples').count('* as n');
      report(`raw samples left (the last day): ${Number(left).toLocaleString('en')}`);
      await app.db.raw('analyze');
      await timed('trend 720 h after downsampling (target < 100 ms)', '/api/performance/system-health/trend/?hours=720');
      await timed('trend 168 h after downsampling', '/api/performance/system-health/trend/?hours=168');
      await timed('dashboard 24 h (raw rows, exact p75s)', '/api/performance/dashboard/?hours=24');
      await timed('dashboard 720 h (histogram, target < 100 ms)', '/api/performance/dashboard/?hours=720');
      await timed('page speed 720 h of the site (histogram)', '/api/performance/page-speed/?hours=720&site=1');
      await timed('current sample', '/api/performance/system-health/current/');

      // 4. Vitals beacons per second.
      const serviceUrl = await app.listen({ host: '127.0.0.1', port: 0 });
      process.env.PERFORMANCE_URL = serviceUrl;
      const gateway = await buildGateway({ logger: { level: 'error' }, publicSites: false });
      const gatewayUrl = await gateway.listen({ host: '127.0.0.1', port: 0 });
      const beacons = (base, count) =>
        sendBeacons(`${base}/api/performance/vitals/`, count, CONCURRENCY, {
          headersOf: () => ({ 'user-agent': CHROME }),
          bodyOf: (n) => ({
            event_id: randomUUID(),
            site: 'bench-site',
            path: `/bench-site/p${n % 50}`,
            metrics: { LCP: 1200 + (n % 900), FCP: 800 },
            load_time: 1500,
          }),
          accepted: async (response) => response.status === 202 && (await response.json()).status === 'accepted',
        });
      const direct = await beacons(serviceUrl, BEACONS);
      const viaGateway = await beacons(gatewayUrl, BEACONS);
      report(
        `vitals beacons stored: ${direct.rate.toLocaleString('en')}/s straight to the service, ${viaGateway.rate.toLocaleString('en')}/s through the gateway (${BEACONS} each, ${CONCURRENCY} at a time; ${direct.accepted + viaGateway.accepted} accepted)`,
      );
      await gateway.close();
    } finally {
      await app.close();
    }
  });
  out.print(`Performance benchmark (${os.cpus().length} cores, PostgreSQL)`);
}
