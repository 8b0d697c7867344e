import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { httpError } from '@atlas/service-kit';
import { Detail, RefreshBody, SessionTokens } from '../../schemas/auth';
import { refreshTokensRepository } from '../../repositories/refresh-tokens';
import { usersRepository } from '../../repositories/users';
import { continueSession } from '../../operations/sessions';
import { revokeSessions } from '../../operations/session-revocation';

export const REFRESH_INVALID = 'Token is invalid or expired';
export const REFRESH_REUSED = 'Refresh token was already used; this session has been signed out. Please sign in again.';

export async function refreshRoute(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.post(
    '/api/auth/refresh/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Exchange a refresh token for a new access and refresh token',
        body: RefreshBody,
        response: { 200: SessionTokens, 401: Detail },
      },
    },
    async (request) => {
      // Decide inside one transaction, but throw after it: a detected reuse must commit the revocation.
      const outcome = await app.db.transaction(async (trx) => {
        const tokens = refreshTokensRepository(trx);
        const current = await tokens.findForUpdate(request.body.refresh);
        if (!current || current.revoked_at) return { refused: REFRESH_INVALID };
        if (current.used_at) {
          // A rotated token came back (even expired, within the pruning grace): someone holds a copy.
          // End the whole sign-in for both holders.
          await revokeSessions(app, trx, current.user_id, [current.family_id], 'token_reused');
          request.log.warn({ userId: current.user_id, familyId: current.family_id }, 'refresh token reuse; family revoked');
          return { refused: REFRESH_REUSED };
        }
        if (current.expires_at.getTime() <= Date.now()) return { refused: REFRESH_INVALID };
        const user = await usersRepository(trx).findById(current.user_id);
        if (!user || !user.is_active) return { refused: REFRESH_INVALID };
        await tokens.markUsed(current.id);
        return { session: await continueSession(app.config.jwtSecret, trx, user, current.family_id, current.expires_at) };
      });
      if ('refused' in outcome) throw httpError(401, outcome.refused!, { code: 'token_not_valid' });
      return outcome.session;
    },
  );
}
