#!/usr/bin/env node
// Analytics beacons (npm run bench -- beacons), on PostgreSQL (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; a fresh database is made and dropped): POST
// /api/analytics/collect through the gateway and straight to the service, beside the gateway's
// fixed-JSON stub on the same route in the same run (target: ≥ 0.25 of the stub through the gateway),
// then every beacon answered 202 is counted in analytics.events (nothing lost).
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
  const { definition } = await import('../src/service.ts');
  const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  const ROUTE = '/api/analytics/collect';

  const out = benchReport();
  await withBenchDatabase(kit, async (database) => {
    const env = { ...process.env, ATLAS_DATA_DIR: benchDataDir() };
    const app = await kit.createService(definition, { database, env, runEvents: false, logger: false });
    const stub = await stubBehindGateway({ service: 'analytics', route: ROUTE });
    let gateway;
    try {
      await app.ready();
      await app.events.deliver({
        id: randomUUID(),
        type: 'sites.site.created',
        version: 1,
        occurredAt: new Date().toISOString(),
        key: '1',
        payload: { site_id: 1, owner_id: 1, slug: 'bench-site', name: 'Bench', is_published: true },
      });
      const serviceUrl = await app.listen({ host: '127.0.0.1', port: 0 });
      gateway = await gatewayInFrontOf({ analytics: serviceUrl });
      const gatewayUrl = gateway.url;

      const commitsBefore = await commitsOf(app.db);
      const sides = await compareBeacons(
        { stub: `${stub.url}${ROUTE}`, gateway: `${gatewayUrl}${ROUTE}`, direct: `${serviceUrl}${ROUTE}` },
        {
          rounds: Number(process.env.BENCH_ROUNDS || 3),
          duration: Number(process.env.BENCH_DURATION || 5),
          connections: Number(process.env.BENCH_CONNECTIONS || 20),
          headers: { 'user-agent': CHROME },
          template: { site: 'bench-site', type: 'pageview', path: '/bench-site/menu', referrer: '', screen_width: 1440 },
        },
      );
      const commits = (await commitsOf(app.db)) - commitsBefore;
      out.line(`${loadAverage()} after the run`);
      out.line(`gateway stub (fixed JSON, same route): ${sides.stub.rps.toLocaleString('en')} req/s`);
      out.line(`beacons through the gateway: ${rateAndRatio(sides.gateway, sides.stub)} (target ≥ 0.25)`);
      out.line(`beacons straight to the service: ${rateAndRatio(sides.direct, sides.stub)}`);

      // nothing lost: every 202 becomes a row once the batch is flushed and the consumer caught up
      const answered = sides.gateway.ok + sides.direct.ok;
      await gateway.close();
      gateway = undefined;
      await app.close();
      const deadline = Date.now() + 120_000;
      const stored = async () => Number((await database.forService('analytics')('analytics.events').count('* as n'))[0].n);
      const consumer = await kit.createService(definition, { database, env, runEvents: false, logger: false });
      await consumer.ready();
      while ((await stored()) < answered && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
      await consumer.close();
      out.line(
        `${answered.toLocaleString('en')} beacons answered 202, ${(await stored()).toLocaleString('en')} stored; ${sides.gateway.refused + sides.direct.refused} refused (503), ${sides.gateway.errors + sides.direct.errors} errors; ${(commits / answered).toFixed(2)} commits per beacon while loading (service and consumer)`,
      );
    } finally {
      await gateway?.close();
      await stub.close();
      await app.close();
    }
  });
  out.print('Analytics beacons');
}
