import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readServiceManifests, REPO_ROOT } from '@atlas/service-kit';
import { alice, staff, startPerformance, type Performance } from './harness';

let perf: Performance;
beforeAll(async () => {
  perf = await startPerformance();
}, 120_000);
afterAll(async () => {
  await perf?.close();
});

const SERVICES = readServiceManifests(REPO_ROOT).map((manifest) => manifest.name);
const DOCUMENT = { openapi: '3.0.3', info: { title: 'Atlas fake service', version: '1.0.0' }, paths: { '/api/fake/': {} } };

/** A service that answers its probes and its OpenAPI document as the kit does. */
function fakeService(ready = 200) {
  return http.createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/health/ready') {
      response.statusCode = ready;
      return response.end(JSON.stringify(ready === 200 ? { status: 'ok' } : { status: 'error', detail: 'Stopping' }));
    }
    if (request.url === '/health/about')
      return response.end(
        JSON.stringify({ started_at: '2026-11-27T10:00:00.000Z', uptime_seconds: 3600, outbox: { pending: 2, oldest_seconds: 4 } }),
      );
    if (request.url === '/documentation/json') return response.end(JSON.stringify(DOCUMENT));
    response.statusCode = 404;
    response.end('{}');
  });
}

async function listening(server: http.Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function withServices(ports: (name: string) => number, run: () => Promise<void>) {
  const env = { ...process.env, HOST: '127.0.0.1' } as NodeJS.ProcessEnv;
  for (const name of SERVICES) env[`${name.toUpperCase()}_PORT`] = String(ports(name));
  perf.app.performance.env = env;
  try {
    await run();
  } finally {
    perf.app.performance.env = process.env;
  }
}

describe('GET /api/performance/services/', () => {
  it('lists every service with its readiness, version, uptime and outbox backlog; a silent one is down, a draining one stopping', async () => {
    const up = fakeService();
    const draining = fakeService(503);
    const closed = http.createServer();
    const [upPort, drainingPort, closedPort] = [await listening(up), await listening(draining), await listening(closed)];
    await new Promise((resolve) => closed.close(resolve));
    try {
      await withServices(
        (name) => (name === 'identity' ? closedPort : name === 'sites' ? drainingPort : upPort),
        async () => {
          const { status, body } = await perf.call('GET', '/api/performance/services/', { as: staff });
          expect(status).toBe(200);
          expect(body.services.map((service: { name: string }) => service.name)).toEqual(SERVICES);
          const byName = Object.fromEntries(body.services.map((service: { name: string }) => [service.name, service]));
          expect(byName.identity).toMatchObject({ status: 'down', detail: 'Not answering', uptime_seconds: null, outbox: null });
          expect(byName.sites).toMatchObject({ status: 'stopping', detail: 'Stopping' });
          expect(byName.content).toMatchObject({
            status: 'up',
            version: expect.stringMatching(/^\d+\.\d+\.\d+/),
            started_at: '2026-11-27T10:00:00.000Z',
            uptime_seconds: 3600,
            response_ms: expect.any(Number),
            outbox: { pending: 2, oldest_seconds: 4 },
            openapi_url: '/api/performance/services/content/openapi.json',
          });
        },
      );
    } finally {
      up.close();
      draining.close();
    }
  });
});

describe('GET /api/performance/services/{name}/openapi.json', () => {
  it("answers the service's own OpenAPI document", async () => {
    const up = fakeService();
    const port = await listening(up);
    try {
      await withServices(
        () => port,
        async () => {
          const { status, body } = await perf.call('GET', '/api/performance/services/content/openapi.json', { as: staff });
          expect(status).toBe(200);
          expect(body).toEqual(DOCUMENT);
        },
      );
    } finally {
      up.close();
    }
  });

  it('answers 404 for a service that does not exist and 400 for a name that cannot be one', async () => {
    expect(await perf.call('GET', '/api/performance/services/nothing/openapi.json', { as: staff })).toEqual({
      status: 404,
      body: { detail: 'No service named "nothing".' },
    });
    const bad = await perf.call('GET', '/api/performance/services/..%2Fetc/openapi.json', { as: staff });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('A service name is lowercase letters, digits and -.');
  });

  it('answers 503 when the service does not answer', async () => {
    const closed = http.createServer();
    const port = await listening(closed);
    await new Promise((resolve) => closed.close(resolve));
    await withServices(
      () => port,
      async () => {
        expect(await perf.call('GET', '/api/performance/services/menus/openapi.json', { as: staff })).toEqual({
          status: 503,
          body: { detail: 'The menus service is not answering.' },
        });
      },
    );
  });

  it('is for staff only', async () => {
    for (const url of ['/api/performance/services/', '/api/performance/services/content/openapi.json']) {
      expect((await perf.call('GET', url, { as: alice })).status).toBe(403);
      expect((await perf.call('GET', url)).status).toBe(401);
    }
  });
});

describe("the kit's GET /health/about", () => {
  it('tells since when the service runs and how many events wait in its outbox', async () => {
    const response = await perf.app.inject({ method: 'GET', url: '/health/about' });
    expect(response.statusCode).toBe(200);
    const about = response.json();
    expect(about).toMatchObject({ service: 'performance', started_at: expect.any(String), uptime_seconds: expect.any(Number) });
    expect(about.outbox.pending).toEqual(expect.any(Number));
    expect(about.outbox.oldest_seconds === null || typeof about.outbox.oldest_seconds === 'number').toBe(true);
  });
});
