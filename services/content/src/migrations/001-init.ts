import type { Knex } from 'knex';
import type { Migration } from '@atlas/service-kit';

export const init: Migration = {
  name: '001_content_and_media',
  up: async (knex, { schema }) => {
    const s = {
      createTable: (name: string, build: Parameters<Knex.SchemaBuilder['createTable']>[1]) =>
        knex.schema.withSchema(schema).createTable(name, build),
    };

    await s.createTable('categories', (t) => {
      t.increments('id');
      t.integer('owner_id').notNullable();
      t.string('name', 100).notNullable();
      t.string('slug', 100).notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.raw('create unique index categories_owner_name on ??.categories (owner_id, lower(name))', [schema]);

    await s.createTable('tags', (t) => {
      t.increments('id');
      t.integer('owner_id').notNullable();
      t.string('name', 50).notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.raw('create unique index tags_owner_name on ??.tags (owner_id, lower(name))', [schema]);

    await s.createTable('items', (t) => {
      t.increments('id');
      t.integer('site_id').notNullable();
      t.integer('author_id').notNullable();
      t.string('author_username', 150).notNullable();
      t.string('title', 200).notNullable();
      t.string('slug', 100).notNullable();
      t.text('excerpt').notNullable().defaultTo('');
      t.text('body').notNullable().defaultTo('');
      t.text('body_html').notNullable().defaultTo('');
      t.string('type', 20).notNullable().defaultTo('post');
      t.string('status', 20).notNullable().defaultTo('draft');
      t.integer('category_id').references('id').inTable(`${schema}.categories`).onDelete('SET NULL');
      t.specificType('tags', 'text[]').notNullable().defaultTo('{}');
      t.text('featured_image').notNullable().defaultTo('');
      t.string('seo_title', 60).notNullable().defaultTo('');
      t.string('seo_description', 160).notNullable().defaultTo('');
      t.string('seo_keywords', 255).notNullable().defaultTo('');
      t.timestamp('published_at', { useTz: true });
      t.timestamp('unpublish_at', { useTz: true });
      t.integer('views').notNullable().defaultTo(0);
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.unique(['site_id', 'slug']);
      // The content manager's lists: newest first, and its status and type filters, answered (and
      // counted) from the index alone once autovacuum has marked the pages visible.
      t.index(['author_id', 'updated_at']);
      t.index(['author_id', 'status', 'updated_at']);
      t.index(['author_id', 'type', 'status', 'updated_at']);
      t.index(['site_id', 'status', 'published_at']);
    });
    await knex.raw(`alter table ??.items add constraint items_type check (type in ('page','post','product','event'))`, [schema]);
    await knex.raw(`alter table ??.items add constraint items_status check (status in ('draft','published','scheduled','archived'))`, [
      schema,
    ]);
    // Full-text search: a weighted tsvector kept by PostgreSQL itself, ranked by ts_rank, GIN-indexed.
    await knex.raw(
      `alter table ??.items add column search tsvector generated always as (
         setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
         setweight(to_tsvector('english', coalesce(excerpt, '')), 'B') ||
         setweight(to_tsvector('english', coalesce(body, '')), 'C')) stored`,
      [schema],
    );
    await knex.raw('create index items_search on ??.items using gin (search)', [schema]);
    await knex.raw('create index items_tags on ??.items using gin (tags)', [schema]);
    // What the scheduler claims: only the few rows waiting for a time.
    await knex.raw(`create index items_due_publish on ??.items (published_at) where status = 'scheduled'`, [schema]);
    await knex.raw(`create index items_due_unpublish on ??.items (unpublish_at) where status = 'published' and unpublish_at is not null`, [
      schema,
    ]);

    await s.createTable('revisions', (t) => {
      t.increments('id');
      t.integer('item_id').notNullable().references('id').inTable(`${schema}.items`).onDelete('CASCADE');
      t.jsonb('snapshot').notNullable();
      t.string('title', 200).notNullable();
      t.integer('author_id').notNullable();
      t.string('author_username', 150).notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['item_id', 'id']);
    });

    // The audit trail outlives the item: no foreign key, the owner kept for access.
    await s.createTable('audit', (t) => {
      t.bigIncrements('id');
      t.integer('item_id').notNullable();
      t.integer('owner_id').notNullable();
      t.string('action', 20).notNullable();
      t.integer('user_id');
      t.string('username', 150).notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['item_id', 'id']);
    });

    await s.createTable('media_folders', (t) => {
      t.increments('id');
      t.integer('owner_id').notNullable().index();
      t.string('name', 100).notNullable();
      t.integer('parent_id').references('id').inTable(`${schema}.media_folders`).onDelete('CASCADE');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });

    await s.createTable('media_files', (t) => {
      t.increments('id');
      t.integer('owner_id').notNullable();
      t.integer('folder_id').references('id').inTable(`${schema}.media_folders`).onDelete('SET NULL');
      t.string('name', 255).notNullable();
      t.string('type', 20).notNullable();
      t.string('mime_type', 100).notNullable();
      t.bigInteger('size').notNullable();
      t.string('key', 512).notNullable().unique();
      t.string('thumbnail_key', 512);
      t.integer('width');
      t.integer('height');
      t.float('focal_x').notNullable().defaultTo(0.5);
      t.float('focal_y').notNullable().defaultTo(0.5);
      t.jsonb('variants').notNullable().defaultTo('[]');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['owner_id', 'created_at']);
    });
  },
  down: async (knex, { schema }) => {
    for (const table of ['media_files', 'media_folders', 'audit', 'revisions', 'items', 'tags', 'categories']) {
      await knex.schema.withSchema(schema).dropTableIfExists(table);
    }
  },
};
