import type { Migration } from '@atlas/service-kit';

/** The home's activity and content counts read by site too (a member sees the sites they may open, not only their own rows). */
export const siteReads: Migration = {
  name: '003_site_reads',
  async up(knex, { schema: s }) {
    await knex.raw(`create index if not exists activity_site on ${s}.activity (site_id, created_at desc) where site_id is not null`);
    await knex.raw(`create index if not exists content_items_site on ${s}.content_items (site_id) where site_id is not null`);
  },
};
