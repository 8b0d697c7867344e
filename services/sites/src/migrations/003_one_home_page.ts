import type { Knex } from 'knex';

/** One home page per site, held by the database too: two first pages created at once cannot both be home. */
export const oneHomePage = {
  name: '003_one_home_page',
  async up(knex: Knex) {
    await knex.raw('create unique index if not exists pages_one_home_per_site on sites.pages (site_id) where is_home_page');
  },
  async down(knex: Knex) {
    await knex.raw('drop index if exists sites.pages_one_home_per_site');
  },
};
