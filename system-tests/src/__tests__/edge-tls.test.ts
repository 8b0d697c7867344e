// The edge (deploy/caddy/Caddyfile run by Debian's caddy) against a real ACME server (Debian's
// pebble) on loopback: a name the ask allows while Caddy runs is served over HTTPS within 30 s;
// names the ask refuses never reach the ACME server, however many handshakes ask for them; plain
// HTTP moves to HTTPS except ACME challenges. The ask and the upstream are stand-ins here (node:http)
// for the gateway's /internal/tls/allow and its public port.
// Ports: free ones, or eight from ATLAS_EDGE_TEST_PORT on (a block of one's own).
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { freePort } from '../processes';
import { handshake, httpsGet, missingEdgeBinaries, startEdge, type Edge } from '../edge/pebble-caddy';

const missing = missingEdgeBinaries();
if (missing.length > 0)
  console.warn(`edge TLS test skipped: ${missing.join(', ')} not installed (apt-get install -y caddy pebble; .ci/run does)`);
const describeWithEdge = missing.length > 0 ? describe.skip : describe;

const DASHBOARD = 'app.atlas.test';
const SITE = 'shop.example.test';

/** The gateway's ask listener as Caddy sees it: 200 for an allowed name, 404 for anything else. */
function startAsk() {
  const allowed = new Set<string>();
  const asked: string[] = [];
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://ask');
    const domain = url.searchParams.get('domain') ?? '';
    asked.push(domain);
    const ok = url.pathname === '/internal/tls/allow' && allowed.has(domain);
    response.writeHead(ok ? 200 : 404).end(ok ? 'ok' : 'not found');
  });
  return { server, allowed, asked };
}

/** The gateway's public port: a page naming the host and path it was asked for. */
function startUpstream() {
  const seen: string[] = [];
  const server = http.createServer((request, response) => {
    seen.push(`${request.headers.host} ${request.url}`);
    const challenge = request.url?.startsWith('/.well-known/acme-challenge/');
    response
      .writeHead(challenge ? 404 : 200, { 'content-type': 'text/html' })
      .end(`<!doctype html><h1>${request.headers.host} ${request.url}</h1>`);
  });
  return { server, seen };
}

const listen = (server: http.Server, port: number) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

/** A plain HTTP GET to Caddy's HTTP port with a Host header (fetch would drop it). */
const httpGet = (port: number, host: string, pathname: string) =>
  new Promise<{ status: number; location?: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers: { host }, agent: false }, (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, location: response.headers.location });
      })
      .on('error', reject);
  });

async function ports() {
  const base = Number(process.env.ATLAS_EDGE_TEST_PORT);
  const names = ['http', 'https', 'acme', 'management', 'dns', 'dnsManagement', 'ask', 'upstream'] as const;
  const values = base > 0 ? names.map((_, index) => base + index) : await Promise.all(names.map(() => freePort()));
  return Object.fromEntries(names.map((name, index) => [name, values[index]])) as Record<(typeof names)[number], number>;
}

describeWithEdge('the edge: Caddy with on-demand TLS and an ask, against Pebble', () => {
  const ask = startAsk();
  const upstream = startUpstream();
  let port: Awaited<ReturnType<typeof ports>>;
  let edge: Edge | undefined;

  beforeAll(async () => {
    port = await ports();
    await listen(ask.server, port.ask);
    await listen(upstream.server, port.upstream);
    edge = await startEdge({
      askUrl: `http://127.0.0.1:${port.ask}/internal/tls/allow`,
      upstream: `127.0.0.1:${port.upstream}`,
      httpPort: port.http,
      httpsPort: port.https,
      dashboardHost: DASHBOARD,
      acmePort: port.acme,
      managementPort: port.management,
      dnsPort: port.dns,
      dnsManagementPort: port.dnsManagement,
    });
  }, 60_000);

  afterAll(async () => {
    await edge?.stop();
    await new Promise((resolve) => ask.server.close(resolve));
    await new Promise((resolve) => upstream.server.close(resolve));
  });

  test('the dashboard host is served over HTTPS with a certificate of its own, without asking', async () => {
    const page = await httpsGet(port.https, DASHBOARD, '/dashboard', edge!.caRoot);
    expect(page).toEqual({ status: 200, body: expect.stringContaining(`${DASHBOARD} /dashboard`) });
    expect(ask.asked).not.toContain(DASHBOARD);
    expect(edge!.ordersCount()).toBe(1);
  });

  test('a name allowed while Caddy runs is served over HTTPS within 30 s; before that it gets no certificate', async () => {
    expect(await handshake(port.https, SITE, edge!.caRoot)).toBe(false);
    const orders = edge!.ordersCount();

    ask.allowed.add(SITE);
    const allowedAt = Date.now();
    let page: { status: number; body: string } | undefined;
    while (!page && Date.now() - allowedAt < 30_000) {
      page = await httpsGet(port.https, SITE, '/menu?table=4', edge!.caRoot).catch(() => undefined);
      if (!page) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const elapsed = Date.now() - allowedAt;
    console.log(`edge: ${SITE} served over HTTPS ${elapsed} ms after it was allowed`);

    expect(page).toEqual({ status: 200, body: expect.stringContaining(`${SITE} /menu?table=4`) });
    expect(elapsed).toBeLessThan(30_000);
    expect(edge!.ordersCount()).toBe(orders + 1);
  });

  test('1,000 handshakes for random names the ask refuses make no certificate order', async () => {
    const orders = edge!.ordersCount();
    const askedBefore = ask.asked.length;
    // half under a sites domain (slugs that do not exist), half made-up custom domains
    const names = Array.from({ length: 1000 }, (_, index) =>
      index % 2 ? `${randomBytes(6).toString('hex')}.sites.example.test` : `www.${randomBytes(6).toString('hex')}.example`,
    );
    const started = Date.now();
    let next = 0;
    let served = 0;
    await Promise.all(
      Array.from({ length: 40 }, async () => {
        while (next < names.length) {
          const name = names[next++];
          if (await handshake(port.https, name, edge!.caRoot)) served += 1;
        }
      }),
    );
    console.log(`edge: 1000 refused handshakes in ${Date.now() - started} ms, orders ${orders} -> ${edge!.ordersCount()}`);

    expect(served).toBe(0);
    // each handshake was refused by the ask, not by something before it
    expect(new Set(ask.asked.slice(askedBefore))).toEqual(new Set(names));
    // orders would be added while the handshakes wait: let any stragglers land first
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(edge!.ordersCount()).toBe(orders);
  });

  test('plain HTTP moves to HTTPS with its path and query, except ACME challenges, which reach the gateway', async () => {
    expect(await httpGet(port.http, SITE, '/about?lang=fr')).toEqual({ status: 308, location: `https://${SITE}/about?lang=fr` });
    expect(await httpGet(port.http, DASHBOARD, '/dashboard')).toEqual({ status: 308, location: `https://${DASHBOARD}/dashboard` });

    for (const host of [SITE, DASHBOARD, 'unknown.example.test']) {
      const challenge = await httpGet(port.http, host, '/.well-known/acme-challenge/another-clients-token');
      expect({ host, ...challenge }).toEqual({ host, status: 404, location: undefined });
      expect(upstream.seen).toContain(`${host} /.well-known/acme-challenge/another-clients-token`);
    }
  });
});
