import type { Migration } from '@atlas/service-kit';

/** Themes, their variations and presets (seeded, owned by nobody), and each site's one site theme. */
export const themes: Migration = {
  name: '004_themes',
  async up(knex, { schema }) {
    await knex.schema.withSchema(schema).createTable('themes', (t) => {
      t.increments('id');
      // `key` names a shipped theme: the seed refreshes it in place, its id stays.
      t.string('key', 100).notNullable().unique();
      t.string('name', 100).notNullable();
      t.text('description').notNullable().defaultTo('');
      t.string('theme_type', 20).notNullable();
      t.string('primary_color', 7).notNullable();
      t.string('secondary_color', 7).notNullable();
      t.string('accent_color', 7).notNullable();
      t.string('background_color', 7).notNullable();
      t.string('text_color', 7).notNullable();
      t.string('heading_font', 40).notNullable();
      t.string('body_font', 40).notNullable();
      t.string('border_radius', 20).notNullable();
      t.string('spacing_unit', 20).notNullable();
      t.string('max_width', 20).notNullable();
      t.string('preview_image', 2048).notNullable().defaultTo('');
      t.boolean('is_premium').notNullable().defaultTo(false);
      t.boolean('is_default').notNullable().defaultTo(false);
      t.integer('sort_order').notNullable().defaultTo(0);
      t.timestamps(true, true);
    });

    await knex.schema.withSchema(schema).createTable('theme_variations', (t) => {
      t.increments('id');
      t.integer('theme_id').notNullable().references('id').inTable(`${schema}.themes`).onDelete('CASCADE');
      t.string('key', 100).notNullable();
      t.string('name', 100).notNullable();
      t.text('description').notNullable().defaultTo('');
      // null: the theme's own value
      for (const column of ['primary_color', 'secondary_color', 'accent_color', 'background_color', 'text_color']) t.string(column, 7);
      t.string('heading_font', 40);
      t.string('body_font', 40);
      t.integer('sort_order').notNullable().defaultTo(0);
      t.unique(['theme_id', 'key']);
    });

    await knex.schema.withSchema(schema).createTable('theme_presets', (t) => {
      t.increments('id');
      t.string('key', 100).notNullable().unique();
      t.string('name', 100).notNullable();
      t.text('description').notNullable().defaultTo('');
      t.string('category', 30).notNullable();
      t.integer('base_theme_id').notNullable().references('id').inTable(`${schema}.themes`).onDelete('CASCADE');
      t.integer('base_variation_id').references('id').inTable(`${schema}.theme_variations`).onDelete('SET NULL');
      // the customisation the preset applies on top of its theme (the customise payload's fields)
      t.jsonb('customizations').notNullable().defaultTo('{}');
      t.boolean('is_featured').notNullable().defaultTo(false);
      t.boolean('is_premium').notNullable().defaultTo(false);
      t.integer('sort_order').notNullable().defaultTo(0);
    });

    await knex.schema.withSchema(schema).createTable('site_themes', (t) => {
      t.increments('id');
      // one site theme per site, held by the database: two creates at once leave one row
      t.integer('site_id').notNullable().unique().references('id').inTable(`${schema}.sites`).onDelete('CASCADE');
      t.integer('theme_id').notNullable().references('id').inTable(`${schema}.themes`);
      t.integer('variation_id').references('id').inTable(`${schema}.theme_variations`).onDelete('SET NULL');
      for (const column of ['primary', 'secondary', 'accent', 'background', 'text']) t.string(`custom_${column}_color`, 7);
      t.string('custom_heading_font', 40);
      t.string('custom_body_font', 40);
      t.jsonb('custom_css_variables').notNullable().defaultTo('{}');
      t.text('custom_css').notNullable().defaultTo('');
      t.timestamps(true, true);
    });
  },
  async down(knex, { schema }) {
    for (const table of ['site_themes', 'theme_presets', 'theme_variations', 'themes'])
      await knex.schema.withSchema(schema).dropTableIfExists(table);
  },
};
