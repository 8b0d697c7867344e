// The production edge on loopback: Debian's `caddy` running deploy/caddy/Caddyfile (on-demand TLS
// with an `ask`) in front of an upstream, getting its certificates from Debian's `pebble` (an ACME
// test server), which validates the challenges against Caddy's own ports. Names resolve through
// `pebble-challtestsrv`'s DNS, which answers 127.0.0.1 for every A query. Clients trust `caRoot`
// (Pebble's issuing root, new at every start), never the system store.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import tls from 'node:tls';
import path from 'node:path';
import { freePort } from '../processes';

const CADDYFILE = path.resolve(__dirname, '..', '..', '..', 'deploy', 'caddy', 'Caddyfile');
const BINARIES = ['/usr/bin/caddy', '/usr/bin/pebble', '/usr/bin/pebble-challtestsrv'];

export interface EdgeOptions {
  /** Caddy's on-demand `ask` URL (the gateway's `/internal/tls/allow`); Caddy appends `?domain=<name>`. */
  askUrl: string;
  /** `host:port` Caddy proxies every request to. */
  upstream: string;
  httpsPort: number;
  httpPort: number;
  /** The dashboard's host: its certificate is obtained at start, without the ask. */
  dashboardHost?: string;
  /** Pebble's ACME and management ports and the DNS server's ports; free ones when left out. */
  acmePort?: number;
  managementPort?: number;
  dnsPort?: number;
  dnsManagementPort?: number;
}

export interface Edge {
  /** Pebble's issuing root (PEM): the one CA a client of the edge trusts. */
  caRoot: string;
  /** Certificate orders Pebble has taken since it started (the dashboard's included). */
  ordersCount(): number;
  /** What Caddy and Pebble wrote, for a failure message. */
  logs(): string;
  /** Stops Caddy, Pebble and the DNS server (by pid) and removes their files. */
  stop(): Promise<void>;
}

/** The binaries the edge needs that this machine lacks (Debian packages `caddy` and `pebble`). */
export function missingEdgeBinaries(): string[] {
  return BINARIES.filter((binary) => !existsSync(binary));
}

interface Started {
  name: string;
  child: ChildProcess;
  output(): string;
}

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): Started {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-2_000_000);
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  return { name, child, output: () => log };
}

const running = ({ child }: Started) => child.exitCode === null && child.signalCode === null;

async function stopProcess(process: Started): Promise<void> {
  if (!running(process)) return;
  const exited = new Promise<void>((resolve) => process.child.once('exit', () => resolve()));
  process.child.kill('SIGTERM');
  const timer = setTimeout(() => process.child.kill('SIGKILL'), 3000);
  await exited;
  clearTimeout(timer);
}

async function waitFor<T>(what: string, processes: Started[], attempt: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const stopped = processes.find((process) => !running(process));
    if (stopped) throw new Error(`${stopped.name} exited while waiting for ${what}:\n${stopped.output().slice(-3000)}`);
    const result = await attempt().catch(() => undefined);
    if (result !== undefined) return result;
    if (Date.now() > deadline)
      throw new Error(
        `${what} did not happen within ${timeoutMs} ms:\n${processes.map((p) => `--- ${p.name}\n${p.output().slice(-3000)}`).join('\n')}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** GET over HTTPS to 127.0.0.1:`port`, naming `host` in SNI and Host; resolves with the status and body. */
export function httpsGet(port: number, host: string, pathname: string, ca: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = https.get(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        headers: { host },
        servername: net.isIP(host) ? undefined : host,
        ca,
        agent: false,
        timeout: 30_000,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`https://${host}:${port}${pathname} timed out`)));
    request.on('error', reject);
  });
}

/** A TLS handshake with 127.0.0.1:`port` for `servername`; resolves with whether a certificate was presented and trusted. */
export const handshake = (port: number, servername: string, ca: string) =>
  new Promise<boolean>((resolve) => {
    const socket = tls.connect({ host: '127.0.0.1', port, servername, ca });
    socket.once('secureConnect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.setTimeout(15_000, () => socket.destroy(new Error('handshake timed out')));
  });

const tcpOpen = (port: number) =>
  new Promise<true | undefined>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(undefined));
  });

/** Pebble's own HTTPS listeners present a certificate made here; Caddy trusts it through SSL_CERT_FILE. */
function pebbleListenerCertificate(dir: string) {
  const cert = path.join(dir, 'pebble-listener.pem');
  const key = path.join(dir, 'pebble-listener.key');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=Pebble listener',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore', timeout: 10_000 },
  );
  return { cert, key };
}

export async function startEdge(options: EdgeOptions): Promise<Edge> {
  const missing = missingEdgeBinaries();
  if (missing.length > 0) throw new Error(`The edge needs ${missing.join(', ')} (apt-get install -y caddy pebble)`);
  const acmePort = options.acmePort ?? (await freePort());
  const managementPort = options.managementPort ?? (await freePort());
  const dnsPort = options.dnsPort ?? (await freePort());
  const dnsManagementPort = options.dnsManagementPort ?? (await freePort());
  const dir = mkdtempSync(path.join(os.tmpdir(), 'atlas-edge-'));
  const processes: Started[] = [];
  const stop = async () => {
    await Promise.all(processes.map(stopProcess));
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    const listener = pebbleListenerCertificate(dir);
    writeFileSync(
      path.join(dir, 'pebble.json'),
      JSON.stringify({
        pebble: {
          listenAddress: `127.0.0.1:${acmePort}`,
          managementListenAddress: `127.0.0.1:${managementPort}`,
          certificate: listener.cert,
          privateKey: listener.key,
          // challenges are validated against Caddy's own ports
          httpPort: options.httpPort,
          tlsPort: options.httpsPort,
          ocspResponderURL: '',
          externalAccountBindingRequired: false,
        },
      }),
    );
    const base = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: dir };
    processes.push(
      start(
        'pebble-challtestsrv',
        '/usr/bin/pebble-challtestsrv',
        [
          '-dns01',
          `127.0.0.1:${dnsPort}`,
          '-management',
          `127.0.0.1:${dnsManagementPort}`,
          '-defaultIPv4',
          '127.0.0.1',
          '-defaultIPv6',
          '',
          '-http01',
          '',
          '-https01',
          '',
          '-tlsalpn01',
          '',
        ],
        base,
      ),
    );
    // no random sleeps before validating, no nonces refused at random: the test times the edge, not Pebble's chaos
    processes.push(
      start('pebble', '/usr/bin/pebble', ['-config', path.join(dir, 'pebble.json'), '-dnsserver', `127.0.0.1:${dnsPort}`], {
        ...base,
        PEBBLE_VA_NOSLEEP: '1',
        PEBBLE_WFE_NONCEREJECT: '0',
      }),
    );
    const listenerCa = readFileSync(listener.cert, 'utf8');
    const caRoot = await waitFor("Pebble's root at /roots/0", processes, async () => {
      const { status, body } = await httpsGet(managementPort, '127.0.0.1', '/roots/0', listenerCa);
      return status === 200 && body.includes('BEGIN CERTIFICATE') ? body : undefined;
    });
    const pebble = processes[1];

    processes.push(
      start('caddy', '/usr/bin/caddy', ['run', '--config', CADDYFILE, '--adapter', 'caddyfile'], {
        ...base,
        XDG_DATA_HOME: path.join(dir, 'caddy-data'),
        XDG_CONFIG_HOME: path.join(dir, 'caddy-config'),
        // Caddy reaches Pebble's directory over HTTPS: this certificate is the only root it trusts
        SSL_CERT_FILE: listener.cert,
        ACME_EMAIL: 'edge-test@example.test',
        ACME_CA: `https://127.0.0.1:${acmePort}/dir`,
        CADDY_ADMIN: 'off',
        CADDY_BIND: '127.0.0.1',
        CADDY_HTTP_PORT: String(options.httpPort),
        CADDY_HTTPS_PORT: String(options.httpsPort),
        ATLAS_TLS_ASK_URL: options.askUrl,
        ATLAS_UPSTREAM: options.upstream,
        ATLAS_DASHBOARD_HOST: options.dashboardHost ?? 'dashboard.atlas.test',
      }),
    );
    await waitFor('Caddy listening', processes, async () => (await tcpOpen(options.httpsPort)) && (await tcpOpen(options.httpPort)));
    // the dashboard's certificate is ordered at start: wait for it, so every later order is someone's handshake
    await waitFor('the dashboard certificate', processes, async () => {
      const { status } = await httpsGet(options.httpsPort, options.dashboardHost ?? 'dashboard.atlas.test', '/', caRoot);
      return status > 0 ? true : undefined;
    });

    return {
      caRoot,
      ordersCount: () => pebble.output().match(/Added order "/g)?.length ?? 0,
      logs: () => processes.map((p) => `--- ${p.name}\n${p.output().slice(-5000)}`).join('\n'),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
