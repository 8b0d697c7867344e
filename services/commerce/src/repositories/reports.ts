import { SCHEMA, type Db } from './db';

/** An order counts toward the figures unless it was cancelled or refunded (counted apart). */
const COUNTED = "status not in ('cancelled', 'refunded')";

/** Days are UTC: [from 00:00, to + 1 day 00:00). */
export interface DayRange {
  from: string;
  to: string;
}
const START = `(?::date)::timestamp at time zone 'UTC'`;
const END = `(?::date + 1)::timestamp at time zone 'UTC'`;

export interface SalesTotals {
  orders: number;
  left_out: number;
  revenue: string;
  discounts: string;
  customers: number;
  units: number;
}
export interface SalesDay {
  date: string;
  orders: number;
  revenue: string;
}
export interface TopProductRow {
  product_id: number | null;
  product_name: string;
  quantity_sold: number;
  revenue: string;
}

export interface InventoryItemRow {
  product_id: number;
  product_slug: string;
  product_name: string;
  product_status: string;
  variation_id: number | null;
  sku: string;
  attributes: { attribute_name: string; value: string }[] | null;
  stock_quantity: number;
  low_stock_threshold: number;
  unit_price: string;
  stock_value: string;
  state: 'in_stock' | 'low_stock' | 'out_of_stock' | 'untracked';
}
export interface InventorySummaryRow {
  items: number;
  untracked: number;
  units: number;
  stock_value: string;
  in_stock: number;
  low_stock: number;
  out_of_stock: number;
}
export type InventoryState = InventoryItemRow['state'];

/**
 * Every stock item a store holds (bound twice: its storeKey): a product without variations, or an active variation of one that
 * has them (archived products left out), with its selling price, stock value and state.
 */
const STOCK_ITEMS = `
  with items as (
    select p.id as product_id, p.slug as product_slug, p.name as product_name, p.status as product_status,
           null::int as variation_id, p.sku, null::jsonb as attributes, p.stock_quantity, p.low_stock_threshold,
           p.manage_stock, p.price as unit_price
      from ${SCHEMA}.products p
     where p.store = ? and p.status <> 'archived' and p.variation_count = 0
    union all
    select p.id, p.slug, p.name, p.status, v.id, v.sku, v.attributes, v.stock_quantity, p.low_stock_threshold, p.manage_stock,
           case when v.regular_price is null then p.price
                when v.sale_price is not null and v.sale_price < v.regular_price then v.sale_price
                else v.regular_price end
      from ${SCHEMA}.variations v
      join ${SCHEMA}.products p on p.id = v.product_id
     where p.store = ? and p.status <> 'archived' and v.is_active
  ),
  stock as (
    select items.*,
           case when not manage_stock then 'untracked'
                when stock_quantity <= 0 then 'out_of_stock'
                when stock_quantity <= low_stock_threshold then 'low_stock'
                else 'in_stock' end as state,
           case when manage_stock then greatest(stock_quantity, 0) * unit_price else 0 end as stock_value
      from items
  )`;

/** A store's sales figures and reports in SQL aggregates over real orders (every method takes the store's storeKey). */
export function reportRepository(db: Db) {
  const rows = async <T>(sql: string, bindings: unknown[]) => (await db.raw(sql, bindings as never[])).rows as T[];

  return {
    async salesTotals({ from, to }: DayRange, store: number): Promise<SalesTotals> {
      const [totals] = await rows<SalesTotals>(
        `select (count(*) filter (where ${COUNTED}))::int as orders,
                (count(*) filter (where not (${COUNTED})))::int as left_out,
                coalesce(sum(total_amount) filter (where ${COUNTED}), 0) as revenue,
                coalesce(sum(discount_amount) filter (where ${COUNTED}), 0) as discounts,
                (count(distinct coalesce('u' || user_id::text, lower(customer_email))) filter (where ${COUNTED}))::int as customers,
                coalesce((select sum(i.quantity) from ${SCHEMA}.order_items i join ${SCHEMA}.orders o on o.id = i.order_id
                           where o.store = ? and o.created_at >= ${START} and o.created_at < ${END} and o.${COUNTED}), 0)::int as units
           from ${SCHEMA}.orders
          where store = ? and created_at >= ${START} and created_at < ${END}`,
        [store, from, to, store, from, to],
      );
      return totals;
    },

    /** One row per day of the range, days without orders included. */
    salesByDay: ({ from, to }: DayRange, store: number) =>
      rows<SalesDay>(
        `select to_char(d, 'YYYY-MM-DD') as date, count(o.id)::int as orders, coalesce(sum(o.total_amount), 0) as revenue
           from generate_series(?::date::timestamp, ?::date::timestamp, interval '1 day') as d
           left join ${SCHEMA}.orders o
             on o.store = ? and o.created_at >= d at time zone 'UTC' and o.created_at < (d + interval '1 day') at time zone 'UTC'
            and o.${COUNTED}
          group by d
          order by d`,
        [from, to, store],
      ),

    /** The best sellers by units, then revenue; a product is its id (its name as sold, when it is gone). */
    topProducts: ({ from, to }: DayRange, limit: number, store: number) =>
      rows<TopProductRow>(
        `select i.product_id, max(i.product_name) as product_name, sum(i.quantity)::int as quantity_sold, sum(i.total_price) as revenue
           from ${SCHEMA}.order_items i
           join ${SCHEMA}.orders o on o.id = i.order_id
          where o.store = ? and o.created_at >= ${START} and o.created_at < ${END} and o.${COUNTED}
          group by i.product_id, case when i.product_id is null then i.product_name end
          order by quantity_sold desc, revenue desc, product_name
          limit ?`,
        [store, from, to, limit],
      ),

    async inventorySummary(store: number): Promise<InventorySummaryRow> {
      const [summary] = await rows<InventorySummaryRow>(
        `${STOCK_ITEMS}
         select count(*)::int as items,
                (count(*) filter (where state = 'untracked'))::int as untracked,
                coalesce(sum(greatest(stock_quantity, 0)) filter (where state <> 'untracked'), 0)::int as units,
                coalesce(sum(stock_value), 0) as stock_value,
                (count(*) filter (where state = 'in_stock'))::int as in_stock,
                (count(*) filter (where state = 'low_stock'))::int as low_stock,
                (count(*) filter (where state = 'out_of_stock'))::int as out_of_stock
           from stock`,
        [store, store],
      );
      return summary;
    },

    /** A page of stock items, the most urgent first: out of stock, low, then by stock left and name. */
    async inventoryPage(store: number, state: InventoryState | null, page: number, pageSize: number) {
      const where = state ? 'where state = ?' : '';
      const filter = [store, store, ...(state ? [state] : [])];
      const items = await rows<InventoryItemRow>(
        `${STOCK_ITEMS}
         select * from stock ${where}
          order by case state when 'out_of_stock' then 0 when 'low_stock' then 1 when 'in_stock' then 2 else 3 end,
                   stock_quantity, product_name, variation_id nulls first
          limit ? offset ?`,
        [...filter, pageSize, (page - 1) * pageSize],
      );
      const [{ count }] = await rows<{ count: number }>(`${STOCK_ITEMS} select count(*)::int as count from stock ${where}`, filter);
      return { items, count };
    },
  };
}

export type ReportRepository = ReturnType<typeof reportRepository>;
