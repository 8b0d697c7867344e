import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Type } from 'typebox';
import { createService, type AtlasApp, type ServiceDefinition } from '../create-service';
import { createWriteBatch, WriteBatch } from '../batch';
import { openSharedDatabase } from '../database';
import { openTestDatabase } from '../testing';

/** Pings: a beacon-like route that validates, queues and answers 202; the batch writes rows and their events in one transaction. */
function pingService(options: { capacity?: number; gate?: () => Promise<void> } = {}): ServiceDefinition {
  return {
    name: 'pings',
    port: 0,
    migrations: [
      {
        name: '001_pings',
        up: (knex, { schema }) =>
          knex.schema.withSchema(schema).createTable('pings', (t) => {
            t.uuid('id').primary();
          }),
      },
    ],
    routes: async (app) => {
      const batch = createWriteBatch<string>(app, {
        name: 'pings',
        capacity: options.capacity,
        write: async (ids) => {
          await options.gate?.();
          await app.db.transaction(async (trx) => {
            await app
              .table('pings', trx)
              .insert(ids.map((id) => ({ id })))
              .onConflict('id')
              .ignore();
            for (const id of ids) await app.events.publish(trx, { type: 'pings.ping', key: id, payload: { id } });
          });
        },
      });
      app.post('/api/pings/', { schema: { body: Type.Object({ id: Type.String({ format: 'uuid' }) }) } }, async (request, reply) => {
        const { id } = request.body as { id: string };
        if (!batch.push(id)) return batch.refuse(reply);
        return reply.code(202).send({ status: 'accepted' });
      });
    },
  };
}

const ping = (app: AtlasApp, id = randomUUID()) => app.inject({ method: 'POST', url: '/api/pings/', payload: { id } });
const countOf = async (db: { (table: string): any }, table: string) => Number((await db(table).count('* as n'))[0].n);

describe('a write batch behind a beacon route', () => {
  it('loses no beacon answered 202 when the service closes at once, and writes its events in the same transaction', async () => {
    const { database, close } = await openTestDatabase();
    try {
      const app = await createService(pingService(), { database, runEvents: false, logger: false });
      await app.ready();
      const answers = await Promise.all(Array.from({ length: 1500 }, () => ping(app)));
      expect(answers.every((answer) => answer.statusCode === 202)).toBe(true);
      await app.close();
      const db = database.forService('pings');
      expect(await countOf(db, 'pings.pings')).toBe(1500);
      expect(await countOf(db, 'pings.outbox')).toBe(1500);
    } finally {
      await close();
    }
  }, 60_000);

  it('writes what it accepted before the database the service opened itself closes', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atlas-batch-'));
    const env = { ...process.env, DATABASE_URL: '', ATLAS_DATA_DIR: dataDir };
    try {
      const app = await createService(pingService(), { env, runEvents: false, logger: false });
      await app.ready();
      const answers = await Promise.all(Array.from({ length: 300 }, () => ping(app)));
      expect(answers.filter((answer) => answer.statusCode === 202)).toHaveLength(300);
      await app.close();
      const reopened = await openSharedDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
      try {
        expect(await countOf(reopened.forService('pings'), 'pings.pings')).toBe(300);
      } finally {
        await reopened.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('answers 503 with Retry-After and a detail when the buffer is full, and counts it in /metrics', async () => {
    const { database, close } = await openTestDatabase();
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    try {
      const app = await createService(pingService({ capacity: 5, gate: () => gate }), { database, runEvents: false, logger: false });
      await app.ready();
      const answers = [];
      for (let i = 0; i < 8; i += 1) answers.push(await ping(app));
      expect(answers.map((answer) => answer.statusCode)).toEqual([202, 202, 202, 202, 202, 503, 503, 503]);
      expect(answers[5].headers['retry-after']).toBe('1');
      expect(answers[5].json().detail).toMatch(/try again/);
      open();
      await app.close();
      expect(await countOf(database.forService('pings'), 'pings.pings')).toBe(5);
      const metrics = await app.metrics.metrics();
      expect(metrics).toMatch(/atlas_batch_accepted_total\{batch="pings",service="pings"\} 5/);
      expect(metrics).toMatch(/atlas_batch_refused_total\{batch="pings",service="pings"\} 3/);
      expect(metrics).toMatch(/atlas_batch_flushed_total\{batch="pings",service="pings"\} 5/);
      expect(metrics).toMatch(/atlas_batch_lost_total\{batch="pings",service="pings"\} 0/);
    } finally {
      await close();
    }
  }, 60_000);

  it('two processes on one database both flush what they accepted', async () => {
    const { database, close } = await openTestDatabase();
    try {
      const [one, two] = await Promise.all([1, 2].map(() => createService(pingService(), { database, runEvents: false, logger: false })));
      await Promise.all([one.ready(), two.ready()]);
      const shared = Array.from({ length: 200 }, () => randomUUID());
      // each beacon is sent to both (a retry landing elsewhere): stored once
      const answers = await Promise.all(shared.flatMap((id) => [ping(one, id), ping(two, id), ping(one), ping(two)]));
      expect(answers.every((answer) => answer.statusCode === 202)).toBe(true);
      await Promise.all([one.close(), two.close()]);
      expect(await countOf(database.forService('pings'), 'pings.pings')).toBe(600);
    } finally {
      await close();
    }
  }, 60_000);
});

describe('WriteBatch', () => {
  it('retries a failed write with the same items, in order, and drops none', async () => {
    const written: number[][] = [];
    let failures = 2;
    const batch = new WriteBatch<number>({
      name: 'retry',
      flushEveryMs: 1,
      write: async (items) => {
        if (failures-- > 0) throw new Error('database unavailable');
        written.push(items);
      },
    });
    for (let i = 0; i < 10; i += 1) batch.push(i);
    await batch.flush();
    expect(written.flat()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(batch.counts).toMatchObject({ accepted: 10, flushed: 10, write_failures: 2, lost: 0 });
  });

  it('writes at most maxBatch items at once, one write at a time', async () => {
    let inFlight = 0;
    const sizes: number[] = [];
    const batch = new WriteBatch<number>({
      name: 'sizes',
      maxBatch: 100,
      write: async (items) => {
        expect(++inFlight).toBe(1);
        sizes.push(items.length);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
      },
    });
    for (let i = 0; i < 450; i += 1) batch.push(i);
    await batch.flush();
    expect(sizes.every((size) => size <= 100)).toBe(true);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(450);
  });

  it('refuses after close, and counts as lost (not silently) what it could never write', async () => {
    const batch = new WriteBatch<number>({
      name: 'down',
      closeAttempts: 2,
      write: async () => {
        throw new Error('database gone');
      },
    });
    batch.push(1);
    batch.push(2);
    await batch.close();
    expect(batch.push(3)).toBe(false);
    expect(batch.counts).toMatchObject({ accepted: 2, flushed: 0, lost: 2, refused: 1 });
    expect(batch.pending).toBe(0);
  });
});
