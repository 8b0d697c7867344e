import { SCHEMA, table, type Db } from './db';

export interface ReviewRow {
  id: number;
  /** The store's site (its product's; null: the platform's store). */
  site_id: number | null;
  product_id: number;
  user_id: number;
  user_name: string;
  rating: number;
  title: string;
  content: string;
  is_verified: boolean;
  created_at: Date | string;
}

/** Product reviews and the rating they give their product. */
export function reviewRepository(db: Db) {
  return {
    async exists(productId: number, userId: number, trx: Db = db): Promise<boolean> {
      return Boolean(await table(trx, 'reviews').where({ product_id: productId, user_id: userId }).first('id'));
    },

    async insert(review: Omit<ReviewRow, 'id' | 'created_at'>, trx: Db = db): Promise<ReviewRow> {
      const [row] = await table(trx, 'reviews').insert(review).returning('*');
      return row;
    },

    /** Deletes one of the product's reviews; false when the product has no review of that id. */
    async remove(id: number, productId: number, trx: Db = db): Promise<boolean> {
      return (await table(trx, 'reviews').where({ id, product_id: productId }).delete()) > 0;
    },

    /** Sets the product's rating (average, count) from its reviews. */
    async rateProduct(productId: number, trx: Db = db) {
      await table(trx, 'products')
        .where({ id: productId })
        .update({
          rating_average: trx.raw(`(select coalesce(round(avg(rating)::numeric, 2), 0) from ${SCHEMA}.reviews where product_id = ?)`, [
            productId,
          ]),
          rating_count: trx.raw(`(select count(*) from ${SCHEMA}.reviews where product_id = ?)`, [productId]),
        });
    },

    /** A product's newest reviews (200 at most), newest first. */
    async newest(productId: number, trx: Db = db): Promise<ReviewRow[]> {
      return table(trx, 'reviews')
        .where({ product_id: productId })
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(200);
    },
  };
}

export type ReviewRepository = ReturnType<typeof reviewRepository>;
