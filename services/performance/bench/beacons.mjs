#!/usr/bin/env node
// Vitals beacons (npm run bench -- beacons), on PostgreSQL (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; a fresh database is made and dropped): POST
// /api/performance/vitals/ through the gateway and straight to the service, beside the gateway's
// fixed-JSON stub on the same route in the same run (target: ≥ 0.25 of the stub through the gateway),
// then every beacon answered 202 is counted in performance.vitals (nothing lost).
// BENCH_DURATION (5 s a side per round), BENCH_ROUNDS (3), BENCH_CONNECTIONS (20); BENCH_CPU_PROF=<dir>
// writes a V8 CPU profile of the whole run there (gateway/bench/profile/summarise.mjs reads it).
import { benchDataDir, benchReport, runUnderTsx, withBenchDatabase } from '../../../scripts/lib/service-bench.mjs';
import {
  commitsOf,
  compareBeacons,
  cpuProfileArgs,
  gatewayInFrontOf,
  loadAverage,
  rateAndRatio,
  stubBehindGateway,
} from '../../../scripts/lib/beacon-bench.mjs';

await runUnderTsx(import.meta.url, main, { nodeArgs: cpuProfileArgs() });

async function main() {
  const { randomUUID } = await import('node:crypto');
  const kit = await import('@atlas/service-kit');
  const { performanceService } = await import('../src/service.ts');
  const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const ROUTE = '/api/performance/vitals/';

  const out = benchReport();
  await withBenchDatabase(kit, async (database) => {
    const env = { ...process.env, ATLAS_DATA_DIR: benchDataDir() };
    const app = await kit.createService(performanceService({ sampler: false, env }), { database, env, runEvents: false, logger: false });
    const stub = await stubBehindGateway({ service: 'performance', route: ROUTE });
    let gateway;
    try {
      await app.ready();
      await app.events.deliver({
        id: randomUUID(),
        type: 'sites.site.created',
        version: 1,
        occurredAt: new Date().toISOString(),
        key: '1',
        payload: { site_id: 1, owner_id: 2, slug: 'bench-site', name: 'Bench', is_published: true },
      });
      const serviceUrl = await app.listen({ host: '127.0.0.1', port: 0 });
      gateway = await gatewayInFrontOf({ performance: serviceUrl });
      const gatewayUrl = gateway.url;

      const commitsBefore = await commitsOf(app.db);
      const sides = await compareBeacons(
        { stub: `${stub.url}${ROUTE}`, gateway: `${gatewayUrl}${ROUTE}`, direct: `${serviceUrl}${ROUTE}` },
        {
          rounds: Number(process.env.BENCH_ROUNDS || 3),
          duration: Number(process.env.BENCH_DURATION || 5),
          connections: Number(process.env.BENCH_CONNECTIONS || 20),
          headers: { 'user-agent': CHROME },
          template: { site: 'bench-site', path: '/bench-site/menu', metrics: { LCP: 1800, FCP: 800 }, load_time: 1500 },
        },
      );
      const commits = (await commitsOf(app.db)) - commitsBefore;
      out.line(`${loadAverage()} after the run`);
      out.line(`gateway stub (fixed JSON, same route): ${sides.stub.rps.toLocaleString('en')} req/s`);
      out.line(`vitals beacons through the gateway: ${rateAndRatio(sides.gateway, sides.stub)} (target ≥ 0.25)`);
      out.line(`vitals beacons straight to the service: ${rateAndRatio(sides.direct, sides.stub)}`);

      // nothing lost: every 202 is a page view in performance.vitals once the service has closed (flushed)
      const answered = sides.gateway.ok + sides.direct.ok;
      await gateway.close();
      gateway = undefined;
      await app.close();
      const [{ n: stored }] = await database.forService('performance')('performance.vitals').countDistinct('event_id as n');
      out.line(
        `${answered.toLocaleString('en')} beacons answered 202, ${Number(stored).toLocaleString('en')} page views stored; ${sides.gateway.refused + sides.direct.refused} refused (503), ${sides.gateway.errors + sides.direct.errors} errors; ${(commits / answered).toFixed(2)} commits per beacon while loading`,
      );
    } finally {
      await gateway?.close();
      await stub.close();
      await app.close();
    }
  });
  out.print('Vitals beacons');
}
