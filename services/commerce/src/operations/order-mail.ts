import { appLink, buildEnvelope, isMailRequest, MAIL_REQUESTED, requestMail, type MailRequest } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { Transaction } from '../repositories/db';
import { storeSettings, type StoreRef, type StoreSettings } from './stores';

// The e-mails about an order (docs/contracts.md "A shop on every site"): to the shopper and to the
// store's order e-mail, when the order is placed and when it is cancelled, in the order's transaction.

/** What the events and e-mails of an order say about its store: the site (null: the platform), its owner, slug and order e-mail. */
export interface OrderStore {
  site_id: number | null;
  owner_id: number | null;
  slug: string | null;
  order_email: string;
}

/** The order's store as its events and e-mails name it. */
export async function orderStoreOf(
  deps: Pick<Deps, 'sites' | 'shops' | 'settings'>,
  store: StoreRef,
  trx?: Transaction,
): Promise<OrderStore> {
  if (store.site === null) return { site_id: null, owner_id: null, slug: null, order_email: '' };
  const [site, settings] = await Promise.all([deps.sites.find(store.site, trx), storeSettings(deps, store, trx)]);
  return { site_id: store.site, owner_id: site?.owner_id ?? null, slug: site?.slug ?? null, order_email: settings.order_email };
}

/** The order's store from the settings an open store answered (checkout: no second read of the copy and the settings). */
export function orderStoreOfOpen(store: StoreRef, settings: StoreSettings): OrderStore {
  if (store.site === null) return { site_id: null, owner_id: null, slug: null, order_email: '' };
  return { site_id: store.site, owner_id: settings.owner_id ?? null, slug: settings.slug ?? null, order_email: settings.order_email };
}

/** The fields of the store an event payload carries (`site_id`, `owner_id`: null for the platform). */
export const storeFields = (store: OrderStore) => ({ site_id: store.site_id, owner_id: store.owner_id });

/** The page an order e-mail links to: the site's storefront order page (with its token), or the platform's shop. */
export function orderLink(store: OrderStore, order: { id: number | string; access_token: string }) {
  if (store.site_id === null || !store.slug) return appLink(`/shop/orders/${order.id}`);
  return appLink(`/${store.slug}/orders/${order.id}?token=${encodeURIComponent(order.access_token)}`);
}

export interface MailedOrder {
  /** The order's id and number; checkout's database function fills in `{order_id}` and `{order_number}`. */
  id: number | string;
  order_number: string;
  access_token: string;
  customer_email: string;
  total_amount: string | number;
  currency: string;
}

/** The messages about an order placed (`confirmed`) or cancelled: one to the shopper, one to the store's order e-mail when set. */
export function orderMails(store: OrderStore, order: MailedOrder, verb: 'confirmed' | 'cancelled'): MailRequest[] {
  const link = orderLink(store, order);
  const total = `${Number(order.total_amount).toFixed(2)} ${order.currency}`;
  const text =
    verb === 'confirmed'
      ? `Thank you for your order ${order.order_number}.\n\nTotal: ${total}\n\nSee your order: ${link}\n`
      : `Order ${order.order_number} (${total}) was cancelled. A payment taken is refunded.\n\nSee your order: ${link}\n`;
  const addresses = [order.customer_email, store.order_email].map((address) => address.trim()).filter(Boolean);
  const unique = [...new Map(addresses.map((address) => [address.toLowerCase(), address])).values()];
  return unique.map((to) => ({ to, subject: `Order ${order.order_number} ${verb}`, text, category: 'order', link }));
}

/** The placed order's e-mails as envelopes checkout's database function writes (it fills in the order's id and number). */
export function orderMailEnvelopes(store: OrderStore, order: Omit<MailedOrder, 'id' | 'order_number'>) {
  return orderMails(store, { ...order, id: '{order_id}', order_number: '{order_number}' }, 'confirmed')
    .filter((mail) => isMailRequest(mail))
    .map((payload) => buildEnvelope({ type: MAIL_REQUESTED, key: String(payload.to).toLowerCase(), payload }));
}

/** Requests the order's e-mails in the caller's transaction (a cancel). */
export async function requestOrderMails(
  deps: Pick<Deps, 'events'>,
  trx: Transaction,
  store: OrderStore,
  order: MailedOrder,
  verb: 'confirmed' | 'cancelled',
) {
  for (const mail of orderMails(store, order, verb)) await requestMail(deps.events, trx, mail);
}
