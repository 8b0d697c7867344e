import { buildGateway } from '../src';
import type { GatewayRequestEvent } from '../src';
import { createTimingRecorder } from '../src/timing';
import { accessToken, fakeRepo, SECRET, startStubServices } from './stubs';

test('publishes gateway.request timings in batches, off the request path', async () => {
  const stubs = await startStubServices();
  const repo = await fakeRepo();
  const batches: GatewayRequestEvent[][] = [];
  const gateway = await buildGateway({
    upstreams: stubs.urls,
    jwtSecret: SECRET,
    repoRoot: repo.root,
    logger: false,
    publicSites: false,
    timingSample: 1,
    // a publisher that never settles must not hold a request
    publishTimings: (events) => {
      batches.push(events);
      return new Promise(() => undefined);
    },
  });
  try {
    const headers = { authorization: `Bearer ${accessToken()}`, 'x-request-id': 'timed-1' };
    for (let i = 0; i < 3; i += 1) {
      const response = await gateway.inject({ method: 'GET', url: '/api/builder/sites/?page=1', headers });
      expect(response.statusCode).toBe(200);
    }
    expect(batches).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(3);
    expect(batches[0][0]).toMatchObject({
      type: 'gateway.request',
      version: 1,
      key: '/api/builder/*',
      payload: { method: 'GET', route: '/api/builder/*', path: '/api/builder/sites/', status: 200, request_id: 'timed-1' },
    });
    expect(batches[0][0].payload.duration_ms).toBeGreaterThan(0);
    expect(batches[0][0].id).toMatch(/^[0-9a-f-]{36}$/);
  } finally {
    await gateway.close();
    await stubs.close();
    await repo.remove();
  }
});

test('samples: a share of 0 records nothing, a share of 0.5 records about half', async () => {
  const published: GatewayRequestEvent[] = [];
  const half = createTimingRecorder({ sample: 0.5, publish: (events) => void published.push(...events) });
  const none = createTimingRecorder({ sample: 0, publish: (events) => void published.push(...events) });
  const entry = { method: 'GET', route: '/api/auth/*', path: '/api/auth/me/', status: 200, duration_ms: 1.5, request_id: 'r' };
  for (let i = 0; i < 2000; i += 1) {
    half.record(entry);
    none.record(entry);
  }
  await half.close();
  await none.close();
  expect(published.length).toBeGreaterThan(800);
  expect(published.length).toBeLessThan(1200);
});

test('a failing publisher is reported, not thrown', async () => {
  const errors: unknown[] = [];
  const recorder = createTimingRecorder({ sample: 1, publish: async () => { throw new Error('broker down'); }, onError: (error) => errors.push(error) });
  recorder.record({ method: 'GET', route: '/health', path: '/health', status: 200, duration_ms: 1, request_id: 'r' });
  await expect(recorder.close()).resolves.toBeUndefined();
  expect(errors).toHaveLength(1);
});
