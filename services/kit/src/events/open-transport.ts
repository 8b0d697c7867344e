import type { SharedDatabase } from '../database';
import { resolveKafkaBrokers } from '../config';
import { EmbeddedTransport, type EmbeddedTransportOptions } from './embedded-transport';
import { KafkaTransport } from './kafka-transport';
import type { EventTransport } from './types';

export interface EventBusOptions {
  db: SharedDatabase;
  /** Kafka brokers; defaults to KAFKA_BROKERS. Empty → the embedded transport on `db`. */
  kafkaBrokers?: string[];
  clientId?: string;
  log?: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void; info?: (obj: object, msg: string) => void };
  embedded?: EmbeddedTransportOptions;
}

/** The transport a process uses: Kafka when KAFKA_BROKERS is set, otherwise the PostgreSQL log. */
export async function openEventTransport(options: EventBusOptions): Promise<EventTransport> {
  const brokers = options.kafkaBrokers ?? resolveKafkaBrokers();
  if (brokers.length > 0) {
    return new KafkaTransport({ brokers, clientId: options.clientId, log: options.log });
  }
  return EmbeddedTransport.open(options.db, {
    onError: (error, context) => options.log?.error({ err: error, ...context }, 'embedded event transport error'),
    log: options.log,
    ...options.embedded,
  });
}
