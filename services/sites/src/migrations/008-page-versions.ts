import type { Migration } from '@atlas/service-kit';

/** A page's version, +1 per save: a save naming an older one is refused, so two editors never overwrite each other silently. */
export const pageVersions: Migration = {
  name: '008_page_versions',
  async up(knex, { schema }) {
    await knex.schema.withSchema(schema).alterTable('pages', (t) => {
      t.integer('version').notNullable().defaultTo(1);
    });
  },
  async down(knex, { schema }) {
    await knex.schema.withSchema(schema).alterTable('pages', (t) => {
      t.dropColumn('version');
    });
  },
};
