// A visitor who hangs up before a large answer arrives must not take the gateway down: the streamed
// body nobody will read is dropped quietly (a load test's last requests did exactly this). Before the fix
// the abort surfaced as an unhandled 'error' event: jest fails the suite, a running gateway exits.
import Fastify, { type FastifyInstance } from 'fastify';
import http from 'node:http';
import { buildGateway } from '../src/gateway';

let service: FastifyInstance;
let gateway: FastifyInstance;
let gatewayUrl: URL;

beforeAll(async () => {
  service = Fastify();
  service.get('/api/menus/public/:site/:location/', async (_request, reply) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return reply.type('application/json; charset=utf-8').send(JSON.stringify({ text: 'x'.repeat(100_000) }));
  });
  service.get('/api/menus/public/:site/', async () => ({ ok: true }));
  const upstream = await service.listen({ port: 0, host: '127.0.0.1' });
  gateway = await buildGateway({ logger: false, upstreams: { menus: upstream }, publicSites: false, env: { NODE_ENV: 'test' } });
  gatewayUrl = new URL(await gateway.listen({ port: 0, host: '127.0.0.1' }));
});
afterAll(async () => {
  await gateway.close();
  await service.close();
});

it('keeps serving after clients hang up before a large answer starts', async () => {
  for (let i = 0; i < 5; i++) {
    const request = http.get({ host: gatewayUrl.hostname, port: gatewayUrl.port, path: '/api/menus/public/site/header-primary/' });
    request.on('error', () => undefined);
    setTimeout(() => request.destroy(), 50);
  }
  await new Promise((resolve) => setTimeout(resolve, 700));
  const res = await fetch(new URL('/api/menus/public/site/', gatewayUrl));
  expect(await res.json()).toEqual({ ok: true });
});
