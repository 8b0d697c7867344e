import { SCHEMA, table, parseJson, type Db } from './db';

export interface OrderRow {
  id: number;
  /** The store it was placed in (null: the platform's). */
  site_id: number | null;
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

/** A status change staff make (the timestamps are the database's clock). */
export interface StatusChange {
  status: string;
  tracking_number?: string;
  shipped?: boolean;
  delivered?: boolean;
}

export interface OrderQuery {
  /** Only this user's orders; null: everyone's (the store's members). */
  userId: number | null;
  /** Only this store's orders (storeKey); undefined: every store's (a shopper's own orders). */
  store?: number;
  status?: string;
  page: number;
  limit: number;
}

/** Orders that count in the figures (cancelled and refunded ones are counted apart). */
const COUNTED = "status not in ('cancelled', 'refunded')";

/** Orders, their items and payments: every statement on them, checkout's database function included. */
export function orderRepository(db: Db) {
  const newestFirst: { column: string; order: 'desc' }[] = [
    { column: 'created_at', order: 'desc' },
    { column: 'id', order: 'desc' },
  ];

  return {
    async byId(id: number, options: { lock?: boolean } = {}, trx: Db = db): Promise<OrderRow | undefined> {
      const query = table(trx, 'orders').where({ id });
      if (options.lock) query.forUpdate();
      return query.first();
    },

    /** The order an Idempotency-Key already placed in its scope (the user, or the guest cart). */
    async idByIdempotencyKey(scope: string, key: string, trx: Db = db): Promise<number | undefined> {
      const { rows } = await trx.raw(`select id from ${SCHEMA}.orders where idempotency_scope = ? and idempotency_key = ?`, [scope, key]);
      return rows[0]?.id;
    },

    /**
     * Checkout's write for the orders that arrived together: `place_orders` (migrations/004-place-orders.ts),
     * one statement and one transaction. One answer per order, in order: what was written, or `{refused}`.
     */
    async placeOrders<Answer>(orders: unknown[], trx: Db = db): Promise<Answer[]> {
      const { rows } = await trx.raw(`select ${SCHEMA}.place_orders(?::jsonb) as placed`, [JSON.stringify(orders)]);
      return parseJson(rows[0].placed, []) as Answer[];
    },

    async items(orderId: number, trx: Db = db): Promise<OrderItemRow[]> {
      return table(trx, 'order_items').where({ order_id: orderId }).orderBy('id');
    },

    /** The lines of an order whose product still exists (what a cancel puts back). */
    async stockedItems(orderId: number, trx: Db = db) {
      const rows: { product_id: number; variation_id: number | null; quantity: number }[] = await table(trx, 'order_items')
        .where({ order_id: orderId })
        .whereNotNull('product_id');
      return rows.map((item) => ({ productId: item.product_id, variationId: item.variation_id, quantity: item.quantity }));
    },

    async payments(orderId: number, trx: Db = db): Promise<PaymentRow[]> {
      return table(trx, 'payments').where({ order_id: orderId }).orderBy('id');
    },

    /** Units per order, for a page of orders in one query. */
    async itemCounts(orderIds: number[], trx: Db = db): Promise<Map<number, number>> {
      const rows = await table(trx, 'order_items')
        .whereIn('order_id', orderIds)
        .groupBy('order_id')
        .select('order_id')
        .sum('quantity as n');
      return new Map(rows.map((row) => [row.order_id as number, Number(row.n)]));
    },

    /** The payments of a page of orders in one query, in id order. */
    async paymentsOf(orderIds: number[], trx: Db = db): Promise<PaymentRow[]> {
      return table(trx, 'payments').whereIn('order_id', orderIds).orderBy('id');
    },

    /** A page of orders, newest first, and how many match. */
    async page(query: OrderQuery, trx: Db = db): Promise<{ rows: OrderRow[]; count: number }> {
      const base = table(trx, 'orders');
      if (query.userId !== null) base.where({ user_id: query.userId });
      if (query.store !== undefined) base.where({ store: query.store });
      if (query.status) base.where({ status: query.status });
      const count = Number((await base.clone().count<{ count: string }[]>('* as count').first())?.count ?? 0);
      const rows: OrderRow[] = await base
        .clone()
        .orderBy(newestFirst)
        .limit(query.limit)
        .offset((query.page - 1) * query.limit);
      return { rows, count };
    },

    /** Claims a cancel: only an order still in one of `from` becomes cancelled (undefined: it was not). */
    async cancel(id: number, from: readonly string[], trx: Db = db): Promise<OrderRow | undefined> {
      const [row] = (await table(trx, 'orders')
        .where({ id })
        .whereIn('status', from as string[])
        .update({ status: 'cancelled', cancelled_at: trx.fn.now(), updated_at: trx.fn.now() })
        .returning('*')) as OrderRow[];
      return row;
    },

    /** Moves an order still at `from` to the change's status (undefined: it moved meanwhile). */
    async changeStatus(id: number, from: string, change: StatusChange, trx: Db = db): Promise<OrderRow | undefined> {
      const columns: Record<string, unknown> = { status: change.status, updated_at: trx.fn.now() };
      if (change.tracking_number !== undefined) columns.tracking_number = change.tracking_number;
      if (change.shipped) columns.shipped_at = trx.fn.now();
      if (change.delivered) columns.delivered_at = trx.fn.now();
      const [row] = (await table(trx, 'orders').where({ id, status: from }).update(columns).returning('*')) as OrderRow[];
      return row;
    },

    /** Moves an order's payments from one status to another (only those of `method`, when given). */
    async setPaymentStatus(orderId: number, change: { from: string; to: string; method?: string }, trx: Db = db) {
      const query = table(trx, 'payments').where({ order_id: orderId, status: change.from });
      if (change.method) query.where({ payment_method: change.method });
      await query.update({ status: change.to });
    },

    /** Whether the user bought the product in an order that was not cancelled or refunded. */
    async hasBought(userId: number, productId: number, trx: Db = db): Promise<boolean> {
      const row = await table(trx, 'order_items as i')
        .join(`${SCHEMA}.orders as o`, 'o.id', 'i.order_id')
        .where({ 'o.user_id': userId, 'i.product_id': productId })
        .whereNotIn('o.status', ['cancelled', 'refunded'])
        .first('i.id');
      return Boolean(row);
    },

    /** The store's dashboard totals over the last `days` days. */
    async totalsSince(days: number, store: number, trx: Db = db) {
      const since = trx.raw(`now() - make_interval(days => ?)`, [days]);
      const totals: { orders: number; revenue: string; customers: number; left_out: number } | undefined = await table(trx, 'orders')
        .where({ store })
        .where('created_at', '>=', since)
        .first(
          trx.raw(`(count(*) filter (where ${COUNTED}))::int as orders`),
          trx.raw(`coalesce(sum(total_amount) filter (where ${COUNTED}), 0) as revenue`),
          trx.raw(`(count(distinct coalesce('u' || user_id::text, lower(customer_email))) filter (where ${COUNTED}))::int as customers`),
          trx.raw(`(count(*) filter (where not (${COUNTED})))::int as left_out`),
        );
      return totals;
    },

    async newest(limit: number, store: number, trx: Db = db): Promise<OrderRow[]> {
      return table(trx, 'orders').where({ store }).orderBy(newestFirst).limit(limit);
    },

    /** The store's best sellers of the last `days` days, by units then revenue. */
    async topProductsSince(days: number, limit: number, store: number, trx: Db = db) {
      const since = trx.raw(`now() - make_interval(days => ?)`, [days]);
      const rows: { product_name: string; quantity_sold: number; revenue: string }[] = await table(trx, 'order_items as i')
        .join(`${SCHEMA}.orders as o`, 'o.id', 'i.order_id')
        .where('o.store', store)
        .where('o.created_at', '>=', since)
        .whereRaw(`o.${COUNTED}`)
        .groupBy('i.product_name')
        .select('i.product_name')
        .select(trx.raw('sum(i.quantity)::int as quantity_sold'), trx.raw('sum(i.total_price) as revenue'))
        .orderBy([
          { column: 'quantity_sold', order: 'desc' },
          { column: 'revenue', order: 'desc' },
        ])
        .limit(limit);
      return rows;
    },
  };
}

export type OrderRepository = ReturnType<typeof orderRepository>;
