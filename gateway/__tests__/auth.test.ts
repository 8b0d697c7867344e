import { accessToken, expiredToken, gatewayOverStubs } from './stubs';

const harness = gatewayOverStubs();

const PROTECTED = [
  ['GET', '/api/auth/me/'],
  ['POST', '/api/auth/2fa/setup/'],
  ['GET', '/api/builder/sites/'],
  ['POST', '/api/builder/pages/3/publish/'],
  ['GET', '/api/themes/themes/'],
  ['POST', '/api/marketplace/modules/2/module_action/'],
  ['GET', '/api/content/'],
  ['POST', '/api/media/upload/'],
  ['GET', '/api/menus/?site=1'],
  ['PUT', '/api/items/5/'],
  ['GET', '/api/locations/'],
  ['GET', '/api/templates/'],
  ['GET', '/api/analytics/dashboard/overview/?site=1'],
  ['GET', '/api/stats/'],
  ['GET', '/api/performance/dashboard/?hours=24'],
  ['GET', '/api/performance/system-status/'],
  ['GET', '/api/performance/vitals/'],
  ['GET', '/ecommerce/api/orders/'],
  ['POST', '/ecommerce/api/products/cake/add_review/'],
  ['GET', '/api/builder/public/../sites/'],
] as const;

const PUBLIC = [
  ['POST', '/api/auth/login/'],
  ['POST', '/api/auth/login/2fa/'],
  ['POST', '/api/auth/register/'],
  ['POST', '/api/auth/refresh/'],
  ['POST', '/api/auth/demo/'],
  ['GET', '/api/builder/public_site/bakery/'],
  ['GET', '/api/builder/public/bakery/about/'],
  ['POST', '/api/builder/public_site/bakery/unlock/'],
  ['GET', '/api/menus/public/bakery/header/'],
  ['POST', '/api/items/12/track_click/'],
  ['POST', '/api/analytics/track/'],
  ['POST', '/api/performance/vitals/'],
  ['GET', '/ecommerce/api/products/?featured=true'],
  ['GET', '/ecommerce/api/products/cake/'],
  ['GET', '/ecommerce/api/categories/'],
  ['POST', '/ecommerce/api/cart/add_item/'],
  ['POST', '/ecommerce/api/orders/'],
  ['GET', '/ecommerce/api/orders/12/?token=abc'],
  ['POST', '/ecommerce/api/orders/12/cancel/'],
  ['GET', '/api/marketplace/modules/'],
] as const;

test.each(PROTECTED)('refuses %s %s without a token (401 JSON detail)', async (method, url) => {
  const response = await harness.gateway.inject({ method, url });
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
});

test.each(PUBLIC)('lets %s %s through without a token', async (method, url) => {
  const response = await harness.gateway.inject({ method, url });
  expect(response.statusCode).toBe(200);
  expect(response.json().url).toBe(url);
});

test('lets a protected route through with a valid access token', async () => {
  const token = accessToken({ id: 3 });
  const response = await harness.gateway.inject({ method: 'GET', url: '/api/auth/me/', headers: { authorization: `Bearer ${token}` } });
  expect(response.statusCode).toBe(200);
  expect(response.json().authorization).toBe(`Bearer ${token}`);
});

describe.each([
  ['forged (signed with another secret)', () => accessToken({ id: 1 }, { secret: 'someone-else' })],
  ['expired', expiredToken],
  ['a refresh-type token', () => accessToken({ id: 1 }, { type: 'refresh' })],
  ['not a JWT at all', () => 'garbage'],
])('a token that is %s', (_label, token) => {
  test('is refused on a protected route', async () => {
    const response = await harness.gateway.inject({
      method: 'GET',
      url: '/api/builder/sites/',
      headers: { authorization: `Bearer ${token()}` },
    });
    expect(response.statusCode).toBe(401);
    expect(typeof response.json().detail).toBe('string');
  });

  test('is refused on a public route too', async () => {
    const response = await harness.gateway.inject({
      method: 'GET',
      url: '/api/builder/public_site/bakery/',
      headers: { authorization: `Bearer ${token()}` },
    });
    expect(response.statusCode).toBe(401);
    expect(typeof response.json().detail).toBe('string');
  });
});

test('refuses a token whose payload is altered after signing', async () => {
  const [header, , signature] = accessToken({ id: 1 }).split('.');
  const payload = Buffer.from(JSON.stringify({ sub: '1', username: 'ada', is_staff: true, type: 'access' })).toString('base64url');
  const response = await harness.gateway.inject({
    method: 'GET',
    url: '/api/stats/',
    headers: { authorization: `Bearer ${header}.${payload}.${signature}` },
  });
  expect(response.statusCode).toBe(401);
});

test('refuses a token signed with the "none" algorithm', async () => {
  const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify({ sub: '1', type: 'access', exp: Math.floor(Date.now() / 1000) + 600 })).toString('base64url');
  const response = await harness.gateway.inject({
    method: 'GET',
    url: '/api/stats/',
    headers: { authorization: `Bearer ${header}.${payload}.` },
  });
  expect(response.statusCode).toBe(401);
});

test('does not ask for a token on the shell and public pages', async () => {
  for (const url of ['/login', '/dashboard/sites', '/health']) {
    const response = await harness.gateway.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
  }
});
