import type { FastifyBaseLogger } from 'fastify';
import type { SharedDatabase } from '../database';
import { openEventTransport } from './open-transport';
import { buildEnvelope } from './outbox';
import type { DeliveredMessage, EventEnvelope, EventTransport, NewEvent, Subscription } from './types';

/**
 * Events for a part of the system that has no schema of its own (the gateway): publishes straight
 * to the transport (no outbox: there is no transaction to join) and subscribes without an inbox
 * (its handlers must be harmless to repeat, like invalidating a cache).
 */
export interface EventBus {
  transport: EventTransport;
  publish(events: NewEvent | NewEvent[]): Promise<EventEnvelope[]>;
  /** Topics are exact names (`sites.page.published`); `fromBeginning` defaults to false here. */
  subscribe(
    topics: string[],
    handle: (event: EventEnvelope, message: DeliveredMessage) => Promise<void>,
    options?: { fromBeginning?: boolean },
  ): Promise<Subscription>;
  close(): Promise<void>;
}

export async function createEventBus(options: {
  group: string;
  db: SharedDatabase;
  transport?: EventTransport;
  kafkaBrokers?: string[];
  log?: FastifyBaseLogger;
}): Promise<EventBus> {
  const ownTransport = !options.transport;
  const transport =
    options.transport ??
    (await openEventTransport({ db: options.db, kafkaBrokers: options.kafkaBrokers, clientId: options.group, log: options.log }));
  const subscriptions = new Set<Subscription>();
  return {
    transport,
    async publish(events) {
      const envelopes = (Array.isArray(events) ? events : [events]).map((event) => buildEnvelope(event));
      await transport.publish(envelopes.map((envelope) => ({ topic: envelope.type, key: envelope.key, envelope })));
      return envelopes;
    },
    async subscribe(topics, handle, subscribeOptions = {}) {
      const subscription = await transport.subscribe({
        group: options.group,
        topics,
        fromBeginning: subscribeOptions.fromBeginning ?? false,
        handle: (message) => handle(message.envelope, message),
      });
      subscriptions.add(subscription);
      return {
        close: async () => {
          subscriptions.delete(subscription);
          await subscription.close();
        },
      };
    },
    async close() {
      await Promise.all([...subscriptions].map((s) => s.close()));
      subscriptions.clear();
      if (ownTransport) await transport.close();
    },
  };
}
