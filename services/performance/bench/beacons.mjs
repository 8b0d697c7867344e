#!/usr/bin/env node
// Vitals beacons (npm run bench -- beacons), on PostgreSQL (DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/postgres; a fresh database is made and dropped): POST
// /api/performance/vitals/ through the gateway and straight to the service, beside the gateway's
// fixed-JSON stub on the same route in the same run (target: ≥ 0.25 of the stub through the gateway),
// then every beacon answered 202 is counted in performance.vitals (nothing lost).
// BENCH_DURATION (5 s a side per round), BENCH_ROUNDS (3), BENCH_CONNECTIONS (20); BENCH_CPU_PROF=<dir>
// writes a V8 CPU profile of the whole run there (gateway/bench/profile/summarise.mjs reads it).
import { runUnderTsx } from '../../../scripts/lib/service-bench.mjs';
import { beaconBench, cpuProfileArgs } from '../../../scripts/lib/beacon-bench.mjs';

await runUnderTsx(import.meta.url, main, { nodeArgs: cpuProfileArgs() });

async function main() {
  const kit = await import('@atlas/service-kit');
  const { performanceService } = await import('../src/service.ts');
  await beaconBench({
    kit,
    title: 'Vitals beacons',
    service: 'performance',
    route: '/api/performance/vitals/',
    startService: (database, env) =>
      kit.createService(performanceService({ sampler: false, env }), { database, env, runEvents: false, logger: false }),
    ownerId: 2,
    template: { site: 'bench-site', path: '/bench-site/menu', metrics: { LCP: 1800, FCP: 800 }, load_time: 1500 },
    storedLabel: 'page views stored',
    stored: async ({ database }) =>
      Number((await database.forService('performance')('performance.vitals').countDistinct('event_id as n'))[0].n),
  });
}
