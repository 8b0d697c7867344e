import type { Knex } from 'knex';

/** Template previews are often data: URIs (inline SVG), longer than any URL column allows. */
export const templatePreviewText = {
  name: '002_template_preview_text',
  async up(knex: Knex) {
    await knex.schema.withSchema('sites').alterTable('templates', (t) => {
      t.text('preview_image').notNullable().defaultTo('').alter();
    });
  },
  async down(knex: Knex) {
    await knex.schema.withSchema('sites').alterTable('templates', (t) => {
      t.string('preview_image', 2048).notNullable().defaultTo('').alter();
    });
  },
};
