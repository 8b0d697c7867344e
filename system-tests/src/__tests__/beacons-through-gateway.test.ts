// The tracker's beacon as a visitor's browser sends it (navigator.sendBeacon: text/plain JSON, no
// token) through the real gateway to the analytics service over real sockets: a browser's visit is
// counted, a crawler's is answered the same and never stored.
import path from 'node:path';
import { createService, openEventTransport, type AtlasApp, type EventTransport, type ServiceDefinition } from '@atlas/service-kit';
import { openTestDatabase, siteCreated } from '@atlas/service-kit/testing';
import { buildGateway } from '@atlas/gateway';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../platform';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let analytics: AtlasApp;
let gateway: FastifyInstance;
let gatewayUrl: string;
let transport: EventTransport;
let closeDatabase: () => Promise<void>;

beforeAll(async () => {
  const opened = await openTestDatabase();
  closeDatabase = opened.close;
  transport = await openEventTransport({ db: opened.database, kafkaBrokers: [] });
  const { definition } = require(path.join(REPO_ROOT, 'services', 'analytics', 'src', 'service.ts')) as { definition: ServiceDefinition };
  analytics = await createService(definition, { database: opened.database, transport, logger: false });
  const analyticsUrl = await analytics.listen({ host: '127.0.0.1', port: 0 });
  gateway = await buildGateway({ upstreams: { analytics: analyticsUrl }, logger: false, publicSites: false });
  gatewayUrl = await gateway.listen({ host: '127.0.0.1', port: 0 });
  await siteCreated(analytics, { id: 7, owner: 41, slug: 'cafe-ole' });
});

afterAll(async () => {
  await gateway?.close();
  await analytics?.close();
  await transport?.close();
  await closeDatabase?.();
});

async function sendBeacon(userAgent: string, pagePath: string) {
  const response = await fetch(`${gatewayUrl}/api/analytics/collect`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': userAgent },
    body: JSON.stringify({
      event_id: crypto.randomUUID(),
      site: 'cafe-ole',
      type: 'pageview',
      path: pagePath,
      referrer: '',
      screen_width: 1440,
    }),
  });
  return { status: response.status, body: await response.json() };
}

const storedPaths = async () =>
  (await analytics.db('analytics.events').select('path').orderBy('path')).map((row: { path: string }) => row.path);

it("counts a browser's beacon sent through the gateway, and answers a crawler's the same without storing it", async () => {
  expect(await sendBeacon(GOOGLEBOT, '/cafe-ole/crawled')).toEqual({ status: 202, body: { status: 'ignored' } });
  expect(await sendBeacon(CHROME, '/cafe-ole/menu')).toEqual({ status: 202, body: { status: 'accepted' } });
  expect(await sendBeacon(GOOGLEBOT, '/cafe-ole/crawled-again')).toEqual({ status: 202, body: { status: 'ignored' } });

  // accepted beacons are published together within milliseconds and written by the ingestion consumer
  const until = Date.now() + 30_000;
  while ((await storedPaths()).length === 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  await analytics.analytics.beacons.flush();
  expect(await storedPaths()).toEqual(['/cafe-ole/menu']);
});
