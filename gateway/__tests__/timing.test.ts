import { buildGateway } from '../src';
import type { GatewayRequestEvent } from '../src';
import { createTimingRecorder, LATENCY_BUCKETS_MS } from '../src/timing';
import { accessToken, fakeRepo, SECRET, startStubServices } from './stubs';

test('counts every request per route and status, published per window, off the request path', async () => {
  const stubs = await startStubServices();
  const repo = await fakeRepo();
  const batches: GatewayRequestEvent[][] = [];
  const gateway = await buildGateway({
    upstreams: stubs.urls,
    jwtSecret: SECRET,
    repoRoot: repo.root,
    logger: false,
    publicSites: false,
    // long enough that the 38 requests below land in one window on a busy machine
    timingIntervalMs: 4000,
    // a publisher that never settles must not hold a request
    publishTimings: (events) => {
      batches.push(events);
      return new Promise(() => undefined);
    },
  });
  try {
    const headers = { authorization: `Bearer ${accessToken()}` };
    for (let i = 0; i < 30; i += 1) {
      const response = await gateway.inject({ method: 'GET', url: `/api/builder/sites/?page=${i}`, headers });
      expect(response.statusCode).toBe(200);
    }
    for (let i = 0; i < 7; i += 1) expect((await gateway.inject({ method: 'GET', url: '/api/builder/sites/' })).statusCode).toBe(401);
    await gateway.inject({ method: 'POST', url: '/api/auth/login/', payload: {} });
    expect(batches).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 4300));
    expect(batches).toHaveLength(1);
    const byKey = new Map(batches[0].map((event) => [`${event.payload.method} ${event.payload.status} ${event.payload.service}`, event]));
    const ok = byKey.get('GET 200 sites')!;
    expect(ok).toMatchObject({ type: 'gateway.request', version: 1, key: 'sites', payload: { route: '/api/builder/*', count: 30 } });
    expect(ok.payload.latency_buckets.reduce((sum, n) => sum + n, 0)).toBe(30);
    expect(ok.payload.duration_ms_sum).toBeGreaterThan(0);
    expect(ok.payload.duration_ms_max).toBeLessThanOrEqual(ok.payload.duration_ms_sum);
    expect(byKey.get('GET 401 sites')?.payload.count).toBe(7);
    expect(byKey.get('POST 200 identity')?.payload.count).toBe(1);
    expect(ok.id).toMatch(/^[0-9a-f-]{36}$/);
  } finally {
    await gateway.close();
    await stubs.close();
    await repo.remove();
  }
});

test('counts exactly, however many requests, and sorts durations into the latency buckets', async () => {
  const published: GatewayRequestEvent[] = [];
  const recorder = createTimingRecorder({
    publish: (events) => void published.push(...events),
    serviceOf: () => 'identity',
    intervalMs: 60_000,
  });
  for (let i = 0; i < 20_000; i += 1) recorder.record('GET', '/api/auth/*', 200, i % 2 === 0 ? 3 : 300);
  recorder.record('GET', '/api/auth/*', 200, 999_999);
  await recorder.close();
  expect(published).toHaveLength(1);
  const { count, latency_buckets: buckets } = published[0].payload;
  expect(count).toBe(20_001);
  expect(buckets[0]).toBe(10_000);
  expect(buckets[LATENCY_BUCKETS_MS.indexOf(500)]).toBe(10_000);
  expect(buckets[LATENCY_BUCKETS_MS.length]).toBe(1);
});

test('publishes nothing for a quiet window, and a failing publisher is reported, not thrown', async () => {
  const errors: unknown[] = [];
  const calls: unknown[] = [];
  const quiet = createTimingRecorder({ publish: (events) => void calls.push(events), serviceOf: () => 'gateway' });
  await quiet.close();
  expect(calls).toHaveLength(0);
  const recorder = createTimingRecorder({
    publish: async () => {
      throw new Error('broker down');
    },
    serviceOf: () => 'gateway',
    onError: (error) => errors.push(error),
  });
  recorder.record('GET', '/health', 200, 1);
  await expect(recorder.close()).resolves.toBeUndefined();
  expect(errors).toHaveLength(1);
});
