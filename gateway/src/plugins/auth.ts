// Verifies the bearer access token wherever one is sent, and refuses protected routes without one.
// Websockets cannot send headers from a browser, so /ws/* also accepts `?token=`.
import fp from 'fastify-plugin';
import jwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import { SESSION_ENDED, userFromAccessClaims, type AccessTokenPayload, type AuthUser, type RevokedSessions } from '@atlas/service-kit';
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

/** A verified token is believed this long without checking its signature again (never past its expiry). */
const VERIFIED_FOR_MS = 60_000;
const MAX_VERIFIED_TOKENS = 10_000;

type Verdict = { user: AuthUser } | { refusal: string };

export const gatewayAuth = fp<{ secret: string; revokedSessions?: RevokedSessions }>(
  async (app, { secret, revokedSessions }) => {
    await app.register(jwt, { secret, verify: { algorithms: ['HS256'] } });
    // declared, so every request object keeps one shape
    app.decorateRequest('gatewayUser', undefined);
    app.decorateRequest('accessToken', undefined);

    // Most requests carry a token verified moments ago. Looking it up by the token itself costs less
    // than fast-jwt's own cache, which hashes every token (sha256) to find it.
    const verified = new Map<string, { user: AuthUser; until: number }>();
    function verdictOn(token: string): Verdict {
      const verdict = signatureVerdictOn(token);
      // Checked on every request, after the cache: a session that ended since is refused at once (a Map lookup).
      if ('user' in verdict && revokedSessions?.has(verdict.user.sid)) return { refusal: SESSION_ENDED };
      return verdict;
    }
    function signatureVerdictOn(token: string): Verdict {
      const known = verified.get(token);
      if (known && Date.now() < known.until) return { user: known.user };
      let claims: Partial<AccessTokenPayload>;
      try {
        claims = app.jwt.verify<Partial<AccessTokenPayload>>(token);
      } catch {
        return { refusal: 'Given token not valid or expired' };
      }
      const user = userFromAccessClaims(claims);
      if (!user) return { refusal: 'Given token is not an access token' };
      if (verified.size >= MAX_VERIFIED_TOKENS) verified.delete(verified.keys().next().value as string);
      const expiresAt = typeof claims.exp === 'number' ? claims.exp * 1000 : Infinity;
      verified.set(token, { user, until: Math.min(Date.now() + VERIFIED_FOR_MS, expiresAt) });
      return { user };
    }

    app.addHook('onRequest', (request, reply, done) => {
      if (request.routeOptions.config?.skipAuth) return done();
      const path = pathOf(request.url);
      const token = tokenFrom(request, path);
      if (token) {
        const verdict = verdictOn(token);
        if ('refusal' in verdict) return void reply.code(401).send({ detail: verdict.refusal });
        request.accessToken = token;
        request.gatewayUser = verdict.user;
        return done();
      }
      if (needsUser(request.method, path)) {
        return void reply.code(401).send({ detail: 'Authentication credentials were not provided.' });
      }
      done();
    });
  },
  { name: 'atlas-gateway-auth' },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes answered by the gateway itself that never look at a token (health, 404 catch-alls). */
    skipAuth?: boolean;
  }
}
