import type { Migration } from '@atlas/service-kit';

/** The tables whose rows belong to a store; the rest (variations, images, order lines, payments, discount uses) follow their parent. */
export const STORE_TABLES = ['products', 'categories', 'brands', 'discounts', 'carts', 'orders', 'reviews', 'stock_alerts'] as const;

/**
 * A shop on every site (docs/contracts.md "A shop on every site"): every row of the shop belongs to a
 * store, a site's (`site_id`) or the platform's (`site_id` null, what every row made before is).
 * `store` is `coalesce(site_id, 0)`, written by the database: one equality every query and index
 * leads with. Slugs, discount codes and a user's cart are unique within their store; the shop's
 * settings per site live in `shops` (the platform store keeps its settings in the environment).
 */
export const stores: Migration = {
  name: '005_commerce_stores',
  up: async (knex, { schema }) => {
    const raw = (sql: string) => knex.raw(sql.replaceAll('{schema}', `"${schema}"`));
    for (const name of STORE_TABLES) {
      await raw(`alter table {schema}.${name} add column site_id integer,
        add column store integer generated always as (coalesce(site_id, 0)) stored`);
    }
    // Unique within a store, no longer across the platform.
    for (const name of ['products', 'categories', 'brands']) {
      await raw(`alter table {schema}.${name} drop constraint ${name}_slug_unique`);
      await raw(`create unique index ${name}_store_slug on {schema}.${name} (store, slug)`);
    }
    await raw('drop index {schema}.discounts_code');
    await raw('create unique index discounts_code on {schema}.discounts (store, upper(code))');
    await raw('alter table {schema}.carts drop constraint carts_user_id_unique');
    await raw('create unique index carts_user on {schema}.carts (store, user_id)');

    // The catalogue's indexes (002) now lead with the store: a site's listing reads its own rows in order.
    for (const index of [
      'products_listing',
      'products_price',
      'products_name',
      'products_rating',
      'products_featured',
      'products_on_sale',
      'products_on_sale_name',
    ]) {
      await raw(`drop index {schema}.${index}`);
    }
    await raw('create index products_listing on {schema}.products (store, status, created_at desc, id desc)');
    await raw('create index products_price on {schema}.products (store, status, price, id)');
    await raw('create index products_name on {schema}.products (store, status, lower(name), id)');
    await raw('create index products_rating on {schema}.products (store, status, rating_average desc, rating_count desc, id desc)');
    await raw('create index products_featured on {schema}.products (store, status, featured desc, created_at desc, id desc)');
    await raw('create index products_on_sale on {schema}.products (store, status, created_at desc, id desc) where price < regular_price');
    await raw('create index products_on_sale_name on {schema}.products (store, status, lower(name), id) where price < regular_price');
    await raw('create index orders_store on {schema}.orders (store, created_at desc)');
    await raw('create index reviews_store on {schema}.reviews (store, created_at desc)');
    await raw('drop index {schema}.stock_alerts_open');
    await raw('create index stock_alerts_open on {schema}.stock_alerts (store, created_at desc) where resolved_at is null');
    await raw('create index discounts_store on {schema}.discounts (store, created_at desc)');

    // A site's shop settings; a site without a row has a shop that is not enabled.
    await knex.schema.withSchema(schema).createTable('shops', (t) => {
      t.integer('site_id').primary();
      t.boolean('enabled').notNullable().defaultTo(false);
      t.string('currency', 3).notNullable().defaultTo('USD');
      t.string('order_email', 254).notNullable().defaultTo('');
      t.string('terms_page', 120);
      t.integer('shipping_cents').notNullable();
      t.integer('tax_basis_points').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
  },
};
