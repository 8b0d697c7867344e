import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@atlas/service-kit';
import { RefreshBody } from '../../schemas/auth';
import { refreshTokensRepository } from '../../repositories/refresh-tokens';

export async function logoutRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post(
    '/api/auth/logout/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: revoke the refresh token and every token rotated from the same sign-in',
        body: RefreshBody,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      const tokens = refreshTokensRepository(app.db);
      const current = await tokens.find(request.body.refresh);
      // An unknown or already revoked token answers the same: signing out twice is not an error.
      if (current) await tokens.revokeFamily(current.family_id);
      return reply.status(204).send(null);
    },
  );
}
