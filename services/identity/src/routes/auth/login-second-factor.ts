import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { httpError } from '@atlas/service-kit';
import { Detail, SecondFactorBody, SessionTokens } from '../../schemas/auth';
import { usersRepository } from '../../repositories/users';
import { completeSignIn } from '../../operations/sessions';
import { clearLoginFailures, loginRetryAfter, recordLoginFailure, signInSubject } from '../../operations/login-throttle';
import {
  CHALLENGE_NOT_VALID,
  CODE_NOT_VALID,
  checkSecondFactor,
  readLoginChallenge,
  spendLoginChallenge,
} from '../../operations/two-factor';
import { ACCOUNT_DEACTIVATED } from './login';

export async function loginSecondFactorRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post(
    '/api/auth/login/2fa/',
    {
      schema: {
        tags: ['auth'],
        summary: "A sign-in's second step: the login's challenge and a code of the authenticator app (or a recovery code, then spent)",
        body: SecondFactorBody,
        response: { 200: SessionTokens, 401: Detail, 429: Detail },
      },
    },
    async (request, reply) => {
      const challenge = readLoginChallenge(app.config.jwtSecret, request.body.challenge);
      const user = challenge === null ? undefined : await usersRepository(app.db).findById(challenge.userId);
      if (!user || !user.is_active) throw httpError(401, CHALLENGE_NOT_VALID, { code: 'challenge_not_valid' });
      // Wrong codes count as failed sign-ins of the account: six digits cannot be guessed past the limit.
      const refusal = await loginRetryAfter(app.db, signInSubject(user, user.username), request.ip);
      if (refusal) {
        return reply.status(429).header('retry-after', String(refusal.retryAfterSeconds)).send({ detail: refusal.detail });
      }
      if (!(await checkSecondFactor(app.db, app.config.jwtSecret, user.id, request.body.code))) {
        await recordLoginFailure(app.db, signInSubject(user, user.username), request.ip);
        throw httpError(401, CODE_NOT_VALID, { code: 'code_not_valid' });
      }
      // A challenge opens one session: the same one sent again (with another good code) is refused.
      if (!(await spendLoginChallenge(app.db, challenge!.challengeId, challenge!.expiresAt)))
        throw httpError(401, CHALLENGE_NOT_VALID, { code: 'challenge_not_valid' });
      await clearLoginFailures(app.db, signInSubject(user, user.username));
      const session = await completeSignIn(app.config.jwtSecret, app.db, user.id, {
        userAgent: request.headers['user-agent'],
        ip: request.ip,
      });
      if (!session) throw httpError(401, ACCOUNT_DEACTIVATED, { code: 'account_deactivated' });
      return session;
    },
  );
}
