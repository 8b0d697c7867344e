import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { httpError } from '@atlas/service-kit';
import { Detail, LoginAnswer, LoginBody } from '../../schemas/auth';
import { decoyPasswordHash, verifyPassword } from '../../operations/passwords';
import { usersRepository } from '../../repositories/users';
import { completeSignIn } from '../../operations/sessions';
import { clearLoginFailures, loginRetryAfter, recordLoginFailure, signInSubject } from '../../operations/login-throttle';
import { signLoginChallenge, twoFactorEnabled } from '../../operations/two-factor';

export const LOGIN_FAILED = 'No active account found with the given credentials';
export const ACCOUNT_DEACTIVATED = 'This account has been deactivated. Please contact an administrator.';

export async function loginRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post(
    '/api/auth/login/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username (or email) and password; with the second factor on, answers a challenge for /login/2fa/',
        body: LoginBody,
        response: { 200: LoginAnswer, 401: Detail, 429: Detail },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const user = await usersRepository(app.db).findByLogin(username);
      const subject = signInSubject(user, username);
      const refusal = await loginRetryAfter(app.db, subject, request.ip);
      if (refusal) {
        return reply.status(429).header('retry-after', String(refusal.retryAfterSeconds)).send({ detail: refusal.detail });
      }
      // Unknown users cost a hash check too, so timing does not reveal which usernames exist.
      const passwordMatches = await verifyPassword(password, user?.password_hash ?? (await decoyPasswordHash()));
      if (!user || !passwordMatches) {
        await recordLoginFailure(app.db, subject, request.ip);
        throw httpError(401, LOGIN_FAILED);
      }
      // Only someone who knows the password learns that the account exists but is deactivated.
      if (!user.is_active) throw httpError(401, ACCOUNT_DEACTIVATED, { code: 'account_deactivated' });
      // The failures are forgiven only after the second step, or the password would reopen the guessing of codes.
      if (await twoFactorEnabled(app.db, user.id)) {
        return { two_factor_required: true as const, challenge: signLoginChallenge(app.config.jwtSecret, user.id) };
      }
      await clearLoginFailures(app.db, subject);
      const session = await completeSignIn(app.config.jwtSecret, app.db, user.id, {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      if (!session) throw httpError(401, ACCOUNT_DEACTIVATED, { code: 'account_deactivated' });
      return session;
    },
  );
}
