import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { httpError } from '@atlas/service-kit';
import { Detail, PasswordChange, PasswordChanged } from '../../schemas/auth';
import { hashPassword, verifyPassword } from '../../operations/passwords';
import { usersRepository } from '../../repositories/users';
import { revokeUserSessions } from '../../operations/session-revocation';
import { loginRetryAfter, recordLoginFailure, signInSubject } from '../../operations/login-throttle';

const CURRENT_WRONG = 'Current password is incorrect.';
const SAME_PASSWORD = 'The new password must differ from the current one.';

export async function passwordRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post(
    '/api/auth/password/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Change the password (the current one is required); every other session is signed out, this one stays',
        body: PasswordChange,
        response: { 200: PasswordChanged, 400: Detail, 401: Detail, 429: Detail },
      },
    },
    async (request, reply) => {
      const { current_password, new_password } = request.body;
      const user = await usersRepository(app.db).findById(request.user.id);
      if (!user || !user.is_active) throw httpError(401, 'User not found', { code: 'user_not_found' });
      // A stolen access token must not become a way to guess the password: wrong guesses count as failed sign-ins.
      const refusal = await loginRetryAfter(app.db, signInSubject(user, user.username), request.ip);
      if (refusal) {
        return reply.status(429).header('retry-after', String(refusal.retryAfterSeconds)).send({ detail: refusal.detail });
      }
      if (!(await verifyPassword(current_password, user.password_hash))) {
        await recordLoginFailure(app.db, signInSubject(user, user.username), request.ip);
        throw httpError(400, CURRENT_WRONG, { current_password: [CURRENT_WRONG] });
      }
      if (current_password === new_password) throw httpError(400, SAME_PASSWORD, { new_password: [SAME_PASSWORD] });
      const password_hash = await hashPassword(new_password);
      const ended = await app.db.transaction(async (trx) => {
        await usersRepository(trx).setPasswordHash(user.id, password_hash);
        return revokeUserSessions(app, trx, user.id, 'password_changed', request.user.sid);
      });
      return { detail: 'Password changed.', signed_out_sessions: ended.length };
    },
  );
}
