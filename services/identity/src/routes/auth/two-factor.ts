import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { httpError, Type } from '@atlas/service-kit';
import { Detail, PasswordConfirmation, RecoveryCodes, TwoFactorCode, TwoFactorSetup } from '../../schemas/auth';
import { verifyPassword } from '../../operations/passwords';
import { usersRepository } from '../../repositories/users';
import { loginRetryAfter, recordLoginFailure, signInSubject } from '../../operations/login-throttle';
import { forgetUser } from '../../operations/signed-in-user';
import {
  disableTwoFactor,
  enableTwoFactor,
  issueRecoveryCodes,
  NOT_ON,
  startTwoFactorSetup,
  twoFactorEnabled,
} from '../../operations/two-factor';

const PASSWORD_WRONG = 'Password is incorrect.';

/**
 * Turning the second factor off or renewing its codes needs the password: a stolen access token alone
 * must not remove it. Wrong passwords count as failed sign-ins (429 past the limit, then `null`).
 */
async function confirmPassword(app: FastifyInstance, userId: number, password: string, ip: string, reply: FastifyReply) {
  const user = await usersRepository(app.db).findById(userId);
  if (!user || !user.is_active) throw httpError(401, 'User not found', { code: 'user_not_found' });
  const refusal = await loginRetryAfter(app.db, signInSubject(user, user.username), ip);
  if (refusal) {
    reply.status(429).header('retry-after', String(refusal.retryAfterSeconds)).send({ detail: refusal.detail });
    return null;
  }
  if (!(await verifyPassword(password, user.password_hash))) {
    await recordLoginFailure(app.db, signInSubject(user, user.username), ip);
    throw httpError(400, PASSWORD_WRONG, { password: [PASSWORD_WRONG] });
  }
  return user;
}

/** The signed-in user's authenticator-app second factor (README, "Two-factor authentication"). */
export async function twoFactorRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post(
    '/api/auth/2fa/setup/',
    {
      schema: {
        tags: ['auth'],
        summary: 'A new authenticator secret to scan or type (pending until /2fa/enable/; a second call replaces it)',
        response: { 200: TwoFactorSetup, 401: Detail, 409: Detail },
      },
    },
    async (request) => startTwoFactorSetup(app.db, app.config.jwtSecret, request.user),
  );

  api.post(
    '/api/auth/2fa/enable/',
    {
      schema: {
        tags: ['auth'],
        summary: "Turn the second factor on with the app's current code; answers the ten recovery codes, shown this once",
        body: TwoFactorCode,
        response: { 200: RecoveryCodes, 400: Detail, 401: Detail, 409: Detail },
      },
    },
    async (request) => {
      const recovery_codes = await enableTwoFactor(app.db, app.config.jwtSecret, request.user.id, request.body.code);
      forgetUser(app.db, request.user.id);
      return { recovery_codes };
    },
  );

  api.post(
    '/api/auth/2fa/disable/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Turn the second factor off (the current password is required); its recovery codes are void',
        body: PasswordConfirmation,
        response: { 204: Type.Null(), 400: Detail, 401: Detail, 429: Detail },
      },
    },
    async (request, reply) => {
      const user = await confirmPassword(app, request.user.id, request.body.password, request.ip, reply);
      if (!user) return reply;
      await disableTwoFactor(app.db, user.id);
      forgetUser(app.db, user.id);
      return reply.status(204).send(null);
    },
  );

  api.post(
    '/api/auth/2fa/recovery-codes/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ten new recovery codes (the current password is required); the earlier ones stop working',
        body: PasswordConfirmation,
        response: { 200: RecoveryCodes, 400: Detail, 401: Detail, 409: Detail, 429: Detail },
      },
    },
    async (request, reply) => {
      const user = await confirmPassword(app, request.user.id, request.body.password, request.ip, reply);
      if (!user) return reply;
      if (!(await twoFactorEnabled(app.db, user.id))) throw httpError(409, NOT_ON);
      return { recovery_codes: await issueRecoveryCodes(app.db, user.id) };
    },
  );
}
