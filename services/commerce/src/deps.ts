import type { Knex } from 'knex';
import { storageFromEnv, type AtlasApp, type MediaStorage } from '@atlas/service-kit';
import { catalogueRepository, type CatalogueRepository } from './repositories/catalogue';
import type { Outbox } from './events/published';
import { testPaymentProvider, type PaymentProvider } from './operations/payments';
import { catalogueCache, type CatalogueCache } from './operations/catalogue-cache';

export interface ShopSettings {
  /** Flat shipping per order, in cents (COMMERCE_SHIPPING_FLAT, in dollars; default 10). */
  shippingCents: number;
  /** Tax in basis points of the discounted subtotal (COMMERCE_TAX_RATE as a percentage; default 0). */
  taxBasisPoints: number;
  currency: string;
}

/** What the routes and operations of this service work with; built once per app. */
export type Deps = {
  db: Knex;
  events: Outbox;
  catalogue: CatalogueRepository;
  /** The public catalogue's answers in this process (one per app, dropped on every catalogue change). */
  catalogueCache: CatalogueCache;
  storage: MediaStorage;
  payments: PaymentProvider;
  settings: ShopSettings;
  log: AtlasApp['log'];
  /** The service's metrics (its call batches count there). */
  metrics: AtlasApp['metrics'];
};

export function shopSettings(env: NodeJS.ProcessEnv = process.env): ShopSettings {
  const shipping = Number(env.COMMERCE_SHIPPING_FLAT ?? '10');
  const tax = Number(env.COMMERCE_TAX_RATE ?? '0');
  if (!Number.isFinite(shipping) || shipping < 0 || shipping > 10_000)
    throw new Error('COMMERCE_SHIPPING_FLAT must be an amount from 0 to 10000');
  if (!Number.isFinite(tax) || tax < 0 || tax > 100) throw new Error('COMMERCE_TAX_RATE must be a percentage from 0 to 100');
  return { shippingCents: Math.round(shipping * 100), taxBasisPoints: Math.round(tax * 100), currency: 'USD' };
}

/**
 * What an order of this subtotal and discount is charged, in cents: the one rule the cart shows and
 * checkout charges (flat shipping on any order with something in it, tax on the discounted subtotal).
 */
export function orderCharges(settings: ShopSettings, subtotalCents: number, discountCents: number, hasItems = true) {
  const shippingCents = hasItems ? settings.shippingCents : 0;
  const taxCents = Math.round(((subtotalCents - discountCents) * settings.taxBasisPoints) / 10_000);
  return { shippingCents, taxCents, totalCents: subtotalCents - discountCents + shippingCents + taxCents };
}

const providers = new WeakMap<object, PaymentProvider>();
const caches = new WeakMap<object, CatalogueCache>();

export function createDeps(
  app: Pick<AtlasApp, 'db' | 'events' | 'config' | 'log' | 'metrics'>,
  env: NodeJS.ProcessEnv = process.env,
): Deps {
  // One provider and one catalogue cache per app, shared by every request of this process.
  let payments = providers.get(app.db);
  if (!payments) providers.set(app.db, (payments = testPaymentProvider()));
  // Keyed by the app's events (one per service instance; its plugin scopes share them), not by the database another instance may share.
  let cache = caches.get(app.events);
  if (!cache) caches.set(app.events, (cache = catalogueCache()));
  return {
    db: app.db,
    events: app.events,
    catalogue: catalogueRepository(app.db),
    catalogueCache: cache,
    storage: storageFromEnv(env, app.config.dataDir),
    payments,
    settings: shopSettings(env),
    log: app.log,
    metrics: app.metrics,
  };
}
