import type { Migration } from '@atlas/service-kit';

/**
 * Teams (issue 25): a file may belong to a site (uploaded for it), so the site's members find it; the
 * lists now go by site (the sites a user may open) rather than by author or uploader.
 */
export const teams: Migration = {
  name: '002_teams',
  up: async (knex, { schema }) => {
    await knex.raw('alter table ??.media_files add column if not exists site_id integer', [schema]);
    await knex.raw('create index if not exists media_files_site on ??.media_files (site_id, created_at) where site_id is not null', [
      schema,
    ]);
    await knex.raw('create index if not exists items_site_updated on ??.items (site_id, updated_at)', [schema]);
  },
};
