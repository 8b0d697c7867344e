#!/usr/bin/env node
// Analytics beacons (npm run bench -- beacons), on PostgreSQL (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; a fresh database is made and dropped): POST
// /api/analytics/collect through the gateway and straight to the service, beside the gateway's
// fixed-JSON stub on the same route in the same run (target: ≥ 0.25 of the stub through the gateway),
// then every beacon answered 202 is counted in analytics.events (nothing lost).
// BENCH_DURATION (5 s a side per round), BENCH_ROUNDS (3), BENCH_CONNECTIONS (20); BENCH_CPU_PROF=<dir>
// writes a V8 CPU profile of the whole run there (gateway/bench/profile/summarise.mjs reads it).
import { runUnderTsx } from '../../../scripts/lib/service-bench.mjs';
import { beaconBench, cpuProfileArgs } from '../../../scripts/lib/beacon-bench.mjs';

await runUnderTsx(import.meta.url, main, { nodeArgs: cpuProfileArgs() });

async function main() {
  const kit = await import('@atlas/service-kit');
  const { definition } = await import('../src/service.ts');
  const start = (database, env) => kit.createService(definition, { database, env, runEvents: false, logger: false });
  await beaconBench({
    kit,
    title: 'Analytics beacons',
    service: 'analytics',
    route: '/api/analytics/collect',
    startService: start,
    template: { site: 'bench-site', type: 'pageview', path: '/bench-site/menu', referrer: '', screen_width: 1440 },
    storedLabel: 'stored',
    // the batch went to the event log: a consumer turns it into rows
    stored: async ({ database, env, answered }) => {
      const count = async () => Number((await database.forService('analytics')('analytics.events').count('* as n'))[0].n);
      const consumer = await start(database, env);
      await consumer.ready();
      const deadline = Date.now() + 120_000;
      while ((await count()) < answered && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
      await consumer.close();
      return count();
    },
  });
}
