import { buildEnvelope, type Outbox } from '@atlas/service-kit';
import type { Transaction } from '../repositories/db';

/** The store an event names: the site (null: the platform's) and the site's owner (null: the platform's). */
export interface EventStore {
  site_id: number | null;
  owner_id: number | null;
}

/**
 * `commerce.order.created|cancelled|shipped|delivered`, keyed by the order so one order's events stay
 * in order; the payload carries what a listener (analytics, webhooks) reads without calling back,
 * the order's store included.
 */
export function publishOrderEvent(
  outbox: Outbox,
  trx: Transaction,
  verb: 'created' | 'cancelled' | 'shipped' | 'delivered',
  order: { id: number; order_number: string; user_id: number | null; status: string; total_amount: string | number; currency: string },
  store: EventStore,
  extra: Record<string, unknown> = {},
) {
  return outbox.publish(trx, {
    type: `commerce.order.${verb}`,
    key: String(order.id),
    payload: {
      order_id: order.id,
      order_number: order.order_number,
      user_id: order.user_id,
      status: order.status,
      total_amount: Number(order.total_amount),
      currency: order.currency,
      site_id: store.site_id,
      owner_id: store.owner_id,
      ...extra,
    },
  });
}

/**
 * `commerce.order.created` as checkout's database function writes it (migrations/006-store-orders.ts):
 * the kit's envelope, whose key and payload's `order_id` and `order_number` the function fills in.
 */
export function orderCreatedEnvelope(
  order: { user_id: number | null; status: string; total_amount: string | number; currency: string },
  store: EventStore,
  extra: Record<string, unknown>,
) {
  return buildEnvelope({
    type: 'commerce.order.created',
    key: '',
    payload: {
      user_id: order.user_id,
      status: order.status,
      total_amount: Number(order.total_amount),
      currency: order.currency,
      site_id: store.site_id,
      owner_id: store.owner_id,
      ...extra,
    },
  });
}

/**
 * `commerce.stock.low` as checkout's database function writes it when an item crosses its threshold:
 * the kit's envelope, whose payload's alert (`id`, `alert_id`, `alert_type`, `current_stock`) it fills in.
 */
export function stockLowEnvelope(
  item: { product_id: number; variation_id: number | null; threshold: number; product_name: string },
  store: EventStore,
) {
  return buildEnvelope({ type: 'commerce.stock.low', key: String(item.product_id), payload: { ...item, ...store } });
}

/** `commerce.stock.low`: a product or variation crossed its low-stock threshold (or ran out). */
export function publishStockLow(
  outbox: Outbox,
  trx: Transaction,
  alert: {
    id: number;
    product_id: number;
    variation_id: number | null;
    alert_type: string;
    current_stock: number;
    threshold: number;
    product_name: string;
  },
  store: EventStore,
) {
  return outbox.publish(trx, {
    type: 'commerce.stock.low',
    key: String(alert.product_id),
    payload: { alert_id: alert.id, ...alert, site_id: store.site_id, owner_id: store.owner_id },
  });
}

/**
 * `commerce.product.created|updated|deleted`: a product was added, or its price, stock, name, pictures or
 * rating changed, so what shows it elsewhere (the public sites' product blocks, every replica's cached
 * catalogue) is drawn again. Keyed by the product.
 */
export function publishProductChanged(
  outbox: Outbox,
  trx: Transaction,
  verb: 'created' | 'updated' | 'deleted',
  product: { id: number; slug: string },
  extra: Record<string, unknown> = {},
) {
  return outbox.publish(trx, {
    type: `commerce.product.${verb}`,
    key: String(product.id),
    payload: { product_id: product.id, slug: product.slug, ...extra },
  });
}
