import type { Migration } from '@atlas/service-kit';

/**
 * Working together: who has a page, post or menu open (one row per browser tab and thing, kept fresh
 * by the tab's heartbeats) and who holds a page's lock. Both live in the database, not one process's
 * memory, so every process of the service (and every gateway in front of them) sees the same people.
 */
export const collaboration: Migration = {
  name: '011_collaboration',
  async up(knex, { schema }) {
    await knex.schema.withSchema(schema).createTable('presence', (t) => {
      // The tab's own id (kept across a refresh in its sessionStorage) and what it has open.
      t.string('session', 64).notNullable();
      t.string('kind', 16).notNullable();
      t.integer('thing_id').notNullable();
      t.integer('site_id').notNullable().references('id').inTable(`${schema}.sites`).onDelete('CASCADE');
      t.integer('user_id').notNullable();
      t.string('username', 150).notNullable();
      t.timestamp('opened_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.primary(['session', 'kind', 'thing_id']);
      t.index(['kind', 'thing_id', 'seen_at']);
    });
    await knex.schema.withSchema(schema).createTable('page_locks', (t) => {
      t.integer('page_id').primary().references('id').inTable(`${schema}.pages`).onDelete('CASCADE');
      t.integer('user_id').notNullable();
      t.string('username', 150).notNullable();
      t.string('session', 64).notNullable();
      t.timestamp('acquired_at', { useTz: true }).notNullable();
      t.timestamp('expires_at', { useTz: true }).notNullable();
    });
    // Unsaved work an editor kept when someone took the page over: a revision, but not the page's content.
    await knex.schema.withSchema(schema).alterTable('page_revisions', (t) => {
      t.boolean('set_aside').notNullable().defaultTo(false);
    });
  },
  async down(knex, { schema }) {
    await knex.schema.withSchema(schema).alterTable('page_revisions', (t) => {
      t.dropColumn('set_aside');
    });
    await knex.schema.withSchema(schema).dropTable('page_locks');
    await knex.schema.withSchema(schema).dropTable('presence');
  },
};
