import type { Migration } from '@atlas/service-kit';

/** An item's version, +1 per save: a save naming an older one is refused, so two editors never overwrite each other silently. */
export const itemVersions: Migration = {
  name: '003_item_versions',
  async up(knex, { schema }) {
    await knex.schema.withSchema(schema).alterTable('items', (t) => {
      t.integer('version').notNullable().defaultTo(1);
    });
  },
  async down(knex, { schema }) {
    await knex.schema.withSchema(schema).alterTable('items', (t) => {
      t.dropColumn('version');
    });
  },
};
