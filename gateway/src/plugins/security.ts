// Security headers for everything the gateway answers. The content-security policy is the
// dashboard's: scripts only from this origin (and from the origins remotes were redeployed to),
// no inline scripts, no eval. Public-site pages replace it with their own policy.
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { onRequestHookHandler } from 'fastify';

function remoteOrigins(env: NodeJS.ProcessEnv): string[] {
  const origins = new Set<string>();
  for (const [key, value] of Object.entries(env)) {
    if (!value || !/^ATLAS_REMOTE_[A-Z0-9_]+_URL$/.test(key)) continue;
    try {
      const url = new URL(value);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // a relative override (same origin) needs no extra source
    }
  }
  return [...origins].sort();
}

export const securityHeaders = fp<{ env: NodeJS.ProcessEnv }>(
  async (app, { env }) => {
    let cached = { at: 0, origins: [] as string[] };
    const origins = () => {
      if (Date.now() - cached.at > 1000) cached = { at: Date.now(), origins: remoteOrigins(env) };
      return cached.origins;
    };
    const withRemotes = (base: string[]) => () => [...base, ...origins()].join(' ');

    await app.register(helmet, {
      global: true,
      crossOriginEmbedderPolicy: false,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [withRemotes(["'self'"])],
          // style-loader and React inject style elements at run time; scripts stay strict
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
          fontSrc: ["'self'", 'data:', 'https:'],
          mediaSrc: ["'self'", 'blob:', 'https:', 'http:'],
          connectSrc: [withRemotes(["'self'", 'ws:', 'wss:'])],
          // The builder's canvas and previews show the blocks a public page shows (maps, embeds of any
          // https page, videos), so they may frame what a public page may: https pages. A framed page
          // is another origin: it cannot read the dashboard or its tokens.
          frameSrc: ["'self'", 'https:'],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
        },
      },
    });
  },
  { name: 'atlas-security-headers' },
);

/** What JSON API responses carry (no document, so no content-security policy to speak of). */
export const API_SECURITY_HEADERS = Object.freeze({
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'cross-origin-resource-policy': 'same-origin',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
});

/** Sets API_SECURITY_HEADERS on routes marked `config: { api: true }` (the proxy, health, API 404s). */
export const apiSecurityHeaders: onRequestHookHandler = (request, reply, done) => {
  if (request.routeOptions.config?.api) reply.headers(API_SECURITY_HEADERS);
  done();
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A JSON API route: fixed security headers instead of the page set. */
    api?: boolean;
  }
}
