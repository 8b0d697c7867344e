import type { Migration } from '@atlas/service-kit';

/**
 * Themes that marketplace theme packs bring (read model of marketplace.module.*): a pack's themes are
 * rows of `themes` named by their module (`module_slug`), offered to the users who installed the pack
 * (`theme_packs`; an uninstall keeps the row, installed false, and the themes, so sites wearing one keep it).
 */
export const themePacks: Migration = {
  name: '006_theme_packs',
  async up(knex, { schema }) {
    await knex.schema.withSchema(schema).alterTable('themes', (t) => {
      t.string('module_slug', 100);
    });
    await knex.schema.withSchema(schema).createTable('theme_packs', (t) => {
      t.integer('user_id').notNullable();
      t.string('module_slug', 100).notNullable();
      t.boolean('installed').notNullable();
      t.timestamp('changed_at', { useTz: true }).notNullable();
      t.primary(['user_id', 'module_slug']);
    });
  },
  async down(knex, { schema }) {
    await knex.schema.withSchema(schema).dropTableIfExists('theme_packs');
    await knex.schema.withSchema(schema).alterTable('themes', (t) => {
      t.dropColumn('module_slug');
    });
  },
};
