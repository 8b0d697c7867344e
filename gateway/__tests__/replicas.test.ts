// A service scaled out answers under one name with several addresses (compose's --scale, a headless
// Service). Two stub replicas listen on the same port of 127.0.0.1 and 127.0.0.2 behind the name
// `sites.replicas.test`; the resolver is made to answer both, as Docker's DNS does.
import { spawn } from 'node:child_process';
import dns from 'node:dns';
import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildGateway } from '../src';
import { accessToken, fakeRepo, SECRET } from './stubs';

const NAME = 'sites.replicas.test';
const ADDRESSES = ['127.0.0.1', '127.0.0.2'];
/** A third address, where a replica listens but never accepts. */
const SLOW = '127.0.0.3';
const bearer = { authorization: `Bearer ${accessToken()}` };

let repo: Awaited<ReturnType<typeof fakeRepo>>;
let replicas: FastifyInstance[];
let gateway: FastifyInstance;
let gatewayUrl: string;
let port = 0;
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

/** Sockets that connect to an address and are never accepted: a replica too busy to take a connection. */
async function unresponsiveReplica(address: string, port: number): Promise<() => void> {
  // another process listens and then blocks its event loop (no CPU): once its backlog is full the
  // kernel drops further connection attempts, which then time out
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const s = require('net').createServer().listen({ host: '${address}', port: ${port}, backlog: 1 }, () => {
        process.stdout.write('listening\\n');
        setTimeout(() => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0), 50);
      });`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) => child.stdout.once('data', resolve));
  await new Promise((resolve) => setTimeout(resolve, 200));
  const held = Array.from({ length: 4 }, () => net.connect(port, address).on('error', () => undefined));
  await new Promise((resolve) => setTimeout(resolve, 200));
  return () => {
    held.forEach((socket) => socket.destroy());
    child.kill('SIGKILL');
  };
}

/** The gateway's count of requests sent again to another replica of sites, for one reason. */
async function retries(reason: string): Promise<number> {
  const text = await (await fetch(`${gatewayUrl}/metrics`)).text();
  const match = new RegExp(`^gateway_upstream_retries_total\\{service="sites",reason="${reason}"\\} (\\d+)$`, 'm').exec(text);
  return match ? Number(match[1]) : 0;
}

/** 100 requests, a third of them POSTs with a body, a dozen at a time. */
function mixedLoad(): Promise<number[]> {
  let n = 0;
  return send(100, 12, () => {
    n += 1;
    if (n % 3 !== 0) return fetch(`${gatewayUrl}/api/builder/sites/`, { headers: bearer });
    return fetch(`${gatewayUrl}/api/builder/pages/`, {
      method: 'POST',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Kept' }),
    });
  });
}

test('a replica that does not accept connections in time costs no request: it goes again, to the other one, and is counted', async () => {
  const stop = await unresponsiveReplica(SLOW, port);
  try {
    resolved = [ADDRESSES[0], SLOW];
    const statuses = await mixedLoad();
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(await retries('connect_timeout')).toBeGreaterThan(0);
  } finally {
    resolved = [...ADDRESSES];
    stop();
  }
});

test('a replica that stopped costs no request: a refused connection goes again, to the other one, and is counted', async () => {
  await replicas[1].close();
  const before = { served: served[ADDRESSES[0]], retried: await retries('refused') };
  const statuses = await mixedLoad();
  expect(statuses.filter((status) => status !== 200)).toEqual([]);
  expect(served[ADDRESSES[0]] - before.served).toBe(100);
  expect(await retries('refused')).toBeGreaterThan(before.retried);
});

test('with every replica down the gateway still answers 503 at once, for every method', async () => {
  await replicas[0].close();
  for (const method of ['GET', 'POST']) {
    const started = Date.now();
    const response = await fetch(`${gatewayUrl}/api/builder/pages/`, {
      method,
      headers: { ...bearer, 'content-type': 'application/json' },
      body: method === 'POST' ? '{}' : undefined,
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ detail: 'Service unavailable' });
    expect(Date.now() - started).toBeLessThan(500);
  }
});
