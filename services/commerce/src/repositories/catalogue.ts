import type { Knex } from 'knex';
import { prefixTsQuery, type Static } from '@atlas/service-kit';
import type { ProductCreate } from '../schemas/catalogue';
import { PRODUCT_PAGE_SIZE, type ProductSort } from '../constants';
import { SCHEMA, table, type Db } from './db';

/** The body's own fields, stored as staff wrote them (a new one is a column of the same name). */
type WrittenColumns = Required<
  Omit<Static<typeof ProductCreate>, 'regular_price' | 'sale_price' | 'weight' | 'category' | 'brand' | 'site'>
>;

export interface ProductRow extends WrittenColumns {
  id: number;
  /** The store's site (null: the platform's store). */
  site_id: number | null;
  category_id: number | null;
  brand_id: number | null;
  regular_price: string;
  sale_price: string | null;
  price: string;
  weight: string;
  rating_average: string;
  rating_count: number;
  variation_count: number;
  main_image: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** A product with its category, brand and the totals of its active variations (for the answers). */
export interface ProductView extends ProductRow {
  /** `site_id` under the answer's name (the answers copy it as written). */
  site: number | null;
  category_name: string | null;
  category_slug: string | null;
  brand_name: string | null;
  brand_slug: string | null;
  variations_stock: number | null;
  variations_in_stock: boolean | null;
}

export interface VariationRow {
  id: number;
  product_id: number;
  sku: string;
  regular_price: string | null;
  sale_price: string | null;
  stock_quantity: number;
  is_active: boolean;
  attributes: { attribute_name: string; value: string; attribute_type?: string; color_code?: string | null }[];
  position: number;
}

/** A category or a brand. */
export interface NamedRow {
  id: number;
  site_id: number | null;
  name: string;
  slug: string;
  description: string;
}

export interface ImageRow {
  id: number;
  product_id: number;
  storage_key: string;
  alt_text: string;
  position: number;
}

export interface ProductFilter {
  /** The store listed (its site, null: the platform's): every other filter applies within it. */
  site: number | null;
  category?: string;
  brand?: string;
  minPrice?: number;
  maxPrice?: number;
  search?: string;
  sort?: ProductSort;
  featured?: boolean;
  inStock?: boolean;
  onSale?: boolean;
  slugs?: string[];
  /** Which statuses to list: 'active' for shoppers; staff may ask for others or 'all'. */
  status: string;
  page: number;
  pageSize?: number;
}

const SORTS: Record<ProductSort, string> = {
  '-created_at': 'p.created_at desc, p.id desc',
  created_at: 'p.created_at asc, p.id asc',
  name: 'lower(p.name) asc, p.id asc',
  '-name': 'lower(p.name) desc, p.id desc',
  price: 'p.price asc, p.id asc',
  '-price': 'p.price desc, p.id desc',
  '-rating_average': 'p.rating_average desc, p.rating_count desc, p.id desc',
  '-featured': 'p.featured desc, p.created_at desc, p.id desc',
};

/** True when the product (or one of its active variations) has stock to sell now. */
const IN_STOCK_SQL = `(not p.manage_stock or case when p.variation_count > 0
  then exists (select 1 from ${SCHEMA}.variations v where v.product_id = p.id and v.is_active and v.stock_quantity > 0)
  else p.stock_quantity > 0 end)`;

/** The `store` column's value for a store's site (0: the platform's store). */
const storeOf = (site: number | null) => site ?? 0;

/** A category or brand of the store, named by slug or by id. */
function byRef(query: Knex.QueryBuilder, column: string, tableName: string, ref: string, site: number | null) {
  const sub = (db: Knex.QueryBuilder) => (/^\d{1,9}$/.test(ref) ? db.where('id', Number(ref)) : db.where('slug', ref.toLowerCase()));
  query.whereIn(column, (builder) => sub(builder.select('id').from(`${SCHEMA}.${tableName}`).where('store', storeOf(site))));
}

export function catalogueRepository(db: Db) {
  const view = (trx: Db) =>
    table(trx, 'products as p')
      .leftJoin(`${SCHEMA}.categories as c`, 'c.id', 'p.category_id')
      .leftJoin(`${SCHEMA}.brands as b`, 'b.id', 'p.brand_id')
      .select(
        'p.*',
        'p.site_id as site',
        'c.name as category_name',
        'c.slug as category_slug',
        'b.name as brand_name',
        'b.slug as brand_slug',
      )
      .select(
        trx.raw(
          `(select coalesce(sum(greatest(v.stock_quantity, 0)), 0)::int from ${SCHEMA}.variations v
            where v.product_id = p.id and v.is_active) as variations_stock`,
        ),
        trx.raw(
          `(select bool_or(v.stock_quantity > 0) from ${SCHEMA}.variations v where v.product_id = p.id and v.is_active) as variations_in_stock`,
        ),
      );

  function filtered(trx: Db, filter: ProductFilter) {
    const query = table(trx, 'products as p').where('p.store', storeOf(filter.site));
    if (filter.status !== 'all') query.where('p.status', filter.status);
    if (filter.category) byRef(query, 'p.category_id', 'categories', filter.category, filter.site);
    if (filter.brand) byRef(query, 'p.brand_id', 'brands', filter.brand, filter.site);
    if (filter.minPrice !== undefined) query.where('p.price', '>=', filter.minPrice);
    if (filter.maxPrice !== undefined) query.where('p.price', '<=', filter.maxPrice);
    if (filter.slugs) query.whereIn('p.slug', filter.slugs);
    if (filter.featured !== undefined) query.where('p.featured', filter.featured);
    if (filter.onSale !== undefined) query.whereRaw(filter.onSale ? 'p.price < p.regular_price' : 'p.price >= p.regular_price');
    if (filter.inStock !== undefined) query.whereRaw(filter.inStock ? IN_STOCK_SQL : `not ${IN_STOCK_SQL}`);
    const tsquery = filter.search ? prefixTsQuery(filter.search) : null;
    if (filter.search && !tsquery) query.whereRaw('false');
    if (tsquery) query.whereRaw(`p.search @@ to_tsquery('english', ?)`, [tsquery]);
    return { query, tsquery };
  }

  return {
    /** One page of products in the filter's order, in one statement (the page's ids are a subquery). */
    async list(filter: ProductFilter, trx: Db = db): Promise<ProductView[]> {
      const pageSize = filter.pageSize ?? PRODUCT_PAGE_SIZE;
      const { query: ids, tsquery } = filtered(trx, filter);
      const order = tsquery && !filter.sort ? null : SORTS[filter.sort ?? '-created_at'];
      const ordered = <Q extends Knex.QueryBuilder>(query: Q) =>
        order ? query.orderByRaw(order) : query.orderByRaw(`ts_rank(p.search, to_tsquery('english', ?)) desc, p.id desc`, [tsquery]);
      const page = ordered(ids.select('p.id'))
        .limit(pageSize)
        .offset((filter.page - 1) * pageSize);
      return ordered(view(trx).whereIn('p.id', page));
    },
    /** How many products the filter matches (the whole catalogue at worst: callers cache it per filter). */
    async count(filter: ProductFilter, trx: Db = db): Promise<number> {
      const row = await filtered(trx, filter).query.count<{ count: string }[]>('* as count').first();
      return Number(row?.count ?? 0);
    },
    /** The store's product of that slug (a slug is unique within a store only). */
    async bySlug(site: number | null, slug: string, trx: Db = db): Promise<ProductView | undefined> {
      return view(trx)
        .where({ 'p.store': storeOf(site), 'p.slug': slug.toLowerCase() })
        .first();
    },
    async byId(id: number, trx: Db = db): Promise<ProductView | undefined> {
      return view(trx).where('p.id', id).first();
    },
    /** The product of that id if it is the store's (a cart line or an order naming another store's product finds nothing). */
    async byIdInStore(id: number, site: number | null, trx: Db = db): Promise<ProductView | undefined> {
      return view(trx)
        .where({ 'p.id': id, 'p.store': storeOf(site) })
        .first();
    },
    async byIds(ids: number[], trx: Db = db): Promise<ProductView[]> {
      return ids.length ? view(trx).whereIn('p.id', ids) : [];
    },
    async variations(productIds: number[], trx: Db = db): Promise<VariationRow[]> {
      if (productIds.length === 0) return [];
      return table(trx, 'variations').whereIn('product_id', productIds).orderBy(['product_id', 'position', 'id']);
    },
    async variation(id: number, trx: Db = db): Promise<VariationRow | undefined> {
      return table(trx, 'variations').where({ id }).first();
    },
    async images(productId: number, trx: Db = db): Promise<ImageRow[]> {
      return table(trx, 'product_images').where({ product_id: productId }).orderBy(['position', 'id']);
    },
    async slugTaken(site: number | null, slug: string, exceptId: number | null, trx: Db = db): Promise<boolean> {
      const query = table(trx, 'products').where({ store: storeOf(site), slug });
      if (exceptId) query.whereNot({ id: exceptId });
      return Boolean(await query.first('id'));
    },
    /** Keeps the product's count of active variations (the catalogue's stock rule reads it). */
    async recountVariations(productId: number, trx: Db = db) {
      await table(trx, 'products')
        .where({ id: productId })
        .update({
          variation_count: trx.raw(`(select count(*) from ${SCHEMA}.variations where product_id = ? and is_active)`, [productId]),
          updated_at: trx.fn.now(),
        });
    },
    /** Whether the store has a category (or brand) of that id: a product names only its own store's. */
    async exists(kind: 'categories' | 'brands', site: number | null, id: number, trx: Db = db): Promise<boolean> {
      return Boolean(
        await table(trx, kind)
          .where({ id, store: storeOf(site) })
          .first('id'),
      );
    },
    /** A category or brand of a store; a slug the store has already is a unique violation. */
    async insertNamed(kind: 'categories' | 'brands', row: Omit<NamedRow, 'id'>, trx: Db = db): Promise<NamedRow> {
      const [created] = await table(trx, kind).insert(row).returning('*');
      return created;
    },
    /** The product's row, locked for the transaction (a staff edit, a review's rating). */
    async lockProduct(id: number, trx: Db = db): Promise<ProductRow | undefined> {
      return table(trx, 'products').where({ id }).forUpdate().first();
    },
    async insertProduct(row: Record<string, unknown>, trx: Db = db): Promise<number> {
      const [created] = await table(trx, 'products').insert(row).returning(['id']);
      return created.id;
    },
    /** Writes a product's columns (and its updated_at); a negative stock without backorders is a check violation (23514). */
    async updateProduct(id: number, row: Record<string, unknown>, trx: Db = db) {
      await table(trx, 'products')
        .where({ id })
        .update({ ...row, updated_at: trx.fn.now() });
    },
    async deleteProduct(id: number, trx: Db = db) {
      await table(trx, 'products').where({ id }).delete();
    },
    /** The position after the product's last variation. */
    async nextVariationPosition(productId: number, trx: Db = db): Promise<number> {
      return Number((await table(trx, 'variations').where({ product_id: productId }).max('position as max').first())?.max ?? -1) + 1;
    },
    async insertVariation(row: Record<string, unknown>, trx: Db = db) {
      await table(trx, 'variations').insert(row);
    },
    /** One of the product's variations, locked for the transaction. */
    async lockVariation(id: number, productId: number, trx: Db = db): Promise<VariationRow | undefined> {
      return table(trx, 'variations').where({ id, product_id: productId }).forUpdate().first();
    },
    async updateVariation(id: number, row: Record<string, unknown>, trx: Db = db) {
      await table(trx, 'variations').where({ id }).update(row);
    },
    /** Deletes one of the product's variations; false when it has none of that id. */
    async deleteVariation(id: number, productId: number, trx: Db = db): Promise<boolean> {
      return (await table(trx, 'variations').where({ id, product_id: productId }).delete()) > 0;
    },
    /** The position after the product's last image. */
    async nextImagePosition(productId: number, trx: Db = db): Promise<number> {
      return Number((await table(trx, 'product_images').where({ product_id: productId }).max('position as max').first())?.max ?? -1) + 1;
    },
    async insertImage(image: { product_id: number; storage_key: string; alt_text: string; position: number }, trx: Db = db) {
      await table(trx, 'product_images').insert(image);
    },
    /** Deletes one of the product's images; answers its storage key (undefined: no such image of this product). */
    async deleteImage(id: number, productId: number, trx: Db = db): Promise<string | undefined> {
      const [deleted] = await table(trx, 'product_images').where({ id, product_id: productId }).delete().returning(['storage_key']);
      return (deleted as { storage_key: string } | undefined)?.storage_key;
    },
    /** The storage key of the product's first image, if it has one. */
    async firstImageKey(productId: number, trx: Db = db): Promise<string | undefined> {
      const first = await table(trx, 'product_images').where({ product_id: productId }).orderBy(['position', 'id']).first('storage_key');
      return first?.storage_key;
    },
    async setMainImage(productId: number, url: string | null, trx: Db = db) {
      await table(trx, 'products').where({ id: productId }).update({ main_image: url, updated_at: trx.fn.now() });
    },
    /** The store's categories with the count of its active products in each. */
    async categories(site: number | null, trx: Db = db) {
      return table(trx, 'categories as c')
        .where('c.store', storeOf(site))
        .select('c.*')
        .select(
          trx.raw(
            `(select count(*)::int from ${SCHEMA}.products p
               where p.category_id = c.id and p.store = c.store and p.status = 'active') as product_count`,
          ),
        )
        .orderBy('c.name');
    },
    /** The store's brands with the count of its active products of each. */
    async brands(site: number | null, trx: Db = db) {
      return table(trx, 'brands as b')
        .where('b.store', storeOf(site))
        .select('b.*')
        .select(
          trx.raw(
            `(select count(*)::int from ${SCHEMA}.products p
               where p.brand_id = b.id and p.store = b.store and p.status = 'active') as product_count`,
          ),
        )
        .orderBy('b.name');
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
