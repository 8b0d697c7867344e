import type { Migration } from '@atlas/service-kit';

/**
 * One lock table for everything edited in a browser tab: a page (this service's), a post (content) or a
 * menu (menus). The page locks move in as `kind` 'page'. A lock names no foreign row: it lapses 60 s after
 * its tab's last renewal, so a lock on a deleted thing is gone within a minute on its own.
 */
export const editLocks: Migration = {
  name: '015_edit_locks',
  async up(knex, { schema }) {
    await knex.schema.withSchema(schema).createTable('edit_locks', (t) => {
      t.string('kind', 16).notNullable();
      t.integer('thing_id').notNullable();
      t.integer('user_id').notNullable();
      t.string('username', 150).notNullable();
      t.string('session', 64).notNullable();
      t.timestamp('acquired_at', { useTz: true }).notNullable();
      t.timestamp('expires_at', { useTz: true }).notNullable();
      t.primary(['kind', 'thing_id']);
    });
    await knex.raw(
      `insert into ??.edit_locks (kind, thing_id, user_id, username, session, acquired_at, expires_at)
       select 'page', page_id, user_id, username, session, acquired_at, expires_at from ??.page_locks`,
      [schema, schema],
    );
    await knex.schema.withSchema(schema).dropTable('page_locks');
  },
  async down(knex, { schema }) {
    await knex.schema.withSchema(schema).createTable('page_locks', (t) => {
      t.integer('page_id').primary().references('id').inTable(`${schema}.pages`).onDelete('CASCADE');
      t.integer('user_id').notNullable();
      t.string('username', 150).notNullable();
      t.string('session', 64).notNullable();
      t.timestamp('acquired_at', { useTz: true }).notNullable();
      t.timestamp('expires_at', { useTz: true }).notNullable();
    });
    await knex.raw(
      `insert into ??.page_locks (page_id, user_id, username, session, acquired_at, expires_at)
       select thing_id, user_id, username, session, acquired_at, expires_at from ??.edit_locks
       where kind = 'page' and thing_id in (select id from ??.pages)`,
      [schema, schema, schema],
    );
    await knex.schema.withSchema(schema).dropTable('edit_locks');
  },
};
