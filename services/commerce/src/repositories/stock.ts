import { SCHEMA, table, type Db } from './db';

/** How a product counts stock (what a stock change needs to know of its item's product). */
export interface StockOwner {
  id: number;
  name: string;
  manage_stock: boolean;
  allow_backorders: boolean;
  low_stock_threshold: number;
}

/** An open stock alert as staff list it, with its product's name and slug and its variation's SKU. */
export interface StockAlertView {
  id: number;
  alert_type: string;
  product_id: number;
  product_slug: string;
  product_name: string;
  variation_sku: string | null;
  current_stock: number;
  threshold: number;
  created_at: Date | string;
}

/** Stock levels and stock alerts: every statement on them outside checkout's database function. */
export function stockRepository(db: Db) {
  const openAlerts = (trx: Db, productId: number, variationId: number | null) =>
    table(trx, 'stock_alerts').where({ product_id: productId, variation_id: variationId }).whereNull('resolved_at');

  return {
    async owner(productId: number, trx: Db = db): Promise<StockOwner | undefined> {
      return table(trx, 'products').where({ id: productId }).first('id', 'name', 'manage_stock', 'allow_backorders', 'low_stock_threshold');
    },

    /** Adds `quantity` to an item's stock (a product without variations, or a variation); answers its stock after. */
    async add(item: { productId: number; variationId: number | null }, quantity: number, trx: Db = db): Promise<number | undefined> {
      const [after] = (await table(trx, item.variationId ? 'variations' : 'products')
        .where({ id: item.variationId ?? item.productId })
        .increment('stock_quantity', quantity)
        .returning(['stock_quantity'])) as { stock_quantity: number }[];
      return after?.stock_quantity;
    },

    async resolveAlerts(productId: number, variationId: number | null, trx: Db = db) {
      await openAlerts(trx, productId, variationId).update({ resolved_at: trx.fn.now() });
    },

    async updateOpenAlert(productId: number, variationId: number | null, currentStock: number, trx: Db = db) {
      await openAlerts(trx, productId, variationId).update({ current_stock: currentStock });
    },

    /** Raises an alert in its product's store; answers its id and that store's site (null: the platform's). */
    async insertAlert(
      alert: { product_id: number; variation_id: number | null; alert_type: string; current_stock: number; threshold: number },
      trx: Db = db,
    ): Promise<{ id: number; site_id: number | null }> {
      const { rows } = await trx.raw(
        `insert into ${SCHEMA}.stock_alerts (site_id, product_id, variation_id, alert_type, current_stock, threshold)
         select p.site_id, ?, ?, ?, ?, ? from ${SCHEMA}.products p where p.id = ?
         returning id, site_id`,
        [alert.product_id, alert.variation_id, alert.alert_type, alert.current_stock, alert.threshold, alert.product_id],
      );
      return rows[0];
    },

    /** The store's open alerts (`store`: storeKey), out of stock first, then newest first; and how many are open. */
    async openAlertList(limit: number, store: number, trx: Db = db): Promise<{ rows: StockAlertView[]; count: number }> {
      const open = table(trx, 'stock_alerts as a').where('a.store', store).whereNull('a.resolved_at');
      const count = Number((await open.clone().count<{ count: string }[]>('* as count').first())?.count ?? 0);
      const rows: StockAlertView[] = await open
        .clone()
        .join(`${SCHEMA}.products as p`, 'p.id', 'a.product_id')
        .leftJoin(`${SCHEMA}.variations as v`, 'v.id', 'a.variation_id')
        .select('a.*', 'p.name as product_name', 'p.slug as product_slug', 'v.sku as variation_sku')
        .orderByRaw(`case a.alert_type when 'out_of_stock' then 0 else 1 end, a.created_at desc, a.id desc`)
        .limit(limit);
      return { rows, count };
    },
  };
}

export type StockRepository = ReturnType<typeof stockRepository>;
