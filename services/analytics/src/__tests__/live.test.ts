import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { createService } from '@atlas/service-kit';
import { definition } from '../service';
import { tokenFor } from '@atlas/service-kit/testing';
import { alice, bob, IPHONE, startAnalytics, type Analytics } from './harness';

let t: Analytics;
let base: string;
beforeAll(async () => {
  t = await startAnalytics();
  await t.site(1, alice.id, 'bakery');
  await t.site(2, bob.id, 'bobs');
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = address.replace('http', 'ws');
}, 120_000);
afterAll(() => t.close());

/** Opens a socket; resolves with it once open, or with the HTTP status that refused the upgrade. */
function connect(path: string): Promise<{ socket?: WebSocket; refused?: number }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${base}${path}`);
    socket.once('open', () => resolve({ socket }));
    socket.once('unexpected-response', (_request, response) => resolve({ refused: response.statusCode }));
    socket.once('error', () => resolve({ refused: -1 }));
  });
}

function nextMessage(socket: WebSocket, type: string, timeoutMs = 5000): Promise<any> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} within ${timeoutMs} ms`)), timeoutMs);
    const onMessage = (raw: WebSocket.RawData) => {
      const message = JSON.parse(raw.toString());
      if (message.type !== type) return;
      clearTimeout(timer);
      socket.off('message', onMessage);
      resolve(message);
    };
    socket.on('message', onMessage);
  });
}

it('refuses the upgrade without a token, with a bad one, and for someone else’s or no site', async () => {
  expect(await connect('/ws/analytics/1/')).toEqual({ refused: 401 });
  expect(await connect('/ws/analytics/1/?token=not-a-token')).toEqual({ refused: 401 });
  expect(await connect(`/ws/analytics/1/?token=${tokenFor(bob)}`)).toEqual({ refused: 404 });
  expect(await connect(`/ws/analytics/404/?token=${tokenFor(alice)}`)).toEqual({ refused: 404 });
  expect(await connect(`/ws/analytics/abc/?token=${tokenFor(alice)}`)).toEqual({ refused: 400 });
});

it('answers subscribe_realtime with a snapshot and pushes each new event within a second', async () => {
  const { socket } = await connect(`/ws/analytics/1/?token=${tokenFor(alice)}`);
  expect(socket).toBeDefined();
  const ws = socket!;
  try {
    ws.send(JSON.stringify({ type: 'subscribe_realtime' }));
    const first = await nextMessage(ws, 'analytics_update');
    expect(first.data).toEqual({
      active_visitors: 0,
      active_pages: [],
      recent_views: [],
      active_countries: [],
      active_devices: { desktop: 0, mobile: 0, tablet: 0 },
      recent_events: [],
    });

    const pushed = nextMessage(ws, 'new_event');
    const sentAt = Date.now();
    expect((await t.beacon({ site: 'bakery', path: '/bakery/menu' }, { ua: IPHONE, ip: '198.51.100.5' })).body.status).toBe('accepted');
    const message = await pushed;
    expect(Date.now() - sentAt).toBeLessThan(1000);
    expect(message.event).toEqual({
      type: 'pageview',
      name: 'pageview',
      page: '/bakery/menu',
      country: 'Unknown',
      device: 'mobile',
      timestamp: expect.any(String),
    });

    // another site's events are not pushed here; the refreshed snapshot counts the visitor
    await t.beacon({ site: 'bobs', path: '/bobs' });
    const update = await nextMessage(ws, 'analytics_update');
    expect(update.data.active_visitors).toBe(1);
    expect(update.data.active_pages).toEqual([{ page: '/bakery/menu', visitors: 1 }]);
    expect(update.data.active_devices).toEqual({ desktop: 0, mobile: 1, tablet: 0 });
    expect(update.data.recent_views).toEqual([
      { page: '/bakery/menu', country: 'Unknown', device: 'mobile', timestamp: message.event.timestamp },
    ]);

    const rest = await t.call('GET', '/api/analytics/dashboard/realtime/?site=1', { as: alice });
    expect(rest.body).toEqual(update.data);
  } finally {
    ws.close();
  }
});

it('says what it expects from a client that sends something else', async () => {
  const { socket } = await connect(`/ws/analytics/1/?token=${tokenFor(alice)}`);
  const ws = socket!;
  try {
    const error = nextMessage(ws, 'error');
    ws.send('hello');
    expect((await error).detail).toBe('Messages must be JSON');
  } finally {
    ws.close();
  }
});

// Several analytics processes share one PostgreSQL server; an embedded database has one process only.
const onServer = Boolean(process.env.DATABASE_URL);
(onServer ? it : it.skip)('pushes an event stored by another analytics process to this one’s sockets (PostgreSQL only)', async () => {
  // Another process: its own service instance and transport on the same database.
  const other = await createService(definition, { database: t.app.sharedDatabase, runEvents: false, logger: false });
  await other.ready();
  const { socket } = await connect(`/ws/analytics/1/?token=${tokenFor(alice)}`);
  const ws = socket!;
  try {
    ws.send(JSON.stringify({ type: 'subscribe_realtime' }));
    await nextMessage(ws, 'analytics_update');
    const pushed = nextMessage(ws, 'new_event');
    const stored = await other.analytics.ingest.write([
      {
        event_id: randomUUID(),
        site_id: 1,
        occurred_at: new Date().toISOString(),
        type: 'event',
        name: 'signup',
        path: '/bakery/join',
        title: '',
        visitor_id: 'elsewhere',
        source: 'Direct',
        referrer_host: '',
        browser: 'Firefox',
        os: 'Linux',
        device: 'desktop',
        country: 'Unknown',
        utm: null,
        props: null,
      },
    ]);
    expect(stored).toHaveLength(1);
    expect((await pushed).event).toMatchObject({ type: 'event', name: 'signup', page: '/bakery/join', device: 'desktop' });
  } finally {
    ws.close();
    await other.close();
  }
});

it('shares live events between processes only where several can run (a PostgreSQL server or Kafka)', () => {
  expect(t.app.analytics.liveRelay.shared).toBe(onServer);
});
