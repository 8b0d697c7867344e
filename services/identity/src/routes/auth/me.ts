import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { httpError } from '@atlas/service-kit';
import { Detail, User } from '../../schemas/auth';
import { signedInUser } from '../../operations/signed-in-user';

export async function meRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/auth/me/',
    {
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: User, 401: Detail } },
    },
    async (request) => {
      const user = await signedInUser(app.db, request.user.id);
      // A valid token for a deleted or deactivated account signs nobody in.
      if (!user) throw httpError(401, 'User not found', { code: 'user_not_found' });
      return user;
    },
  );
}
