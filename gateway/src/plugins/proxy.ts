// Forwards each prefix of SERVICE_ROUTES to its service with the path unchanged, over one keep-alive
// undici pool per prefix. A service that is down answers 503 quickly (short connect timeout, no
// retries); one that accepts but never answers is cut off by the headers timeout (504).
import proxy from '@fastify/http-proxy';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { SERVICE_ROUTES, type ServiceName } from '../services';

export interface ProxyOptions {
  upstreams: Record<ServiceName, string>;
  connectTimeoutMs: number;
  responseTimeoutMs: number;
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'FST_REPLY_FROM_GATEWAY_TIMEOUT']);

function answerUpstreamError(reply: FastifyReply, { error }: { error: Error & { code?: string; cause?: { code?: string } } }) {
  if (reply.sent) return;
  const code = error.cause?.code ?? error.code ?? '';
  reply.request.log.warn({ code, url: reply.request.url }, 'upstream failed');
  const timedOut = TIMEOUT_CODES.has(code);
  // a request body the upstream never read is still arriving: this connection cannot be reused
  if (!reply.request.raw.complete) reply.header('connection', 'close');
  reply
    .code(timedOut ? 504 : 503)
    .header('content-type', 'application/json; charset=utf-8')
    .send({ detail: timedOut ? 'Service timed out' : 'Service unavailable' });
}

function forwardedHeaders(request: FastifyRequest, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  headers['x-request-id'] = request.id;
  headers['x-forwarded-for'] = request.headers['x-forwarded-for']
    ? `${request.headers['x-forwarded-for']}, ${request.ip}`
    : request.ip;
  headers['x-forwarded-proto'] ??= request.protocol;
  headers['x-forwarded-host'] ??= request.headers.host;
  return headers;
}

/** The upstream connection's own headers describe that hop, not the client's. */
function dropHopByHopHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  delete headers['keep-alive'];
  delete headers.connection;
  return headers;
}

export const serviceProxy: FastifyPluginAsync<ProxyOptions> = async (app, options) => {
  for (const route of SERVICE_ROUTES) {
    await app.register(proxy, {
      upstream: options.upstreams[route.service],
      prefix: route.prefix,
      rewritePrefix: route.prefix,
      websocket: route.websocket === true,
      disableRequestLogging: true,
      config: { api: true },
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
