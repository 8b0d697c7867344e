import type { Migration } from '@atlas/service-kit';

/** A revision made by restoring another names it: the history says "restored from …", not just "saved". */
export const revisionRestores: Migration = {
  name: '009_revision_restores',
  async up(knex, { schema }) {
    await knex.schema.withSchema(schema).alterTable('page_revisions', (t) => {
      t.integer('restored_from');
    });
  },
  async down(knex, { schema }) {
    await knex.schema.withSchema(schema).alterTable('page_revisions', (t) => {
      t.dropColumn('restored_from');
    });
  },
};
