import { Kafka, Partitioners, logLevel, type Admin, type Consumer, type KafkaMessage, type Producer, type LogEntry } from 'kafkajs';
import {
  DEFAULT_MAX_BATCH,
  type DeliveredMessage,
  type EventEnvelope,
  type EventTransport,
  type SubscribeOptions,
  type Subscription,
  type TransportMessage,
} from './types';

export interface KafkaTransportOptions {
  brokers: string[];
  clientId?: string;
  /** Partitions for topics this transport creates (a broker without CreateTopics uses its default). */
  partitions?: number;
  log?: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
}

/**
 * Topics are created on demand. A cluster that cannot create them through the admin API (librdkafka's
 * mock answers without a controller: "Broker 0 not found in the cached metadata"; others answer
 * UNSUPPORTED_VERSION) creates them on first produce instead, so that is a fallback, not a failure.
 */
function isCreateTopicsUnsupported(error: unknown): boolean {
  const { name = '', message = '', type = '' } = error as { name?: string; message?: string; type?: string };
  return (
    name === 'KafkaJSBrokerNotFound' ||
    name === 'KafkaJSNotImplemented' ||
    /UNSUPPORTED_VERSION|INVALID_REQUEST|CLUSTER_AUTHORIZATION_FAILED|TOPIC_AUTHORIZATION_FAILED/.test(type) ||
    /not support|unsupported/i.test(message)
  );
}

/** The events transport on a Kafka cluster through kafkajs. */
export class KafkaTransport implements EventTransport {
  readonly kind = 'kafka' as const;
  private readonly kafka: Kafka;
  private producer?: Promise<Producer>;
  private admin?: Promise<Admin>;
  private readonly knownTopics = new Set<string>();
  private readonly consumers = new Set<Consumer>();
  private createTopicsSupported = true;

  constructor(private readonly options: KafkaTransportOptions) {
    const log = options.log;
    this.kafka = new Kafka({
      clientId: options.clientId ?? 'atlas',
      brokers: options.brokers,
      logLevel: logLevel.WARN,
      logCreator: () => (entry: LogEntry) => {
        if (!log) return;
        const { message, ...details } = entry.log;
        if (entry.level <= logLevel.ERROR) log.error({ namespace: entry.namespace, ...details }, `kafka: ${message}`);
        else log.warn({ namespace: entry.namespace, ...details }, `kafka: ${message}`);
      },
      retry: { initialRetryTime: 100, retries: 8 },
    });
  }

  private getProducer(): Promise<Producer> {
    this.producer ??= (async () => {
      // One request in flight keeps a key's messages in order without the idempotent producer.
      const producer = this.kafka.producer({
        allowAutoTopicCreation: true,
        idempotent: false,
        maxInFlightRequests: 1,
        // Java-compatible murmur2: other Kafka clients put a key in the same partition.
        createPartitioner: Partitioners.DefaultPartitioner,
      });
      await producer.connect();
      return producer;
    })();
    return this.producer;
  }

  private getAdmin(): Promise<Admin> {
    this.admin ??= (async () => {
      const admin = this.kafka.admin({ retry: { retries: 1, initialRetryTime: 100 } });
      await admin.connect();
      return admin;
    })();
    return this.admin;
  }

  private async ensureTopics(topics: string[]): Promise<void> {
    const missing = topics.filter((topic) => !this.knownTopics.has(topic));
    if (missing.length === 0) return;
    if (this.createTopicsSupported) {
      try {
        const admin = await this.getAdmin();
        await admin.createTopics({
          topics: missing.map((topic) => ({ topic, numPartitions: this.options.partitions ?? 4 })),
          waitForLeaders: true,
        });
      } catch (error) {
        if (!isCreateTopicsUnsupported(error)) throw error;
        this.createTopicsSupported = false;
        this.options.log?.warn({ err: error }, 'kafka: CreateTopics unsupported; topics will be created on first produce');
      }
    }
    for (const topic of missing) this.knownTopics.add(topic);
  }

  async publish(messages: TransportMessage[]): Promise<void> {
    if (messages.length === 0) return;
    await this.ensureTopics([...new Set(messages.map((m) => m.topic))]);
    const producer = await this.getProducer();
    const byTopic = new Map<string, TransportMessage[]>();
    for (const message of messages) byTopic.set(message.topic, [...(byTopic.get(message.topic) ?? []), message]);
    await producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, list]) => ({
        topic,
        messages: list.map((m) => ({
          key: m.key,
          value: JSON.stringify(m.envelope),
          headers: { 'event-id': m.envelope.id, 'event-type': m.envelope.type },
        })),
      })),
    });
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    await this.ensureTopics(options.topics);
    const consumer = this.kafka.consumer({
      groupId: options.group,
      allowAutoTopicCreation: true,
      maxWaitTimeInMs: 200,
      heartbeatInterval: 500,
      sessionTimeout: 10000,
      rebalanceTimeout: 10000,
      retry: { initialRetryTime: 100, retries: 10, maxRetryTime: 5000 },
    });
    this.consumers.add(consumer);
    await consumer.connect();
    const joined = new Promise<void>((resolve) => {
      const remove = consumer.on(consumer.events.GROUP_JOIN, () => {
        remove();
        resolve();
      });
    });
    await consumer.subscribe({ topics: options.topics, fromBeginning: options.fromBeginning ?? true });
    // A seek is only a request: kafkajs drops it when the offset commit behind it meets a rebalance,
    // and the member then resumes from the group's committed offset. Each asked start stays pending,
    // and is asked again, until the message at that offset has been handed over.
    const pending = new Map((options.startAt ?? []).map((start) => [`${start.topic}:${start.partition}`, start]));
    const seekPending = () => {
      for (const start of pending.values()) consumer.seek({ topic: start.topic, partition: start.partition, offset: start.offset });
    };
    const delivered = (topic: string, partition: number, message: KafkaMessage): DeliveredMessage => {
      const envelope = JSON.parse(message.value?.toString() ?? 'null') as EventEnvelope;
      return { topic, partition, offset: message.offset, key: message.key?.toString() ?? envelope.key, envelope };
    };
    const { handle, handleBatch } = options;
    if (handleBatch) {
      const maxBatch = options.maxBatch ?? DEFAULT_MAX_BATCH;
      await consumer.run({
        eachBatchAutoResolve: false,
        autoCommitInterval: 200,
        // Throwing leaves the offsets after the last resolved one unresolved: kafkajs fetches them again.
        eachBatch: async ({ batch, resolveOffset, heartbeat, isRunning, isStale }) => {
          let messages = batch.messages;
          const start = pending.get(`${batch.topic}:${batch.partition}`);
          if (start) {
            const at = messages.findIndex((message) => message.offset === start.offset);
            if (at === -1) {
              consumer.seek({ topic: batch.topic, partition: batch.partition, offset: start.offset });
              return;
            }
            pending.delete(`${batch.topic}:${batch.partition}`);
            messages = messages.slice(at);
          }
          for (let from = 0; from < messages.length; from += maxBatch) {
            if (!isRunning() || isStale()) return;
            const chunk = messages.slice(from, from + maxBatch);
            await handleBatch(chunk.map((message) => delivered(batch.topic, batch.partition, message)));
            resolveOffset(chunk[chunk.length - 1].offset);
            await heartbeat();
          }
        },
      });
    } else {
      await consumer.run({
        autoCommitInterval: 200,
        // Throwing leaves the offset unresolved: kafkajs fetches the message again after a pause.
        eachMessage: async ({ topic, partition, message }) => {
          const start = pending.get(`${topic}:${partition}`);
          if (start && message.offset !== start.offset) {
            consumer.seek({ topic, partition, offset: start.offset });
            return;
          }
          if (start) pending.delete(`${topic}:${partition}`);
          await handle!(delivered(topic, partition, message));
        },
      });
    }
    seekPending();
    const reseek = pending.size > 0 ? setInterval(() => (pending.size > 0 ? seekPending() : clearInterval(reseek)), 1000) : undefined;
    reseek?.unref();
    // Resolve once this member has its partitions (a group's first join takes ~3 s on most brokers).
    await Promise.race([joined, new Promise((resolve) => setTimeout(resolve, 30000).unref())]);
    return {
      close: async () => {
        if (reseek) clearInterval(reseek);
        this.consumers.delete(consumer);
        await consumer.disconnect();
      },
    };
  }

  async close(): Promise<void> {
    await Promise.all([...this.consumers].map((consumer) => consumer.disconnect().catch(() => undefined)));
    this.consumers.clear();
    if (this.producer) await (await this.producer).disconnect().catch(() => undefined);
    if (this.admin) await (await this.admin).disconnect().catch(() => undefined);
  }
}
