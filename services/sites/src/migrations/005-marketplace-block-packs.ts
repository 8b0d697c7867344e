import type { Migration } from '@atlas/service-kit';

/**
 * The block packs each user installed from the marketplace (read model of marketplace.module.*): the
 * block types a pack unlocks and its declarative definitions. An uninstall keeps the row (installed
 * false) so pages holding the pack's blocks keep rendering.
 */
export const marketplaceBlockPacks: Migration = {
  name: '005_marketplace_block_packs',
  async up(knex, { schema }) {
    await knex.schema.withSchema(schema).createTable('block_packs', (t) => {
      t.increments('id');
      t.integer('user_id').notNullable();
      t.integer('module_id').notNullable();
      t.string('slug', 100).notNullable();
      t.string('name', 200).notNullable();
      t.jsonb('types').notNullable();
      t.jsonb('definitions').notNullable();
      t.boolean('installed').notNullable();
      // When the marketplace made the last change applied: an older event arriving late changes nothing.
      t.timestamp('changed_at', { useTz: true }).notNullable();
      t.unique(['user_id', 'module_id']);
    });
  },
  async down(knex, { schema }) {
    await knex.schema.withSchema(schema).dropTableIfExists('block_packs');
  },
};
