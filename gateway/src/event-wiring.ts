// Connects the gateway to the platform's event transport (services/kit): request timings are
// published as `gateway.request` and the page cache's figures as `gateway.cache`, the auth check
// hears identity.session.revoked, and the public-site renderer hears sites.*, content.*, commerce.*, menus.* and marketplace.* events (INVALIDATING_TOPICS).
import os from 'node:os';
import { followSessionRevocations, revokedSessionsOf, type EventTransport } from '@atlas/service-kit';
import type { GatewayOptions } from './gateway';
import type { GatewayCacheEvent } from '@atlas/public-sites';
import type { GatewayRequestEvent } from './timing';

export function gatewayEventOptions(
  transport: EventTransport,
): Pick<GatewayOptions, 'publishTimings' | 'publishCacheReport' | 'events' | 'revokedSessions'> {
  const publish = (envelopes: (GatewayRequestEvent | GatewayCacheEvent)[]) =>
    transport.publish(envelopes.map((envelope) => ({ topic: envelope.type, key: envelope.key, envelope })));
  // Signed-out sessions: the list this process's services share (one process) or the gateway's own.
  void followSessionRevocations(transport);
  return {
    revokedSessions: revokedSessionsOf(transport),
    publishTimings: publish,
    publishCacheReport: (event) => publish([event]),
    events: {
      // every gateway instance must see every invalidation: one consumer group per host (and per subscriber:
      // the page cache's, the site host map's `name`)
      subscribe: (
        topics: string[],
        handle: (event: { type: string; payload?: Record<string, unknown> }) => Promise<void>,
        subscriber: { name?: string } = {},
      ) =>
        transport.subscribe({
          group: subscriber.name ? `gateway-${os.hostname()}-${subscriber.name}` : `gateway-${os.hostname()}`,
          topics,
          fromBeginning: false,
          handle: (message) => handle(message.envelope),
        }),
    },
  };
}
