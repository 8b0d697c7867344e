import { randomUUID } from 'node:crypto';
import { openSharedDatabase, type SharedDatabase } from '../../database';
import { openTestDatabase } from '../../testing';
import { EmbeddedTransport } from '../embedded-transport';
import { buildEnvelope } from '../outbox';
import { transportContract } from './transport-contract';

const fastHeartbeats = { heartbeatMs: 100, sessionTimeoutMs: 2000, idlePollMs: 500 };

transportContract('embedded on PGlite', async () => {
  const db = await openSharedDatabase({ inMemory: true });
  const transport = await EmbeddedTransport.open(db, fastHeartbeats);
  return {
    transport,
    db,
    close: async () => {
      await transport.close();
      await db.close();
    },
  };
});

// With a PostgreSQL server configured, the same contract runs on it too (several processes share it).
if (process.env.DATABASE_URL) {
  transportContract('embedded on the PostgreSQL server', async () => {
    const { database, close } = await openTestDatabase();
    const transport = await EmbeddedTransport.open(database, fastHeartbeats);
    return {
      transport,
      db: database,
      close: async () => {
        await transport.close();
        await close();
      },
    };
  });
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

// PGlite has no connection to drop: this needs a PostgreSQL server.
const onServer = process.env.DATABASE_URL ? it : it.skip;

onServer(
  'listens again after the server drops its LISTEN connection (PostgreSQL server only: skipped without DATABASE_URL)',
  async () => {
    const { database, close } = await openTestDatabase();
    const said: string[] = [];
    const log = { warn: (_: object, msg: string) => void said.push(msg), info: (_: object, msg: string) => void said.push(msg) };
    // Polls only every minute: a delivery within seconds came through LISTEN (or the wake-up after it).
    const consumerSide = await EmbeddedTransport.open(database, { ...fastHeartbeats, idlePollMs: 60000, relistenDelayMs: 50, log });
    // Another process publishing: its own pool on the same database.
    const publisherDatabase = await openSharedDatabase({ databaseUrl: database.url, poolSize: 2 });
    const publisher = await EmbeddedTransport.open(publisherDatabase, fastHeartbeats);
    const topic = `relisten.${randomUUID().slice(0, 8)}`;
    const received: number[] = [];
    const subscription = await consumerSide.subscribe({
      group: 'relisten',
      topics: [topic],
      handle: async (message) => void received.push((message.envelope.payload as { n: number }).n),
    });
    const publish = (n: number) =>
      publisher.publish([{ topic, key: 'k', envelope: buildEnvelope({ type: topic, key: 'k', payload: { n } }) }]);
    try {
      await new Promise((resolve) => setTimeout(resolve, 300)); // past the first poll
      await publish(1);
      await waitFor(() => received.includes(1), 'a delivery woken by LISTEN');

      const { rows } = await database.knex.raw(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN atlas_events'`,
      );
      expect(rows.length).toBeGreaterThanOrEqual(1);
      // Published while nobody listens: its notification is lost, the wake-up after listening again finds it.
      await publish(2);
      await waitFor(() => said.some((msg) => /listening again$/.test(msg)), 'listening again');
      expect(said[0]).toMatch(/LISTEN connection lost/);
      await waitFor(() => received.includes(2), 'the event published while disconnected');

      await publish(3);
      await waitFor(() => received.includes(3), 'a delivery woken by the new LISTEN connection');
    } finally {
      await subscription.close();
      await publisher.close();
      await publisherDatabase.close();
      await consumerSide.close();
      await close();
    }
  },
  30000,
);

// A group that starts at the log's end (fromBeginning: false: a cache that only needs changes from now
// on) starts where the log ended when it subscribed, not where it ended when it first got to look: what
// is published the moment `subscribe` resolves reaches it, what was published before does not.
const databases: Array<[string, () => Promise<{ database: SharedDatabase; close: () => Promise<void> }>]> = [
  [
    'PGlite',
    async () => {
      const database = await openSharedDatabase({ inMemory: true });
      return { database, close: () => database.close() };
    },
  ],
  ...(process.env.DATABASE_URL
    ? [['the PostgreSQL server', () => openTestDatabase()] as [string, () => ReturnType<typeof openTestDatabase>]]
    : []),
];
describe.each(databases)('a group starting at the end of the log, on %s', (_name, open) => {
  it('receives everything published right after it subscribed, and nothing from before', async () => {
    const { database, close } = await open();
    const transport = await EmbeddedTransport.open(database, fastHeartbeats);
    const topic = `latest.${randomUUID().slice(0, 8)}`;
    const publish = (ns: number[]) =>
      transport.publish(ns.map((n) => ({ topic, key: `k${n}`, envelope: buildEnvelope({ type: topic, key: `k${n}`, payload: { n } }) })));
    const received: number[] = [];
    try {
      await publish([1, 2, 3, 4]); // before: every partition has a position past 0
      for (let round = 0; round < 3; round += 1) {
        const subscription = await transport.subscribe({
          group: `latest-${round}-${randomUUID()}`,
          topics: [topic],
          fromBeginning: false,
          handle: async (message) => void received.push((message.envelope.payload as { n: number }).n),
        });
        const mine = [100 * (round + 1), 100 * (round + 1) + 1, 100 * (round + 1) + 2, 100 * (round + 1) + 3];
        await publish(mine);
        await waitFor(
          () => mine.every((n) => received.includes(n)),
          `round ${round}: ${mine.join(', ')} (received ${received.join(', ')})`,
        );
        await subscription.close();
      }
      // each round's group started after everything published before it subscribed
      expect([...received].sort((a, b) => a - b)).toEqual([100, 101, 102, 103, 200, 201, 202, 203, 300, 301, 302, 303]);
    } finally {
      await transport.close();
      await close();
    }
  }, 30000);
});
