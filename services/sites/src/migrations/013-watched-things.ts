import type { Migration } from '@atlas/service-kit';

/**
 * The site each post (content service) and menu (menus service) belongs to, from their events: a
 * presence socket on a post or menu is checked against the thing's own site, not one the caller names.
 * `site_id` null: the thing was deleted (kept, so a late event about it changes nothing).
 */
export const watchedThings: Migration = {
  name: '013_watched_things',
  async up(knex, { schema }) {
    await knex.schema.withSchema(schema).createTable('watched_things', (t) => {
      t.string('kind', 16).notNullable();
      t.integer('thing_id').notNullable();
      t.integer('site_id');
      t.timestamp('changed_at', { useTz: true }).notNullable();
      t.primary(['kind', 'thing_id']);
    });
  },
  async down(knex, { schema }) {
    await knex.schema.withSchema(schema).dropTable('watched_things');
  },
};
