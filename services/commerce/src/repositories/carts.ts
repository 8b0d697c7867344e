import { randomUUID } from 'node:crypto';
import { intArray, uuidArray } from '@atlas/service-kit';
import { SCHEMA, table, type Db } from './db';

export interface CartRow {
  id: string;
  user_id: number | null;
  discount_code: string | null;
  /** The store it shops in (null: the platform's). */
  site_id: number | null;
}

/** A cart line joined with its cart, product and variation as the catalogue has them now (numerics as text). */
export type CartLineRow = Record<string, any> & {
  id: number;
  cart_id: string;
  user_id: number | null;
  manage_stock: boolean;
  allow_backorders: boolean;
  regular_price: string;
  sale_price: string | null;
  v_regular: string | null;
  v_sale: string | null;
};

/** Which carts to read lines of, all in one store (`store`: storeKey): by id, the users' own, and guest carts (no user) by id. */
export interface CartLineQuery {
  store: number;
  ids: string[];
  users: number[];
  guests: string[];
}

const CART = ['id', 'user_id', 'discount_code', 'site_id'];

/**
 * Carts and their lines: every statement on them outside checkout's database function. A cart belongs
 * to one store (`store`: storeKey, 0 the platform's): a cart is only ever found within its store.
 */
export function cartRepository(db: Db) {
  return {
    /** A guest cart (one no user owns) of the store, locked for the transaction. */
    async guestForUpdate(id: string, store: number, trx: Db = db): Promise<CartRow | undefined> {
      return table(trx, 'carts').where({ id, store }).whereNull('user_id').forUpdate().first(CART);
    },

    /** The user's cart in the store, locked for the transaction. */
    async ofUserForUpdate(userId: number, store: number, trx: Db = db): Promise<CartRow | undefined> {
      return table(trx, 'carts').where({ user_id: userId, store }).forUpdate().first(CART);
    },

    async createGuest(site: number | null, trx: Db = db): Promise<CartRow> {
      const [made] = await table(trx, 'carts').insert({ id: randomUUID(), site_id: site }).returning(CART);
      return made;
    },

    /** Makes the user's cart in the store unless one was made meanwhile (a user has one cart per store: `carts_user`). */
    async ensureForUser(userId: number, site: number | null, trx: Db = db) {
      await trx.raw(`insert into ${SCHEMA}.carts (id, user_id, site_id) values (?, ?, ?) on conflict (store, user_id) do nothing`, [
        randomUUID(),
        userId,
        site,
      ]);
    },

    /** A guest cart becomes the user's. */
    async adopt(cartId: string, userId: number, trx: Db = db): Promise<CartRow> {
      const [adopted] = await table(trx, 'carts')
        .where({ id: cartId })
        .update({ user_id: userId, updated_at: trx.fn.now() })
        .returning(CART);
      return adopted;
    },

    async setDiscountCode(cartId: string, code: string | null, trx: Db = db) {
      await table(trx, 'carts').where({ id: cartId }).update({ discount_code: code });
    },

    async touch(cartId: string, trx: Db = db) {
      await table(trx, 'carts').where({ id: cartId }).update({ updated_at: trx.fn.now() });
    },

    async delete(cartId: string, trx: Db = db) {
      await table(trx, 'carts').where({ id: cartId }).delete();
    },

    /** Adds to a line's quantity (`add`) or sets it (`set`), making the line when the cart has none of the item. */
    async upsertLine(
      line: { cartId: string; productId: number; variationId: number | null; quantity: number },
      mode: 'add' | 'set',
      trx: Db = db,
    ) {
      const onConflict = mode === 'add' ? 'cart_items.quantity + excluded.quantity' : 'excluded.quantity';
      await trx.raw(
        `insert into ${SCHEMA}.cart_items (cart_id, product_id, variation_id, quantity) values (?, ?, ?, ?)
         on conflict (cart_id, product_id, coalesce(variation_id, 0)) do update set quantity = ${onConflict}`,
        [line.cartId, line.productId, line.variationId, line.quantity],
      );
    },

    async setLineQuantity(lineId: number, quantity: number, trx: Db = db) {
      await table(trx, 'cart_items').where({ id: lineId }).update({ quantity });
    },

    async deleteLine(lineId: number, trx: Db = db) {
      await table(trx, 'cart_items').where({ id: lineId }).delete();
    },

    async clearLines(cartId: string, trx: Db = db) {
      await table(trx, 'cart_items').where({ cart_id: cartId }).delete();
    },

    /**
     * The carts' lines with what the catalogue says of them now, in one query, in line order. Written as
     * SQL, not with the query builder: it runs on every cart answer and at the start of every checkout
     * (a third of a round trip's CPU here is the builder's).
     */
    async lines(query: CartLineQuery, trx: Db = db): Promise<CartLineRow[]> {
      const { rows } = await trx.raw(
        `select i.id, i.cart_id, c.user_id, c.discount_code, i.product_id, i.variation_id, i.quantity,
           p.name, p.slug, p.site_id as product_site, p.sku as product_sku, p.main_image, p.status, p.weight,
           p.regular_price::text as regular_price, p.sale_price::text as sale_price,
           p.stock_quantity as product_stock, p.manage_stock, p.allow_backorders, p.low_stock_threshold, p.variation_count,
           v.sku as variation_sku, v.regular_price::text as v_regular, v.sale_price::text as v_sale,
           v.stock_quantity as variation_stock, v.is_active as variation_active, v.attributes
         from ${SCHEMA}.carts c
         join ${SCHEMA}.cart_items i on i.cart_id = c.id
         join ${SCHEMA}.products p on p.id = i.product_id
         left join ${SCHEMA}.variations v on v.id = i.variation_id
         where c.store = ? and (c.id = any(?::uuid[]) or c.user_id = any(?::int[]) or (c.id = any(?::uuid[]) and c.user_id is null))
         order by i.id`,
        [query.store, uuidArray(query.ids), intArray(query.users), uuidArray(query.guests)],
      );
      return rows;
    },
  };
}

export type CartRepository = ReturnType<typeof cartRepository>;
