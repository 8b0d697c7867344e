import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@atlas/service-kit';
import { RefreshBody } from '../../schemas/auth';
import { refreshTokensRepository } from '../../repositories/refresh-tokens';
import { revokeSessions } from '../../operations/session-revocation';

export async function logoutRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post(
    '/api/auth/logout/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: end the sign-in (session) of this refresh token; its access tokens stop working at once',
        body: RefreshBody,
        response: { 204: Type.Null() },
      },
    },
    async (request, reply) => {
      // An unknown or already revoked token answers the same: signing out twice is not an error.
      await app.db.transaction(async (trx) => {
        const current = await refreshTokensRepository(trx).find(request.body.refresh);
        if (current) await revokeSessions(app, trx, current.user_id, [current.family_id], 'signed_out');
      });
      return reply.status(204).send(null);
    },
  );
}
