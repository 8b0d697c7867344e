import type { Knex } from 'knex';

/** What travels on the wire (docs/contracts.md "Events"). The topic is the type. */
export interface EventEnvelope<Payload = Record<string, unknown>> {
  id: string;
  type: string;
  version: 1;
  occurredAt: string;
  /** Partition key: events with the same key are delivered in publication order. */
  key: string;
  payload: Payload;
  /** The signed-in person whose request wrote the event; absent for a consumer's, a scheduler's or a worker's. */
  actor?: { id: number; username: string };
}

/** What a service hands to `app.events.publish`. */
export interface NewEvent<Payload = Record<string, unknown>> {
  type: string;
  key: string;
  payload: Payload;
  /** Who caused it; by default the signed-in caller of the request being handled (none outside one). */
  actor?: { id: number; username: string } | null;
}

/** One message as a transport publishes it. */
export interface TransportMessage {
  topic: string;
  key: string;
  envelope: EventEnvelope;
}

/** One message as a transport delivers it: where it sits in the log, and the event. */
export interface DeliveredMessage extends TransportMessage {
  partition: number;
  /** Position in the partition (a decimal string, as Kafka offsets are). */
  offset: string;
}

interface SubscribeBase {
  /** Consumer group: every group gets every message; members of one group split the partitions. */
  group: string;
  topics: string[];
  /** A group with no committed position starts at the oldest message (default) or at the newest. */
  fromBeginning?: boolean;
  /** Replay: restart these partitions at these offsets before consuming. */
  startAt?: { topic: string; partition: number; offset: string }[];
}

/**
 * One message at a time (`handle`), or what is waiting in a partition at once (`handleBatch`: the
 * messages of one partition in order, at most `maxBatch`, committed together once it resolves).
 * Throwing means "not handled": the message (or the whole batch) is delivered again, and later ones
 * in its partition wait.
 */
export type SubscribeOptions = SubscribeBase &
  (
    | { handle: (message: DeliveredMessage) => Promise<void>; handleBatch?: never; maxBatch?: never }
    | { handleBatch: (messages: DeliveredMessage[]) => Promise<void>; handle?: never; maxBatch?: number }
  );

/** Messages handed to one `handleBatch` call when the subscriber does not say. */
export const DEFAULT_MAX_BATCH = 500;

export interface Subscription {
  close(): Promise<void>;
}

/**
 * The seam between the outbox/consumers and a broker: Kafka (kafkajs) or the embedded
 * PostgreSQL log. Both pass the same contract suite (events/__tests__/transport-contract).
 */
export interface EventTransport {
  readonly kind: 'embedded' | 'kafka';
  /**
   * Publishes in order. `trx` is the relay's transaction: the embedded transport writes the log
   * rows in it, so marking outbox rows sent and appending them to the log commit together.
   */
  publish(messages: TransportMessage[], options?: { trx?: Knex.Transaction }): Promise<void>;
  subscribe(options: SubscribeOptions): Promise<Subscription>;
  close(): Promise<void>;
}
