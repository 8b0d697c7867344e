import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { httpError } from '@atlas/service-kit';
import { Detail, Me, ProfileChanges, User } from '../../schemas/auth';
import { forgetUser, signedInUser } from '../../operations/signed-in-user';
import { publicUser, usersRepository } from '../../repositories/users';

const USERNAME_TAKEN = 'A user with that username already exists.';
const EMAIL_TAKEN = 'A user with that email already exists.';

export async function meRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/auth/me/',
    {
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: Me, 401: Detail } },
    },
    async (request) => {
      const user = await signedInUser(app.db, request.user.id);
      // A valid token for a deleted or deactivated account signs nobody in.
      if (!user) throw httpError(401, 'User not found', { code: 'user_not_found' });
      return user;
    },
  );

  api.patch(
    '/api/auth/me/',
    {
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in user's username or email (tokens show the new username from their next refresh)",
        body: ProfileChanges,
        response: { 200: User, 400: Detail, 401: Detail },
      },
    },
    async (request) => {
      const id = request.user.id;
      const changes = { ...request.body, ...(request.body.email !== undefined ? { email: request.body.email.trim() } : {}) };
      try {
        const updated = await app.db.transaction(async (trx) => {
          const users = usersRepository(trx);
          const taken = await users.takenByOthers(id, changes.username, changes.email);
          if (taken.username) throw httpError(400, USERNAME_TAKEN, { username: [USERNAME_TAKEN] });
          if (taken.email) throw httpError(400, EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
          const user = await users.update(id, changes);
          if (!user || !user.is_active) throw httpError(401, 'User not found', { code: 'user_not_found' });
          forgetUser(app.db, id, trx);
          return user;
        });
        return publicUser(updated);
      } catch (error) {
        // Someone took the name between the check and the update.
        if ((error as { code?: string }).code === '23505') {
          const field = String((error as { constraint?: string }).constraint).includes('email') ? 'email' : 'username';
          const detail = field === 'email' ? EMAIL_TAKEN : USERNAME_TAKEN;
          throw httpError(400, detail, { [field]: [detail] });
        }
        throw error;
      }
    },
  );
}
