import type { Knex } from 'knex';
import type { TrackedEvent } from '../../events/published';
import { withRows } from '../../repositories/sql';

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
export async function writeRawEvents(trx: Knex.Transaction, schema: string, events: TrackedEvent[]): Promise<TrackedEvent[]> {
  const inserted = await withRows<TrackedEvent, { site_id: number; event_id: string }>(
    trx,
    events,
    `insert into ${schema}.events (site_id, event_id, occurred_at, type, name, path, visitor_id, source, referrer_host, browser, os, device, country, utm, props)
     select site_id, event_id, occurred_at, type, name, path, visitor_id, source, referrer_host, browser, os, device, country, utm, props
     from jsonb_to_recordset(?::jsonb) as r (site_id int, event_id uuid, occurred_at timestamptz, type text, name text, path text,
       visitor_id text, source text, referrer_host text, browser text, os text, device text, country text, utm jsonb, props jsonb)
     on conflict (site_id, event_id) do nothing
     returning site_id, event_id::text`,
  );
  const insertedKeys = new Set(inserted.map(eventKey));
  return events.filter((event) => insertedKeys.has(eventKey(event)));
}
