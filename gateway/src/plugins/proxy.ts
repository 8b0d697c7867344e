// Forwards each service prefix to its service with the path unchanged, over one keep-alive undici
// pool per prefix. The upstream's own answer, whatever its status, goes back unchanged. The gateway
// answers by itself only when the service cannot be reached (503 quickly: short connect timeout,
// no retries), does not answer in time (504), or is sent a body larger than that service takes (413,
// before any of it is forwarded).
import proxy from '@fastify/http-proxy';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import type { ServiceName, ServiceRoute } from '../services';

export interface ProxyOptions {
  routes: readonly ServiceRoute[];
  upstreams: Record<ServiceName, string>;
  connectTimeoutMs: number;
  responseTimeoutMs: number;
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
  if (codes.includes(BODY_TOO_LARGE)) return reply.code(413).send({ detail: TOO_LARGE_DETAIL });
  reply.request.log.warn({ code: codes[0] ?? '', url: reply.request.url }, 'upstream failed');
  const timedOut = codes.some((code) => TIMEOUT_CODES.has(code));
  reply.code(timedOut ? 504 : 503).send({ detail: timedOut ? 'Service timed out' : 'Service unavailable' });
}

function forwardedHeaders(request: FastifyRequest, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  headers['x-request-id'] = request.id;
  headers['x-forwarded-for'] = request.headers['x-forwarded-for']
    ? `${request.headers['x-forwarded-for']}, ${request.ip}`
    : request.ip;
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
    if (declared > limit) {
      void reply.code(413).header('connection', 'close').send({ detail: TOO_LARGE_DETAIL });
      return;
    }
    if (request.headers['transfer-encoding'] && request.body === request.raw) {
      const counted = new BodyLimit(limit);
      request.raw.on('error', (error) => counted.destroy(error));
      request.body = request.raw.pipe(counted);
    }
    done();
  };
}

export const serviceProxy: FastifyPluginAsync<ProxyOptions> = async (app, options) => {
  for (const route of options.routes) {
    await app.register(proxy, {
      upstream: options.upstreams[route.service],
      prefix: route.prefix,
      rewritePrefix: route.prefix,
      websocket: route.websocket === true,
      disableRequestLogging: true,
      config: { api: true },
      preHandler: limitBody(route.bodyLimit),
      undici: {
        connections: 128,
        pipelining: 1,
        connect: { timeout: options.connectTimeoutMs },
        headersTimeout: options.responseTimeoutMs,
        bodyTimeout: options.responseTimeoutMs,
        keepAliveTimeout: 4_000,
      },
      replyOptions: {
        rewriteRequestHeaders: forwardedHeaders,
        rewriteHeaders: dropHopByHopHeaders,
        onError: answerUpstreamError,
        // an upstream 503 is an answer to pass on, not a reason to retry (reply-from retries GETs by default)
        retryDelay: () => null,
      },
      wsClientOptions: {
        handshakeTimeout: options.connectTimeoutMs,
        rewriteRequestHeaders: (headers: Record<string, string>, request: FastifyRequest) => ({
          ...headers,
          'x-request-id': request.id,
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
          ...(request.accessToken ? { authorization: `Bearer ${request.accessToken}` } : {}),
        }),
      },
    } as never);
  }
};
