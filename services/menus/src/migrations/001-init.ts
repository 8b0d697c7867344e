import type { Knex } from 'knex';
import type { Migration } from '@atlas/service-kit';
import { MENU_LOCATIONS } from '../constants';

export const init: Migration = {
  name: '001_menus',
  up: async (knex, { schema }) => {
    const create = (name: string, build: Parameters<Knex.SchemaBuilder['createTable']>[1]) =>
      knex.schema.withSchema(schema).createTable(name, build);
    const check = (tableName: string, name: string, rule: string) =>
      knex.raw(`alter table ??.?? add constraint ?? check (${rule})`, [schema, tableName, name]);

    // The service's own copy of pages, kept from sites.page.* events (its copy of sites is the kit's: siteCopyMigration).
    await create('pages', (t) => {
      t.integer('id').primary();
      t.integer('site_id').notNullable().index();
      t.string('slug', 100).notNullable().defaultTo('');
      t.string('title', 200).notNullable().defaultTo('');
      t.boolean('is_published').notNullable().defaultTo(false);
      t.boolean('is_home_page').notNullable().defaultTo(false);
      t.boolean('deleted').notNullable().defaultTo(false);
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });

    await create('locations', (t) => {
      t.increments('id');
      t.string('slug', 50).notNullable().unique();
      t.string('name', 100).notNullable();
    });
    await knex(`${schema}.locations`).insert(MENU_LOCATIONS.map((l) => ({ slug: l.slug, name: l.name })));

    await create('menus', (t) => {
      t.increments('id');
      t.integer('site_id').notNullable();
      t.integer('location_id').notNullable().references('id').inTable(`${schema}.locations`);
      t.string('name', 100).notNullable();
      t.text('description').notNullable().defaultTo('');
      t.string('css_classes', 200).notNullable().defaultTo('');
      t.string('menu_type', 20).notNullable().defaultTo('standard');
      t.boolean('auto_add_pages').notNullable().defaultTo(false);
      t.integer('mega_menu_columns').notNullable().defaultTo(4);
      t.string('mega_menu_width', 20).notNullable().defaultTo('container');
      t.boolean('show_to_logged_in_users').notNullable().defaultTo(true);
      t.boolean('show_to_logged_out_users').notNullable().defaultTo(true);
      t.boolean('track_clicks').notNullable().defaultTo(false);
      t.boolean('is_active').notNullable().defaultTo(true);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['site_id', 'location_id', 'is_active']);
    });
    await check('menus', 'menus_columns', 'mega_menu_columns between 1 and 6');
    await check('menus', 'menus_type', `menu_type in ('standard','mega_menu','mobile_menu','breadcrumb','footer_widgets')`);
    await check('menus', 'menus_width', `mega_menu_width in ('full','container','auto')`);

    await create('items', (t) => {
      t.increments('id');
      t.integer('menu_id').notNullable().references('id').inTable(`${schema}.menus`).onDelete('CASCADE');
      // Deleting an item lifts its children a level first; set null is the last guard.
      t.integer('parent_id').references('id').inTable(`${schema}.items`).onDelete('SET NULL');
      t.string('title', 200).notNullable();
      t.string('item_type', 20).notNullable().defaultTo('custom_url');
      t.string('url', 2048).notNullable().defaultTo('');
      t.integer('page_id');
      t.string('category', 100);
      t.string('target', 10).notNullable().defaultTo('_self');
      t.string('rel_attributes', 100).notNullable().defaultTo('');
      t.string('description', 500).notNullable().defaultTo('');
      t.string('icon_class', 100).notNullable().defaultTo('');
      t.string('css_classes', 200).notNullable().defaultTo('');
      t.integer('sort_order').notNullable().defaultTo(0);
      t.boolean('is_active').notNullable().defaultTo(true);
      t.boolean('is_mega_menu_item').notNullable().defaultTo(false);
      t.integer('mega_menu_column').notNullable().defaultTo(1);
      t.integer('mega_menu_columns').notNullable().defaultTo(1);
      t.string('mega_menu_column_width', 10).notNullable().defaultTo('auto');
      t.string('widget_type', 20);
      t.jsonb('widget_content');
      t.boolean('show_to_logged_in_users').notNullable().defaultTo(true);
      t.boolean('show_to_logged_out_users').notNullable().defaultTo(true);
      t.integer('click_count').notNullable().defaultTo(0);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['menu_id', 'parent_id', 'sort_order']);
      t.index(['page_id']);
    });
    await check('items', 'items_column', 'mega_menu_column between 1 and 6');
    await check('items', 'items_not_own_parent', 'parent_id is null or parent_id <> id');

    // Clicks: the item, the day, a daily-salted visitor hash and the page's path; no IP, no cookie.
    await create('clicks', (t) => {
      t.bigIncrements('id');
      t.integer('item_id').notNullable().references('id').inTable(`${schema}.items`).onDelete('CASCADE');
      t.integer('menu_id').notNullable().references('id').inTable(`${schema}.menus`).onDelete('CASCADE');
      t.date('day').notNullable();
      t.string('visitor', 64).notNullable();
      t.string('page_url', 500).notNullable().defaultTo('');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['menu_id', 'day']);
    });

    // One salt per day; yesterday's is deleted once today's exists, so old hashes cannot be recomputed.
    await create('visitor_salts', (t) => {
      t.date('day').primary();
      t.string('salt', 64).notNullable();
    });

    // Clicks per visitor per minute, counted here so every process of the service agrees.
    await create('click_windows', (t) => {
      t.string('visitor', 64).notNullable();
      t.timestamp('window_start', { useTz: true }).notNullable();
      t.integer('clicks').notNullable().defaultTo(0);
      t.primary(['visitor', 'window_start']);
    });

    await create('templates', (t) => {
      t.increments('id');
      t.string('key', 50).notNullable().unique();
      t.string('name', 100).notNullable();
      t.text('description').notNullable().defaultTo('');
      t.string('category', 50).notNullable().defaultTo('');
      t.boolean('is_featured').notNullable().defaultTo(false);
      t.string('menu_type', 20).notNullable().defaultTo('standard');
      t.integer('mega_menu_columns').notNullable().defaultTo(4);
      t.string('mega_menu_width', 20).notNullable().defaultTo('container');
      t.jsonb('items').notNullable();
    });
  },
};
