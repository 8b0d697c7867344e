import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import { buildGateway } from '../src';
import { accessToken, fakeRepo, SECRET } from './stubs';

let upstream: FastifyInstance;
let gateway: FastifyInstance;
let gatewayUrl: string;
let repo: Awaited<ReturnType<typeof fakeRepo>>;

beforeAll(async () => {
  upstream = Fastify();
  await upstream.register(websocket);
  // a site the caller may not see is refused before the upgrade, as the services do
  const refusals: Record<string, [number, string]> = {
    '401': [401, 'Session ended'],
    '403': [403, 'Not a member'],
    '404': [404, 'Site not found'],
  };
  upstream.addHook('preHandler', async (request, reply) => {
    const refusal = refusals[(request.params as { siteId?: string }).siteId ?? ''];
    if (refusal) return reply.code(refusal[0]).send({ detail: refusal[1] });
  });
  upstream.get('/ws/analytics/:siteId/', { websocket: true }, (socket, request) => {
    const { siteId } = request.params as { siteId: string };
    socket.send(
      JSON.stringify({
        type: 'hello',
        siteId,
        url: request.url,
        authorization: request.headers.authorization ?? null,
        request_id: request.headers['x-request-id'] ?? null,
      }),
    );
    socket.on('message', (data) =>
      String(data) === 'close-me' ? socket.close(1008, 'No access to this site') : socket.send(`echo:${data}`),
    );
  });
  const upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
  repo = await fakeRepo();
  gateway = await buildGateway({
    upstreams: { analytics: upstreamUrl },
    jwtSecret: SECRET,
    repoRoot: repo.root,
    logger: false,
    publicSites: false,
  });
  gatewayUrl = (await gateway.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
});

afterAll(async () => {
  await gateway.close();
  await upstream.close();
  await repo.remove();
});

function open(url: string, headers: Record<string, string> = {}): Promise<{ socket: WebSocket; first: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers });
    socket.once('message', (data) => resolve({ socket, first: JSON.parse(String(data)) }));
    socket.once('unexpected-response', (_request, response) => reject(new Error(`HTTP ${response.statusCode}`)));
    socket.once('error', reject);
  });
}

function next(socket: WebSocket): Promise<string> {
  return new Promise((resolve) => socket.once('message', (data) => resolve(String(data))));
}

test('passes a websocket through with the token from ?token=, both ways', async () => {
  const token = accessToken({ id: 4 });
  const { socket, first } = await open(`${gatewayUrl}/ws/analytics/12/?token=${token}`);
  try {
    expect(first).toMatchObject({ type: 'hello', siteId: '12', authorization: `Bearer ${token}` });
    expect(first.request_id).toBeTruthy();
    socket.send(JSON.stringify({ type: 'subscribe_realtime' }));
    expect(await next(socket)).toBe('echo:{"type":"subscribe_realtime"}');
  } finally {
    socket.close();
  }
});

test('passes a websocket through with the token in the Authorization header', async () => {
  const token = accessToken({ id: 4 });
  const { socket, first } = await open(`${gatewayUrl}/ws/analytics/3/`, { authorization: `Bearer ${token}` });
  socket.close();
  expect(first).toMatchObject({ siteId: '3', authorization: `Bearer ${token}` });
});

test('refuses the upgrade with 401 without a token', async () => {
  await expect(open(`${gatewayUrl}/ws/analytics/12/`)).rejects.toThrow('HTTP 401');
});

test('refuses the upgrade with 401 with a forged token', async () => {
  const forged = accessToken({ id: 4 }, { secret: 'not-ours' });
  await expect(open(`${gatewayUrl}/ws/analytics/12/?token=${forged}`)).rejects.toThrow('HTTP 401');
});

/** The HTTP answer to an upgrade the gateway did not accept. */
function refusal(url: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => reject(new Error('accepted')));
    socket.once('unexpected-response', (_request, response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body: JSON.parse(body) }));
    });
    socket.once('error', reject);
  });
}

test.each([
  ['401', 'Session ended'],
  ['403', 'Not a member'],
  ['404', 'Site not found'],
])("answers the upgrade with the service's own %s and its detail when the service refuses it", async (status, detail) => {
  const token = accessToken({ id: 4 });
  expect(await refusal(`${gatewayUrl}/ws/analytics/${status}/?token=${token}`)).toEqual({ status: Number(status), body: { detail } });
});

test('answers the upgrade 503 when the service cannot be reached', async () => {
  const down = await buildGateway({
    upstreams: { analytics: 'http://127.0.0.1:1' },
    jwtSecret: SECRET,
    repoRoot: repo.root,
    logger: false,
    publicSites: false,
  });
  const url = (await down.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  try {
    expect(await refusal(`${url}/ws/analytics/12/?token=${accessToken({ id: 4 })}`)).toEqual({
      status: 503,
      body: { detail: 'Service unavailable' },
    });
  } finally {
    await down.close();
  }
});

test('the service closing a socket closes the client with its code and reason', async () => {
  const token = accessToken({ id: 4 });
  const { socket } = await open(`${gatewayUrl}/ws/analytics/12/?token=${token}`);
  const closed = new Promise<[number, string]>((resolve) => socket.once('close', (code, reason) => resolve([code, String(reason)])));
  socket.send('close-me');
  expect(await closed).toEqual([1008, 'No access to this site']);
});
