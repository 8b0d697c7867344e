import type { Knex } from 'knex';
import type { Migration } from '@atlas/service-kit';

export const init: Migration = {
  name: '001_commerce',
  up: async (knex, { schema }) => {
    const create = (name: string, build: Parameters<Knex.SchemaBuilder['createTable']>[1]) =>
      knex.schema.withSchema(schema).createTable(name, build);
    const raw = (sql: string) => knex.raw(sql.replaceAll('{schema}', `"${schema}"`));
    const money = (t: Knex.CreateTableBuilder, name: string) => t.decimal(name, 12, 2);

    for (const name of ['categories', 'brands']) {
      await create(name, (t) => {
        t.increments('id');
        t.string('name', 100).notNullable();
        t.string('slug', 120).notNullable().unique();
        t.text('description').notNullable().defaultTo('');
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
    }

    await create('products', (t) => {
      t.increments('id');
      t.string('slug', 120).notNullable().unique();
      t.string('name', 200).notNullable();
      t.string('sku', 64).notNullable().defaultTo('');
      t.string('short_description', 500).notNullable().defaultTo('');
      t.text('description').notNullable().defaultTo('');
      t.integer('category_id').references('id').inTable(`${schema}.categories`).onDelete('SET NULL');
      t.integer('brand_id').references('id').inTable(`${schema}.brands`).onDelete('SET NULL');
      money(t, 'regular_price').notNullable();
      money(t, 'sale_price');
      t.integer('stock_quantity').notNullable().defaultTo(0);
      t.boolean('manage_stock').notNullable().defaultTo(true);
      t.boolean('allow_backorders').notNullable().defaultTo(false);
      t.integer('low_stock_threshold').notNullable().defaultTo(5);
      t.string('status', 20).notNullable().defaultTo('active');
      t.boolean('featured').notNullable().defaultTo(false);
      t.decimal('weight', 10, 3).notNullable().defaultTo(0);
      t.decimal('rating_average', 3, 2).notNullable().defaultTo(0);
      t.integer('rating_count').notNullable().defaultTo(0);
      t.integer('variation_count').notNullable().defaultTo(0);
      t.text('main_image');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    // The price a shopper pays: the sale price only while it is below the regular one.
    await raw(`alter table {schema}.products add column price numeric(12,2) generated always as
      (case when sale_price is not null and sale_price < regular_price then sale_price else regular_price end) stored`);
    await raw(`alter table {schema}.products add column search tsvector generated always as (
      setweight(to_tsvector('english', coalesce(name, '') || ' ' || coalesce(sku, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(short_description, '')), 'B') ||
      setweight(to_tsvector('english', coalesce(description, '')), 'C')) stored`);
    // Stock never goes below zero for an item the shop counts, unless it takes backorders.
    await raw(`alter table {schema}.products add constraint products_stock_not_negative
      check (stock_quantity >= 0 or allow_backorders or not manage_stock)`);
    await raw('create index products_search on {schema}.products using gin (search)');
    await raw('create index products_listing on {schema}.products (status, created_at desc, id desc)');
    await raw('create index products_price on {schema}.products (status, price)');
    await raw('create index products_category on {schema}.products (category_id)');
    await raw('create index products_brand on {schema}.products (brand_id)');

    await create('variations', (t) => {
      t.increments('id');
      t.integer('product_id').notNullable().references('id').inTable(`${schema}.products`).onDelete('CASCADE');
      t.string('sku', 64).notNullable().defaultTo('');
      money(t, 'regular_price');
      money(t, 'sale_price');
      t.integer('stock_quantity').notNullable().defaultTo(0);
      t.boolean('is_active').notNullable().defaultTo(true);
      t.jsonb('attributes').notNullable().defaultTo('[]');
      t.integer('position').notNullable().defaultTo(0);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await raw('create index variations_product on {schema}.variations (product_id, position, id)');

    await create('product_images', (t) => {
      t.increments('id');
      t.integer('product_id').notNullable().references('id').inTable(`${schema}.products`).onDelete('CASCADE');
      t.string('storage_key', 300).notNullable();
      t.string('alt_text', 200).notNullable().defaultTo('');
      t.integer('position').notNullable().defaultTo(0);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await raw('create index product_images_product on {schema}.product_images (product_id, position, id)');

    await create('reviews', (t) => {
      t.increments('id');
      t.integer('product_id').notNullable().references('id').inTable(`${schema}.products`).onDelete('CASCADE');
      t.integer('user_id').notNullable();
      t.string('user_name', 150).notNullable();
      t.smallint('rating').notNullable();
      t.string('title', 200).notNullable();
      t.text('content').notNullable();
      t.boolean('is_verified').notNullable().defaultTo(false);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.unique(['product_id', 'user_id']);
    });
    await raw('alter table {schema}.reviews add constraint reviews_rating check (rating between 1 and 5)');

    await create('discounts', (t) => {
      t.increments('id');
      t.string('code', 50).notNullable();
      t.string('description', 200).notNullable().defaultTo('');
      t.string('kind', 10).notNullable(); // percent | fixed
      money(t, 'value').notNullable();
      money(t, 'minimum_subtotal').notNullable().defaultTo(0);
      t.timestamp('starts_at', { useTz: true });
      t.timestamp('ends_at', { useTz: true });
      t.integer('usage_limit');
      t.integer('per_customer_limit');
      t.integer('used_count').notNullable().defaultTo(0);
      t.boolean('is_active').notNullable().defaultTo(true);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await raw('create unique index discounts_code on {schema}.discounts (upper(code))');
    await raw(`alter table {schema}.discounts add constraint discounts_within_limit
      check (usage_limit is null or used_count <= usage_limit)`);

    await create('carts', (t) => {
      t.uuid('id').primary();
      t.integer('user_id').unique();
      t.string('discount_code', 50);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await create('cart_items', (t) => {
      t.increments('id');
      t.uuid('cart_id').notNullable().references('id').inTable(`${schema}.carts`).onDelete('CASCADE');
      t.integer('product_id').notNullable().references('id').inTable(`${schema}.products`).onDelete('CASCADE');
      t.integer('variation_id').references('id').inTable(`${schema}.variations`).onDelete('CASCADE');
      t.integer('quantity').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await raw('create unique index cart_items_line on {schema}.cart_items (cart_id, product_id, coalesce(variation_id, 0))');
    await raw('alter table {schema}.cart_items add constraint cart_items_quantity check (quantity > 0)');

    await raw('create sequence {schema}.order_numbers');
    await create('orders', (t) => {
      t.increments('id');
      t.string('order_number', 30).notNullable().unique();
      t.integer('user_id');
      t.string('access_token', 64).notNullable();
      t.string('idempotency_scope', 80);
      t.string('idempotency_key', 255);
      t.string('status', 20).notNullable();
      t.string('customer_email', 254).notNullable();
      t.string('customer_phone', 40).notNullable().defaultTo('');
      t.text('customer_notes').notNullable().defaultTo('');
      for (const prefix of ['billing', 'shipping']) {
        for (const field of ['first_name', 'last_name', 'address_1', 'address_2', 'city', 'state', 'postal_code']) {
          t.string(`${prefix}_${field}`, 200).notNullable().defaultTo('');
        }
        t.string(`${prefix}_country`, 2).notNullable().defaultTo('US');
      }
      t.string('shipping_method', 20).notNullable().defaultTo('standard');
      t.string('payment_method', 30).notNullable();
      t.string('discount_code', 50);
      money(t, 'subtotal').notNullable();
      money(t, 'discount_amount').notNullable().defaultTo(0);
      money(t, 'shipping_amount').notNullable().defaultTo(0);
      money(t, 'tax_amount').notNullable().defaultTo(0);
      money(t, 'total_amount').notNullable();
      t.string('currency', 3).notNullable().defaultTo('USD');
      t.string('tracking_number', 100).notNullable().defaultTo('');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('shipped_at', { useTz: true });
      t.timestamp('delivered_at', { useTz: true });
      t.timestamp('cancelled_at', { useTz: true });
      t.unique(['idempotency_scope', 'idempotency_key']);
    });
    await raw('create index orders_user on {schema}.orders (user_id, created_at desc)');
    await raw('create index orders_created on {schema}.orders (created_at desc)');

    await create('order_items', (t) => {
      t.increments('id');
      t.integer('order_id').notNullable().references('id').inTable(`${schema}.orders`).onDelete('CASCADE');
      t.integer('product_id').references('id').inTable(`${schema}.products`).onDelete('SET NULL');
      t.integer('variation_id').references('id').inTable(`${schema}.variations`).onDelete('SET NULL');
      t.string('product_name', 200).notNullable();
      t.string('product_slug', 120);
      t.string('product_sku', 64).notNullable().defaultTo('');
      t.jsonb('variation_details').notNullable().defaultTo('{}');
      t.integer('quantity').notNullable();
      money(t, 'unit_price').notNullable();
      money(t, 'total_price').notNullable();
    });
    await raw('create index order_items_order on {schema}.order_items (order_id)');
    await raw('create index order_items_product on {schema}.order_items (product_id)');

    await create('payments', (t) => {
      t.increments('id');
      t.integer('order_id').notNullable().references('id').inTable(`${schema}.orders`).onDelete('CASCADE');
      t.string('payment_method', 30).notNullable();
      money(t, 'amount').notNullable();
      t.string('currency', 3).notNullable().defaultTo('USD');
      t.string('status', 20).notNullable();
      t.string('transaction_id', 100).notNullable().defaultTo('');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await raw('create index payments_order on {schema}.payments (order_id, id)');

    await create('discount_uses', (t) => {
      t.increments('id');
      t.integer('discount_id').notNullable().references('id').inTable(`${schema}.discounts`).onDelete('CASCADE');
      t.integer('order_id').notNullable().references('id').inTable(`${schema}.orders`).onDelete('CASCADE');
      t.string('customer_key', 260).notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await raw('create index discount_uses_customer on {schema}.discount_uses (discount_id, customer_key)');

    await create('stock_alerts', (t) => {
      t.increments('id');
      t.integer('product_id').notNullable().references('id').inTable(`${schema}.products`).onDelete('CASCADE');
      t.integer('variation_id').references('id').inTable(`${schema}.variations`).onDelete('CASCADE');
      t.string('alert_type', 20).notNullable(); // low_stock | out_of_stock
      t.integer('current_stock').notNullable();
      t.integer('threshold').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('resolved_at', { useTz: true });
    });
    await raw('create index stock_alerts_open on {schema}.stock_alerts (created_at desc) where resolved_at is null');
  },
};
