import { timingSafeEqual } from 'node:crypto';
import { httpError, type AuthUser, type Static } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { CANCELLABLE_STATUSES, ORDER_PAGE_SIZE, ORDER_TRANSITIONS, type OrderStatus } from '../constants';
import type { DashboardStats, Order, OrderSummary, StockAlert } from '../schemas/shopping';
import { publishOrderEvent } from '../events/published';
import { SCHEMA, table, iso, num, type Db } from '../repositories/db';
import { returnStock } from './stock';
import type { Shopper } from './cart';

export interface OrderRow {
  id: number;
  order_number: string;
  user_id: number | null;
  access_token: string;
  status: string;
  customer_email: string;
  customer_phone: string;
  customer_notes: string;
  shipping_method: string;
  payment_method: string;
  discount_code: string | null;
  subtotal: string;
  discount_amount: string;
  shipping_amount: string;
  tax_amount: string;
  total_amount: string;
  currency: string;
  tracking_number: string;
  created_at: Date | string;
  updated_at: Date | string;
  shipped_at: Date | string | null;
  delivered_at: Date | string | null;
  cancelled_at: Date | string | null;
  [address: `${'billing' | 'shipping'}_${string}`]: string;
}

/** An order_items row as read. */
export interface OrderItemRow {
  id: number;
  product_id: number;
  product_slug: string;
  product_name: string;
  product_sku: string;
  variation_details: Record<string, string> | null;
  quantity: number;
  unit_price: string | number;
  total_price: string | number;
}

export interface PaymentRow {
  id: number;
  order_id: number;
  payment_method: string;
  amount: string;
  currency: string;
  status: string;
  transaction_id: string;
  created_at: Date | string;
}

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
async function summaries(db: Db, rows: OrderRow[]) {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const counts = new Map<number, number>(
    (await table(db, 'order_items').whereIn('order_id', ids).groupBy('order_id').select('order_id').sum('quantity as n')).map((row) => [
      row.order_id as number,
      Number(row.n),
    ]),
  );
  const latest = new Map<number, PaymentRow>();
  for (const payment of (await table(db, 'payments').whereIn('order_id', ids).orderBy('id')) as PaymentRow[])
    latest.set(payment.order_id, payment);
  return rows.map((row) => summary(row, counts.get(row.id) ?? 0, latest.get(row.id)));
}

export async function orderResponse(db: Db, row: OrderRow, options: { withToken: boolean }): Promise<Static<typeof Order>> {
  const items: OrderItemRow[] = await table(db, 'order_items').where({ order_id: row.id }).orderBy('id');
  const payments: PaymentRow[] = await table(db, 'payments').where({ order_id: row.id }).orderBy('id');
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

/**
 * The order a request may see: its owner's, any for staff, or a guest's through the access token
 * handed back at checkout (`?token=` or X-Order-Token). Anything else is 'Order not found'.
 */
export async function accessibleOrder(db: Db, shopper: Shopper, id: number, token: string | undefined, lock = false): Promise<OrderRow> {
  const query = table(db, 'orders').where({ id });
  if (lock) query.forUpdate();
  const order: OrderRow | undefined = await query.first();
  const user = shopper.user;
  const given = token || shopper.orderToken;
  const allowed = order && ((user && (order.user_id === user.id || user.is_staff)) || (given && sameToken(given, order.access_token)));
  if (!order || !allowed) throw httpError(404, 'Order not found');
  return order;
}

export async function listOrders(db: Db, user: AuthUser, query: { status?: string; page?: number; limit?: number; all?: string }) {
  const limit = query.limit ?? ORDER_PAGE_SIZE;
  const page = query.page ?? 1;
  const everyone = user.is_staff && (query.all === 'true' || query.all === '1');
  const base = table(db, 'orders');
  if (!everyone) base.where({ user_id: user.id });
  if (query.status) base.where({ status: query.status });
  const total = Number((await base.clone().count<{ count: string }[]>('* as count').first())?.count ?? 0);
  const rows: OrderRow[] = await base
    .clone()
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)
    .offset((page - 1) * limit);
  return {
    results: await summaries(db, rows),
    count: total,
    next: page * limit < total ? page + 1 : null,
    previous: page > 1 ? page - 1 : null,
  };
}

const itemLines = async (db: Db, orderId: number) =>
  (await table(db, 'order_items').where({ order_id: orderId }).whereNotNull('product_id')).map((item: Record<string, any>) => ({
    productId: item.product_id as number,
    variationId: item.variation_id as number | null,
    quantity: item.quantity as number,
  }));

/**
 * Cancels an order still pending or processing: one conditional UPDATE claims the change, so stock is
 * returned once however many cancels race; paid payments are refunded.
 */
export async function cancelOrder(deps: Deps, shopper: Shopper, id: number, token: string | undefined) {
  return deps.db.transaction(async (trx) => {
    const order = await accessibleOrder(trx, shopper, id, token);
    const [cancelled] = (await table(trx, 'orders')
      .where({ id: order.id })
      .whereIn('status', CANCELLABLE_STATUSES as OrderStatus[])
      .update({ status: 'cancelled', cancelled_at: trx.fn.now(), updated_at: trx.fn.now() })
      .returning('*')) as OrderRow[];
    if (!cancelled) throw httpError(400, 'Only pending or processing orders can be cancelled');
    await returnStock(deps, trx, await itemLines(trx, order.id));
    const payments: PaymentRow[] = await table(trx, 'payments').where({ order_id: order.id });
    for (const payment of payments) {
      if (payment.status === 'succeeded') await deps.payments.refund(payment.transaction_id);
    }
    await table(trx, 'payments').where({ order_id: order.id, status: 'succeeded' }).update({ status: 'refunded' });
    await table(trx, 'payments').where({ order_id: order.id, status: 'pending' }).update({ status: 'cancelled' });
    await publishOrderEvent(deps.events, trx, 'cancelled', cancelled);
    return cancelled;
  });
}

/** Staff move an order along ORDER_TRANSITIONS; shipping needs a tracking number. */
export async function updateStatus(deps: Deps, shopper: Shopper, id: number, body: { status: OrderStatus; tracking_number?: string }) {
  if (body.status === 'cancelled') return cancelOrder(deps, shopper, id, undefined);
  return deps.db.transaction(async (trx) => {
    const order = await accessibleOrder(trx, shopper, id, undefined, true);
    if (!(ORDER_TRANSITIONS[order.status] ?? []).includes(body.status)) {
      throw httpError(400, `An order that is ${order.status} cannot become ${body.status}`);
    }
    const tracking = (body.tracking_number ?? '').trim();
    if (body.status === 'shipped' && !tracking) throw httpError(400, 'A tracking number is required to mark an order shipped');
    const changes: Record<string, unknown> = { status: body.status, updated_at: trx.fn.now() };
    if (body.status === 'shipped') Object.assign(changes, { shipped_at: trx.fn.now(), tracking_number: tracking });
    if (body.status === 'delivered') changes.delivered_at = trx.fn.now();
    const [updated] = (await table(trx, 'orders')
      .where({ id: order.id, status: order.status })
      .update(changes)
      .returning('*')) as OrderRow[];
    // Cash on delivery is paid when the parcel is handed over.
    if (body.status === 'delivered')
      await table(trx, 'payments')
        .where({ order_id: order.id, status: 'pending', payment_method: 'cash_on_delivery' })
        .update({ status: 'succeeded' });
    if (body.status === 'shipped' || body.status === 'delivered') {
      await publishOrderEvent(deps.events, trx, body.status, updated, { tracking_number: updated.tracking_number });
    }
    return updated;
  });
}

const COUNTED = "status not in ('cancelled', 'refunded')";

/**
 * The staff dashboard's figures over the last `days` days. Cancelled and refunded orders are left out
 * of the totals and counted apart, so the dashboard can say why its count differs from its order list.
 */
export async function dashboardStats(db: Db, days: number): Promise<Static<typeof DashboardStats>> {
  const since = db.raw(`now() - make_interval(days => ?)`, [days]);
  const totals = await table(db, 'orders')
    .where('created_at', '>=', since)
    .first(
      db.raw(`(count(*) filter (where ${COUNTED}))::int as orders`),
      db.raw(`coalesce(sum(total_amount) filter (where ${COUNTED}), 0) as revenue`),
      db.raw(`(count(distinct coalesce('u' || user_id::text, lower(customer_email))) filter (where ${COUNTED}))::int as customers`),
      db.raw(`(count(*) filter (where not (${COUNTED})))::int as left_out`),
    );
  const recent: OrderRow[] = await table(db, 'orders')
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(5);
  const top = await table(db, 'order_items as i')
    .join(`${SCHEMA}.orders as o`, 'o.id', 'i.order_id')
    .where('o.created_at', '>=', since)
    .whereRaw(`o.${COUNTED}`)
    .groupBy('i.product_name')
    .select('i.product_name')
    .select(db.raw('sum(i.quantity)::int as quantity_sold'), db.raw('sum(i.total_price) as revenue'))
    .orderBy([
      { column: 'quantity_sold', order: 'desc' },
      { column: 'revenue', order: 'desc' },
    ])
    .limit(5);
  const orders = totals?.orders ?? 0;
  const revenue = num(totals?.revenue);
  return {
    days,
    total_orders: orders,
    cancelled_orders: totals?.left_out ?? 0,
    total_revenue: revenue,
    average_order_value: orders ? Math.round((revenue / orders) * 100) / 100 : 0,
    total_customers: totals?.customers ?? 0,
    recent_orders: await summaries(db, recent),
    top_products: top.map((row: { product_name: string; quantity_sold: number; revenue: string }) => ({
      product__name: row.product_name,
      quantity_sold: row.quantity_sold,
      revenue: num(row.revenue),
    })),
  };
}

export async function stockAlerts(db: Db, limit: number): Promise<{ results: Static<typeof StockAlert>[]; count: number }> {
  const open = table(db, 'stock_alerts as a').whereNull('a.resolved_at');
  const count = Number((await open.clone().count<{ count: string }[]>('* as count').first())?.count ?? 0);
  const rows = await open
    .clone()
    .join(`${SCHEMA}.products as p`, 'p.id', 'a.product_id')
    .leftJoin(`${SCHEMA}.variations as v`, 'v.id', 'a.variation_id')
    .select('a.*', 'p.name as product_name', 'p.slug as product_slug', 'v.sku as variation_sku')
    .orderByRaw(`case a.alert_type when 'out_of_stock' then 0 else 1 end, a.created_at desc, a.id desc`)
    .limit(limit);
  return {
    count,
    results: rows.map((row: Record<string, any>) => ({
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
export async function orderById(db: Db, id: number): Promise<OrderRow> {
  return (await table(db, 'orders').where({ id }).first())!;
}
