import type { Migration } from '@atlas/service-kit';

/** A file's alt text: what a screen reader says for the image wherever it is placed. */
export const mediaAltText: Migration = {
  name: '005_media_alt_text',
  async up(knex, { schema }) {
    await knex.schema.withSchema(schema).alterTable('media_files', (t) => {
      t.string('alt_text', 500).notNullable().defaultTo('');
    });
  },
  async down(knex, { schema }) {
    await knex.schema.withSchema(schema).alterTable('media_files', (t) => {
      t.dropColumn('alt_text');
    });
  },
};
