import { httpError, requireUser, type AtlasApp } from '@atlas/service-kit';
import { Detail, User } from '../../schemas/auth';
import { publicUser, usersRepository } from '../../repositories/users';

export function meRoute(app: AtlasApp) {
  app.get(
    '/api/auth/me/',
    {
      preHandler: requireUser,
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: User, 401: Detail } },
    },
    async (request) => {
      const user = await usersRepository(app.db).findById(request.user.id);
      // A valid token for a deleted or deactivated account signs nobody in.
      if (!user || !user.is_active) throw httpError(401, 'User not found', { code: 'user_not_found' });
      return publicUser(user);
    },
  );
}
