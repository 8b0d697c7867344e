import type { AtlasApp } from '@atlas/service-kit';
import { RefreshBody } from '../../schemas/auth';
import { refreshTokensRepository } from '../../repositories/refresh-tokens';

export function logoutRoute(app: AtlasApp) {
  app.post(
    '/api/auth/logout/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revoke the refresh token and every token rotated from the same sign-in',
        body: RefreshBody,
      },
    },
    async (request, reply) => {
      const tokens = refreshTokensRepository(app.db);
      const current = await tokens.find(request.body.refresh);
      // An unknown or already revoked token answers the same: signing out twice is not an error.
      if (current) await tokens.revokeFamily(current.family_id);
      return reply.status(204).send();
    },
  );
}
