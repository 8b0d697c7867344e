import os from 'node:os';
import type { AtlasApp, Subscription } from '@atlas/service-kit';
import type { CatalogueCache } from '../operations/catalogue-cache';
import type { StoreRef } from '../operations/stores';

/**
 * What changes a catalogue answer somewhere: a product's fields, price, pictures or rating
 * (`commerce.product.*`), stock taken by a checkout or given back by a cancel, and a stock alert.
 */
export const CATALOGUE_CHANGING_TOPICS = [
  'commerce.product.created',
  'commerce.product.updated',
  'commerce.product.deleted',
  'commerce.order.created',
  'commerce.order.cancelled',
  'commerce.stock.low',
];

let instances = 0;

/**
 * The store whose catalogue an event changed: its payload's `site_id` (null: the platform's); an
 * event that names no store (written before stores) drops every store's answers.
 */
export function storeOfEvent(payload: unknown): StoreRef | undefined {
  const site = (payload as { site_id?: unknown } | null)?.site_id;
  if (site === null) return { site: null };
  return Number.isInteger(site) && (site as number) > 0 ? { site: site as number } : undefined;
}

/**
 * Every replica drops its cached catalogue of a store when another one changes that store's catalogue. A consumer group
 * hands each event to one member only, so each service instance listens in a group of its own (host,
 * process and instance), as the gateway's public-page cache does (gateway/src/event-wiring.ts).
 */
export function dropCatalogueOnEvents(app: AtlasApp, cache: CatalogueCache) {
  instances += 1;
  const group = `commerce-catalogue-${os.hostname()}-${process.pid}-${instances}`;
  let subscription: Subscription | undefined;
  app.addHook('onReady', async () => {
    subscription = await app.events.transport.subscribe({
      group,
      topics: CATALOGUE_CHANGING_TOPICS,
      fromBeginning: false,
      handle: async (message) => cache.drop(storeOfEvent(message.envelope.payload)),
    });
  });
  app.addHook('onClose', async () => {
    await subscription?.close();
  });
}
