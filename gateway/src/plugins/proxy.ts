// Forwards each service prefix to its service with the path unchanged, over one keep-alive undici
// pool per prefix. The upstream's own answer, whatever its status, goes back unchanged. The gateway
// answers by itself only when the service cannot be reached (503 quickly: short connect timeout,
// one retry on another replica, counted in the gateway's metrics), does not answer in time (504), or is sent a body larger than that service takes (413,
// before any of it is forwarded).
//
// Two paths, one behaviour. @fastify/http-proxy (with @fastify/reply-from) owns the routes,
// websockets and any URL it would rewrite. A URL it would forward byte for byte takes the fast path
// instead: undici's dispatch API straight from the route's last preHandler, and an answer small
// enough is read whole and sent in one write. Both paths build the upstream request and the answer
// with the same functions below; __tests__/fast-path.test.ts holds them to the same answers.
import proxy from '@fastify/http-proxy';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { drainRequestBody } from '@atlas/service-kit';
import type { IncomingHttpHeaders } from 'node:http';
import { Readable, Stream, Transform, type TransformCallback } from 'node:stream';
import { Pool, errors as undiciErrors, type Dispatcher } from 'undici';
import type { ServiceName, ServiceRoute } from '../services';
import type { GatewayMetrics } from '../metrics';
import { forwardUpgrade, routeUpgrades } from './websocket-proxy';
import { UNREACHED_RETRIES, noteUnreached, spreadConnector, type Unreached } from './upstream-lookup';

export interface ProxyOptions {
  routes: readonly ServiceRoute[];
  upstreams: Record<ServiceName, string>;
  connectTimeoutMs: number;
  responseTimeoutMs: number;
  /** How long an upstream connection is kept before it is replaced by a freshly spread one. */
  upstreamConnectionTtlMs: number;
  /** false: every request takes @fastify/http-proxy's path (the fast path's reference). */
  fastPath?: boolean;
  /** Counts the requests sent again because no replica was reached. */
  metrics: GatewayMetrics;
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'FST_REPLY_FROM_GATEWAY_TIMEOUT']);
const BODY_TOO_LARGE = 'ATLAS_BODY_TOO_LARGE';
const TOO_LARGE_DETAIL = 'Request body is too large';

type UpstreamError = Error & { code?: string; cause?: UpstreamError };

function causeCodes(error: UpstreamError | undefined): string[] {
  const codes: string[] = [];
  for (let current = error, depth = 0; current && depth < 5; current = current.cause, depth++) if (current.code) codes.push(current.code);
  return codes;
}

function answerUpstreamError(reply: FastifyReply, { error }: { error: UpstreamError }) {
  if (reply.sent) return;
  const codes = causeCodes(error);
  // a request body the upstream never read is still arriving: this connection cannot be reused
  if (!reply.request.raw.complete) reply.header('connection', 'close');
  reply.header('content-type', 'application/json; charset=utf-8');
  if (codes.includes(BODY_TOO_LARGE)) return refuseTooLarge(reply);
  reply.request.log.warn({ code: codes[0] ?? '', url: reply.request.url }, 'upstream failed');
  const timedOut = codes.some((code) => TIMEOUT_CODES.has(code));
  reply.code(timedOut ? 504 : 503).send({ detail: timedOut ? 'Service timed out' : 'Service unavailable' });
}

function forwardedHeaders(request: FastifyRequest, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  headers['x-request-id'] = request.id;
  headers['x-forwarded-for'] = request.headers['x-forwarded-for'] ? `${request.headers['x-forwarded-for']}, ${request.ip}` : request.ip;
  headers['x-forwarded-proto'] ??= request.protocol;
  headers['x-forwarded-host'] ??= request.headers.host;
  // The gateway already answered the client's "Expect: 100-continue" (Node does); undici refuses the header.
  delete headers.expect;
  return headers;
}

/** The upstream connection's own headers describe that hop, not the client's. */
function dropHopByHopHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  delete headers['keep-alive'];
  delete headers.connection;
  return headers;
}

/**
 * 413, once the client sent its body: answered and closed while it is still sending, the client
 * reads a reset connection, not the answer (the body is read and thrown away, within the kit's caps).
 */
function refuseTooLarge(reply: FastifyReply): void {
  void drainRequestBody(reply.request.raw).then(() => {
    if (!reply.sent) void reply.code(413).header('connection', 'close').send({ detail: TOO_LARGE_DETAIL });
  });
}

/** Passes a streamed body through, and fails it once it grows past the limit. */
class BodyLimit extends Transform {
  private seen = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.seen += chunk.length;
    if (this.seen > this.limit) return done(Object.assign(new Error(TOO_LARGE_DETAIL), { code: BODY_TOO_LARGE }));
    done(null, chunk);
  }
}

/**
 * Refuses a body larger than the service takes before forwarding any of it: a declared length at
 * once, a chunked one as soon as it grows past the limit. Without this, a service refusing an
 * oversized body closes the connection mid-upload, and the client would be told it is down.
 */
function limitBody(limit: number): preHandlerHookHandler {
  return (request, reply, done) => {
    const declared = Number(request.headers['content-length']);
    if (declared > limit) return refuseTooLarge(reply);
    if (request.headers['transfer-encoding'] && request.body === request.raw) {
      const counted = new BodyLimit(limit);
      request.raw.on('error', (error) => counted.destroy(error));
      request.body = request.raw.pipe(counted);
    }
    done();
  };
}

// ---- the fast path ---------------------------------------------------------------------------

/**
 * Answers up to this size, with a declared length and type, are read whole and sent in one write
 * (and, under 1 KB, not compressed, as @fastify/compress treats a small buffer). One that breaks
 * off midway is then a 503, where a streamed one reaches the client cut short.
 */
const WHOLE_ANSWER_LIMIT = 64 * 1024;

// What @fastify/http-proxy forwards byte for byte: path characters that URL parsing leaves as they
// are (no escapes, no dot or empty segments), and key=value pairs its query re-encoding writes back
// the same way (characters it never escapes, escapes it writes the same, no repeated key).
const PLAIN_PATH = /^(?:\/[\w\-~!$&'()*+,;=:@.]+)+\/?$/;
const QUERY_KEY = String.raw`[A-Za-z_\-.~!()*][\w\-.~!()*]*`;
const QUERY_VALUE = String.raw`(?:[\w\-.~!()*]|%(?:2[02-6BCF]|3[A-F]|40|5[B-E]|60|7[B-D]))*`;
const PLAIN_QUERY = new RegExp(`^${QUERY_KEY}=${QUERY_VALUE}(?:&${QUERY_KEY}=${QUERY_VALUE})*$`);

function forwardedUnchanged(url: string): boolean {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  if (!PLAIN_PATH.test(path) || path.includes('..') || path.includes('/./') || path.endsWith('/.')) return false;
  if (queryAt === -1) return true;
  const query = url.slice(queryAt + 1);
  if (!PLAIN_QUERY.test(query)) return false;
  if (!query.includes('&')) return true;
  // a key seen again after another one would be moved next to its first occurrence
  const seen = new Set<string>();
  let previous = '';
  for (const pair of query.split('&')) {
    const key = pair.slice(0, pair.indexOf('='));
    if (key !== previous && seen.has(key)) return false;
    seen.add(key);
    previous = key;
  }
  return true;
}

/** As @fastify/reply-from builds it: the client's headers minus this hop's, for the service's host. */
function upstreamRequestHeaders(request: FastifyRequest, host: string): IncomingHttpHeaders {
  const headers = { ...request.headers };
  const connection = headers.connection;
  if (connection) {
    for (const name of connection.toLowerCase().split(',')) {
      const listed = name.trim();
      if (listed) delete headers[listed];
    }
    delete headers.connection;
  }
  headers.host = host;
  forwardedHeaders(request, headers);
  delete headers['transfer-encoding'];
  return headers;
}

const INVALID_HEADER_CHARACTERS = /[^\t\x20-\x7E\x80-\xFF]/g;

/** As @fastify/http-proxy cleans an answer's headers: no characters a header value may not hold. */
function sanitizeHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  for (const name in headers) {
    const value = headers[name];
    if (typeof value === 'string') headers[name] = value.replace(INVALID_HEADER_CHARACTERS, '');
    else if (Array.isArray(value)) headers[name] = value.map((item) => item.replace(INVALID_HEADER_CHARACTERS, ''));
  }
  return headers;
}

/** An answer streamed through (large, of unknown length, or with no body to buffer). */
class UpstreamBody extends Readable {
  complete = false;
  constructor(private readonly controller: Dispatcher.DispatchController) {
    super();
  }
  override _read() {
    this.controller.resume();
  }
  override _destroy(error: Error | null, callback: (error?: Error | null) => void) {
    // the client went away: stop reading from the service
    if (!this.complete) this.controller.abort(error ?? new undiciErrors.RequestAbortedError());
    callback(error);
  }
}

class UpstreamAnswer implements Dispatcher.DispatchHandler {
  private statusCode = 0;
  private headers: IncomingHttpHeaders = {};
  private chunks: Buffer[] = [];
  private body?: UpstreamBody;

  /** `retry`: sends the request again (on another replica) when its connection reached no one. */
  constructor(
    private readonly reply: FastifyReply,
    private readonly retry?: (reason: Unreached) => boolean,
  ) {}

  onRequestStart() {}

  onResponseStart(controller: Dispatcher.DispatchController, statusCode: number, headers: IncomingHttpHeaders) {
    this.statusCode = statusCode;
    this.headers = headers;
    const length = Number(headers['content-length']);
    const whole =
      this.reply.request.method !== 'HEAD' &&
      statusCode >= 200 &&
      statusCode !== 204 &&
      statusCode !== 304 &&
      headers['content-type'] !== undefined &&
      length <= WHOLE_ANSWER_LIMIT;
    if (whole) return;
    this.body = new UpstreamBody(controller);
    // the visitor may be gone before the answer starts: the body nobody reads must not throw its abort
    this.body.on('error', () => undefined);
    if (!this.answer(this.body)) controller.abort(new undiciErrors.RequestAbortedError());
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer) {
    if (!this.body) this.chunks.push(chunk);
    else if (!this.body.push(chunk)) controller.pause();
  }

  onResponseEnd() {
    if (this.body) {
      this.body.complete = true;
      this.body.push(null);
      return;
    }
    this.answer(this.chunks.length === 1 ? this.chunks[0] : Buffer.concat(this.chunks));
  }

  onResponseError(_controller: Dispatcher.DispatchController, error: UpstreamError) {
    if (this.body) return this.body.destroy(error);
    const unreached = noteUnreached(error);
    if (unreached && this.statusCode === 0 && this.retry?.(unreached)) return;
    answerUpstreamError(this.reply, { error });
  }

  /** Sends the service's status, headers and body on; false when there is no one to send them to. */
  private answer(payload: Buffer | Readable): boolean {
    const reply = this.reply;
    const headers = this.headers;
    delete headers['transfer-encoding'];
    sanitizeHeaders(dropHopByHopHeaders(headers));
    for (const name in headers) reply.header(name, headers[name]);
    // an HTTP/1 connection whose request body was not all read cannot be reused
    if (!reply.request.raw.complete) reply.header('connection', 'close');
    try {
      reply.code(this.statusCode);
    } catch (error) {
      answerUpstreamError(reply, { error: error as UpstreamError });
      return false;
    }
    if (reply.request.raw.aborted) return false;
    reply.send(payload);
    return true;
  }
}

/**
 * The route's last preHandler: forwards what the fast path can, and hands the rest to the library
 * (done): URLs it would rewrite, bodies Fastify parsed itself (text/plain, which the library
 * re-encodes) and compressed bodies (inflated by @fastify/compress, sent on as the library does).
 */
function forwardPlainRequests(pool: Pool, host: string, retried: (reason: Unreached) => void): preHandlerHookHandler {
  return (request, reply, done) => {
    const body = request.body;
    if (!forwardedUnchanged(request.url) || request.headers['content-encoding'] || (body !== undefined && !(body instanceof Stream))) {
      return done();
    }
    const options: Dispatcher.DispatchOptions = {
      path: request.url,
      method: request.method as Dispatcher.HttpMethod,
      headers: upstreamRequestHeaders(request, host),
      body: (body as Readable | undefined) ?? '',
    };
    // a connection that reached no one sent nothing: the request goes again, with its body stream untouched
    let tries = 0;
    const send = (reason?: Unreached): boolean => {
      if (tries > UNREACHED_RETRIES || (body as Readable | undefined)?.destroyed || reply.request.raw.destroyed) return false;
      tries += 1;
      if (reason) retried(reason);
      pool.dispatch(options, new UpstreamAnswer(reply, send));
      return true;
    };
    send();
  };
}

/** What a service is told of a websocket's caller: the request id, its cookie and the verified token. */
function upgradeHeaders(request: FastifyRequest): Record<string, string> {
  return {
    'x-request-id': request.id,
    ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
    ...(request.accessToken ? { authorization: `Bearer ${request.accessToken}` } : {}),
  };
}

export const serviceProxy: FastifyPluginAsync<ProxyOptions> = async (app, options) => {
  if (options.routes.some((route) => route.websocket)) routeUpgrades(app);
  for (const route of options.routes) {
    const upstream = options.upstreams[route.service];
    const pool = new Pool(upstream, {
      connections: 128,
      pipelining: 1,
      connect: spreadConnector(options.connectTimeoutMs),
      headersTimeout: options.responseTimeoutMs,
      bodyTimeout: options.responseTimeoutMs,
      keepAliveTimeout: 4_000,
      // A kept-alive connection stays with the replica it first reached: once it is this old it is closed
      // (gracefully, after its request) and the next one is spread again (spreadConnector), so replicas
      // started later (a scale-out, a roll) get their share within seconds at any load, as Envoy's
      // max_connection_duration does. By age, not by requests: a connection replaced every 50 requests
      // cost the proxy a new connection and an error's stack trace per 50 requests under load.
      clientTtl: options.upstreamConnectionTtlMs,
    });
    app.addHook('onClose', () => pool.destroy());
    const retried = (reason: Unreached) => options.metrics.upstreamRetried(route.service, reason);
    const fastPath = options.fastPath !== false && route.websocket !== true;
    const preHandler = route.websocket
      ? [
          forwardUpgrade(app, { upstream, handshakeTimeoutMs: options.connectTimeoutMs, headers: upgradeHeaders }),
          limitBody(route.bodyLimit),
        ]
      : fastPath
        ? [limitBody(route.bodyLimit), forwardPlainRequests(pool, new URL(upstream).host, retried)]
        : limitBody(route.bodyLimit);
    await app.register(proxy, {
      upstream,
      prefix: route.prefix,
      rewritePrefix: route.prefix,
      // upgrades are taken over by forwardUpgrade (the service's refusal reaches the client)
      websocket: false,
      disableRequestLogging: true,
      config: { api: true },
      preHandler,
      undici: pool,
      replyOptions: {
        rewriteRequestHeaders: forwardedHeaders,
        rewriteHeaders: dropHopByHopHeaders,
        onError: answerUpstreamError,
        // an upstream 503 is an answer to pass on, not a reason to retry (reply-from retries GETs by
        // default); a connection that reached no one goes again, once, on another replica
        retryDelay: ({ err, attempt }: { err?: UpstreamError; attempt: number }) => {
          const unreached = noteUnreached(err);
          if (!unreached || attempt >= UNREACHED_RETRIES) return null;
          retried(unreached);
          return 1;
        },
      },
    } as never);
  }
};
