import Fastify, { type FastifyInstance } from 'fastify';
import net from 'node:net';
import { buildGateway } from '../src';
import { accessToken, closedPortUrl, fakeRepo, SECRET } from './stubs';

let repo: Awaited<ReturnType<typeof fakeRepo>>;
beforeAll(async () => {
  repo = await fakeRepo();
});
afterAll(() => repo.remove());

const bearer = { authorization: `Bearer ${accessToken()}` };

test('answers 503 {"detail": "Service unavailable"} within a second when the service is down', async () => {
  const gateway = await buildGateway({
    upstreams: { sites: await closedPortUrl() },
    jwtSecret: SECRET,
    repoRoot: repo.root,
    logger: false,
    publicSites: false,
  });
  try {
    const started = Date.now();
    const response = await gateway.inject({ method: 'GET', url: '/api/builder/sites/', headers: bearer });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: 'Service unavailable' });
  } finally {
    await gateway.close();
  }
});

test("passes a service's own 503 through once, without retrying", async () => {
  let calls = 0;
  const upstream: FastifyInstance = Fastify();
  upstream.get('/api/stats/', async (_request, reply) => {
    calls += 1;
    return reply.code(503).send({ detail: 'Database is starting' });
  });
  const url = await upstream.listen({ port: 0, host: '127.0.0.1' });
  const gateway = await buildGateway({
    upstreams: { analytics: url },
    jwtSecret: SECRET,
    repoRoot: repo.root,
    logger: false,
    publicSites: false,
  });
  try {
    const response = await gateway.inject({ method: 'GET', url: '/api/stats/', headers: bearer });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: 'Database is starting' });
    expect(calls).toBe(1);
  } finally {
    await gateway.close();
    await upstream.close();
  }
});

test('answers 504 when a service accepts the request but never answers', async () => {
  const sockets: net.Socket[] = [];
  const silent = net.createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const port = (silent.address() as net.AddressInfo).port;
  const gateway = await buildGateway({
    upstreams: { content: `http://127.0.0.1:${port}` },
    jwtSecret: SECRET,
    repoRoot: repo.root,
    logger: false,
    publicSites: false,
    responseTimeoutMs: 300,
  });
  try {
    const response = await gateway.inject({ method: 'GET', url: '/api/content/', headers: bearer });
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({ detail: 'Service timed out' });
  } finally {
    await gateway.close();
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => silent.close(resolve));
  }
});

test('answers 503 to a POST with a body when the service is down (real socket)', async () => {
  const gateway = await buildGateway({
    upstreams: { identity: await closedPortUrl() },
    jwtSecret: SECRET,
    repoRoot: repo.root,
    logger: false,
    publicSites: false,
  });
  try {
    const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
    for (const body of ['{"username":"demo","password":"demo1234"}', 'x'.repeat(200_000)]) {
      const response = await fetch(`${url}/api/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(2000),
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ detail: 'Service unavailable' });
    }
  } finally {
    await gateway.close();
  }
});
