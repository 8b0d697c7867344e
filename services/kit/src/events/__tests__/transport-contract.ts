import { randomUUID } from 'node:crypto';
import type { SharedDatabase } from '../../database';
import { migrateSchema } from '../../database';
import { outboxMigration, buildEnvelope } from '../outbox';
import { handleOnce } from '../consumers';
import type { DeliveredMessage, EventTransport, Subscription } from '../types';

/**
 * The semantics every events transport must keep (docs/contracts.md "Events"). Each transport's
 * test file calls this with a factory; `db` holds the consumer's inbox.
 */
export interface ContractSubject {
  transport: EventTransport;
  db: SharedDatabase;
  close(): Promise<void>;
}

async function eventually(check: () => boolean, timeoutMs: number, describe: () => string): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms: ${describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const message = (topic: string, key: string, n: number) => {
  const envelope = buildEnvelope({ type: topic, key, payload: { n } });
  return { topic, key, envelope };
};

export function transportContract(
  name: string,
  open: () => Promise<ContractSubject>,
  options: { waitMs?: number; rebalanceMs?: number } = {},
) {
  const waitMs = options.waitMs ?? 15000;

  describe(`${name} transport contract`, () => {
    let subject: ContractSubject;
    const subscriptions: Subscription[] = [];
    const topicName = (what: string) => `contract.${what}.${randomUUID().slice(0, 8)}`;
    const subscribe = async (...args: Parameters<EventTransport['subscribe']>) => {
      const subscription = await subject.transport.subscribe(...args);
      subscriptions.push(subscription);
      return subscription;
    };

    beforeAll(async () => {
      subject = await open();
      await migrateSchema(subject.db.knex, 'contract', [outboxMigration]);
    });
    afterEach(async () => {
      await Promise.all(subscriptions.splice(0).map((s) => s.close()));
    });
    afterAll(async () => {
      await subject?.close();
    });

    it('delivers the messages of one key in the order they were published', async () => {
      const topic = topicName('order');
      const received: DeliveredMessage[] = [];
      await subscribe({ group: `g-${randomUUID()}`, topics: [topic], handle: async (m) => void received.push(m) });
      const keys = ['site-1', 'site-2', 'site-3'];
      for (let batch = 0; batch < 5; batch++) {
        await subject.transport.publish(keys.flatMap((key) => [message(topic, key, batch * 2), message(topic, key, batch * 2 + 1)]));
      }
      await eventually(
        () => received.length >= 30,
        waitMs,
        () => `received ${received.length} of 30`,
      );
      for (const key of keys) {
        const sequence = received.filter((m) => m.key === key).map((m) => m.envelope.payload.n);
        expect(sequence).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      }
      expect(received[0].envelope).toMatchObject({ type: topic, version: 1, key: expect.any(String), occurredAt: expect.any(String) });
    });

    it('gives every consumer group every message', async () => {
      const topic = topicName('groups');
      const byGroup: Record<string, number[]> = { a: [], b: [] };
      for (const group of ['a', 'b']) {
        await subscribe({
          group: `${group}-${randomUUID()}`,
          topics: [topic],
          handle: async (m) => void byGroup[group].push(m.envelope.payload.n as number),
        });
      }
      await subject.transport.publish(Array.from({ length: 10 }, (_, n) => message(topic, `k${n}`, n)));
      await eventually(
        () => byGroup.a.length >= 10 && byGroup.b.length >= 10,
        waitMs,
        () => JSON.stringify(byGroup),
      );
      expect([...byGroup.a].sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect([...byGroup.b].sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    });

    it(
      'splits the partitions between two members of one group',
      async () => {
        const topic = topicName('members');
        const group = `shared-${randomUUID()}`;
        // Publish first so the topic exists with all its partitions before the group forms.
        await subject.transport.publish(Array.from({ length: 40 }, (_, n) => message(topic, `key-${n}`, n)));
        const seen: { member: string; partition: number; n: number }[] = [];
        const member = (id: string) => async (m: DeliveredMessage) => {
          seen.push({ member: id, partition: m.partition, n: m.envelope.payload.n as number });
          // Slow enough that one member cannot drain everything before the other has joined.
          await new Promise((resolve) => setTimeout(resolve, 10));
        };
        await subscribe({ group, topics: [topic], handle: member('one') });
        await subscribe({ group, topics: [topic], handle: member('two') });
        // Let the group settle: the second member handles something only once the first has handed
        // partitions over, so probe (numbers from PROBE up) until it does, rather than guess a delay.
        const PROBE = 1000;
        const settleBy = Date.now() + waitMs * 2;
        for (let probe = PROBE; !seen.some((s) => s.member === 'two'); probe += 8) {
          if (Date.now() > settleBy) throw new Error('the second member of the group never received a partition');
          await subject.transport.publish(Array.from({ length: 8 }, (_, i) => message(topic, `key-${i}`, probe + i)));
          await new Promise((resolve) => setTimeout(resolve, options.rebalanceMs ? options.rebalanceMs / 6 : 250));
        }
        await subject.transport.publish(Array.from({ length: 40 }, (_, n) => message(topic, `key-${n}`, 40 + n)));
        const handled = () => new Set(seen.filter((s) => s.n < PROBE).map((s) => s.n)).size;
        await eventually(
          () => handled() >= 80,
          waitMs * 2,
          () => `handled ${handled()} of 80`,
        );
        // Once the group has settled (the second half), each partition belongs to exactly one member.
        const late = seen.filter((s) => s.n >= 40 && s.n < PROBE);
        const owners = new Map<number, Set<string>>();
        for (const s of late) owners.set(s.partition, (owners.get(s.partition) ?? new Set()).add(s.member));
        expect(new Set(late.map((s) => s.member))).toEqual(new Set(['one', 'two']));
        for (const [, members] of owners) expect(members.size).toBe(1);
        // Its own time: two joins (each may wait out a rebalance), the settling and the draining each
        // have a deadline of their own above; on a loaded CI machine the mock cluster's rebalances have
        // taken over 90 s in all, so the test's limit is the sum of its steps' limits, not a guess.
      },
      waitMs * 7,
    );

    it('delivers a message again when its handler fails, keeping later ones of its key behind it', async () => {
      const topic = topicName('redelivery');
      const handled: number[] = [];
      let failures = 0;
      await subscribe({
        group: `g-${randomUUID()}`,
        topics: [topic],
        handle: async (m) => {
          const n = m.envelope.payload.n as number;
          if (n === 1 && failures < 2) {
            failures++;
            throw new Error('handler failed (on purpose)');
          }
          handled.push(n);
        },
      });
      await subject.transport.publish([0, 1, 2, 3].map((n) => message(topic, 'one-key', n)));
      await eventually(
        () => handled.length >= 4,
        waitMs,
        () => `handled ${JSON.stringify(handled)}`,
      );
      expect(failures).toBe(2);
      expect(handled).toEqual([0, 1, 2, 3]);
    });

    it('hands the waiting messages of a partition over as one batch, in order, and a failed batch again whole', async () => {
      const topic = topicName('batches');
      const batches: number[][] = [];
      let failures = 0;
      await subject.transport.publish(Array.from({ length: 30 }, (_, n) => message(topic, 'one-key', n)));
      await subscribe({
        group: `g-${randomUUID()}`,
        topics: [topic],
        maxBatch: 20,
        handleBatch: async (messages) => {
          const numbers = messages.map((m) => m.envelope.payload.n as number);
          if (numbers.includes(25) && failures < 1) {
            failures++;
            throw new Error('batch failed (on purpose)');
          }
          batches.push(numbers);
        },
      });
      const handled = () => batches.flat();
      await eventually(
        () => handled().length >= 30,
        waitMs,
        () => `handled ${JSON.stringify(batches)}`,
      );
      // Every message once, in publication order, never more than maxBatch at a time; at least one
      // call carried several (all 30 were waiting before the group joined).
      expect(handled()).toEqual(Array.from({ length: 30 }, (_, n) => n));
      expect(Math.max(...batches.map((b) => b.length))).toBeLessThanOrEqual(20);
      expect(Math.max(...batches.map((b) => b.length))).toBeGreaterThan(1);
      expect(failures).toBe(1);
    });

    it('handles a duplicated event id once through the inbox', async () => {
      const topic = topicName('duplicates');
      const group = `g-${randomUUID()}`;
      const effects: string[] = [];
      let deliveries = 0;
      await subscribe({
        group,
        topics: [topic],
        handle: async (m) => {
          await handleOnce(subject.db.knex, 'contract', group, m.envelope, async () => void effects.push(m.envelope.id));
          // Counted once handled: the check below must not run while the last handler is still in its transaction.
          deliveries++;
        },
      });
      const original = message(topic, 'dup', 1);
      // A relay that crashed after publishing but before marking the row sent publishes it again.
      await subject.transport.publish([original]);
      await subject.transport.publish([original, message(topic, 'dup', 2)]);
      await eventually(
        () => deliveries >= 3,
        waitMs,
        () => `${deliveries} deliveries`,
      );
      expect(effects).toEqual([original.envelope.id, expect.any(String)]);
      expect(effects[1]).not.toBe(original.envelope.id);
    });

    it('replays a partition from a given offset', async () => {
      const topic = topicName('replay');
      const group = `g-${randomUUID()}`;
      const first: DeliveredMessage[] = [];
      const firstRun = await subscribe({ group, topics: [topic], handle: async (m) => void first.push(m) });
      await subject.transport.publish([0, 1, 2, 3, 4].map((n) => message(topic, 'replayed', n)));
      await eventually(
        () => first.length >= 5,
        waitMs,
        () => `received ${first.length} of 5`,
      );
      await firstRun.close();

      const { partition, offset } = first[2];
      const replayed: number[] = [];
      await subscribe({
        group,
        topics: [topic],
        startAt: [{ topic, partition, offset }],
        handle: async (m) => void replayed.push(m.envelope.payload.n as number),
      });
      await eventually(
        () => replayed.length >= 3,
        waitMs,
        () => `replayed ${JSON.stringify(replayed)}`,
      );
      expect(replayed).toEqual([2, 3, 4]);
    });
  });
}
