// A bounded in-memory batch for writes a handler need not wait for (beacons): the handler validates,
// pushes and answers at once; the batch writes what waits in one call every few milliseconds (or as
// soon as a full batch waits), one write at a time. A failed write is retried with the same items
// (they are never dropped while the process lives); a full buffer refuses (the caller answers 503 with
// Retry-After) instead of growing without bound. The service's close writes what is left before the
// database closes; only a crash loses the unflushed items, and the metrics say how many wait.
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { Counter, Gauge, type Registry } from 'prom-client';

export interface WriteBatchOptions<Item> {
  /** The batch's name in the metrics' `batch` label (e.g. `vitals`). */
  name: string;
  /** Writes the items in one write (one transaction); throws to have them retried. */
  write: (items: Item[]) => Promise<unknown>;
  /** Items waiting at most; beyond it `push` refuses (default 10,000). */
  capacity?: number;
  /** Items per write at most (default 1,000). */
  maxBatch?: number;
  /** How long the first item waits for others (default 5 ms). */
  flushEveryMs?: number;
  /** What a refused caller is told to wait, in seconds (default 1). */
  retryAfterSeconds?: number;
  /** Write attempts on close before what is left is counted lost (default 5). */
  closeAttempts?: number;
}

type Outcome = 'accepted' | 'refused' | 'flushed' | 'lost' | 'write_failures';

/** The counters of every batch of one service, labelled by batch. */
function batchMetrics(registry: Registry | undefined) {
  const counter = (name: string, help: string) =>
    (registry?.getSingleMetric(name) as Counter<'batch'> | undefined) ??
    new Counter({ name, help, labelNames: ['batch'], registers: registry ? [registry] : [] });
  const counters: Record<Outcome, Counter<'batch'>> = {
    accepted: counter('atlas_batch_accepted_total', 'Items pushed into a write batch (answered 2xx)'),
    refused: counter('atlas_batch_refused_total', 'Items refused because the batch was full or closed (answered 503)'),
    flushed: counter('atlas_batch_flushed_total', 'Items written by a batch'),
    lost: counter('atlas_batch_lost_total', 'Accepted items a closing batch could not write'),
    write_failures: counter('atlas_batch_write_failures_total', 'Failed batch writes (their items are retried)'),
  };
  const pending =
    (registry?.getSingleMetric('atlas_batch_pending') as Gauge<'batch'> | undefined) ??
    new Gauge({
      name: 'atlas_batch_pending',
      help: 'Items accepted and not yet written (what a crash would lose)',
      labelNames: ['batch'],
      registers: registry ? [registry] : [],
    });
  return { counters, pending };
}

export class WriteBatch<Item> {
  readonly capacity: number;
  readonly retryAfterSeconds: number;
  private readonly maxBatch: number;
  private readonly flushEveryMs: number;
  private readonly closeAttempts: number;
  private waiting: Item[] = [];
  /** Items taken by the write under way (still pending: a crash would lose them). */
  private writingCount = 0;
  private writing: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;
  private failures = 0;
  private readonly metrics: ReturnType<typeof batchMetrics>;
  /** Counts since start, for tests and the close log (the metrics carry the same). */
  readonly counts: Record<Outcome, number> = { accepted: 0, refused: 0, flushed: 0, lost: 0, write_failures: 0 };

  constructor(
    private readonly options: WriteBatchOptions<Item>,
    private readonly log?: FastifyBaseLogger,
    registry?: Registry,
  ) {
    this.capacity = options.capacity ?? 10_000;
    this.maxBatch = options.maxBatch ?? 1000;
    this.flushEveryMs = options.flushEveryMs ?? 5;
    this.retryAfterSeconds = options.retryAfterSeconds ?? 1;
    this.closeAttempts = options.closeAttempts ?? 5;
    this.metrics = batchMetrics(registry);
    // every figure is shown from the start, zeros included (a lost count of 0 says something)
    for (const counter of Object.values(this.metrics.counters)) counter.inc({ batch: options.name }, 0);
    this.metrics.pending.set({ batch: options.name }, 0);
  }

  /** Items accepted and not yet written (waiting or in the write under way). */
  get pending(): number {
    return this.waiting.length + this.writingCount;
  }

  /** Takes `item` for the next write; false when the batch is full or closed (answer 503: see `refuse`). */
  push(item: Item): boolean {
    if (this.closed || this.pending >= this.capacity) {
      this.count('refused');
      return false;
    }
    this.waiting.push(item);
    this.count('accepted');
    this.metrics.pending.set({ batch: this.options.name }, this.pending);
    if (this.waiting.length >= this.maxBatch) this.startWriting();
    else this.timer ??= setTimeout(() => this.startWriting(), this.flushEveryMs);
    return true;
  }

  /** The back-pressure answer to a refused push: 503, Retry-After, and a sentence. */
  refuse(reply: FastifyReply) {
    return reply
      .code(503)
      .header('retry-after', String(this.retryAfterSeconds))
      .send({ detail: 'Too many beacons are waiting to be stored; try again shortly' });
  }

  /** Writes everything accepted so far (retrying failed writes); resolves once it is stored. */
  async flush(): Promise<void> {
    while (this.waiting.length > 0 || this.writing) {
      this.startWriting();
      await this.writing;
    }
  }

  /**
   * Refuses new items and writes what waits, trying `closeAttempts` times; what still cannot be
   * written is counted lost and logged (the database is about to close).
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.writing;
    for (let attempt = 1; this.waiting.length > 0 && attempt <= this.closeAttempts; attempt += 1) {
      await this.writeOnce();
    }
    if (this.waiting.length > 0) {
      this.count('lost', this.waiting.length);
      this.log?.error({ batch: this.options.name, lost: this.waiting.length }, 'batch closed with items it could not write');
      this.waiting = [];
      this.metrics.pending.set({ batch: this.options.name }, 0);
    }
  }

  private startWriting(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.writing ??= this.writeAll().finally(() => {
      this.writing = undefined;
      // items pushed during the last write, or left by a failure while closing, wait for the next turn
      if (this.waiting.length > 0 && !this.closed) this.timer ??= setTimeout(() => this.startWriting(), this.flushEveryMs);
    });
  }

  private async writeAll(): Promise<void> {
    while (this.waiting.length > 0) {
      if (await this.writeOnce()) continue;
      if (this.closed) return;
      // the database is down or refusing: wait (up to a second) and retry the same items
      await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 20 * 2 ** Math.min(this.failures, 6))));
    }
  }

  /** One write of the oldest items; on failure they go back in front, in order. */
  private async writeOnce(): Promise<boolean> {
    const items = this.waiting.splice(0, this.maxBatch);
    this.writingCount = items.length;
    try {
      await this.options.write(items);
      this.failures = 0;
      this.count('flushed', items.length);
      return true;
    } catch (error) {
      this.failures += 1;
      this.waiting.unshift(...items);
      this.count('write_failures');
      this.log?.warn({ err: error, batch: this.options.name, items: items.length }, 'batch write failed; retrying');
      return false;
    } finally {
      this.writingCount = 0;
      this.metrics.pending.set({ batch: this.options.name }, this.pending);
    }
  }

  private count(outcome: Outcome, n = 1): void {
    this.counts[outcome] += n;
    this.metrics.counters[outcome].inc({ batch: this.options.name }, n);
  }
}

/** The batches of each service, by its metrics registry (one per service, shared by its plugins). */
const batchesOf = new WeakMap<Registry, Set<WriteBatch<unknown>>>();

/**
 * A write batch of a service, counted in its /metrics and written before the service's database
 * closes (the kit's close calls `closeWriteBatches` first).
 */
export function createWriteBatch<Item>(app: FastifyInstance, options: WriteBatchOptions<Item>): WriteBatch<Item> {
  const batch = new WriteBatch(options, app.log, app.metrics);
  const batches = batchesOf.get(app.metrics) ?? new Set();
  batches.add(batch as WriteBatch<unknown>);
  batchesOf.set(app.metrics, batches);
  return batch;
}

/** Writes and closes every batch of `app` (the kit's onClose, before the database closes). */
export async function closeWriteBatches(app: FastifyInstance): Promise<void> {
  await Promise.all([...(batchesOf.get(app.metrics) ?? [])].map((batch) => batch.close()));
}
