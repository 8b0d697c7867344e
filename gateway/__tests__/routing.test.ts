import { SERVICE_ROUTES } from '../src/services';
import { accessToken, gatewayOverStubs } from './stubs';

const harness = gatewayOverStubs();

const bearer = { authorization: `Bearer ${accessToken()}` };

test.each(SERVICE_ROUTES.filter((route) => !route.websocket).map((route) => [route.prefix, route.service]))(
  'routes %s to the %s service with the path unchanged',
  async (prefix, service) => {
    const url = `${prefix}/some/thing/?page=2&search=a%20b`;
    const response = await harness.gateway.inject({ method: 'GET', url, headers: bearer });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ service, url });
  },
);

test('routes each menus prefix exactly as the route table says', async () => {
  for (const url of ['/api/locations/', '/api/templates/3/apply_template/', '/api/items/reorder/']) {
    const response = await harness.gateway.inject({ method: 'GET', url, headers: bearer });
    expect(response.json()).toMatchObject({ service: 'menus', url });
  }
});

test('forwards the request id it was given, and answers with it', async () => {
  const response = await harness.gateway.inject({
    method: 'GET',
    url: '/api/builder/sites/',
    headers: { ...bearer, 'x-request-id': 'req-abc.123' },
  });
  expect(response.json().request_id).toBe('req-abc.123');
  expect(response.headers['x-request-id']).toBe('req-abc.123');
});

test('generates a request id when none (or a malformed one) is sent, and forwards it', async () => {
  const response = await harness.gateway.inject({
    method: 'GET',
    url: '/api/builder/sites/',
    headers: { ...bearer, 'x-request-id': 'bad id\twith spaces' },
  });
  const forwarded = response.json().request_id;
  expect(forwarded).toMatch(/^[0-9a-f-]{36}$/);
  expect(response.headers['x-request-id']).toBe(forwarded);
});

test('forwards the method, the bearer header and the JSON body', async () => {
  const response = await harness.gateway.inject({
    method: 'POST',
    url: '/api/builder/sites/',
    headers: { ...bearer, 'content-type': 'application/json' },
    payload: { name: 'Bakery', slug: 'bakery' },
  });
  expect(response.json()).toMatchObject({ service: 'sites', method: 'POST', authorization: bearer.authorization });
  expect(JSON.parse(response.json().body)).toEqual({ name: 'Bakery', slug: 'bakery' });
});

test("passes a visitor's vitals beacon (text/plain JSON, no token) to the performance service untouched", async () => {
  const beacon = JSON.stringify({
    event_id: '5f0c1a4e-8d3b-4c61-9f7e-2b6a0d9e4c11',
    site: 'bakery',
    path: '/bakery',
    metrics: { LCP: 1320 },
  });
  const response = await harness.gateway.inject({
    method: 'POST',
    url: '/api/performance/vitals/',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: beacon,
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({
    service: 'performance',
    method: 'POST',
    url: '/api/performance/vitals/',
    authorization: null,
    body: beacon,
  });
});

test('passes the upstream status and headers through, not its hop-by-hop headers', async () => {
  const response = await harness.gateway.inject({ method: 'DELETE', url: '/api/content/4/', headers: bearer });
  expect(response.headers['x-served-by']).toBe('content');
  expect(response.headers['keep-alive']).toBeUndefined();
});

test('answers 404 JSON for an /api path no service owns', async () => {
  for (const url of ['/api/nothing/here/', '/api', '/api/authx/', '/ws/unknown/']) {
    const response = await harness.gateway.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found' });
  }
});

test('refuses a path that climbs out of its prefix with a 4xx, never reaching another route', async () => {
  const response = await harness.gateway.inject({ method: 'GET', url: '/api/builder/public/..%2F..%2Fauth/me/', headers: bearer });
  expect(response.statusCode).toBeGreaterThanOrEqual(400);
  expect(response.statusCode).toBeLessThan(500);
  expect(response.json().detail).toBeTruthy();
});

test('answers its own health check', async () => {
  const response = await harness.gateway.inject({ method: 'GET', url: '/health' });
  expect(response.json()).toEqual({ status: 'ok', service: 'gateway' });
});

test('sends security headers on API answers too, refusals included', async () => {
  for (const response of [
    await harness.gateway.inject({ method: 'GET', url: '/api/builder/sites/', headers: bearer }),
    await harness.gateway.inject({ method: 'GET', url: '/api/builder/sites/' }),
    await harness.gateway.inject({ method: 'GET', url: '/api/nothing/' }),
  ]) {
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  }
});

test('answers a malformed URL with 400 and a detail, never a 500', async () => {
  for (const url of ['/api/builder/%', '/remotes/builder/%E0%A4%A', '/%zz/x']) {
    const response = await harness.gateway.inject({ method: 'GET', url, headers: bearer });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().detail).toBe('string');
  }
});
