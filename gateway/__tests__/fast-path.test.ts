// The proxy's fast path must answer exactly as @fastify/http-proxy does: the same requests reach the
// service (method, URL, headers, body) and the same answers come back (status, headers, body).
// Two proxies over one echoing service, one with the fast path and one without, over real sockets.
import Fastify, { type FastifyInstance } from 'fastify';
import http from 'node:http';
import { Pool } from 'undici';
import { GatewayMetrics } from '../src/metrics';
import { serviceProxy } from '../src/plugins/proxy';

const PREFIX = '/api/echo';
const BODY_LIMIT = 4096;

let service: FastifyInstance;
const proxies: Record<'fast' | 'library', FastifyInstance> = {} as never;
const urls: Record<'fast' | 'library', string> = {} as never;

beforeAll(async () => {
  service = Fastify();
  service.removeAllContentTypeParsers();
  service.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  service.all(`${PREFIX}/*`, async (request, reply) => {
    const [, , , kind, arg] = request.url.split('?', 1)[0].split('/');
    reply.header('x-served-by', 'echo').header('set-cookie', ['a=1; Path=/', 'b=2; Path=/']).header('keep-alive', 'timeout=5');
    if (kind === 'status') return reply.code(Number(arg)).send();
    if (kind === 'big') return reply.type('application/json').send(JSON.stringify({ text: 'x'.repeat(100_000) }));
    if (kind === 'untyped') return reply.send(Buffer.from('raw bytes'));
    if (kind === 'empty') return reply.code(201).type('application/json').header('content-length', '0').send('');
    if (kind === 'chunked') {
      reply.type('text/plain');
      return reply.send(
        (async function* () {
          yield 'one,';
          yield 'two';
        })(),
      );
    }
    return { method: request.method, url: request.url, headers: request.headers, body: request.body ?? null };
  });
  const upstream = await service.listen({ port: 0, host: '127.0.0.1' });
  for (const name of ['fast', 'library'] as const) {
    proxies[name] = Fastify({ requestIdHeader: 'x-request-id' });
    await proxies[name].register(serviceProxy, {
      routes: [{ prefix: PREFIX, service: 'echo', bodyLimit: BODY_LIMIT }],
      upstreams: { echo: upstream },
      connectTimeoutMs: 500,
      responseTimeoutMs: 5000,
      upstreamConnectionTtlMs: 5000,
      fastPath: name === 'fast',
      metrics: new GatewayMetrics(),
    });
    urls[name] = await proxies[name].listen({ port: 0, host: '127.0.0.1' });
  }
});

afterAll(async () => {
  await Promise.all(Object.values(proxies).map((proxy) => proxy.close()));
  await service.close();
});

interface Probe {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | string[];
}

/** What a client sees, minus what differs from one request to the next. */
function send(base: string, probe: Probe): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${base}${probe.path}`,
      { method: probe.method ?? 'GET', headers: { host: 'atlas.test', 'x-request-id': 'probe-1', ...probe.headers }, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('latin1');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => {
          const { date: _date, ...headers } = response.headers;
          resolve({ status: response.statusCode ?? 0, headers, body });
        });
      },
    );
    request.on('error', reject);
    for (const chunk of [probe.body ?? []].flat()) request.write(chunk);
    request.end();
  });
}

async function expectSameAnswers(probes: Probe[]): Promise<number[]> {
  const statuses: number[] = [];
  for (const probe of probes) {
    const [fast, library] = [await send(urls.fast, probe), await send(urls.library, probe)];
    expect({ probe, ...fast }).toEqual({ probe, ...library });
    statuses.push(fast.status);
  }
  return statuses;
}

test("a plain URL takes the fast path, any other the library's", async () => {
  const viaLibrary = jest.spyOn(Pool.prototype, 'request');
  try {
    await send(urls.fast, { path: `${PREFIX}/sites/3/?page=2&search=a%20b` });
    expect(viaLibrary).not.toHaveBeenCalled();
    await send(urls.fast, { path: `${PREFIX}/a%2Fb/` });
    expect(viaLibrary).toHaveBeenCalledTimes(1);
  } finally {
    viaLibrary.mockRestore();
  }
});

test('plain and odd URLs reach the service the same way', async () => {
  await expectSameAnswers(
    [
      `${PREFIX}`,
      `${PREFIX}/`,
      `${PREFIX}/sites/3/`,
      `${PREFIX}/sites/3`,
      `${PREFIX}/a-b_c.d~e!$&'()*+,;=:@/x`,
      `${PREFIX}/x/?page=2`,
      `${PREFIX}/x/?page=2&search=a%20b`,
      `${PREFIX}/x/?search=a+b`,
      `${PREFIX}/x/?ids=1,2,3`,
      `${PREFIX}/x/?a=1&a=2`,
      `${PREFIX}/x/?a=1&b=2&a=3`,
      `${PREFIX}/x/?2=b&1=a`,
      `${PREFIX}/x/?flag`,
      `${PREFIX}/x/?`,
      `${PREFIX}/x/?a=%2f`,
      `${PREFIX}/x/?a=%41`,
      `${PREFIX}/x/?q=%C3%A9`,
      `${PREFIX}/x/?a='b'`,
      `${PREFIX}/x/?a=b=c`,
      `${PREFIX}/x/?a=1?b=2`,
      `${PREFIX}/x/?a=%zz`,
      `${PREFIX}/x/?__proto__=1&constructor=2`,
      `${PREFIX}/%41/`,
      `${PREFIX}/a%2Fb/`,
      `${PREFIX}/./x/`,
      `${PREFIX}/x/.`,
      `${PREFIX}/x/../y/`,
      `${PREFIX}/x/...`,
      `${PREFIX}/x..y/`,
      `${PREFIX}//x/`,
      `${PREFIX}/x//y`,
      `${PREFIX}/caf%C3%A9/`,
      `${PREFIX}/{x}/`,
      `${PREFIX}/x%20y/`,
    ].map((path) => ({ path })),
  );
});

test("methods, bodies and the client's hop-by-hop headers", async () => {
  await expectSameAnswers([
    { method: 'POST', path: `${PREFIX}/x/`, headers: { 'content-type': 'application/json' }, body: '{"name":"Bakery"}' },
    {
      method: 'POST',
      path: `${PREFIX}/x/`,
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: ['{"na', 'me":1}'],
    },
    { method: 'PUT', path: `${PREFIX}/x/`, headers: { 'content-type': 'text/plain', 'content-length': '0' } },
    { method: 'PATCH', path: `${PREFIX}/x/?a=1`, headers: { 'content-type': 'application/octet-stream' }, body: 'bytes' },
    { method: 'POST', path: `${PREFIX}/x/`, body: 'no type' },
    { method: 'DELETE', path: `${PREFIX}/x/4/` },
    { method: 'OPTIONS', path: `${PREFIX}/x/` },
    { method: 'HEAD', path: `${PREFIX}/x/` },
    { path: `${PREFIX}/x/`, headers: { connection: 'x-drop-me, keep-alive', 'x-drop-me': '1', 'x-keep-me': '2' } },
    {
      path: `${PREFIX}/x/`,
      headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'example.com' },
    },
    { path: `${PREFIX}/x/`, headers: { 'x-request-id': 'given-id', authorization: 'Bearer abc' } },
  ]);
});

test('answers of every shape come back the same', async () => {
  await expectSameAnswers([
    ...[200, 201, 202, 204, 301, 304, 400, 404, 409, 500, 503].map((status) => ({ path: `${PREFIX}/status/${status}` })),
    ...[204, 304].map((status) => ({ method: 'HEAD', path: `${PREFIX}/status/${status}` })),
    { path: `${PREFIX}/big/` },
    { method: 'HEAD', path: `${PREFIX}/big/` },
    { path: `${PREFIX}/untyped/` },
    { path: `${PREFIX}/empty/` },
    { path: `${PREFIX}/chunked/` },
  ]);
});

test('a body over the limit is refused with 413 on both paths, declared or streamed', async () => {
  const big = 'x'.repeat(BODY_LIMIT + 1);
  const statuses = await expectSameAnswers([
    {
      method: 'POST',
      path: `${PREFIX}/x/`,
      headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
      body: big,
    },
    {
      method: 'POST',
      path: `${PREFIX}/x/`,
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      body: [big.slice(0, 3000), big.slice(3000)],
    },
  ]);
  expect(statuses).toEqual([413, 413]);
});

test('random URLs reach the service the same way', async () => {
  const alphabet = 'aZ09-._~!$&\'()*+,;=:@/%?.#[]{}|^`"<>\\';
  let seed = 7;
  const random = (below: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % below;
  const probes: Probe[] = [];
  for (let i = 0; i < 300; i += 1) {
    let tail = '';
    for (let length = random(12); length > 0; length -= 1) {
      tail +=
        random(6) === 0 ? `%${'0123456789ABCDEFabcdefz'[random(23)]}${'0123456789ABCDEFz'[random(17)]}` : alphabet[random(alphabet.length)];
    }
    probes.push({ path: `${PREFIX}/${tail.replace('#', '')}` });
  }
  await expectSameAnswers(probes);
});
