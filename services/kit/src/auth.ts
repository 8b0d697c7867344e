import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import fastifyJwt from '@fastify/jwt';
import { httpError } from './errors';
import type { RevokedSessions } from './revoked-sessions';
import { setRequestActor } from './events/actor';

/** Who is calling, as every service sees it after verifying the access token itself. */
export interface AuthUser {
  id: number;
  username: string;
  is_staff: boolean;
  /** The sign-in (identity's session) the token belongs to; absent in tokens minted without one (tests). */
  sid?: string;
  /**
   * A staff account signed in while the platform requires a second factor of staff and it has none: the token is
   * not staff's (`is_staff` false) until it sets one up, and staff-only routes say why (identity's security settings).
   */
  staff_two_factor_pending?: boolean;
}

/** The access token's claims (docs/contracts.md "Auth tokens"). */
export interface AccessTokenPayload {
  sub: string;
  username: string;
  is_staff: boolean;
  type: 'access';
  /** Session id: signing out, a password change or a deactivation revokes it (RevokedSessions). */
  sid?: string;
  /** See `AuthUser.staff_two_factor_pending`: present (true) only then. */
  staff_two_factor_pending?: true;
  iat?: number;
  exp?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenPayload;
    user: AuthUser;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid access token; sets `request.user`. */
    authenticate: preHandlerAsyncHookHandler;
    /** Sessions ended lately: their tokens are refused although their signature is valid. */
    revokedSessions: RevokedSessions;
  }
}

export const ACCESS_TOKEN_SECONDS = 15 * 60;

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/**
 * Signs an HS256 access token. Plain node:crypto so identity, the gateway and tests sign exactly
 * what @fastify/jwt verifies, without an app instance.
 */
export function signAccessToken(user: AuthUser, options: { secret: string; expiresInSeconds?: number; now?: number }): string {
  const issuedAt = Math.floor((options.now ?? Date.now()) / 1000);
  const payload: AccessTokenPayload = {
    sub: String(user.id),
    username: user.username,
    is_staff: Boolean(user.is_staff),
    type: 'access',
    ...(user.sid ? { sid: user.sid } : {}),
    ...(user.staff_two_factor_pending ? { staff_two_factor_pending: true as const } : {}),
    iat: issuedAt,
    exp: issuedAt + (options.expiresInSeconds ?? ACCESS_TOKEN_SECONDS),
  };
  const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
  const signature = createHmac('sha256', options.secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

export async function registerAuth(app: FastifyInstance, secret: string): Promise<void> {
  await app.register(fastifyJwt, {
    secret,
    verify: { algorithms: ['HS256'] },
  });
  app.decorate('authenticate', requireUser);
}

/**
 * The caller named by verified claims, or null when they are not an access token's (a refresh or
 * foreign token, a non-numeric subject). One rule for the services and the gateway.
 */
export function userFromAccessClaims(payload: Partial<AccessTokenPayload> | undefined): AuthUser | null {
  if (!payload || payload.type !== 'access' || !/^\d+$/.test(String(payload.sub)) || typeof payload.username !== 'string') return null;
  const user: AuthUser = { id: Number(payload.sub), username: payload.username, is_staff: payload.is_staff === true };
  if (typeof payload.sid === 'string' && payload.sid) user.sid = payload.sid;
  if (payload.staff_two_factor_pending === true && !user.is_staff) user.staff_two_factor_pending = true;
  return user;
}

/** What a token of an ended session answers, at the gateway and in every service. */
export const SESSION_ENDED = 'This session has ended. Please sign in again.';

/** preHandler: a valid access token is required. */
export const requireUser: preHandlerAsyncHookHandler = async function requireUser(request) {
  if (!request.headers.authorization) {
    throw httpError(401, 'Authentication credentials were not provided.');
  }
  let payload: AccessTokenPayload;
  try {
    payload = (await request.jwtVerify()) as unknown as AccessTokenPayload;
  } catch (error) {
    const expired = (error as { code?: string }).code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';
    throw httpError(401, expired ? 'Token has expired' : 'Given token not valid', { code: 'token_not_valid' });
  }
  const user = userFromAccessClaims(payload);
  if (!user) throw httpError(401, 'Given token not valid', { code: 'token_not_valid' });
  if (request.server.revokedSessions?.has(user.sid)) throw httpError(401, SESSION_ENDED, { code: 'token_not_valid' });
  request.user = user;
  setRequestActor(request, { id: user.id, username: user.username });
};

/**
 * The caller of a websocket upgrade: a browser cannot set headers on a websocket, so the token may come
 * as `?token=` (else the Authorization header). Verified as `requireUser` does, ended sessions refused.
 */
export function socketCaller(request: FastifyRequest, queryToken: string | undefined): AuthUser {
  const header = request.headers.authorization;
  const token = queryToken || (header?.startsWith('Bearer ') ? header.slice(7) : undefined);
  if (!token) throw httpError(401, 'Authentication credentials were not provided.');
  let claims: Partial<AccessTokenPayload>;
  try {
    claims = request.server.jwt.verify<Partial<AccessTokenPayload>>(token);
  } catch {
    throw httpError(401, 'Given token not valid for any token type');
  }
  const user = userFromAccessClaims(claims);
  if (!user) throw httpError(401, 'Given token not valid for any token type');
  if (request.server.revokedSessions?.has(user.sid)) throw httpError(401, SESSION_ENDED, { code: 'token_not_valid' });
  return user;
}

/** What a staff-only route answers a staff account that must first set up its second factor. */
export const STAFF_TWO_FACTOR_REQUIRED = 'Two-factor authentication is required for staff accounts.';

/** preHandler: a valid access token of a staff user is required. */
export const requireStaff: preHandlerAsyncHookHandler = async function requireStaff(request, reply) {
  await requireUser.call(this, request, reply);
  if (request.user.staff_two_factor_pending) throw httpError(403, STAFF_TWO_FACTOR_REQUIRED, { code: 'staff_two_factor_required' });
  if (!request.user.is_staff) {
    throw httpError(403, 'You do not have permission to perform this action.');
  }
};

/**
 * A plugin scope in which every route needs a signed-in user: `app.register(authenticated(siteRoutes), deps)`.
 * The check runs on request, so an anonymous caller is refused before its body is even read.
 */
export function authenticated<Options extends Record<string, unknown>>(routes: FastifyPluginAsync<Options>): FastifyPluginAsync<Options> {
  return async (scope, options) => {
    scope.addHook('onRequest', requireUser as unknown as onRequestAsyncHookHandler);
    await routes(scope, options);
  };
}

/**
 * A plugin scope open to everyone in which a token that is sent is still checked: a valid one sets
 * `request.user`, an invalid or expired one is a 401 (the browser refreshes and retries), none leaves
 * the caller anonymous. Read the caller with `signedInUser(request)`.
 */
export function optionallyAuthenticated<Options extends Record<string, unknown>>(
  routes: FastifyPluginAsync<Options>,
): FastifyPluginAsync<Options> {
  return async (scope, options) => {
    scope.addHook('onRequest', async function (request, reply) {
      if (request.headers.authorization) await requireUser.call(this, request, reply);
    });
    await routes(scope, options);
  };
}

/** The verified caller, or null for an anonymous request (only in an `optionallyAuthenticated` scope). */
export function signedInUser(request: FastifyRequest): AuthUser | null {
  return (request.user as AuthUser | null | undefined) ?? null;
}

/** The same for routes only staff may call (403 for everyone else). */
export function staffOnly<Options extends Record<string, unknown>>(routes: FastifyPluginAsync<Options>): FastifyPluginAsync<Options> {
  return async (scope, options) => {
    scope.addHook('onRequest', requireStaff as unknown as onRequestAsyncHookHandler);
    await routes(scope, options);
  };
}
