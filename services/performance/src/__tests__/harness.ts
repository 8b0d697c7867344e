import { randomUUID } from 'node:crypto';
import { createService, type AtlasApp, type EventEnvelope } from '@atlas/service-kit';
import { caller, siteCreated, testService, type TestService } from '@atlas/service-kit/testing';
import { performanceService } from '../service';
import type { SystemReading } from '../monitor/system-reading';

export { alice, bob, staff, envelope, type Who } from '@atlas/service-kit/testing';

export const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A calm machine; tests override the figures they judge. */
export function reading(figures: Partial<SystemReading> = {}): SystemReading {
  return {
    cpu_usage: 20,
    memory_usage: 40,
    memory_total_bytes: 8 * 1024 ** 3,
    memory_used_bytes: 3435973837,
    disk_usage: 50,
    disk_total_bytes: 100 * 1024 ** 3,
    disk_used_bytes: 50 * 1024 ** 3,
    load_1m: 0.5,
    load_5m: 0.4,
    load_15m: 0.3,
    active_connections: 12,
    network_in: 1000,
    network_out: 2000,
    ...figures,
  };
}

/** The performance service on a fresh database, without its sampler; consumers run only through `deliver`. */
export async function startPerformance(env: NodeJS.ProcessEnv = process.env) {
  const definition = performanceService({ sampler: false, env });
  const service: TestService = await testService(definition, { runEvents: false, env });
  const app = service.app;
  const extra: AtlasApp[] = [];

  const call = caller(app);

  /** A vitals beacon as the tracker sends it (text/plain JSON from navigator.sendBeacon). */
  async function vitals(fields: Record<string, unknown>, { ua = CHROME }: { ua?: string } = {}) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/performance/vitals/',
      headers: { 'user-agent': ua, 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ event_id: randomUUID(), path: '/', ...fields }),
    });
    // an accepted beacon is stored within milliseconds; the figures the tests read follow it
    await app.performance.beacons.flush();
    return { status: response.statusCode, body: JSON.parse(response.body) };
  }

  const site = (id: number, owner: number, slug: string, is_published = true) => siteCreated(app, { id, owner, slug, is_published });

  /** Stores a sample stamped `at` (as the sampler would after reading the machine). */
  async function sample(at: Date, figures: Partial<SystemReading> = {}) {
    return app.performance.samples.store(app.performance.samples.bucketOf(at), 'test', reading(figures));
  }

  /** A second process of the service on the same database (its own app, repositories and monitor). */
  async function secondProcess(): Promise<AtlasApp> {
    const other = await createService(performanceService({ sampler: false, env }), {
      database: service.database,
      runEvents: false,
      logger: false,
      env,
    });
    await other.ready();
    extra.push(other);
    return other;
  }

  async function count(table: string): Promise<number> {
    const [{ n }] = await app.db(`performance.${table}`).count('* as n');
    return Number(n);
  }

  return {
    app,
    call,
    vitals,
    site,
    sample,
    secondProcess,
    /** The test database, for a process a test closes itself. */
    database: service.database,
    count,
    deliver: (event: EventEnvelope) => app.events.deliver(event),
    close: async () => {
      for (const other of extra) await other.close();
      await service.close();
    },
  };
}
export type Performance = Awaited<ReturnType<typeof startPerformance>>;
