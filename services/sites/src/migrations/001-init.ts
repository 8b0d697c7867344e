import type { Migration } from '@atlas/service-kit';

/** Sites, pages and everything a site owns; templates and custom blocks. The kit creates the schema. */
export const init: Migration = {
  name: '001_init',
  async up(knex, { schema }) {
    await knex.schema.withSchema(schema).createTable('sites', (t) => {
      t.increments('id');
      t.integer('owner_id').notNullable().index();
      t.string('name', 100).notNullable();
      t.string('slug', 100).notNullable().unique();
      t.text('description').notNullable().defaultTo('');
      t.boolean('is_published').notNullable().defaultTo(false);
      t.boolean('is_primary').notNullable().defaultTo(false);
      t.string('logo_url', 2048);
      t.string('custom_domain', 253);
      t.jsonb('settings').notNullable().defaultTo('{}');
      t.string('password_hash', 200);
      t.boolean('is_demo').notNullable().defaultTo(false);
      t.timestamp('published_at', { useTz: true });
      t.timestamps(true, true);
    });

    await knex.schema.withSchema(schema).createTable('pages', (t) => {
      t.increments('id');
      t.integer('site_id').notNullable().references('id').inTable(`${schema}.sites`).onDelete('CASCADE');
      t.string('title', 200).notNullable();
      t.string('slug', 100).notNullable();
      t.jsonb('blocks').notNullable().defaultTo('[]');
      t.string('page_type', 20).notNullable().defaultTo('standard');
      t.boolean('is_published').notNullable().defaultTo(false);
      t.boolean('is_home_page').notNullable().defaultTo(false);
      t.string('meta_title', 60).notNullable().defaultTo('');
      t.string('meta_description', 160).notNullable().defaultTo('');
      t.timestamp('published_at', { useTz: true });
      t.timestamps(true, true);
      t.unique(['site_id', 'slug']);
    });

    await knex.schema.withSchema(schema).createTable('page_revisions', (t) => {
      t.increments('id');
      t.integer('page_id').notNullable().references('id').inTable(`${schema}.pages`).onDelete('CASCADE');
      t.string('title', 200).notNullable();
      t.jsonb('blocks').notNullable();
      t.integer('created_by');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['page_id', 'id']);
    });

    await knex.schema.withSchema(schema).createTable('navigations', (t) => {
      t.increments('id');
      t.integer('site_id').notNullable().unique().references('id').inTable(`${schema}.sites`).onDelete('CASCADE');
      t.jsonb('structure').notNullable().defaultTo('[]');
      t.jsonb('style_settings').notNullable().defaultTo('{}');
      t.timestamps(true, true);
    });

    await knex.schema.withSchema(schema).createTable('templates', (t) => {
      t.increments('id');
      // `key` names a library template (seeded); user templates have an owner instead.
      t.string('key', 100).unique();
      t.integer('owner_id').index();
      t.string('name', 100).notNullable();
      t.text('description').notNullable().defaultTo('');
      t.string('category', 30).notNullable();
      t.jsonb('blocks').notNullable().defaultTo('[]');
      t.boolean('is_premium').notNullable().defaultTo(false);
      t.boolean('is_popular').notNullable().defaultTo(false);
      t.float('rating').notNullable().defaultTo(4.5);
      t.integer('usage_count').notNullable().defaultTo(0);
      t.string('preview_image', 2048).notNullable().defaultTo('');
      t.string('checksum', 64);
      t.timestamps(true, true);
    });

    await knex.schema.withSchema(schema).createTable('custom_blocks', (t) => {
      t.increments('id');
      t.integer('owner_id').notNullable().index();
      t.integer('site_id').references('id').inTable(`${schema}.sites`).onDelete('CASCADE');
      t.string('name', 100).notNullable();
      t.string('category', 50).notNullable().defaultTo('custom');
      t.jsonb('block').notNullable();
      t.timestamps(true, true);
    });

    await knex.schema.withSchema(schema).createTable('form_submissions', (t) => {
      t.increments('id');
      t.integer('site_id').notNullable().references('id').inTable(`${schema}.sites`).onDelete('CASCADE');
      t.string('form_name', 100).notNullable().defaultTo('contact');
      t.string('page_slug', 100).notNullable().defaultTo('');
      t.jsonb('data').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['site_id', 'id']);
    });
  },
  async down(knex, { schema }) {
    for (const table of ['form_submissions', 'custom_blocks', 'templates', 'navigations', 'page_revisions', 'pages', 'sites']) {
      await knex.schema.withSchema(schema).dropTableIfExists(table);
    }
  },
};
