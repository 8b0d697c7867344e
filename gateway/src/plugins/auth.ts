// Verifies the bearer access token wherever one is sent, and refuses protected routes without one.
// Websockets cannot send headers from a browser, so /ws/* also accepts `?token=`.
import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import { userFromAccessClaims, type AccessTokenPayload, type AuthUser } from '@atlas/service-kit';
import { needsUser } from '../access-policy';

declare module 'fastify' {
  interface FastifyRequest {
    gatewayUser?: AuthUser;
    accessToken?: string;
  }
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

function tokenFrom(request: FastifyRequest, path: string): string | undefined {
  const header = request.headers.authorization;
  if (header) {
    const [scheme, value] = header.split(' ');
    return scheme.toLowerCase() === 'bearer' && value ? value : header;
  }
  if (path.startsWith('/ws/')) {
    const token = (request.query as Record<string, unknown> | undefined)?.token;
    if (typeof token === 'string' && token) return token;
  }
  return undefined;
}

export const gatewayAuth = fp<{ secret: string }>(async (app, { secret }) => {
  await app.register(jwt, {
    secret,
    verify: { algorithms: ['HS256'], cache: 10_000 },
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config?.skipAuth) return;
    const path = pathOf(request.url);
    const token = tokenFrom(request, path);
    if (token) {
      let claims: Partial<AccessTokenPayload>;
      try {
        claims = app.jwt.verify<Partial<AccessTokenPayload>>(token);
      } catch {
        return reply.code(401).send({ detail: 'Given token not valid or expired' });
      }
      const user = userFromAccessClaims(claims);
      if (!user) return reply.code(401).send({ detail: 'Given token is not an access token' });
      request.accessToken = token;
      request.gatewayUser = user;
      return;
    }
    if (needsUser(request.method, path)) {
      return reply.code(401).send({ detail: 'Authentication credentials were not provided.' });
    }
  });
}, { name: 'atlas-gateway-auth' });

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes answered by the gateway itself that never look at a token (health, 404 catch-alls). */
    skipAuth?: boolean;
  }
}
