import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Id, Type, keepCheckingSocket, socketCaller } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { TrackedEvent } from '../events/published';
import { liveEvent, realtimeSnapshot } from '../operations/realtime';

const LiveParams = Type.Object({ siteId: Id() });
const LiveQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 4096 })) });
/** After a burst of events, the snapshot (active visitors, pages) is sent again this much later. */
const SNAPSHOT_AFTER_EVENTS_MS = 1000;
/** How often an open socket's viewer is checked again: a member removed while watching is cut off within this. */
const ACCESS_RECHECK_MS = 1000;

/** `/ws/analytics/{siteId}/`: the live view of one site for its viewers and up (staff too); anyone else is refused before the upgrade. */
export async function liveRoutes(app: FastifyInstance, deps: Deps) {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/ws/analytics/:siteId/',
    {
      websocket: true,
      schema: { hide: true, params: LiveParams, querystring: LiveQuery },
      preHandler: async (request) => {
        const user = socketCaller(request, request.query.token);
        await deps.access.requireSite(user, request.params.siteId, 'viewer');
      },
    },
    (socket, request) => {
      const siteId = request.params.siteId;
      const user = socketCaller(request, request.query.token);
      let subscribed = false;
      let snapshotTimer: NodeJS.Timeout | undefined;
      const send = (message: unknown) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      };
      // The upgrade was checked once; a removal (or a sign-out) must end the view too, as it ends every request of theirs.
      const stopChecking = keepCheckingSocket(app, socket, user, () => deps.access.requireSite(user, siteId, 'viewer'), ACCESS_RECHECK_MS);
      const sendSnapshot = async () => {
        try {
          send({ type: 'analytics_update', data: await realtimeSnapshot(deps.repos, [siteId]) });
        } catch (error) {
          request.log.warn({ err: error }, 'realtime snapshot failed');
        }
      };
      const onEvents = (eventSiteId: number, events: TrackedEvent[]) => {
        if (eventSiteId !== siteId) return;
        for (const event of events) send({ type: 'new_event', event: liveEvent(event) });
        snapshotTimer ??= setTimeout(() => {
          snapshotTimer = undefined;
          void sendSnapshot();
        }, SNAPSHOT_AFTER_EVENTS_MS);
      };
      socket.on('message', (raw: Buffer) => {
        let message: { type?: unknown };
        try {
          message = JSON.parse(raw.toString());
        } catch {
          return send({ type: 'error', detail: 'Messages must be JSON' });
        }
        if (message?.type !== 'subscribe_realtime')
          return send({ type: 'error', detail: "Unknown message type; send {type: 'subscribe_realtime'}" });
        if (!subscribed) {
          subscribed = true;
          deps.live.on('events', onEvents);
        }
        void sendSnapshot();
      });
      socket.on('close', () => {
        deps.live.off('events', onEvents);
        stopChecking();
        if (snapshotTimer) clearTimeout(snapshotTimer);
      });
    },
  );
}
