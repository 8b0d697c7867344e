import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import type { EventTransport, Subscription } from '@atlas/service-kit';
import { ingestBatch, type OutboxPublish } from '../operations/ingest';
import type { Repositories } from '../repositories';
import { TRACKED_EVENT, type TrackedEvent } from './published';

/** The events of one site that were new to this process's ingestion, after their batch committed. */
export type LiveFeed = EventEmitter<{ events: [siteId: number, events: TrackedEvent[]] }>;

const MAX_BATCH = 2000;

/**
 * Group commit: every delivery waits for the batch that holds it, and a batch is written while the
 * next one gathers, so each partition's message is acknowledged only once its batch is committed
 * (a crash before that redelivers it, and the event ids make the redelivery harmless).
 */
export class IngestQueue {
  private pending: { event: TrackedEvent; done: (error?: unknown) => void }[] = [];
  private writing: Promise<void> | undefined;

  constructor(
    private readonly db: Knex,
    private readonly repos: Repositories,
    private readonly live: LiveFeed,
    private readonly log: FastifyBaseLogger,
    /** The service's outbox, for what a batch tells other services (blog posts' views). */
    private readonly outbox?: OutboxPublish,
    /** Shares the stored events with the other analytics processes' sockets. */
    private readonly share?: (bySite: Map<number, TrackedEvent[]>) => void,
  ) {}

  add(event: TrackedEvent): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ event, done: (error) => (error ? reject(error) : resolve()) });
      this.writing ??= this.drain();
    });
  }

  /** Writes everything handed over, in one transaction per batch (used by the consumer and the bench). */
  async write(events: TrackedEvent[]): Promise<TrackedEvent[]> {
    const fresh = await ingestBatch(this.db, this.repos, events, this.outbox);
    const bySite = new Map<number, TrackedEvent[]>();
    for (const event of fresh) bySite.set(event.site_id, [...(bySite.get(event.site_id) ?? []), event]);
    for (const [siteId, siteEvents] of bySite) this.live.emit('events', siteId, siteEvents);
    this.share?.(bySite);
    return fresh;
  }

  /**
   * An event the database refuses for what it holds (a foreign publisher's malformed payload) is
   * dropped with a log line, or it would block its partition for ever; anything else (a lost
   * connection) is redelivered.
   */
  private settleAlone(item: { event: TrackedEvent; done: (error?: unknown) => void }, error: unknown) {
    const code = String((error as { code?: unknown }).code ?? '');
    if (/^2[23]/.test(code)) {
      this.log.error({ err: error, eventId: item.event?.event_id }, 'analytics event refused by the database; dropped');
      item.done();
    } else {
      this.log.error({ err: error, eventId: item.event?.event_id }, 'analytics event not written; it will be redelivered');
      item.done(error);
    }
  }

  private async drain(): Promise<void> {
    // Let the deliveries arriving in the same turn join the first batch.
    await new Promise((resolve) => setImmediate(resolve));
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, MAX_BATCH);
        try {
          await this.write(batch.map((item) => item.event));
          for (const item of batch) item.done();
        } catch (error) {
          if (batch.length === 1) this.settleAlone(batch[0], error);
          // One bad event must not hold back the others: write them one by one.
          else
            for (const item of batch)
              await this.write([item.event]).then(
                () => item.done(),
                (alone) => this.settleAlone(item, alone),
              );
        }
      }
    } finally {
      this.writing = undefined;
    }
  }
}

/** The consumer group that turns `analytics.event` into rows; its members share the partitions. */
export function subscribeIngestion(transport: EventTransport, queue: IngestQueue): Promise<Subscription> {
  return transport.subscribe({
    group: 'analytics-ingest',
    topics: [TRACKED_EVENT],
    fromBeginning: true,
    // What waits in a partition arrives at once: one delivery, one batch, one commit.
    maxBatch: MAX_BATCH,
    handleBatch: async (messages) => {
      // Only this service publishes the topic; a payload without its keys cannot be counted.
      const events = messages.map((message) => message.envelope.payload as unknown as TrackedEvent).filter(isTrackedEvent);
      await Promise.all(events.map((event) => queue.add(event)));
    },
  });
}

function isTrackedEvent(event: TrackedEvent | undefined): event is TrackedEvent {
  return typeof event?.event_id === 'string' && Number.isInteger(event.site_id) && typeof event.occurred_at === 'string';
}
