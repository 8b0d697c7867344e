import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { httpError, Type } from '@atlas/service-kit';
import { Detail, SessionParams, SessionSummary } from '../../schemas/auth';
import { sessionsRepository, type SessionRow } from '../../repositories/sessions';
import { revokeSessions, revokeUserSessions } from '../../operations/session-revocation';
import { deviceOf } from '../../operations/device';

const SESSION_NOT_FOUND = 'Session not found';

function summary(session: SessionRow, currentId: string | undefined) {
  return {
    id: session.id,
    device: deviceOf(session.user_agent),
    user_agent: session.user_agent,
    ip: session.ip,
    created_at: session.created_at.toISOString(),
    last_used_at: session.last_used_at.toISOString(),
    current: session.id === currentId,
  };
}

/** Where the signed-in user is signed in, and signing one of those out. */
export async function sessionsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/api/auth/sessions/',
    {
      schema: {
        tags: ['auth'],
        summary: "The signed-in user's active sessions, the latest used first",
        response: { 200: Type.Array(SessionSummary), 401: Detail },
      },
    },
    async (request) => {
      const sessions = await sessionsRepository(app.db).active(request.user.id);
      return sessions.map((session) => summary(session, request.user.sid));
    },
  );

  api.post(
    '/api/auth/sessions/sign-out-others/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out every session but this one (their tokens stop working at once)',
        response: { 200: Type.Object({ signed_out_sessions: Type.Integer() }), 400: Detail, 401: Detail },
      },
    },
    async (request) => {
      const current = request.user.sid;
      if (!current) throw httpError(400, 'This sign-in has no session to keep; sign in again first.');
      const ended = await app.db.transaction((trx) => revokeUserSessions(app, trx, request.user.id, 'signed_out', current));
      return { signed_out_sessions: ended.length };
    },
  );

  api.delete(
    '/api/auth/sessions/:id/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign one session out (its tokens stop working at once); the current one too',
        params: SessionParams,
        response: { 204: Type.Null(), 401: Detail, 404: Detail },
      },
    },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      await app.db.transaction(async (trx) => {
        const session = await sessionsRepository(trx).find(id);
        // Someone else's session is not confirmed to exist; an ended one is gone from the list.
        if (!session || session.user_id !== request.user.id || session.revoked_at) throw httpError(404, SESSION_NOT_FOUND);
        await revokeSessions(app, trx, request.user.id, [id], 'signed_out');
      });
      return reply.status(204).send(null);
    },
  );
}
