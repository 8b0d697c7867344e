import os from 'node:os';
import type { AtlasApp, Subscription } from '@atlas/service-kit';
import type { CatalogueCache } from '../operations/catalogue-cache';

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
 * Every replica drops its cached catalogue when another one changes the catalogue. A consumer group
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
      handle: async () => cache.drop(),
    });
  });
  app.addHook('onClose', async () => {
    await subscription?.close();
  });
}
