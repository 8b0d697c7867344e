import { previewLinkColumns, type Migration } from '@atlas/service-kit';

/** Shareable draft previews of a post (`/preview/{token}`): the token kept as its SHA-256 and sealed, never plain. */
export const itemPreviews: Migration = {
  name: '004_item_previews',
  async up(knex, { schema }) {
    await knex.schema.withSchema(schema).createTable('item_previews', (t) => {
      previewLinkColumns(t, knex);
      t.integer('item_id').notNullable().references('id').inTable(`${schema}.items`).onDelete('CASCADE');
      t.index(['item_id']);
    });
  },
  async down(knex, { schema }) {
    await knex.schema.withSchema(schema).dropTableIfExists('item_previews');
  },
};
