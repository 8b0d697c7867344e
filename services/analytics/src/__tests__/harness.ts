import { randomUUID } from 'node:crypto';
import { caller, siteCreated, testService, type TestService } from '@atlas/service-kit/testing';
import type { EventEnvelope } from '@atlas/service-kit';
import { definition } from '../service';

export { alice, bob, staff, envelope, type Who } from '@atlas/service-kit/testing';

export const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
export const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
export const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** The analytics service on a fresh database; the kit's consumers run only through `deliver`. */
export async function startAnalytics() {
  const service: TestService = await testService(definition, {
    runEvents: false,
    logger: process.env.ANALYTICS_TEST_LOG ? { level: 'warn' } : false,
  });
  const app = service.app;

  const call = caller(app);

  /** A beacon as the tracker sends it, from one browser (address and user agent). */
  async function beacon(
    fields: Record<string, unknown>,
    { ua = CHROME, ip = '203.0.113.7', headers = {} }: { ua?: string; ip?: string; headers?: Record<string, string> } = {},
  ) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/analytics/collect',
      remoteAddress: ip,
      headers: { 'user-agent': ua, 'content-type': 'text/plain;charset=UTF-8', origin: 'http://atlas.test', ...headers },
      payload: JSON.stringify({ event_id: randomUUID(), type: 'pageview', referrer: '', screen_width: 1440, ...fields }),
    });
    // an accepted beacon is published within milliseconds; the tests read what follows it
    await app.analytics.beacons.flush();
    return { status: response.statusCode, body: JSON.parse(response.body) };
  }

  async function count(table: string): Promise<number> {
    const [{ n }] = await app.db(`analytics.${table}`).count('* as n');
    return Number(n);
  }

  /** Waits until the ingestion consumer has stored `n` raw events (it runs on the real transport). */
  async function stored(n: number, timeoutMs = 30_000) {
    const until = Date.now() + timeoutMs;
    while ((await count('events')) < n) {
      if (Date.now() > until) throw new Error(`expected ${n} stored events, have ${await count('events')}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const site = (id: number, owner: number, slug: string, is_published = true) => siteCreated(app, { id, owner, slug, is_published });

  return {
    app,
    service,
    call,
    beacon,
    stored,
    count,
    site,
    deliver: (event: EventEnvelope) => app.events.deliver(event),
    close: () => service.close(),
  };
}
export type Analytics = Awaited<ReturnType<typeof startAnalytics>>;
