import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import type { Migration } from '../database';
import type { EventEnvelope, EventTransport, NewEvent } from './types';
import { currentActor } from './actor';

/** The outbox and inbox every service schema gets before its own migrations. */
export const outboxMigration: Migration = {
  name: '000_atlas_outbox_inbox',
  up: async (knex, { schema }) => {
    await knex.schema.withSchema(schema).createTable('outbox', (t) => {
      t.bigIncrements('seq').primary();
      t.uuid('event_id').notNullable().unique();
      t.text('topic').notNullable();
      t.text('key').notNullable();
      t.jsonb('envelope').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('published_at', { useTz: true });
    });
    await knex.raw('create index outbox_unpublished on ??.outbox (seq) where published_at is null', [schema]);
    await knex.schema.withSchema(schema).createTable('inbox', (t) => {
      t.text('consumer_group').notNullable();
      t.text('event_id').notNullable();
      t.text('topic').notNullable();
      t.timestamp('handled_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.primary(['consumer_group', 'event_id']);
    });
  },
  down: async (knex, { schema }) => {
    await knex.schema.withSchema(schema).dropTable('inbox');
    await knex.schema.withSchema(schema).dropTable('outbox');
  },
};

/**
 * Creates `<schema>.write_event(envelope jsonb, more jsonb)`: an event into the outbox from a service's
 * own SQL (a database function writing its change and its event in one statement, then `events.wake()`),
 * from an envelope the service built with `buildEnvelope`, its payload completed with `more` (what only
 * the database knows yet: ids, numbers). The outbox's columns are written here and in `Outbox.write`
 * alone. PL/pgSQL, not plain SQL: a SQL function's insert is parsed and planned on every call, where
 * PL/pgSQL keeps its plan for the session.
 */
export async function createWriteEvent(knex: Knex, schema: string): Promise<void> {
  await knex.raw(
    String.raw`
create or replace function {schema}.write_event(envelope jsonb, more jsonb) returns void language plpgsql as $$
begin
  insert into {schema}.outbox (event_id, topic, key, envelope)
  select (e->>'id')::uuid, e->>'type', e->>'key', e
  from (select jsonb_set(envelope, '{payload}', (envelope->'payload') || more) as e) as completed;
end $$`.replaceAll('{schema}', schema),
  );
}

export function buildEnvelope<P>(event: NewEvent<P>): EventEnvelope<P> {
  const envelope: EventEnvelope<P> = {
    id: randomUUID(),
    type: event.type,
    version: 1,
    occurredAt: new Date().toISOString(),
    key: event.key,
    payload: event.payload,
  };
  const actor = event.actor === undefined ? currentActor() : event.actor;
  if (actor) envelope.actor = { id: actor.id, username: actor.username };
  return envelope;
}

/**
 * Writes events into `<schema>.outbox` inside the caller's transaction (so a rolled-back change
 * publishes nothing) and wakes the relay once that transaction commits.
 */
export class Outbox {
  private readonly table: string;

  constructor(
    private readonly schema: string,
    private readonly onCommitted: () => void,
  ) {
    this.table = `${schema}.outbox`;
  }

  async write<P extends Record<string, unknown>>(db: Knex | Knex.Transaction, event: NewEvent<P>): Promise<EventEnvelope<P>> {
    if (!event.type || typeof event.key !== 'string') throw new Error('An event needs a type and a string key');
    const envelope = buildEnvelope(event);
    await db(this.table).insert({ event_id: envelope.id, topic: envelope.type, key: envelope.key, envelope: JSON.stringify(envelope) });
    const transaction = db as Knex.Transaction;
    if (transaction.isTransaction && transaction.executionPromise) {
      transaction.executionPromise.then(this.onCommitted, () => undefined);
    } else {
      this.onCommitted();
    }
    return envelope;
  }
}

/**
 * Moves committed outbox rows to the transport and marks them published. It runs at start (so
 * rows committed before a crash are sent), when a publishing transaction commits, and on a slow
 * timer as a safety net. Publishing twice is possible after a crash; consumers deduplicate by id.
 */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;

  constructor(
    private readonly db: Knex,
    private readonly schema: string,
    private readonly transport: EventTransport,
    private readonly log: FastifyBaseLogger,
    private readonly options: { intervalMs?: number; batchSize?: number } = {},
  ) {}

  start(): void {
    this.stopped = false;
    this.wake();
    // The timer is a safety net (commits wake the relay at once): rows left by a crashed process.
    this.timer = setInterval(() => this.wake(), this.options.intervalMs ?? 5000);
    this.timer.unref();
  }

  /** Runs a relay pass now, or right after the current one. */
  wake = (): void => {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(
        () => undefined,
        (error) => this.log.error({ err: error }, 'outbox relay failed; will retry'),
      )
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  };

  /** Publishes everything pending; resolves when the outbox is empty. */
  async drain(): Promise<number> {
    await this.pruneSentRows();
    let total = 0;
    for (;;) {
      const sent = await this.relayBatch();
      total += sent;
      if (sent < (this.options.batchSize ?? 100)) return total;
    }
  }

  private lastPrune = 0;

  /** Sent rows are kept a week (to investigate), then deleted; checked at most hourly. */
  private async pruneSentRows(): Promise<void> {
    if (Date.now() - this.lastPrune < 3600 * 1000) return;
    this.lastPrune = Date.now();
    await this.db(`${this.schema}.outbox`)
      .whereNotNull('published_at')
      .andWhere('published_at', '<', new Date(Date.now() - 7 * 24 * 3600 * 1000))
      .delete();
  }

  private async relayBatch(): Promise<number> {
    return this.db.transaction(async (trx) => {
      // SKIP LOCKED: two processes of one service never send the same rows at the same time.
      const rows: { seq: string; topic: string; key: string; envelope: EventEnvelope }[] = await trx(`${this.schema}.outbox`)
        .select('seq', 'topic', 'key', 'envelope')
        .whereNull('published_at')
        .orderBy('seq')
        .limit(this.options.batchSize ?? 100)
        .forUpdate()
        .skipLocked();
      if (rows.length === 0) return 0;
      await this.transport.publish(
        rows.map((row) => ({
          topic: row.topic,
          key: row.key,
          envelope: typeof row.envelope === 'string' ? JSON.parse(row.envelope) : row.envelope,
        })),
        { trx },
      );
      await trx(`${this.schema}.outbox`)
        .whereIn(
          'seq',
          rows.map((row) => row.seq),
        )
        .update({ published_at: trx.fn.now() });
      return rows.length;
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
