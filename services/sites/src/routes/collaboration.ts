import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { IdParams, Type, httpError, type AuthUser } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { LockBody, LockRefused, LockState, ReleaseQuery, SetAsideBody } from '../schemas/collaboration';
import { PageRevision } from '../schemas/pages';
import { lockAnswer } from '../operations/presence-hub';
import { lockHeld } from '../operations/page-locks';
import { revisionResponse } from '../operations/responses';
import { EDIT_NEED, siteOfThing } from '../operations/things';
import type { LockKey, PresenceKind } from '../repositories/collaboration';

const tags = ['collaboration'];
const LOCKED_KINDS: [PresenceKind, string][] = [
  ['page', 'pages'],
  ['post', 'posts'],
  ['menu', 'menus'],
];

/**
 * A page's lock: the first editor's tab takes it and renews it with heartbeats (every 20 s; it lapses
 * 60 s after the last), saving does not release it; another member sees who holds it and may take it
 * over, which the holder's tab hears at once over its presence socket. Viewers may read who holds it.
 */
export async function lockRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { owned, repos, presence } = deps;
  const holder = (user: { id: number; username: string }, session: string) => ({ user_id: user.id, username: user.username, session });

  /**
   * The same lock for a page, a post and a menu (`/api/builder/{pages|posts|menus}/{id}/lock/`): the
   * content and menus services ask it before a save (the kit's `assertMayChange`).
   */
  for (const [kind, plural] of LOCKED_KINDS) {
    const thing = async (user: AuthUser, id: number, need: 'read' | 'edit'): Promise<LockKey> => {
      await siteOfThing(deps, user, kind, id, need === 'read' ? 'read' : EDIT_NEED[kind]);
      return { kind, id };
    };

    api.get(`/api/builder/${plural}/:id/lock/`, { schema: { tags, params: IdParams, response: { 200: LockState } } }, async (request) => {
      const key = await thing(request.user, request.params.id, 'read');
      return { lock: lockAnswer(await repos.collaboration.lock(key), request.user.id) };
    });

    api.post(
      `/api/builder/${plural}/:id/lock/`,
      { schema: { tags, params: IdParams, body: LockBody, response: { 200: LockState, 409: LockRefused } } },
      async (request) => {
        const key = await thing(request.user, request.params.id, 'edit');
        const asked = holder(request.user, request.body.session);
        let taken = await repos.collaboration.acquire(key, asked);
        if (!taken) {
          const current = await repos.collaboration.lock(key);
          if (current) throw lockHeld(kind, current, request.user);
          // Between the two statements the holder let go: ask once more.
          taken = await repos.collaboration.acquire(key, asked);
          if (!taken) throw httpError(409, `Someone else is opening this ${kind} right now. Try again.`);
        }
        void presence.nudge(kind, key.id);
        return { lock: lockAnswer(taken, request.user.id) };
      },
    );

    api.post(
      `/api/builder/${plural}/:id/lock/takeover/`,
      { schema: { tags, params: IdParams, body: LockBody, response: { 200: LockState } } },
      async (request) => {
        const key = await thing(request.user, request.params.id, 'edit');
        const { lock, previous } = await deps.db.transaction((trx) =>
          repos.collaboration.takeOver(key, holder(request.user, request.body.session), trx),
        );
        if (previous) request.log.info({ kind, id: key.id, from: previous.user_id, to: request.user.id }, 'edit lock taken over');
        void presence.nudge(kind, key.id);
        return { lock: lockAnswer(lock, request.user.id) };
      },
    );

    api.delete(
      `/api/builder/${plural}/:id/lock/`,
      { schema: { tags, params: IdParams, querystring: ReleaseQuery, response: { 204: Type.Null() } } },
      async (request, reply) => {
        const key = await thing(request.user, request.params.id, 'read');
        const tab = { session: request.query.session, user_id: request.user.id };
        if (await repos.collaboration.release(key, tab)) void presence.nudge(kind, key.id);
        else if ((await repos.collaboration.lock(key))?.session === tab.session) {
          // Another person's tab id: theirs to let go, not the caller's.
          throw httpError(403, `Only the person editing this ${kind} can let it go.`);
        }
        return reply.code(204).send(null);
      },
    );
  }

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
