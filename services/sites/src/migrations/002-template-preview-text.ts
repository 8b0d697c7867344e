import type { Migration } from '@atlas/service-kit';

/** Template previews are often data: URIs (inline SVG), longer than any URL column allows. */
export const templatePreviewText: Migration = {
  name: '002_template_preview_text',
  async up(knex, { schema }) {
    await knex.schema.withSchema(schema).alterTable('templates', (t) => {
      t.text('preview_image').notNullable().defaultTo('').alter();
    });
  },
  async down(knex, { schema }) {
    await knex.schema.withSchema(schema).alterTable('templates', (t) => {
      t.string('preview_image', 2048).notNullable().defaultTo('').alter();
    });
  },
};
