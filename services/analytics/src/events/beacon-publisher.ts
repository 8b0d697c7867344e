import type { EventBus } from '@atlas/service-kit';
import { TRACKED_EVENT, type TrackedEvent } from './published';

const MAX_BATCH = 500;

/**
 * Beacons that arrive together are published together: one call to the transport (one transaction
 * on the embedded log) for all of them, each still its own `analytics.event`. A beacon is answered
 * once its event is on the bus.
 */
export class BeaconPublisher {
  private pending: { event: TrackedEvent; done: (error?: unknown) => void }[] = [];
  private sending: Promise<void> | undefined;

  constructor(private readonly bus: EventBus) {}

  publish(event: TrackedEvent): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ event, done: (error) => (error ? reject(error) : resolve()) });
      this.sending ??= this.drain();
    });
  }

  private async drain(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    try {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, MAX_BATCH);
        try {
          await this.bus.publish(
            batch.map(({ event }) => ({
              type: TRACKED_EVENT,
              key: String(event.site_id),
              payload: event as unknown as Record<string, unknown>,
            })),
          );
          for (const item of batch) item.done();
        } catch (error) {
          for (const item of batch) item.done(error);
        }
      }
    } finally {
      this.sending = undefined;
    }
  }
}
