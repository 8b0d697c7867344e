import type { Migration } from '@atlas/service-kit';

/**
 * Block and theme packs a site installed (issue 25: a site's admins manage its modules): a pack row is
 * an account's (`user_id`, for that user) or a site's (`site_id`, for everyone working on that site),
 * never both; each kind is unique on its own pair.
 */
export const sitePacks: Migration = {
  name: '012_site_packs',
  async up(knex, { schema }) {
    for (const table of ['block_packs', 'theme_packs']) {
      const pack = table === 'block_packs' ? 'module_id' : 'module_slug';
      if (table === 'theme_packs') await knex.raw('alter table ??.theme_packs drop constraint theme_packs_pkey', [schema]);
      await knex.raw('alter table ??.?? add column site_id integer, alter column user_id drop not null', [schema, table]);
      await knex.raw(`alter table ??.?? add constraint ?? check ((user_id is null) <> (site_id is null))`, [
        schema,
        table,
        `${table}_account_or_site`,
      ]);
      if (table === 'theme_packs') await knex.raw('alter table ??.theme_packs add unique (user_id, module_slug)', [schema]);
      await knex.raw('alter table ??.?? add unique (site_id, ??)', [schema, table, pack]);
    }
  },
  async down(knex, { schema }) {
    for (const table of ['block_packs', 'theme_packs']) {
      await knex.raw('delete from ??.?? where site_id is not null', [schema, table]);
      await knex.raw('alter table ??.?? drop column site_id, alter column user_id set not null', [schema, table]);
      await knex.raw('alter table ??.?? drop constraint if exists ??', [schema, table, `${table}_account_or_site`]);
    }
    await knex.raw('alter table ??.theme_packs drop constraint if exists theme_packs_user_id_module_slug_key', [schema]);
    await knex.raw('alter table ??.theme_packs add primary key (user_id, module_slug)', [schema]);
  },
};
