import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, Type, httpError } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { LockBody, LockRefused, LockState, ReleaseQuery, SetAsideBody } from '../schemas/collaboration';
import { PageRevision } from '../schemas/pages';
import { lockAnswer } from '../operations/presence-hub';
import { lockHeld } from '../operations/page-locks';
import { revisionResponse } from '../operations/responses';

const tags = ['collaboration'];

/**
 * A page's lock: the first editor's tab takes it and renews it with heartbeats (every 20 s; it lapses
 * 60 s after the last), saving does not release it; another member sees who holds it and may take it
 * over, which the holder's tab hears at once over its presence socket. Viewers may read who holds it.
 */
export async function lockRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { owned, repos, presence } = deps;
  const holder = (user: { id: number; username: string }, session: string) => ({ user_id: user.id, username: user.username, session });

  api.get('/api/builder/pages/:id/lock/', { schema: { tags, params: IdParams, response: { 200: LockState } } }, async (request) => {
    const { page } = await owned.page(request.user, request.params.id, 'read');
    return { lock: lockAnswer(await repos.collaboration.lock(page.id), request.user.id) };
  });

  api.post(
    '/api/builder/pages/:id/lock/',
    { schema: { tags, params: IdParams, body: LockBody, response: { 200: LockState, 409: LockRefused } } },
    async (request) => {
      const { page } = await owned.page(request.user, request.params.id, 'write');
      const asked = holder(request.user, request.body.session);
      let taken = await repos.collaboration.acquire(page.id, asked);
      if (!taken) {
        const current = await repos.collaboration.lock(page.id);
        if (current) throw lockHeld(current, request.user);
        // Between the two statements the holder let go: ask once more.
        taken = await repos.collaboration.acquire(page.id, asked);
        if (!taken) throw httpError(409, 'Someone else is opening this page right now. Try again.');
      }
      void presence.nudge('page', page.id);
      return { lock: lockAnswer(taken, request.user.id) };
    },
  );

  api.post(
    '/api/builder/pages/:id/lock/takeover/',
    { schema: { tags, params: IdParams, body: LockBody, response: { 200: LockState } } },
    async (request) => {
      const { page } = await owned.page(request.user, request.params.id, 'write');
      const { lock, previous } = await deps.db.transaction((trx) =>
        repos.collaboration.takeOver(page.id, holder(request.user, request.body.session), trx),
      );
      if (previous) request.log.info({ page: page.id, from: previous.user_id, to: request.user.id }, 'page lock taken over');
      void presence.nudge('page', page.id);
      return { lock: lockAnswer(lock, request.user.id) };
    },
  );

  api.delete(
    '/api/builder/pages/:id/lock/',
    { schema: { tags, params: IdParams, querystring: ReleaseQuery, response: { 204: Type.Null() } } },
    async (request, reply) => {
      const { page } = await owned.page(request.user, request.params.id, 'read');
      const tab = { session: request.query.session, user_id: request.user.id };
      if (await repos.collaboration.release(page.id, tab)) void presence.nudge('page', page.id);
      else if ((await repos.collaboration.lock(page.id))?.session === tab.session) {
        // Another person's tab id: theirs to let go, not the caller's.
        throw httpError(403, 'Only the person editing this page can let it go.');
      }
      return reply.code(204).send(null);
    },
  );

  /** Unsaved blocks kept as a revision (the page itself unchanged): what an editor taken over from chooses to keep. */
  api.post(
    '/api/builder/pages/:id/revisions/',
    { schema: { tags, params: IdParams, body: SetAsideBody, response: { 201: PageRevision } } },
    async (request, reply) => {
      const { page } = await owned.page(request.user, request.params.id, 'write');
      const row = await repos.revisions.record({
        page_id: page.id,
        title: request.body.title ?? page.title,
        blocks: request.body.blocks,
        created_by: request.user.id,
        set_aside: true,
      });
      return reply.code(201).send(revisionResponse({ ...row, created_by_username: request.user.username }));
    },
  );
}
