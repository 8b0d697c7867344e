// Websockets through the gateway. The service's socket is opened first, and the client's upgrade is
// completed only once the service accepted it: a service that refuses (401, 403, 404 with {detail})
// is the client's answer as it was given, status and body, instead of an accepted socket closed at
// once with 1011 (what @fastify/http-proxy does). A service that cannot be reached is 503, one that
// does not answer the upgrade in time 504, as for any request.
//
// Upgrades go through the Fastify router like requests (the auth hook refuses before the service is
// asked); the websocket prefixes' routes (@fastify/http-proxy without its own websocket handling)
// carry `forwardUpgrade` as their first preHandler.
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { ServerResponse, STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import WebSocket, { WebSocketServer } from 'ws';
import { API_SECURITY_HEADERS } from './security';

const UPGRADE = Symbol('atlas.upgrade');
/** A refusal's body is passed on up to this size (a `{detail}`, not a page). */
const MAX_REFUSAL_BYTES = 16 * 1024;

type UpgradeRequest = IncomingMessage & { [UPGRADE]?: { socket: Duplex; head: Buffer } };

/** Hands every upgrade to the router, with its socket kept for the route that takes it over. */
export function routeUpgrades(app: FastifyInstance): void {
  const open = new Set<WebSocket>();
  app.decorate('openWebsockets', open);
  app.server.on('upgrade', (raw: UpgradeRequest, socket: Duplex, head: Buffer) => {
    raw[UPGRADE] = { socket, head };
    // a route that does not take the upgrade over answers it as an HTTP request, and the socket ends with that answer
    const response = new ServerResponse(raw);
    response.assignSocket(socket as never);
    response.on('finish', () => socket.destroy());
    app.routing(raw, response);
  });
  // the server cannot close while sockets it upgraded are open
  app.addHook('preClose', (done) => {
    for (const socket of open) socket.close(1001, 'Going away');
    done();
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    openWebsockets: Set<WebSocket>;
  }
}

export interface UpgradeOptions {
  upstream: string;
  handshakeTimeoutMs: number;
  /** What the service is told of the caller (request id, cookie, the verified token). */
  headers: (request: FastifyRequest) => Record<string, string>;
}

/** Takes an upgrade over: the service's socket first, then the client's, linked both ways. */
export function forwardUpgrade(app: FastifyInstance, options: UpgradeOptions): preHandlerHookHandler {
  const base = options.upstream.replace(/^http/, 'ws');
  const server = new WebSocketServer({ noServer: true, handleProtocols: (_offered, request) => chosenProtocol.get(request) ?? false });
  const chosenProtocol = new WeakMap<IncomingMessage, string>();

  return (request, reply, done) => {
    const raw = request.raw as UpgradeRequest;
    const upgrade = raw[UPGRADE];
    if (!upgrade) return done();
    reply.hijack();
    const { socket, head } = upgrade;
    const offered = (request.headers['sec-websocket-protocol'] ?? '')
      .split(',')
      .map((protocol) => protocol.trim())
      .filter(Boolean);
    const target = new WebSocket(`${base}${request.url}`, offered, {
      handshakeTimeout: options.handshakeTimeoutMs,
      headers: options.headers(request),
    });
    // one outcome per upgrade: the service's refusal, its failure, or the linked sockets
    let settled = false;
    const settle = () => !settled && (settled = true);
    const clientGone = () => settle() && target.terminate();
    socket.once('close', clientGone);

    target.once('unexpected-response', (upstreamRequest, response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= MAX_REFUSAL_BYTES) chunks.push(chunk);
      });
      response.once('end', () => {
        upstreamRequest.destroy();
        if (!settle()) return;
        const status = response.statusCode ?? 502;
        const whole = size <= MAX_REFUSAL_BYTES;
        answer(
          socket,
          request,
          status,
          whole ? Buffer.concat(chunks) : { detail: STATUS_CODES[status] ?? 'Refused' },
          whole ? response.headers['content-type'] : undefined,
        );
      });
      response.once('error', () => settle() && answer(socket, request, 503, { detail: 'Service unavailable' }));
    });
    target.once('error', (error: Error & { code?: string }) => {
      if (!settle()) return;
      request.log.warn({ code: error.code ?? '', url: request.url }, 'upstream websocket failed');
      const timedOut = /timed out/i.test(error.message);
      answer(socket, request, timedOut ? 504 : 503, { detail: timedOut ? 'Service timed out' : 'Service unavailable' });
    });
    target.once('open', () => {
      if (!settle()) return;
      socket.off('close', clientGone);
      if (target.protocol) chosenProtocol.set(raw, target.protocol);
      server.handleUpgrade(raw, socket, head, (source) => link(app.openWebsockets, source, target));
    });
  };
}

/** The HTTP answer to an upgrade that was not accepted; the connection ends with it. */
function answer(socket: Duplex, request: FastifyRequest, status: number, body: Buffer | object, contentType?: string) {
  if (socket.destroyed) return;
  const payload = Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  const headers: Record<string, string | number> = {
    ...API_SECURITY_HEADERS,
    'content-type': contentType ?? 'application/json; charset=utf-8',
    'content-length': payload.length,
    'x-request-id': request.id,
    connection: 'close',
  };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(Buffer.concat([Buffer.from(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${head.join('')}\r\n`), payload]));
}

/** ws refuses to send the codes that only describe a closing (1005, 1006): they travel as 4xxx. */
function sendableCode(code: number): number {
  if (code === 1004 || code === 1005 || code === 1006) return 3000 + code;
  return code >= 1000 && code < 5000 ? code : 1011;
}

function link(open: Set<WebSocket>, source: WebSocket, target: WebSocket) {
  open.add(source);
  const close = (code: number, reason: Buffer | string) => {
    open.delete(source);
    for (const socket of [source, target]) if (socket.readyState === WebSocket.OPEN) socket.close(sendableCode(code), reason);
  };
  source.on('message', (data, binary) => target.send(data, { binary }));
  target.on('message', (data, binary) => source.send(data, { binary }));
  source.on('ping', (data) => target.ping(data));
  target.on('ping', (data) => source.ping(data));
  source.on('pong', (data) => target.pong(data));
  target.on('pong', (data) => source.pong(data));
  source.on('close', close);
  target.on('close', close);
  source.on('error', (error) => close(1011, error.message));
  target.on('error', (error) => close(1011, error.message));
}
