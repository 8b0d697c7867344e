// The gateway: one Fastify app that authenticates requests, routes them to the services,
// passes websockets through, and serves the front end and the public sites.
import compress from '@fastify/compress';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import { randomUUID } from 'node:crypto';
import {
  RESERVED_SLUGS,
  createLifecycle,
  registerProbes,
  resolveJwtSecret,
  type Lifecycle,
  type RevokedSessions,
} from '@atlas/service-kit';
import { GatewayMetrics, registerMetrics } from './metrics';
import { gatewayAuth } from './plugins/auth';
import { frontEnd } from './plugins/front-end';
import { serviceProxy } from './plugins/proxy';
import { API_SECURITY_HEADERS, apiSecurityHeaders, securityHeaders } from './plugins/security';
import { REPO_ROOT, SERVICE_MANIFESTS, SERVICE_NAMES, serviceRoutes, upstreamUrl, type ServiceName } from './services';
import { publicSites as publicSitesRenderer, type PublicSitesOptions, type PublishCacheReport } from '@atlas/public-sites';
import { createTimingRecorder, type PublishTimings } from './timing';
import { hostRouting } from './host-routing';
import { siteHosts, type SiteHosts } from './site-hosts';

export interface GatewayOptions {
  /** Environment to read configuration from (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** The monorepo root holding shell/ and mfe-*; default: two folders above this file. */
  repoRoot?: string;
  /** Upstream base URLs; default `<NAME>_URL` or 127.0.0.1:`<NAME>_PORT`. */
  upstreams?: Partial<Record<ServiceName, string>>;
  jwtSecret?: string;
  /** A service that does not accept the connection within this answers 503 (default 500 ms). */
  connectTimeoutMs?: number;
  /** A service that does not start answering within this answers 504 (default 60 s). */
  responseTimeoutMs?: number;
  /** An upstream connection older than this is replaced by one spread over the replicas again (default 5 s). */
  upstreamConnectionTtlMs?: number;
  logger?: FastifyServerOptions['logger'];
  /** Receives each window's `gateway.request` counts; without it requests are not counted. */
  publishTimings?: PublishTimings;
  /** How often the request counts are published (default GATEWAY_TIMING_INTERVAL_MS or 5 s). */
  timingIntervalMs?: number;
  /** Receives the public-site page cache's `gateway.cache` figures; without it they are not reported. */
  publishCacheReport?: PublishCacheReport;
  /** How often the cache figures are published (default GATEWAY_CACHE_REPORT_MS or 10 s). */
  cacheReportIntervalMs?: number;
  /** The public-site renderer; default @atlas/public-sites' (packages/public-sites); false: none. */
  publicSites?: FastifyPluginAsync<PublicSitesOptions> | false;
  /** Handed to the public-site renderer (cache invalidation on sites.* events) and the site host map (sites.domain.*). */
  events?: unknown;
  /** Site slugs that shadow app routes; they are served the shell. */
  reservedSlugs?: readonly string[];
  /** Sessions ended lately (the kit's list fed by identity.session.revoked): their tokens are refused here. */
  revokedSessions?: RevokedSessions;
  /** Whether the gateway is stopping (readiness 503, answers close their connection); main.ts drains it. */
  lifecycle?: Lifecycle;
}

const REQUEST_ID = /^[\w.:@-]{1,128}$/;

const lastSegmentNamesFile = (url: string) => {
  const pathOnly = url.split('?', 1)[0];
  return pathOnly.slice(pathOnly.lastIndexOf('/') + 1).includes('.');
};

export async function buildGateway(options: GatewayOptions = {}): Promise<FastifyInstance> {
  const env = options.env ?? process.env;
  const repoRoot = options.repoRoot ?? REPO_ROOT;
  const upstreams = Object.fromEntries(SERVICE_NAMES.map((name) => [name, options.upstreams?.[name] ?? upstreamUrl(name, env)])) as Record<
    ServiceName,
    string
  >;
  const routes = serviceRoutes(SERVICE_MANIFESTS, env);
  // Nothing larger than the largest body any service takes is worth reading.
  const bodyLimit = Number(env.GATEWAY_BODY_LIMIT) || Math.max(...routes.map((route) => route.bodyLimit));

  // Sites on their own origin (ATLAS_SITES_DOMAIN): the host map is asked for once before the gateway serves anything.
  const sitesDomain = env.ATLAS_SITES_DOMAIN?.trim().toLowerCase();
  const hosts = sitesDomain
    ? siteHosts({
        sitesUrl: upstreams.sites,
        sitesDomain,
        scheme: env.ATLAS_SITES_SCHEME || 'https',
        port: env.ATLAS_SITES_PORT || undefined,
        events: options.events,
        onError: (error) => app.log.warn({ err: error }, 'the site host map could not be read; the last one stays'),
      })
    : undefined;
  const trustProxy = env.GATEWAY_TRUST_PROXY === 'true';
  const routing = hosts && hostRouting(hosts, { trustProxy });

  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL || 'info' },
    // per-request access logs cost throughput on the proxy path; GATEWAY_ACCESS_LOG=true turns them on
    logController: new LogController({ disableRequestLogging: env.GATEWAY_ACCESS_LOG !== 'true' }),
    trustProxy,
    // before routing, so a site's host costs one map lookup (absent without ATLAS_SITES_DOMAIN)
    ...(routing ? { rewriteUrl: routing.rewriteUrl } : {}),
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: false },
    // a request on a kept-alive connection while the gateway closes is still answered (see lifecycle)
    return503OnClosing: false,
    bodyLimit,
    // malformed URLs and the like: the same {detail} shape as every other refusal
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply).code(status).headers(API_SECURITY_HEADERS).send({ detail: error.message });
    },
  });

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.decorate('siteHosts', hosts);
  if (hosts) {
    app.addHook('onClose', () => hosts.close());
    await hosts.start();
  }
  if (routing) app.addHook('onRequest', routing.redirectHook);

  app.setNotFoundHandler((_request, reply) => reply.code(404).headers(API_SECURITY_HEADERS).send({ detail: 'Not found' }));
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ detail: 'Internal server error' });
    }
    return reply.code(status).send({ detail: error.message });
  });

  if (options.publishTimings) {
    const timings = createTimingRecorder({
      publish: options.publishTimings,
      serviceOf: (route) => routes.find((candidate) => route.startsWith(candidate.prefix))?.service ?? 'gateway',
      intervalMs: options.timingIntervalMs ?? (Number(env.GATEWAY_TIMING_INTERVAL_MS) || 5000),
      onError: (error) => app.log.warn({ err: error }, 'gateway.request events not published'),
    });
    // every request is counted: a map lookup and a few additions on the request path
    app.addHook('onResponse', (request, reply, done) => {
      timings.record(request.method, request.routeOptions.url ?? 'not-found', reply.statusCode, reply.elapsedTime);
      done();
    });
    app.addHook('onClose', () => timings.close());
  }

  await app.register(compress, { global: true, threshold: 1024 });
  app.addHook('onRequest', apiSecurityHeaders);
  await app.register(gatewayAuth, { secret: options.jwtSecret ?? resolveJwtSecret(env), revokedSessions: options.revokedSessions });

  app.get('/health', { config: { skipAuth: true, api: true } }, async () => ({ status: 'ok', service: 'gateway' }));
  registerProbes(app, {
    lifecycle: options.lifecycle ?? createLifecycle(),
    about: { service: 'gateway' },
    routeConfig: { skipAuth: true, api: true },
  });
  for (const prefix of ['/api', '/ws']) {
    const unknown = { config: { skipAuth: true, api: true } };
    app.all(prefix, unknown, (_request, reply) => reply.code(404).send({ detail: 'Not found' }));
    app.all(`${prefix}/*`, unknown, (_request, reply) => reply.code(404).send({ detail: 'Not found' }));
  }

  const connectTimeoutMs = options.connectTimeoutMs ?? Number(env.GATEWAY_CONNECT_TIMEOUT_MS ?? 500);
  const responseTimeoutMs = options.responseTimeoutMs ?? Number(env.GATEWAY_RESPONSE_TIMEOUT_MS ?? 60_000);
  const upstreamConnectionTtlMs = options.upstreamConnectionTtlMs ?? Number(env.GATEWAY_UPSTREAM_CONNECTION_TTL_MS ?? 5000);
  const metrics = new GatewayMetrics();
  registerMetrics(app, metrics);
  await app.register(serviceProxy, { routes, upstreams, connectTimeoutMs, responseTimeoutMs, upstreamConnectionTtlMs, metrics });

  // Pages and files: the full helmet set with the app's content-security policy. Proxied API
  // responses get a fixed set instead (apiSecurityHeaders): helmet rebuilds its middleware on every
  // request, which the proxy's hot path cannot afford.
  const publicSites = options.publicSites === false ? undefined : (options.publicSites ?? publicSitesRenderer);
  await app.register(async (web) => {
    await web.register(securityHeaders, { env });
    await web.register(frontEnd, { repoRoot, env, reservedSlugs: options.reservedSlugs ?? RESERVED_SLUGS });
    if (!publicSites) return;
    await web.register(async (sites) => {
      // /{siteSlug} would otherwise swallow the shell's top-level files (/main.js, /favicon.ico)
      sites.addHook('onRequest', async (request, reply) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return;
        if (!request.routeOptions.url?.includes(':') || !lastSegmentNamesFile(request.url)) return;
        if (await web.serveShellFile(request, reply)) return reply;
      });
      await sites.register(publicSites, {
        sitesUrl: upstreams.sites,
        contentUrl: upstreams.content,
        commerceUrl: upstreams.commerce,
        menusUrl: upstreams.menus,
        marketplaceUrl: upstreams.marketplace,
        events: options.events,
        publishCacheReport: options.publishCacheReport,
        cacheReportIntervalMs: options.cacheReportIntervalMs ?? (Number(env.GATEWAY_CACHE_REPORT_MS) || 10_000),
        siteOrigins: hosts && { originOfSlug: (slug) => hosts.originOfSlug(slug) },
      });
    });
  });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The site host map when ATLAS_SITES_DOMAIN is set (main.ts answers the TLS permission from it). */
    siteHosts: SiteHosts | undefined;
  }
}
