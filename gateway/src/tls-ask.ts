// The TLS permission (docs/contracts.md "Sites on their own origin"): Caddy's `on_demand_tls { ask }` and cert-manager
// ask `GET /internal/tls/allow?domain=<host>` before getting a certificate for a name. 200 `ok` for a verified domain or a
// `<slug>.<ATLAS_SITES_DOMAIN>` of an existing site, from the in-memory host map only (it answers while the sites service
// is down); anything else 404 — it fails closed. A bare node:http server on its own port (ATLAS_TLS_ASK_PORT, 127.0.0.1
// unless ATLAS_TLS_ASK_HOST): never routed through the gateway's public port.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SiteHosts } from './site-hosts';

export const TLS_ALLOW_PATH = '/internal/tls/allow';

export interface TlsAsk {
  port: number;
  close(): Promise<void>;
}

function allowed(url: string | undefined, hosts: Pick<SiteHosts, 'allowsCertificate'>): boolean {
  const at = url?.indexOf('?') ?? -1;
  if (!url || at < 0 || url.slice(0, at) !== TLS_ALLOW_PATH) return false;
  const domain = new URLSearchParams(url.slice(at + 1)).get('domain');
  return Boolean(domain) && hosts.allowsCertificate(domain!);
}

export function listenForTlsAsks(
  hosts: Pick<SiteHosts, 'allowsCertificate'>,
  { port, host }: { port: number; host: string },
): Promise<TlsAsk> {
  const server = http.createServer({ noDelay: true }, (request, response) => {
    let ok = false;
    try {
      ok = (request.method === 'GET' || request.method === 'HEAD') && allowed(request.url, hosts);
    } catch {
      ok = false;
    }
    response.writeHead(ok ? 200 : 404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
    response.end(ok ? 'ok' : 'not allowed');
  });
  server.keepAliveTimeout = 5000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

/** ATLAS_TLS_ASK_PORT (default 4090; 0: off) and ATLAS_TLS_ASK_HOST (default 127.0.0.1). */
export function tlsAskAddress(env: NodeJS.ProcessEnv): { port: number; host: string } | undefined {
  const port = Number(env.ATLAS_TLS_ASK_PORT ?? 4090);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) return undefined;
  return { port, host: env.ATLAS_TLS_ASK_HOST || '127.0.0.1' };
}

/**
 * Starts the TLS permission listener beside a built gateway when it routes by host (ATLAS_SITES_DOMAIN) and
 * ATLAS_TLS_ASK_PORT is not 0: what gateway/src/main.ts and the one-process start (scripts/start.mjs) both run.
 */
export async function serveTlsAsks(
  app: { siteHosts?: Pick<SiteHosts, 'allowsCertificate'> },
  env: NodeJS.ProcessEnv,
): Promise<(TlsAsk & { url: string }) | undefined> {
  const address = tlsAskAddress(env);
  if (!app.siteHosts || !address) return undefined;
  const ask = await listenForTlsAsks(app.siteHosts, address);
  return { ...ask, url: `http://${address.host}:${ask.port}${TLS_ALLOW_PATH}` };
}
