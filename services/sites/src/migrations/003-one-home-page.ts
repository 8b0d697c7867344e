import type { Migration } from '@atlas/service-kit';

/** One home page per site, held by the database too: two first pages created at once cannot both be home. */
export const oneHomePage: Migration = {
  name: '003_one_home_page',
  async up(knex, { schema }) {
    await knex.raw('create unique index if not exists pages_one_home_per_site on ??.pages (site_id) where is_home_page', [schema]);
  },
  async down(knex, { schema }) {
    await knex.raw('drop index if exists ??.pages_one_home_per_site', [schema]);
  },
};
