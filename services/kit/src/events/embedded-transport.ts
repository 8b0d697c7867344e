import { createHash, randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { Client as PgClient } from 'pg';
import type { SharedDatabase } from '../database';
import {
  DEFAULT_MAX_BATCH,
  type DeliveredMessage,
  type EventEnvelope,
  type EventTransport,
  type SubscribeOptions,
  type Subscription,
  type TransportMessage,
} from './types';

const CHANNEL = 'atlas_events';

export interface EmbeddedTransportOptions {
  /** Partitions per topic; every process sharing the database must agree. */
  partitions?: number;
  /** Fallback poll when no wake-up arrives (wake-ups come from this process and LISTEN/NOTIFY). */
  idlePollMs?: number;
  /** Messages older than this are deleted (replay reaches back this far). Default 7 days. */
  retentionMs?: number;
  /** How often a member renews its partition leases and rebalances. */
  heartbeatMs?: number;
  /** A member silent this long loses its partitions to the others. */
  sessionTimeoutMs?: number;
  batchSize?: number;
  onError?: (error: unknown, context: Record<string, unknown>) => void;
  /** Where the LISTEN connection's losses and recoveries are told. */
  log?: { warn: (obj: object, msg: string) => void; info?: (obj: object, msg: string) => void };
  /** First pause before listening again after the LISTEN connection drops; doubles up to 30 s. */
  relistenDelayMs?: number;
}

/** Same key → same partition, so one key's events stay in order. */
export function partitionFor(key: string, partitions: number): number {
  return createHash('md5').update(key).digest().readUInt32BE(0) % partitions;
}

/**
 * A Kafka-shaped log in PostgreSQL (schema `atlas_events`): one row per message with
 * (topic, partition, offset), committed offsets per consumer group, and partition leases that
 * split a topic's partitions among a group's live members. Offsets are handed out under a row
 * lock on the partition, so they become visible in order even with concurrent publishers.
 */
export class EmbeddedTransport implements EventTransport {
  readonly kind = 'embedded' as const;
  readonly partitions: number;
  private listener?: PgClient;
  private relistenTimer?: NodeJS.Timeout;
  private closed = false;
  private retentionTimer?: NodeJS.Timeout;
  private readonly members = new Set<EmbeddedGroupMember>();

  private constructor(
    readonly db: SharedDatabase,
    readonly options: EmbeddedTransportOptions,
  ) {
    this.partitions = options.partitions ?? (Number(process.env.ATLAS_EVENT_PARTITIONS) || 4);
  }

  static async open(db: SharedDatabase, options: EmbeddedTransportOptions = {}): Promise<EmbeddedTransport> {
    const transport = new EmbeddedTransport(db, options);
    await transport.createTables();
    if (db.kind === 'postgres' && db.url) await transport.listenForOtherProcesses(db.url);
    transport.keepRetention();
    return transport;
  }

  /** Deletes expired messages now and every 10 minutes, like a Kafka topic's retention. */
  private keepRetention(): void {
    const retentionMs = this.options.retentionMs ?? (Number(process.env.ATLAS_EVENT_RETENTION_HOURS) || 24 * 7) * 3600 * 1000;
    const prune = () =>
      this.db.knex
        .raw(`delete from atlas_events.log where created_at < now() - (? * interval '1 millisecond')`, [retentionMs])
        .catch((error) => this.options.onError?.(error, { where: 'retention' }));
    void prune();
    this.retentionTimer = setInterval(prune, 10 * 60 * 1000);
    this.retentionTimer.unref();
  }

  private async createTables(): Promise<void> {
    await this.db.knex.transaction(async (trx) => {
      // Several processes may start at once on one server: create the tables one at a time.
      await trx.raw(`select pg_advisory_xact_lock(hashtext('atlas_events.tables'))`);
      await trx.raw(`create schema if not exists atlas_events`);
      await trx.raw(`create table if not exists atlas_events.partitions (
        topic text not null, partition integer not null, next_offset bigint not null,
        primary key (topic, partition))`);
      await trx.raw(`create table if not exists atlas_events.log (
        topic text not null, partition integer not null, "offset" bigint not null,
        key text not null, envelope jsonb not null, created_at timestamptz not null default now(),
        primary key (topic, partition, "offset"))`);
      await trx.raw(`create table if not exists atlas_events.group_offsets (
        group_id text not null, topic text not null, partition integer not null, next_offset bigint not null,
        primary key (group_id, topic, partition))`);
      await trx.raw(`create table if not exists atlas_events.group_members (
        group_id text not null, topic text not null, member_id text not null, heartbeat_at timestamptz not null,
        primary key (group_id, topic, member_id))`);
      await trx.raw(`create table if not exists atlas_events.partition_leases (
        group_id text not null, topic text not null, partition integer not null, member_id text not null,
        expires_at timestamptz not null, primary key (group_id, topic, partition))`);
    });
  }

  /** Other processes' publications wake this one's consumers through LISTEN on a connection of its own. */
  private async listenForOtherProcesses(url: string): Promise<void> {
    const client = new PgClient({ connectionString: url });
    client.on('notification', (note) => this.db.signals.emit('published', (note.payload ?? '').split(',')));
    client.on('error', (error) => this.options.onError?.(error, { where: 'listen' }));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.listener = client;
    client.once('end', () => {
      if (this.listener !== client || this.closed) return;
      this.listener = undefined;
      this.listenAgain(url, 1);
    });
  }

  /**
   * The server dropped the LISTEN connection (restart, failover, a terminated backend): connect
   * again with growing pauses. Consumers keep polling meanwhile, so events are only later, not lost.
   */
  private listenAgain(url: string, attempt: number): void {
    if (this.closed) return;
    const delayMs = Math.min(30000, (this.options.relistenDelayMs ?? 500) * 2 ** (attempt - 1));
    this.options.log?.warn(
      { attempt, delayMs },
      'embedded event transport: LISTEN connection lost; listening again soon (consumers poll meanwhile)',
    );
    this.relistenTimer = setTimeout(() => {
      this.listenForOtherProcesses(url).then(
        () => {
          if (this.closed) return;
          this.options.log?.info?.({ attempt }, 'embedded event transport: listening again');
          // Notifications sent while disconnected are lost: look at every topic now.
          for (const member of this.members) member.wake();
        },
        (error) => {
          this.options.onError?.(error, { where: 'listen', attempt });
          this.listenAgain(url, attempt + 1);
        },
      );
    }, delayMs);
    this.relistenTimer.unref();
  }

  async publish(messages: TransportMessage[], options: { trx?: Knex.Transaction } = {}): Promise<void> {
    if (messages.length === 0) return;
    const topics = [...new Set(messages.map((m) => m.topic))];
    // One offset reservation per partition and multi-row inserts; partitions are locked in one order
    // (topic, partition) so two publishers never wait on each other in a cycle.
    const byPartition = new Map<string, { topic: string; partition: number; messages: TransportMessage[] }>();
    for (const message of messages) {
      const partition = partitionFor(message.key, this.partitions);
      const id = `${message.topic}\u0000${String(partition).padStart(6, '0')}`;
      const group = byPartition.get(id) ?? { topic: message.topic, partition, messages: [] };
      group.messages.push(message);
      byPartition.set(id, group);
    }
    const groups = [...byPartition.keys()].sort().map((id) => byPartition.get(id)!);
    const append = async (trx: Knex.Transaction) => {
      for (const { topic, partition, messages: inPartition } of groups) {
        const { rows } = await trx.raw(
          `insert into atlas_events.partitions (topic, partition, next_offset) values (?, ?, ?)
           on conflict (topic, partition) do update set next_offset = atlas_events.partitions.next_offset + excluded.next_offset
           returning next_offset - ? as "first"`,
          [topic, partition, inPartition.length, inPartition.length],
        );
        const first = BigInt(rows[0].first);
        const logRows = inPartition.map((message, index) => ({
          topic,
          partition,
          offset: String(first + BigInt(index)),
          key: message.key,
          envelope: JSON.stringify(message.envelope),
        }));
        for (let from = 0; from < logRows.length; from += 1000) await trx('atlas_events.log').insert(logRows.slice(from, from + 1000));
      }
      if (this.db.kind === 'postgres') await trx.raw('select pg_notify(?, ?)', [CHANNEL, topics.join(',')]);
    };
    const wakeConsumers = () => this.db.signals.emit('published', topics);
    if (options.trx) {
      await append(options.trx);
      options.trx.executionPromise.then(wakeConsumers, () => undefined);
    } else {
      await this.db.knex.transaction(append);
      wakeConsumers();
    }
  }

  async subscribe(options: SubscribeOptions): Promise<Subscription> {
    const member = new EmbeddedGroupMember(this, options);
    this.members.add(member);
    await member.start();
    return {
      close: async () => {
        this.members.delete(member);
        await member.stop();
      },
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retentionTimer) clearInterval(this.retentionTimer);
    if (this.relistenTimer) clearTimeout(this.relistenTimer);
    await Promise.all([...this.members].map((member) => member.stop()));
    this.members.clear();
    if (this.listener) await this.listener.end().catch(() => undefined);
  }
}

/** One member of a consumer group: owns some partitions of each topic and consumes them in order. */
class EmbeddedGroupMember {
  private readonly id = randomUUID();
  private readonly owned = new Map<string, number[]>();
  private readonly retryAt = new Map<string, { at: number; attempts: number }>();
  /** Next offset of each owned partition, read once per lease: only this member advances it meanwhile. */
  private readonly positions = new Map<string, string>();
  private lastPoll = 0;
  private stopped = false;
  private woken = false;
  private wakeUp?: () => void;
  private loop?: Promise<void>;
  private lastHeartbeat = 0;
  private readonly knex: Knex;
  private readonly heartbeatMs: number;
  private readonly sessionTimeoutMs: number;
  private readonly idlePollMs: number;

  constructor(
    private readonly transport: EmbeddedTransport,
    private readonly options: SubscribeOptions,
  ) {
    this.knex = transport.db.knex;
    this.heartbeatMs = transport.options.heartbeatMs ?? 3000;
    this.sessionTimeoutMs = transport.options.sessionTimeoutMs ?? Math.max(10000, this.heartbeatMs * 3);
    this.idlePollMs = transport.options.idlePollMs ?? 5000;
  }

  private readonly onPublished = (topics: string[]) => {
    if (topics.some((topic) => this.options.topics.includes(topic))) this.wake();
  };

  /** Look at the owned partitions now instead of at the next poll. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  async start(): Promise<void> {
    if (this.options.fromBeginning === false) {
      // A group that starts at the log's end starts where it ended now, when it subscribed: taken at its
      // first look instead, whatever was published meanwhile was skipped. Written once per group and
      // partition (a member joining later, or a restart, keeps the group's position).
      await this.knex.raw(
        `insert into atlas_events.group_offsets (group_id, topic, partition, next_offset)
         select ?, t.topic, p.partition, coalesce(l.next_offset, 0)
           from unnest(string_to_array(?, ',')) as t(topic) cross join generate_series(0, ? - 1) as p(partition)
           left join atlas_events.partitions l on l.topic = t.topic and l.partition = p.partition
         on conflict (group_id, topic, partition) do nothing`,
        [this.options.group, this.options.topics.join(','), this.transport.partitions],
      );
    }
    for (const start of this.options.startAt ?? []) {
      await this.knex.raw(
        `insert into atlas_events.group_offsets (group_id, topic, partition, next_offset) values (?, ?, ?, ?)
         on conflict (group_id, topic, partition) do update set next_offset = excluded.next_offset`,
        [this.options.group, start.topic, start.partition, start.offset],
      );
    }
    await this.heartbeat();
    this.transport.db.signals.on('published', this.onPublished);
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    this.transport.db.signals.off('published', this.onPublished);
    this.wake();
    await this.loop;
    // Leave the group at once so the others take these partitions without waiting for a timeout.
    await this.knex('atlas_events.partition_leases')
      .where({ group_id: this.options.group, member_id: this.id })
      .delete()
      .catch(() => undefined);
    await this.knex('atlas_events.group_members')
      .where({ group_id: this.options.group, member_id: this.id })
      .delete()
      .catch(() => undefined);
  }

  private async run(): Promise<void> {
    // Idle cost: a heartbeat every heartbeatMs and a poll every idlePollMs; new messages wake it at once.
    while (!this.stopped) {
      try {
        if (this.heartbeatDue()) await this.heartbeat();
        const now = Date.now();
        const pollDue = now - this.lastPoll >= this.idlePollMs;
        const retryDue = [...this.retryAt.values()].some((retry) => retry.at <= now);
        if (this.woken || pollDue || retryDue) {
          this.woken = false;
          this.lastPoll = now;
          // Progress means more may be waiting: look again before sleeping.
          if (await this.consumeOwnedPartitions()) continue;
        }
        if (!this.woken && !this.stopped) await this.sleep(this.nextWakeIn());
      } catch (error) {
        if (this.stopped) return;
        this.transport.options.onError?.(error, { group: this.options.group });
        await this.sleep(500);
      }
    }
  }

  private heartbeatDue(): boolean {
    return Date.now() - this.lastHeartbeat >= this.heartbeatMs;
  }

  private nextWakeIn(): number {
    const now = Date.now();
    const untilHeartbeat = this.lastHeartbeat + this.heartbeatMs - now;
    const untilPoll = this.lastPoll + this.idlePollMs - now;
    const retries = [...this.retryAt.values()].map((r) => r.at - now);
    return Math.max(5, Math.min(untilPoll, untilHeartbeat, ...retries));
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = undefined;
        done();
      };
    });
  }

  /**
   * Renews this member's presence and leases, and takes or gives back partitions to stay fair. The steady
   * state (nothing to take or give back) is two statements for all of the member's topics together: its
   * presence renewed (and members gone quiet removed) answering how many are alive per topic, then its
   * leases renewed. Partitions change hands only when a topic's fair share moved, topic by topic; a race
   * between members there is settled by the leases' own conditions and evened out at the next heartbeat.
   */
  private async heartbeat(): Promise<void> {
    const { group } = this.options;
    const partitions = this.transport.partitions;
    const topics = [...this.options.topics].sort();
    const list = topics.join(',');
    const session = this.sessionTimeoutMs;
    const { rows: alive } = await this.knex.raw<{ rows: { topic: string; count: string | number }[] }>(
      `with renewed as (
         insert into atlas_events.group_members (group_id, topic, member_id, heartbeat_at)
         select ?, topic, ?, now() from unnest(string_to_array(?, ',')) as topic
         on conflict (group_id, topic, member_id) do update set heartbeat_at = now()
       ), gone as (
         delete from atlas_events.group_members
         where group_id = ? and topic = any(string_to_array(?, ',')) and member_id <> ?
           and heartbeat_at < now() - (? * interval '1 millisecond')
       )
       -- both run to completion whether read or not; the count sees the table as it was: the others alive, and this one
       select t.topic, 1 + (select count(*) from atlas_events.group_members m
                            where m.group_id = ? and m.topic = t.topic and m.member_id <> ?
                              and m.heartbeat_at >= now() - (? * interval '1 millisecond')) as count
       from unnest(string_to_array(?, ',')) as t(topic)`,
      [group, this.id, list, group, list, this.id, session, group, this.id, session, list],
    );
    const { rows: leases } = await this.knex.raw<{ rows: { topic: string; partition: number }[] }>(
      `update atlas_events.partition_leases set expires_at = now() + (? * interval '1 millisecond')
       where group_id = ? and member_id = ? and topic = any(string_to_array(?, ',')) returning topic, partition`,
      [session, group, this.id, list],
    );
    let belowFairShare = false;
    for (const topic of topics) {
      const members = Number(alive.find((row) => row.topic === topic)?.count ?? 1);
      const fairShare = Math.ceil(partitions / Math.max(1, members));
      const mine = leases
        .filter((lease) => lease.topic === topic)
        .map((lease) => Number(lease.partition))
        .sort((a, b) => a - b);
      while (mine.length > fairShare) {
        const released = mine.pop()!;
        await this.knex('atlas_events.partition_leases')
          .where({ group_id: group, topic, partition: released, member_id: this.id })
          .delete();
      }
      for (let partition = 0; partition < partitions && mine.length < fairShare; partition++) {
        if (mine.includes(partition)) continue;
        const claimed = await this.knex.raw(
          `insert into atlas_events.partition_leases (group_id, topic, partition, member_id, expires_at)
           values (?, ?, ?, ?, now() + (? * interval '1 millisecond'))
           on conflict (group_id, topic, partition) do update set member_id = excluded.member_id, expires_at = excluded.expires_at
           where atlas_events.partition_leases.expires_at < now()
           returning partition`,
          [group, topic, partition, this.id, session],
        );
        if (claimed.rows.length > 0) mine.push(partition);
      }
      if (mine.length < fairShare) belowFairShare = true;
      const before = this.owned.get(topic) ?? [];
      for (const partition of new Set([...before, ...mine])) {
        // A partition gained or lost: its position may have moved under another member.
        if (before.includes(partition) !== mine.includes(partition)) this.positions.delete(`${topic}/${partition}`);
      }
      if (mine.some((partition) => !before.includes(partition))) this.woken = true;
      this.owned.set(topic, mine);
    }
    // Waiting for others to hand partitions over: ask again soon rather than a full heartbeat later.
    this.lastHeartbeat = belowFairShare ? Date.now() - this.heartbeatMs + Math.min(500, this.heartbeatMs) : Date.now();
  }

  /** Consumes what is waiting in the owned partitions; true when something was handled. */
  private async consumeOwnedPartitions(): Promise<boolean> {
    let progressed = false;
    for (const [topic, partitions] of this.owned) {
      for (const partition of partitions) {
        // Renew leases on time even in a long pass, so a partition handed to another member stops here first.
        // The pass is unfinished: look again right after the heartbeat, not at the next poll.
        if (this.heartbeatDue()) this.woken = true;
        if (this.stopped || this.heartbeatDue()) return progressed;
        const retry = this.retryAt.get(`${topic}/${partition}`);
        if (retry && retry.at > Date.now()) continue;
        if (await this.consumePartition(topic, partition)) progressed = true;
      }
    }
    return progressed;
  }

  private async committedOffset(topic: string, partition: number): Promise<string> {
    const cached = this.positions.get(`${topic}/${partition}`);
    if (cached !== undefined) return cached;
    const { group } = this.options;
    const row = await this.knex('atlas_events.group_offsets').where({ group_id: group, topic, partition }).first('next_offset');
    if (row) {
      this.positions.set(`${topic}/${partition}`, String(row.next_offset));
      return String(row.next_offset);
    }
    // No position yet: the group reads from the beginning (one that starts at the end wrote its position in start()).
    await this.knex.raw(
      `insert into atlas_events.group_offsets (group_id, topic, partition, next_offset) values (?, ?, ?, 0)
       on conflict (group_id, topic, partition) do nothing`,
      [group, topic, partition],
    );
    return this.committedOffsetFromDatabase(topic, partition);
  }

  /** After inserting a default position: read back what won (another member may have inserted first). */
  private async committedOffsetFromDatabase(topic: string, partition: number): Promise<string> {
    const row = await this.knex('atlas_events.group_offsets')
      .where({ group_id: this.options.group, topic, partition })
      .first('next_offset');
    const position = String(row.next_offset);
    this.positions.set(`${topic}/${partition}`, position);
    return position;
  }

  private async consumePartition(topic: string, partition: number): Promise<boolean> {
    const { handleBatch } = this.options;
    const from = await this.committedOffset(topic, partition);
    const rows: { offset: string; key: string; envelope: EventEnvelope | string }[] = await this.knex('atlas_events.log')
      .where({ topic, partition })
      .andWhere('offset', '>=', from)
      .orderBy('offset')
      .limit(handleBatch ? (this.options.maxBatch ?? DEFAULT_MAX_BATCH) : (this.transport.options.batchSize ?? 50))
      .select('offset', 'key', 'envelope');
    const messages = rows.map((row): DeliveredMessage => ({
      topic,
      partition,
      offset: String(row.offset),
      key: row.key,
      envelope: typeof row.envelope === 'string' ? JSON.parse(row.envelope) : row.envelope,
    }));
    if (handleBatch) {
      if (messages.length === 0 || this.stopped) return false;
      if (!(await this.attempt(topic, partition, messages[0].offset, () => handleBatch(messages)))) return false;
      await this.commit(topic, partition, messages[messages.length - 1].offset);
      return true;
    }
    let handled = false;
    for (const message of messages) {
      if (this.heartbeatDue()) this.woken = true;
      if (this.stopped || this.heartbeatDue()) break;
      if (!(await this.attempt(topic, partition, message.offset, () => this.options.handle!(message)))) return handled;
      await this.commit(topic, partition, message.offset);
      handled = true;
    }
    return handled;
  }

  /** Runs a handler; when it throws, this partition waits and the same messages come again, with growing pauses. */
  private async attempt(topic: string, partition: number, offset: string, run: () => Promise<void>): Promise<boolean> {
    try {
      await run();
    } catch (error) {
      const previous = this.retryAt.get(`${topic}/${partition}`);
      const attempts = (previous?.attempts ?? 0) + 1;
      this.retryAt.set(`${topic}/${partition}`, { at: Date.now() + Math.min(5000, 50 * 2 ** attempts), attempts });
      this.transport.options.onError?.(error, { group: this.options.group, topic, partition, offset });
      return false;
    }
    this.retryAt.delete(`${topic}/${partition}`);
    return true;
  }

  /** Moves the group's position past `offset` (never backwards). */
  private async commit(topic: string, partition: number, offset: string): Promise<void> {
    const next = String(BigInt(offset) + 1n);
    await this.knex('atlas_events.group_offsets')
      .where({ group_id: this.options.group, topic, partition })
      .update({ next_offset: this.knex.raw('greatest(next_offset, ?)', [next]) });
    this.positions.set(`${topic}/${partition}`, next);
  }
}
