import { httpError, type Static } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { storeKey, type StoreRef } from './stores';
import { num } from '../repositories/db';
import type { InventoryState } from '../repositories/reports';
import type { InventoryReport, SalesReport } from '../schemas/reports';

export const DEFAULT_REPORT_DAYS = 30;
/** A report's days are one row each: a range is at most about a year. */
export const MAX_REPORT_DAYS = 366;
const TOP_PRODUCTS = 10;
const DAY_MS = 86_400_000;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The range asked for (its days are the schema's calendar dates), checked: from before to, at most MAX_REPORT_DAYS. */
export function reportRange(query: { from?: string; to?: string }, now = new Date()) {
  const to = query.to ?? isoDay(now.getTime());
  const from = query.from ?? isoDay(Date.parse(to) - (DEFAULT_REPORT_DAYS - 1) * DAY_MS);
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days < 1) throw httpError(400, 'The start must not be after the end');
  if (days > MAX_REPORT_DAYS) throw httpError(400, `A report covers at most ${MAX_REPORT_DAYS} days`);
  return { from, to };
}

/** A store's revenue, orders, average order value, customers, units, discounts, each day's sales and the best sellers of a range. */
export async function salesReport(
  deps: Pick<Deps, 'reports'>,
  store: StoreRef,
  query: { from?: string; to?: string },
): Promise<Static<typeof SalesReport>> {
  const range = reportRange(query);
  const key = storeKey(store);
  const reports = deps.reports;
  const [totals, days, top] = await Promise.all([
    reports.salesTotals(range, key),
    reports.salesByDay(range, key),
    reports.topProducts(range, TOP_PRODUCTS, key),
  ]);
  const revenue = num(totals.revenue);
  return {
    ...range,
    total_orders: totals.orders,
    cancelled_orders: totals.left_out,
    total_revenue: revenue,
    average_order_value: totals.orders ? Math.round((revenue / totals.orders) * 100) / 100 : 0,
    total_customers: totals.customers,
    units_sold: totals.units,
    discount_total: num(totals.discounts),
    by_day: days.map((day) => ({ date: day.date, orders: day.orders, revenue: num(day.revenue) })),
    top_products: top.map((row) => ({ ...row, revenue: num(row.revenue) })),
  };
}

/** Stock levels of every item of a store with the shop's totals: units, value at today's prices, low and out of stock. */
export async function inventoryReport(
  deps: Pick<Deps, 'reports'>,
  store: StoreRef,
  query: { state?: InventoryState | ''; page?: number; page_size?: number },
): Promise<Static<typeof InventoryReport>> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 25;
  const reports = deps.reports;
  const [summary, { items, count }] = await Promise.all([
    reports.inventorySummary(storeKey(store)),
    reports.inventoryPage(storeKey(store), query.state || null, page, pageSize),
  ]);
  return {
    summary: {
      items: summary.items,
      untracked: summary.untracked,
      units_in_stock: summary.units,
      stock_value: num(summary.stock_value),
      in_stock: summary.in_stock,
      low_stock: summary.low_stock,
      out_of_stock: summary.out_of_stock,
    },
    results: items.map((item) => ({
      product_id: item.product_id,
      product_slug: item.product_slug,
      product_name: item.product_name,
      product_status: item.product_status,
      variation_id: item.variation_id,
      sku: item.sku,
      options: (item.attributes ?? []).map((a) => `${a.attribute_name}: ${a.value}`).join(', '),
      stock_quantity: item.stock_quantity,
      low_stock_threshold: item.low_stock_threshold,
      unit_price: num(item.unit_price),
      stock_value: num(item.stock_value),
      state: item.state,
    })),
    count,
    next: page * pageSize < count ? page + 1 : null,
    previous: page > 1 ? page - 1 : null,
  };
}
