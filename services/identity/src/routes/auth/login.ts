import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { httpError } from '@atlas/service-kit';
import { Detail, LoginBody, SessionTokens } from '../../schemas/auth';
import { decoyPasswordHash, verifyPassword } from '../../operations/passwords';
import { usersRepository } from '../../repositories/users';
import { issueSession } from '../../operations/sessions';
import { pruneRefreshTokens } from '../../operations/refresh-token-pruning';
import { clearLoginFailures, loginRetryAfter, recordLoginFailure } from '../../operations/login-throttle';

export const LOGIN_FAILED = 'No active account found with the given credentials';

export async function loginRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post(
    '/api/auth/login/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username (or email) and password',
        body: LoginBody,
        response: { 200: SessionTokens, 401: Detail, 429: Detail },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const refusal = await loginRetryAfter(app.db, username, request.ip);
      if (refusal) {
        return reply.status(429).header('retry-after', String(refusal.retryAfterSeconds)).send({ detail: refusal.detail });
      }
      const user = await usersRepository(app.db).findByLogin(username);
      // Unknown users cost a hash check too, so timing does not reveal which usernames exist.
      const passwordMatches = await verifyPassword(password, user?.password_hash ?? (await decoyPasswordHash()));
      if (!user || !user.is_active || !passwordMatches) {
        await recordLoginFailure(app.db, username, request.ip);
        throw httpError(401, LOGIN_FAILED);
      }
      await clearLoginFailures(app.db, username);
      await usersRepository(app.db).recordLogin(user.id);
      await pruneRefreshTokens(app.db);
      return issueSession(app.config.jwtSecret, app.db, user);
    },
  );
}
