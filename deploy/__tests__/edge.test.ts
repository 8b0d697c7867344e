// The compose edge (docker-compose.edge.yml), checked offline: Caddy asks the gateway's internal ask
// listener before any certificate, that listener stays off the host's ports, and every part learns the
// sites domain. The Caddyfile itself runs against Pebble in system-tests/src/__tests__/edge-tls.test.ts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

const DEPLOY = path.resolve(__dirname, '..');

interface ComposeService {
  image?: string;
  environment?: Record<string, string | number>;
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: Record<string, unknown>;
}
const read = (file: string) =>
  parse(readFileSync(path.join(DEPLOY, file), 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };

const base = read('docker-compose.yml').services;
const edge = read('docker-compose.edge.yml').services;
const caddy = edge.caddy;
// what compose runs with both files: an override's environment adds to the base's, key by key
const merged = (name: string) => ({ ...base[name].environment, ...edge[name]?.environment });

test("Caddy asks the gateway's ask listener (ATLAS_TLS_ASK_PORT) and proxies to the gateway's public port", () => {
  const gateway = merged('gateway');
  const ask = new URL(String(caddy.environment?.ATLAS_TLS_ASK_URL));
  expect({ host: ask.hostname, port: ask.port, path: ask.pathname }).toEqual({
    host: 'gateway',
    port: String(gateway.ATLAS_TLS_ASK_PORT),
    path: '/internal/tls/allow',
  });
  // the listener binds 127.0.0.1 unless told otherwise: Caddy is another container
  expect(gateway.ATLAS_TLS_ASK_HOST).toBe('0.0.0.0');
  expect(caddy.environment?.ATLAS_UPSTREAM).toBe(`gateway:${gateway.GATEWAY_PORT}`);
  expect(caddy.depends_on).toEqual({ gateway: { condition: 'service_healthy' } });
});

test('the ask listener is never published on the host, and Caddy takes 80 and 443', () => {
  const askPort = String(merged('gateway').ATLAS_TLS_ASK_PORT);
  const published = Object.values({ ...base, ...edge }).flatMap((service) => service.ports ?? []);
  expect(published.filter((mapping) => mapping.split(':').pop()?.split('/')[0] === askPort)).toEqual([]);
  expect(caddy.ports).toEqual(
    expect.arrayContaining([
      '${ATLAS_EDGE_HTTP_PORT:-80}:80',
      '${ATLAS_EDGE_HTTPS_PORT:-443}:443',
      '${ATLAS_EDGE_HTTPS_PORT:-443}:443/udp',
    ]),
  );
});

test('Caddy runs deploy/caddy/Caddyfile with the dashboard host and the ACME e-mail, and keeps its certificates', () => {
  const [mount] = caddy.volumes!.filter((volume) => volume.endsWith(':/etc/caddy/Caddyfile:ro'));
  expect(existsSync(path.resolve(DEPLOY, mount.split(':')[0]))).toBe(true);
  expect(caddy.volumes).toEqual(expect.arrayContaining(['caddy-data:/data']));
  for (const key of ['ATLAS_DASHBOARD_HOST', 'ACME_EMAIL'])
    expect(String(caddy.environment?.[key])).toMatch(new RegExp(`^\\$\\{${key}:\\?`));
  expect(caddy.image).toMatch(/^caddy:\d+\.\d+\.\d+$/);
});

test('every service and the gateway learn the sites domain and the dashboard host (both required with the edge)', () => {
  const parts = Object.keys(base).filter((name) => base[name].environment?.JWT_SECRET);
  expect(parts).toEqual(expect.arrayContaining(['sites', 'content', 'gateway']));
  for (const name of parts) {
    const environment = merged(name);
    expect({ name, domain: environment.ATLAS_SITES_DOMAIN, dashboard: environment.ATLAS_DASHBOARD_HOST }).toEqual({
      name,
      domain: expect.stringMatching(/^\$\{ATLAS_SITES_DOMAIN:\?/),
      dashboard: expect.stringMatching(/^\$\{ATLAS_DASHBOARD_HOST:\?/),
    });
  }
  expect(String(merged('sites').ATLAS_EDGE_IPV4)).toMatch(/^\$\{ATLAS_EDGE_IPV4:\?/);
});

test("Caddy's health is checked like every container's: every 30 s, every second while it starts", () => {
  expect(caddy.healthcheck).toMatchObject({ interval: '30s', start_interval: '1s' });
});
