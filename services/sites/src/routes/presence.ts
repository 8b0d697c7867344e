import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { keepCheckingSocket, socketCaller, type AuthUser } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { PresenceParams, PresenceQuery } from '../schemas/collaboration';
import type { PresenceKind } from '../repositories/collaboration';
import type { PresenceMessage } from '../operations/presence-hub';
import { siteOfThing } from '../operations/things';

/** How often an open socket's person is checked again: a member removed while editing is cut off within this. */
const ACCESS_RECHECK_MS = 2000;

/**
 * `/ws/builder/presence/{kind}/{id}/?session=…&token=…[&site=…]`: who else has this page, post or menu
 * open. The tab sends `{ type: 'heartbeat' }` every 10 s (30 s without one and it is gone); it receives
 * `{ type: 'presence', people, lock? }` whenever that changes. Viewers and up of the thing's site; anyone
 * else is refused before the upgrade.
 */
export async function presenceRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { repos, presence } = deps;
  /** The site each upgrade was checked against (the check runs once, before the upgrade). */
  const checkedSite = new WeakMap<object, number>();

  /** The site of the thing, which the caller must read (checked before the upgrade and every 2 s after). */
  const siteOf = (user: AuthUser, kind: PresenceKind, id: number, site: number | undefined) =>
    siteOfThing(deps, user, kind, id, 'read', site);

  api.get(
    '/ws/builder/presence/:kind/:id/',
    {
      websocket: true,
      schema: { hide: true, params: PresenceParams, querystring: PresenceQuery },
      preHandler: async (request) => {
        const user = socketCaller(request, request.query.token);
        checkedSite.set(request, await siteOf(user, request.params.kind, request.params.id, request.query.site));
      },
    },
    (socket, request) => {
      const { kind, id } = request.params;
      const { session } = request.query;
      const user = socketCaller(request, request.query.token);
      let closed = false;
      const send = (message: PresenceMessage | { type: 'error'; detail: string }) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      const row = { session, kind, thing_id: id, site_id: checkedSite.get(request)!, user_id: user.id, username: user.username };
      const tab = { session, user_id: user.id };
      let unwatch = () => {};
      const cutOff = (detail: string) => {
        send({ type: 'error', detail });
        socket.close(1008, 'No access to this site');
      };
      const stopChecking = keepCheckingSocket(app, socket, user, () => siteOf(user, kind, id, request.query.site), ACCESS_RECHECK_MS);

      socket.on('message', (raw: Buffer) => {
        let message: { type?: unknown };
        try {
          message = JSON.parse(raw.toString());
        } catch {
          return send({ type: 'error', detail: 'Messages must be JSON' });
        }
        if (message?.type !== 'heartbeat') return send({ type: 'error', detail: "Unknown message type; send {type: 'heartbeat'}" });
        repos.collaboration.heartbeat(tab, kind, id).catch((error) => request.log.warn({ err: error }, 'presence heartbeat failed'));
      });
      socket.on('close', () => {
        closed = true;
        stopChecking();
        unwatch();
        if (presence.closed) return;
        // A lock held by this tab lives only the grace longer: a refresh takes it back, a close frees it.
        Promise.all([repos.collaboration.leave(tab, kind, id), repos.collaboration.graceAfterClose({ kind, id }, tab)])
          .then(() => presence.nudge(kind, id))
          .catch((error) => request.log.warn({ err: error }, 'presence leave failed'));
      });

      repos.collaboration
        .join(row)
        .then(
          () => {
            if (closed) return repos.collaboration.leave(tab, kind, id);
            unwatch = presence.watch(kind, id, { userId: user.id, send });
            return presence.nudge(kind, id);
          },
          (error) => {
            request.log.warn({ err: error }, 'presence join failed');
            cutOff('Presence is not available right now');
          },
        )
        .catch((error) => request.log.warn({ err: error }, 'presence leave failed'));
    },
  );
}
