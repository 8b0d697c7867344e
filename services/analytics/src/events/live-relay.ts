import { randomUUID } from 'node:crypto';
import { createEventBus, type AtlasApp, type EventBus } from '@atlas/service-kit';
import type { LiveFeed } from './ingest-consumer';
import type { TrackedEvent } from './published';

/** `analytics.live` (key: site id): the events of one site a process has just stored, for every other process's sockets. */
export const LIVE_TOPIC = 'analytics.live';

interface LivePayload {
  origin: string;
  site_id: number;
  events: TrackedEvent[];
}

/**
 * Several analytics processes share the ingestion partitions, so the process that stores an event
 * is often not the one holding the owner's socket. Each process tells the others what it stored
 * (a consumer group of its own per process: every process hears every message, from now on) and
 * hands on what it hears to its own sockets. With an embedded database only one process can run,
 * so nothing is sent then.
 */
export class LiveRelay {
  private readonly origin = randomUUID();
  private bus?: EventBus;

  constructor(
    private readonly app: AtlasApp,
    private readonly live: LiveFeed,
  ) {}

  get shared(): boolean {
    return this.app.sharedDatabase.kind === 'postgres' || this.app.events.transport.kind === 'kafka';
  }

  async start(): Promise<void> {
    if (!this.shared) return;
    this.bus = await createEventBus({
      group: `analytics-live-${this.origin}`,
      db: this.app.sharedDatabase,
      transport: this.app.events.transport,
    });
    await this.bus.subscribe([LIVE_TOPIC], async (event) => {
      const payload = event.payload as unknown as LivePayload;
      if (payload?.origin === this.origin || !Number.isInteger(payload?.site_id) || !Array.isArray(payload.events)) return;
      this.live.emit('events', payload.site_id, payload.events);
    });
  }

  /** Tells the other processes; a failure only costs their sockets these events (the REST snapshot still has them). */
  publish(bySite: Map<number, TrackedEvent[]>): void {
    if (!this.bus || bySite.size === 0) return;
    this.bus
      .publish(
        [...bySite].map(([siteId, events]) => ({
          type: LIVE_TOPIC,
          key: String(siteId),
          payload: { origin: this.origin, site_id: siteId, events } as unknown as Record<string, unknown>,
        })),
      )
      .catch((error) => this.app.log.warn({ err: error }, 'live events not shared with the other analytics processes'));
  }

  async close(): Promise<void> {
    await this.bus?.close();
  }
}
