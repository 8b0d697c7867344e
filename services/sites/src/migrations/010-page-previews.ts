import { previewLinkColumns, type Migration } from '@atlas/service-kit';

/** Shareable draft previews of a page (`/preview/{token}`): the token kept as its SHA-256 and sealed, never plain. */
export const pagePreviews: Migration = {
  name: '010_page_previews',
  async up(knex, { schema }) {
    await knex.schema.withSchema(schema).createTable('page_previews', (t) => {
      previewLinkColumns(t, knex);
      t.integer('page_id').notNullable().references('id').inTable(`${schema}.pages`).onDelete('CASCADE');
      t.index(['page_id']);
    });
  },
  async down(knex, { schema }) {
    await knex.schema.withSchema(schema).dropTableIfExists('page_previews');
  },
};
