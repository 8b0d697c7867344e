import { openSharedDatabase } from '../../database';
import { resolveKafkaBrokers } from '../../config';
import { startMockKafka } from '../../testing/mock-kafka';
import { KafkaTransport } from '../kafka-transport';
import { transportContract } from './transport-contract';

jest.setTimeout(90000);

/** Kafka through kafkajs; the inbox lives in an in-memory PGlite. */
async function kafkaSubject(brokers: string[], stop: () => Promise<void> = async () => undefined) {
  const db = await openSharedDatabase({ inMemory: true });
  const transport = new KafkaTransport({ brokers, clientId: 'contract' });
  return {
    transport,
    db,
    close: async () => {
      await transport.close();
      await db.close();
      await stop();
    },
  };
}

// Always: librdkafka's mock cluster from kcat (fails, never skips, when kcat is missing).
transportContract(
  'Kafka (kafkajs) on the kcat mock cluster',
  async () => {
    const mock = await startMockKafka();
    return kafkaSubject(mock.brokers, mock.stop);
  },
  { waitMs: 30000, rebalanceMs: 3000 },
);

if (resolveKafkaBrokers().length > 0) {
  transportContract('Kafka (kafkajs) on KAFKA_BROKERS', () => kafkaSubject(resolveKafkaBrokers()), { waitMs: 30000, rebalanceMs: 3000 });
}
