import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import type { DeliveredMessage, EventEnvelope, EventTransport, Subscription } from './types';

/**
 * Handles one event inside a transaction that also records it in the consumer group's inbox:
 * a redelivered event id is skipped, and a handler that throws leaves no trace (not even the
 * inbox row), so the event is handled again on redelivery.
 * Returns false when the event had already been handled.
 */
export async function handleOnce(
  db: Knex,
  schema: string,
  group: string,
  envelope: EventEnvelope,
  handle: (trx: Knex.Transaction) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (trx) => {
    const inserted = await trx(`${schema}.inbox`)
      .insert({ consumer_group: group, event_id: String(envelope.id), topic: envelope.type })
      .onConflict(['consumer_group', 'event_id'])
      .ignore()
      .returning('event_id');
    if (inserted.length === 0) return false;
    await handle(trx);
    return true;
  });
}

export interface ConsumerBinding {
  topic: string;
  handle: (envelope: EventEnvelope, trx: Knex.Transaction) => Promise<void>;
}

/** Subscribes a service's consumers as one consumer group on the transport. */
export async function startConsumers(options: {
  transport: EventTransport;
  db: Knex;
  schema: string;
  group: string;
  consumers: ConsumerBinding[];
  log: FastifyBaseLogger;
}): Promise<Subscription | undefined> {
  const { transport, db, schema, group, consumers, log } = options;
  if (consumers.length === 0) return undefined;
  const byTopic = new Map<string, ConsumerBinding[]>();
  for (const consumer of consumers) byTopic.set(consumer.topic, [...(byTopic.get(consumer.topic) ?? []), consumer]);

  return transport.subscribe({
    group,
    topics: [...byTopic.keys()],
    fromBeginning: true,
    handle: async (message: DeliveredMessage) => {
      const handlers = byTopic.get(message.topic) ?? [];
      try {
        const handled = await handleOnce(db, schema, group, message.envelope, async (trx) => {
          for (const consumer of handlers) await consumer.handle(message.envelope, trx);
        });
        log.debug({ topic: message.topic, eventId: message.envelope.id, duplicate: !handled }, 'event consumed');
      } catch (error) {
        log.error({ err: error, topic: message.topic, eventId: message.envelope.id }, 'event handler failed; it will be redelivered');
        throw error;
      }
    },
  });
}
