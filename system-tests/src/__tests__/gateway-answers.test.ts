// What a person gets through the real gateway, over a real socket, from the real services: an id
// out of range is the caller's mistake (400), a body too large is 413 (not "service unavailable"),
// and whatever a service answers itself, the gateway passes on unchanged.
import http from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import { tokenFor } from '@atlas/service-kit/testing';
import { startPlatform, type Platform } from '../platform';

let platform: Platform;
let stub: FastifyInstance;
const owner = { id: 41, username: 'owner' };
const bearer = { authorization: `Bearer ${tokenFor(owner)}` };

beforeAll(async () => {
  // a stand-in for one service, answering the statuses a real service may choose
  stub = Fastify();
  stub.all('/api/menus/status/:code/', async (request, reply) => {
    const code = Number((request.params as { code: string }).code);
    return reply
      .code(code)
      .header('x-from', 'menus')
      .send({ detail: `menus says ${code}`, error: 'its_own' });
  });
  const stubUrl = await stub.listen({ host: '127.0.0.1', port: 0 });
  platform = await startPlatform({ upstreams: { menus: stubUrl } });
});

afterAll(async () => {
  await platform?.close();
  await stub?.close();
});

function send(
  method: string,
  path: string,
  body?: Buffer,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${platform.gatewayUrl}${path}`, { method, headers: { ...bearer, ...headers } }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }));
    });
    // the gateway may answer and close before the whole body is written: that is the point
    request.on('error', reject);
    if (body) request.end(body);
    else request.end();
  });
}

async function ownersPage(): Promise<number> {
  const site = await send('POST', '/api/builder/sites/', Buffer.from(JSON.stringify({ name: 'Big', slug: `big-${Date.now()}` })), {
    'content-type': 'application/json',
  });
  expect(site.status).toBe(201);
  const page = await send(
    'POST',
    '/api/builder/pages/',
    Buffer.from(JSON.stringify({ site: JSON.parse(site.body).id, title: 'Long page' })),
    { 'content-type': 'application/json' },
  );
  expect(page.status).toBe(201);
  return JSON.parse(page.body).id;
}

test.each([
  ['GET', 'sites/{id}/'],
  ['GET', 'pages/{id}/revisions/'],
  ['POST', 'revisions/{id}/restore/'],
  ['DELETE', 'custom_blocks/{id}/'],
  ['GET', 'sites/{id}/submissions/'],
  ['POST', 'templates/{id}/use_template/'],
])('an id beyond any record in %s /api/builder/%s is a 400 that says why', async (method, path) => {
  const response = await send(method, `/api/builder/${path.replace('{id}', '99999999999999999999')}`);
  expect(response.status).toBe(400);
  expect(JSON.parse(response.body).detail).toBe('params/id must be a whole number from 1 to 2147483647');
});

test("an id in range that is not the caller's is a 404", async () => {
  const response = await send('DELETE', '/api/builder/sites/2147483647/');
  expect(response.status).toBe(404);
  expect(JSON.parse(response.body).detail).toBe('Site not found');
});

test('a 3 MB page body is refused with 413 "Request body is too large", whether its length is declared or streamed', async () => {
  const pageId = await ownersPage();
  const body = Buffer.from(JSON.stringify({ blocks: [{ id: 'big', type: 'html', content: { html: 'x'.repeat(3_000_000) } }] }));
  const declared = await send('POST', `/api/builder/pages/${pageId}/save_blocks/`, body, {
    'content-type': 'application/json',
    'content-length': String(body.length),
  });
  expect({ status: declared.status, body: JSON.parse(declared.body) }).toEqual({
    status: 413,
    body: { detail: 'Request body is too large' },
  });
  const streamed = await send('POST', `/api/builder/pages/${pageId}/save_blocks/`, body, {
    'content-type': 'application/json',
    'transfer-encoding': 'chunked',
  });
  expect({ status: streamed.status, body: JSON.parse(streamed.body) }).toEqual({
    status: 413,
    body: { detail: 'Request body is too large' },
  });
  // a body within the limit still goes through to the service
  const fits = Buffer.from(JSON.stringify({ blocks: [{ id: 'ok', type: 'html', content: { html: 'x'.repeat(900_000) } }] }));
  expect((await send('POST', `/api/builder/pages/${pageId}/save_blocks/`, fits, { 'content-type': 'application/json' })).status).toBe(200);
});

test.each([400, 403, 409, 418, 422, 429, 500, 502, 503])("a service's own %i answer reaches the caller unchanged", async (code) => {
  const response = await send('GET', `/api/menus/status/${code}/`);
  expect(response.status).toBe(code);
  expect(JSON.parse(response.body)).toEqual({ detail: `menus says ${code}`, error: 'its_own' });
  expect(response.headers['x-from']).toBe('menus');
});
