import type { TrackedEvent } from '../../events/published';
import type { Repositories } from '../../repositories';
import type { Trx } from '../../repositories/db';

const eventKey = (event: { site_id: number; event_id: string }) => `${event.site_id}:${event.event_id}`;

/** The batch without its repeats (the first delivery of an event id wins), in time order. */
export function uniqueInTimeOrder(batch: TrackedEvent[]): TrackedEvent[] {
  const byKey = new Map<string, TrackedEvent>();
  for (const event of batch) {
    const key = eventKey(event);
    if (!byKey.has(key)) byKey.set(key, event);
  }
  return [...byKey.values()].sort((a, b) => a.occurred_at.localeCompare(b.occurred_at));
}

/**
 * Writes the raw events and returns those that were new, in the order given: their primary key is
 * the beacon's event id, so a redelivered batch or a retried beacon adds nothing.
 */
export async function writeRawEvents(repos: Pick<Repositories, 'events'>, trx: Trx, events: TrackedEvent[]): Promise<TrackedEvent[]> {
  const inserted = await repos.events.insertNew(events, trx);
  const insertedKeys = new Set(inserted.map(eventKey));
  return events.filter((event) => insertedKeys.has(eventKey(event)));
}
