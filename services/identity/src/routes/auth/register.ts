import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { httpError } from '@atlas/service-kit';
import { Detail, RegisterBody, SessionTokens } from '../../schemas/auth';
import { hashPassword } from '../../operations/passwords';
import { usersRepository } from '../../repositories/users';
import { startSession } from '../../operations/sessions';
import { publishUserRegistered } from '../../events/user-registered';
import { recordRegistration, registrationRetryAfter } from '../../operations/registration-throttle';

const USERNAME_TAKEN = 'A user with that username already exists.';
const EMAIL_TAKEN = 'A user with that email already exists.';
const PASSWORDS_DIFFER = 'Passwords do not match.';

/** 400 naming the taken field(s), with the field map a registration form can show beside inputs. */
async function refuseTaken(app: FastifyInstance, username: string, email: string): Promise<void> {
  const taken = await usersRepository(app.db).taken(username, email);
  if (taken.username)
    throw httpError(400, USERNAME_TAKEN, { username: [USERNAME_TAKEN], ...(taken.email ? { email: [EMAIL_TAKEN] } : {}) });
  if (taken.email) throw httpError(400, EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
}

export async function registerRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post(
    '/api/auth/register/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign it in',
        body: RegisterBody,
        response: { 201: SessionTokens, 400: Detail, 429: Detail },
      },
    },
    async (request, reply) => {
      const { username, password, password_confirm } = request.body;
      if (password_confirm !== undefined && password_confirm !== password) {
        throw httpError(400, PASSWORDS_DIFFER, { password_confirm: [PASSWORDS_DIFFER] });
      }
      const refusal = await registrationRetryAfter(app.db, request.ip);
      if (refusal) {
        return reply.status(429).header('retry-after', String(refusal.retryAfterSeconds)).send({ detail: refusal.detail });
      }
      const email = request.body.email.trim();
      await refuseTaken(app, username, email);
      const password_hash = await hashPassword(password);
      try {
        const session = await app.db.transaction(async (trx) => {
          const user = await usersRepository(trx).create({ username, email, password_hash });
          await publishUserRegistered(app, trx, user);
          await recordRegistration(trx, request.ip);
          return startSession(app.config.jwtSecret, trx, user, { userAgent: request.headers['user-agent'], ip: request.ip });
        });
        return reply.status(201).send(session);
      } catch (error) {
        // Someone registered the same name between the check and the insert.
        if ((error as { code?: string }).code === '23505') await refuseTaken(app, username, email);
        throw error;
      }
    },
  );
}
