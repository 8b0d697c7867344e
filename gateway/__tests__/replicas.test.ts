// A service scaled out answers under one name with several addresses (compose's --scale, a headless
// Service). Two stub replicas listen on the same port of 127.0.0.1 and 127.0.0.2 behind the name
// `sites.replicas.test`; the resolver is made to answer both, as Docker's DNS does.
import dns from 'node:dns';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildGateway } from '../src';
import { accessToken, fakeRepo, SECRET } from './stubs';

const NAME = 'sites.replicas.test';
const ADDRESSES = ['127.0.0.1', '127.0.0.2'];
const bearer = { authorization: `Bearer ${accessToken()}` };

let repo: Awaited<ReturnType<typeof fakeRepo>>;
let replicas: FastifyInstance[];
let gateway: FastifyInstance;
let gatewayUrl: string;
const served: Record<string, number> = {};

/** The addresses the name resolves to now (a replica started later joins it). */
let resolved = [...ADDRESSES];
const realLookup = dns.lookup;
beforeAll(async () => {
  jest.spyOn(dns, 'lookup').mockImplementation(((hostname: string, options: unknown, callback: (...args: unknown[]) => void) => {
    if (hostname !== NAME) return (realLookup as (...args: unknown[]) => void)(hostname, options, callback);
    callback(
      null,
      resolved.map((address) => ({ address, family: 4 })),
    );
  }) as never);
  repo = await fakeRepo();
  replicas = [];
  let port = 0;
  for (const address of ADDRESSES) {
    const replica = Fastify({ keepAliveTimeout: 60_000 });
    replica.all('/*', async (request) => {
      served[address] = (served[address] ?? 0) + 1;
      return { address, method: request.method, body: request.body ?? null };
    });
    const url = await replica.listen({ host: address, port });
    port = Number(new URL(url).port);
    replicas.push(replica);
  }
  gateway = await buildGateway({
    upstreams: { sites: `http://${NAME}:${port}` },
    jwtSecret: SECRET,
    repoRoot: repo.root,
    logger: false,
    publicSites: false,
    upstreamConnectionTtlMs: 200,
  });
  gatewayUrl = await gateway.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await gateway.close();
  await Promise.all(replicas.map((replica) => replica.close()));
  await repo.remove();
  jest.restoreAllMocks();
});

/** `count` requests, `concurrency` at a time, through the gateway's real socket; their statuses. */
async function send(count: number, concurrency: number, request: () => Promise<Response>): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next += 1;
        const response = await request();
        await response.arrayBuffer();
        statuses.push(response.status);
      }
    }),
  );
  return statuses;
}

test('a replica started later gets traffic even from one kept-alive client: a connection is replaced once it is 200 ms old', async () => {
  resolved = [ADDRESSES[0]];
  const one = () => fetch(`${gatewayUrl}/api/builder/templates/`, { headers: bearer });
  expect((await send(20, 1, one)).every((status) => status === 200)).toBe(true);
  expect(served[ADDRESSES[1]] ?? 0).toBe(0);
  resolved = [...ADDRESSES];
  // one request at a time rides one kept-alive connection; every 200 ms it is replaced and the new one
  // spread over both (each replacement picks the new replica with even odds: 20 in a row miss it 1 in 10^6)
  const until = Date.now() + 4000;
  while (!served[ADDRESSES[1]] && Date.now() < until) {
    expect((await send(10, 1, one)).every((status) => status === 200)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(served[ADDRESSES[1]]).toBeGreaterThan(0);
});

test('spreads new connections over every replica of a service', async () => {
  const statuses = await send(300, 24, () => fetch(`${gatewayUrl}/api/builder/sites/`, { headers: bearer }));
  expect(statuses.every((status) => status === 200)).toBe(true);
  for (const address of ADDRESSES) expect(served[address]).toBeGreaterThan(0);
});

test('a replica that stopped costs no request: a refused connection goes again, to the other one', async () => {
  await replicas[1].close();
  const before = served[ADDRESSES[0]];
  const statuses = await send(120, 12, () =>
    fetch(`${gatewayUrl}/api/builder/pages/`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Kept' }),
    }),
  );
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  expect(served[ADDRESSES[0]] - before).toBe(120);
});
