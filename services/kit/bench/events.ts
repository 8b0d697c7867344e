// Measures the events path end to end: commit in one service → consumer in another.
//   npx tsx services/kit/bench/events.ts            (embedded transport on an in-memory PGlite)
//   DATABASE_URL=... npx tsx services/kit/bench/events.ts   (embedded transport on the server)
// Prints publish→consume latency (median, p95) and the queries an idle process runs per second.
import { createService, type ServiceDefinition } from '../src/create-service';
import { openTestDatabase } from '../src/testing';
import { openEventTransport } from '../src/events/open-transport';

const EVENTS = 50;
let resolveHeard: ((id: number) => void) | undefined;

const producer: ServiceDefinition = { name: 'bench_producer', port: 0, routes: async () => undefined };
const consumer = (name: string): ServiceDefinition => ({
  name,
  port: 0,
  routes: async () => undefined,
  consumers: [{ topic: 'bench.ping', handle: async (event) => resolveHeard?.(event.payload.n as number) }],
});

async function main() {
  const { database, close } = await openTestDatabase();
  const transport = await openEventTransport({ db: database });
  const apps = [
    await createService(producer, { database, transport, logger: false }),
    await createService(consumer('bench_consumer'), { database, transport, logger: false }),
    await createService(consumer('bench_other'), { database, transport, logger: false }),
  ];
  await Promise.all(apps.map((app) => app.ready()));
  const [source] = apps;

  const latencies: number[] = [];
  for (let n = 0; n < EVENTS; n++) {
    const heard = new Promise<number>((resolve) => (resolveHeard = resolve));
    const started = performance.now();
    await source.db.transaction((trx) => source.events.publish(trx, { type: 'bench.ping', key: String(n % 5), payload: { n } }));
    await heard;
    latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);

  await new Promise((resolve) => setTimeout(resolve, 2000));
  let queries = 0;
  const count = () => queries++;
  // Each service's knex handle emits its own query events besides the shared one's.
  const handles = [database.knex, ...apps.map((app) => app.db)];
  for (const handle of handles) handle.on('query', count);
  await new Promise((resolve) => setTimeout(resolve, 15000));
  for (const handle of handles) handle.off('query', count);

  console.log(
    JSON.stringify({
      database: database.kind,
      transport: transport.kind,
      events: EVENTS,
      latency_ms: { median: at(0.5), p95: at(0.95), max: latencies[latencies.length - 1].toFixed(1) },
      idle_queries_per_second: (queries / 15).toFixed(1),
      idle_setup: '3 services, 2 consumer groups, 1 topic',
    }),
  );
  for (const app of apps) await app.close();
  await transport.close();
  await close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
