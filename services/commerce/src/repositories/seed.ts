import { SCHEMA, table, type Db } from './db';

/** A seeded picture as stored, with what redrawing it needs (its product's name and category). */
export interface SeedImageRow {
  storage_key: string;
  alt_text: string;
  name: string;
  category: string | null;
  position: number;
}

/** The first start's statements (the demo catalogue's rows go through the catalogue repository where it has them). */
export function seedRepository(db: Db) {
  return {
    /** Holds the seed's advisory lock for the transaction: two processes starting together seed once. */
    async lock(trx: Db) {
      await trx.raw('select pg_advisory_xact_lock(hashtext(?))', ['commerce:seed']);
    },

    /** Whether the store (its site, null: the platform's) has a product already. */
    async hasProducts(site: number | null, trx: Db = db): Promise<boolean> {
      return Boolean(
        await table(trx, 'products')
          .where({ store: site ?? 0 })
          .first('id'),
      );
    },

    async insertCategory(row: { site_id: number | null; name: string; slug: string; description: string }, trx: Db = db): Promise<number> {
      const [category] = await table(trx, 'categories').insert(row).returning(['id']);
      return category.id;
    },

    async insertBrand(row: { site_id: number | null; name: string; slug: string }, trx: Db = db): Promise<number> {
      const [brand] = await table(trx, 'brands').insert(row).returning(['id']);
      return brand.id;
    },

    /** A product made `hoursAgo` hours ago (the seeded catalogue has an age, newest last). */
    async insertProduct(row: Record<string, unknown>, hoursAgo: number, trx: Db = db): Promise<number> {
      const [product] = await table(trx, 'products')
        .insert({ ...row, created_at: trx.raw(`now() - make_interval(hours => ?)`, [hoursAgo]) })
        .returning(['id']);
      return product.id;
    },

    /** An alert for every counted item of the platform's store at or below its threshold, as if each had crossed it. */
    async alertLowStock(trx: Db = db) {
      await trx.raw(
        `insert into ${SCHEMA}.stock_alerts (product_id, variation_id, alert_type, current_stock, threshold)
         select p.id, null, case when p.stock_quantity <= 0 then 'out_of_stock' else 'low_stock' end, p.stock_quantity, p.low_stock_threshold
           from ${SCHEMA}.products p where p.store = 0 and p.manage_stock and p.variation_count = 0 and p.stock_quantity <= p.low_stock_threshold
         union all
         select p.id, v.id, case when v.stock_quantity <= 0 then 'out_of_stock' else 'low_stock' end, v.stock_quantity, p.low_stock_threshold
           from ${SCHEMA}.variations v join ${SCHEMA}.products p on p.id = v.product_id
          where p.store = 0 and p.manage_stock and v.is_active and v.stock_quantity <= p.low_stock_threshold`,
      );
    },

    /** A discount code, unless one with its code is there already. */
    async insertDiscount(discount: Record<string, unknown>, trx: Db = db) {
      await table(trx, 'discounts').insert(discount).onConflict().ignore();
    },

    /** The seeded pictures (their keys under commerce/products/seed/). */
    async seedImages(trx: Db = db): Promise<SeedImageRow[]> {
      return table(trx, 'product_images as i')
        .join(`${SCHEMA}.products as p`, 'p.id', 'i.product_id')
        .leftJoin(`${SCHEMA}.categories as c`, 'c.id', 'p.category_id')
        .where('i.storage_key', 'like', 'commerce/products/seed/%')
        .select('i.storage_key', 'i.alt_text', 'p.name', 'c.name as category', 'i.position');
    },
  };
}
