import type { Migration } from '@atlas/service-kit';

/**
 * Installs and webhooks of a site (issue 25: a site's admins manage its modules and webhooks). An
 * install with `site_id` belongs to the site, whoever of its admins made it (`user_id`); one without
 * is its user's, for the sites they own. Each kind is unique on its own pair; a webhook with
 * `site_id` hears only that site's events.
 */
export const siteInstalls: Migration = {
  name: '003_site_installs',
  async up(knex, { schema: s }) {
    for (const statement of [
      `alter table ${s}.installs add column site_id integer`,
      `alter table ${s}.installs drop constraint if exists installs_user_id_module_id_key`,
      `create unique index installs_of_account on ${s}.installs (user_id, module_id) where site_id is null`,
      `create unique index installs_of_site on ${s}.installs (site_id, module_id) where site_id is not null`,
      `alter table ${s}.webhooks add column site_id integer`,
      `create index webhooks_of_site on ${s}.webhooks (site_id) where site_id is not null`,
    ])
      await knex.raw(statement);
  },
  async down(knex, { schema: s }) {
    for (const statement of [
      `drop index if exists ${s}.webhooks_of_site`,
      `alter table ${s}.webhooks drop column if exists site_id`,
      `delete from ${s}.installs where site_id is not null`,
      `drop index if exists ${s}.installs_of_site`,
      `drop index if exists ${s}.installs_of_account`,
      `alter table ${s}.installs drop column if exists site_id`,
      `alter table ${s}.installs add unique (user_id, module_id)`,
    ])
      await knex.raw(statement);
  },
};
