import { timingSafeEqual } from 'node:crypto';
import { httpError, type AuthUser, type Static } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { CANCELLABLE_STATUSES, ORDER_PAGE_SIZE, ORDER_TRANSITIONS, type OrderStatus } from '../constants';
import type { DashboardStats, Order, OrderSummary, StockAlert } from '../schemas/shopping';
import { publishOrderEvent } from '../events/published';
import { iso, num, type Transaction } from '../repositories/db';
import type { OrderItemRow, OrderRepository, OrderRow, PaymentRow } from '../repositories/orders';
import { returnStock } from './stock';
import type { Shopper } from './cart';
import { mayInStore, requireStore, storeKey, storeOfRow, type StoreRef } from './stores';
import { orderStoreOf, requestOrderMails, storeFields } from './order-mail';

const ORDER_NOT_FOUND = 'Order not found';

export type { OrderItemRow, OrderRow, PaymentRow } from '../repositories/orders';

const paymentResponse = (row: PaymentRow) => ({
  id: row.id,
  payment_method: row.payment_method,
  amount: num(row.amount),
  currency: row.currency,
  status: row.status,
  transaction_id: row.transaction_id,
  created_at: iso(row.created_at)!,
});

function summary(row: OrderRow, itemsCount: number, latest: PaymentRow | undefined): Static<typeof OrderSummary> {
  return {
    id: row.id,
    site: row.site_id ?? null,
    order_number: row.order_number,
    status: row.status,
    created_at: iso(row.created_at)!,
    updated_at: iso(row.updated_at)!,
    shipped_at: iso(row.shipped_at),
    delivered_at: iso(row.delivered_at),
    cancelled_at: iso(row.cancelled_at),
    tracking_number: row.tracking_number,
    total_amount: num(row.total_amount),
    subtotal: num(row.subtotal),
    discount_amount: num(row.discount_amount),
    discount_code: row.discount_code,
    shipping_amount: num(row.shipping_amount),
    tax_amount: num(row.tax_amount),
    currency: row.currency,
    items_count: itemsCount,
    latest_payment: latest ? paymentResponse(latest) : null,
    customer_email: row.customer_email,
  };
}

/** Order summaries for a page of rows: item counts and latest payments in two queries, not per order. */
async function summaries(orders: OrderRepository, rows: OrderRow[]) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const counts = await orders.itemCounts(ids);
  const latest = new Map<number, PaymentRow>();
  for (const payment of await orders.paymentsOf(ids)) latest.set(payment.order_id, payment);
  return rows.map((row) => summary(row, counts.get(row.id) ?? 0, latest.get(row.id)));
}

export async function orderResponse(
  deps: Pick<Deps, 'orders'>,
  row: OrderRow,
  options: { withToken: boolean },
): Promise<Static<typeof Order>> {
  const [items, payments] = [await deps.orders.items(row.id), await deps.orders.payments(row.id)];
  return orderAnswer(row, items, payments, options);
}

/** An order as answered, from its row, its items and its payments (in id order). */
export function orderAnswer(
  row: OrderRow,
  items: OrderItemRow[],
  payments: PaymentRow[],
  options: { withToken: boolean },
): Static<typeof Order> {
  const addresses: Record<string, string> = {};
  for (const prefix of ['billing', 'shipping']) {
    for (const field of ['first_name', 'last_name', 'address_1', 'address_2', 'city', 'state', 'country', 'postal_code']) {
      addresses[`${prefix}_${field}`] = row[`${prefix}_${field}` as `billing_${string}`] ?? '';
    }
  }
  return {
    ...summary(
      row,
      items.reduce((sum, item) => sum + item.quantity, 0),
      payments.at(-1),
    ),
    ...addresses,
    customer_phone: row.customer_phone,
    customer_notes: row.customer_notes,
    shipping_method: row.shipping_method,
    payment_method: row.payment_method,
    items: items.map((item) => ({
      id: item.id,
      product_id: item.product_id,
      product_slug: item.product_slug,
      product_name: item.product_name,
      product_sku: item.product_sku,
      variation_details: item.variation_details ?? {},
      quantity: item.quantity,
      unit_price: num(item.unit_price),
      total_price: num(item.total_price),
    })),
    payments: payments.map(paymentResponse),
    ...(options.withToken ? { access_token: row.access_token } : {}),
  };
}

const sameToken = (given: string, stored: string) =>
  given.length === stored.length && timingSafeEqual(Buffer.from(given), Buffer.from(stored));

/** Whether the request is the order's buyer: its signed-in owner, or whoever holds its access token (`?token=` or X-Order-Token). */
function isBuyer(order: OrderRow, shopper: Shopper, token: string | undefined) {
  const given = token || shopper.orderToken;
  return Boolean((shopper.user && order.user_id === shopper.user.id) || (given && sameToken(given, order.access_token)));
}

/**
 * The order a request may see: its buyer's (signed in, or a guest through the access token handed back
 * at checkout), or any of a store for the store's members (the platform's: staff). Anything else is
 * 'Order not found'.
 */
export async function accessibleOrder(
  deps: Pick<Deps, 'orders' | 'access'>,
  shopper: Shopper,
  id: number,
  token: string | undefined,
  options: { lock?: boolean; trx?: Transaction } = {},
): Promise<OrderRow> {
  const order = await deps.orders.byId(id, { lock: options.lock }, options.trx);
  if (!order) throw httpError(404, ORDER_NOT_FOUND);
  if (isBuyer(order, shopper, token) || (await mayInStore(deps, shopper.user, storeOfRow(order), 'read'))) return order;
  throw httpError(404, ORDER_NOT_FOUND);
}

/**
 * Orders as listed: with `site`, the store's orders (its members; the platform's with `site` absent and
 * `all` for staff, as before); otherwise the caller's own orders of every store.
 */
export async function listOrders(
  deps: Pick<Deps, 'orders' | 'access'>,
  user: AuthUser,
  query: { status?: string; page?: number; limit?: number; all?: string; site?: number },
) {
  const limit = query.limit ?? ORDER_PAGE_SIZE;
  const page = query.page ?? 1;
  let store: StoreRef | null = null;
  if (query.site !== undefined) {
    store = { site: query.site };
    await requireStore(deps, user, store, 'read');
  } else if (user.is_staff && (query.all === 'true' || query.all === '1')) {
    store = { site: null };
  }
  const { rows, count: total } = await deps.orders.page({
    userId: store ? null : user.id,
    store: store ? storeKey(store) : undefined,
    status: query.status,
    page,
    limit,
  });
  return {
    results: await summaries(deps.orders, rows),
    count: total,
    next: page * limit < total ? page + 1 : null,
    previous: page > 1 ? page - 1 : null,
  };
}

/**
 * The order a request may cancel: the buyer's own, or any of a store for its admins and owner (the
 * platform's: staff); a member short of that is refused (403), anyone else told 'Order not found'.
 */
async function cancellableOrder(deps: Deps, shopper: Shopper, id: number, token: string | undefined, trx: Transaction) {
  const order = await deps.orders.byId(id, {}, trx);
  if (!order) throw httpError(404, ORDER_NOT_FOUND);
  if (isBuyer(order, shopper, token)) return order;
  const store = storeOfRow(order);
  if (!(await mayInStore(deps, shopper.user, store, 'read'))) throw httpError(404, ORDER_NOT_FOUND);
  await requireStore(deps, shopper.user, store, 'manage');
  return order;
}

/** The order a store's admin moves along: 404 for a stranger, 403 for a member short of `manage` (the platform's: staff). */
async function managedOrder(deps: Deps, user: AuthUser | null, id: number, trx?: Transaction, lock = false) {
  const order = await deps.orders.byId(id, { lock }, trx);
  if (!order) throw httpError(404, ORDER_NOT_FOUND);
  const store = storeOfRow(order);
  // The platform's orders answer as before: 403 for anyone but staff.
  await requireStore(deps, user, store, 'manage', store.site === null ? {} : { notFound: ORDER_NOT_FOUND });
  return order;
}

/**
 * Cancels an order still pending or processing: one conditional UPDATE claims the change, so stock is
 * returned once however many cancels race; paid payments are refunded. The shopper and the store's
 * order e-mail are told, in the same transaction.
 */
export async function cancelOrder(deps: Deps, shopper: Shopper, id: number, token: string | undefined) {
  return deps.db.transaction(async (trx) => {
    const order = await cancellableOrder(deps, shopper, id, token, trx);
    return cancelIn(deps, trx, order);
  });
}

/** The cancel itself, in the caller's transaction, for someone already allowed to. */
async function cancelIn(deps: Deps, trx: Transaction, order: OrderRow) {
  const cancelled = await deps.orders.cancel(order.id, CANCELLABLE_STATUSES, trx);
  if (!cancelled) throw httpError(400, 'Only pending or processing orders can be cancelled');
  await returnStock(deps, trx, await deps.orders.stockedItems(order.id, trx));
  for (const payment of await deps.orders.payments(order.id, trx)) {
    if (payment.status === 'succeeded') await deps.payments.refund(payment.transaction_id);
  }
  await deps.orders.setPaymentStatus(order.id, { from: 'succeeded', to: 'refunded' }, trx);
  await deps.orders.setPaymentStatus(order.id, { from: 'pending', to: 'cancelled' }, trx);
  const store = await orderStoreOf(deps, storeOfRow(cancelled), trx);
  await publishOrderEvent(deps.events, trx, 'cancelled', cancelled, storeFields(store));
  await requestOrderMails(deps, trx, store, cancelled, 'cancelled');
  return cancelled;
}

/** A store's admins and owner (the platform's: staff) move an order along ORDER_TRANSITIONS; shipping needs a tracking number. */
export async function updateStatus(deps: Deps, shopper: Shopper, id: number, body: { status: OrderStatus; tracking_number?: string }) {
  if (body.status === 'cancelled') {
    return deps.db.transaction(async (trx) => cancelIn(deps, trx, await managedOrder(deps, shopper.user, id, trx)));
  }
  return deps.db.transaction(async (trx) => {
    const order = await managedOrder(deps, shopper.user, id, trx, true);
    if (!(ORDER_TRANSITIONS[order.status] ?? []).includes(body.status)) {
      throw httpError(400, `An order that is ${order.status} cannot become ${body.status}`);
    }
    const tracking = (body.tracking_number ?? '').trim();
    if (body.status === 'shipped' && !tracking) throw httpError(400, 'A tracking number is required to mark an order shipped');
    const shipped = body.status === 'shipped';
    const delivered = body.status === 'delivered';
    const updated = (await deps.orders.changeStatus(
      order.id,
      order.status,
      { status: body.status, shipped, delivered, ...(shipped ? { tracking_number: tracking } : {}) },
      trx,
    ))!;
    // Cash on delivery is paid when the parcel is handed over.
    if (delivered) await deps.orders.setPaymentStatus(order.id, { from: 'pending', to: 'succeeded', method: 'cash_on_delivery' }, trx);
    if (body.status === 'shipped' || body.status === 'delivered') {
      const store = await orderStoreOf(deps, storeOfRow(updated), trx);
      await publishOrderEvent(deps.events, trx, body.status, updated, storeFields(store), { tracking_number: updated.tracking_number });
    }
    return updated;
  });
}

/**
 * A store's dashboard figures over the last `days` days. Cancelled and refunded orders are left out
 * of the totals and counted apart, so the dashboard can say why its count differs from its order list.
 */
export async function dashboardStats(deps: Pick<Deps, 'orders'>, store: StoreRef, days: number): Promise<Static<typeof DashboardStats>> {
  const key = storeKey(store);
  const totals = await deps.orders.totalsSince(days, key);
  const recent = await deps.orders.newest(5, key);
  const top = await deps.orders.topProductsSince(days, 5, key);
  const orders = totals?.orders ?? 0;
  const revenue = num(totals?.revenue);
  return {
    days,
    total_orders: orders,
    cancelled_orders: totals?.left_out ?? 0,
    total_revenue: revenue,
    average_order_value: orders ? Math.round((revenue / orders) * 100) / 100 : 0,
    total_customers: totals?.customers ?? 0,
    recent_orders: await summaries(deps.orders, recent),
    top_products: top.map((row) => ({
      product__name: row.product_name,
      quantity_sold: row.quantity_sold,
      revenue: num(row.revenue),
    })),
  };
}

/** A store's open stock alerts. */
export async function stockAlerts(
  deps: Pick<Deps, 'stock'>,
  store: StoreRef,
  limit: number,
): Promise<{ results: Static<typeof StockAlert>[]; count: number }> {
  const { rows, count } = await deps.stock.openAlertList(limit, storeKey(store));
  return {
    count,
    results: rows.map((row) => ({
      id: row.id,
      alert_type: row.alert_type,
      product_id: row.product_id,
      product_slug: row.product_slug,
      product_name: row.product_name,
      variation_sku: row.variation_sku ?? null,
      current_stock: row.current_stock,
      threshold: row.threshold,
      created_at: iso(row.created_at)!,
    })),
  };
}

/** An order by id (one the caller just placed or was allowed to see). */
export async function orderById(deps: Pick<Deps, 'orders'>, id: number): Promise<OrderRow> {
  return (await deps.orders.byId(id))!;
}
