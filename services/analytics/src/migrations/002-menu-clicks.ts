import type { Migration } from '@atlas/service-kit';

/**
 * Menu click-through: the menus (and their sites and owners) from `menus.menu.*`, and each item's
 * clicks by the day from `menus.item.clicked`; the page views they are divided by are the site's own
 * hourly rollups.
 */
export const menuClicks: Migration = {
  name: '002_menu_clicks',
  async up(knex, { schema: s }) {
    await knex.raw(`create table ${s}.menus (id integer primary key, site_id integer not null, owner_id integer not null)`);
    await knex.raw(`create index on ${s}.menus (site_id)`);
    await knex.raw(`create table ${s}.menu_item_days (
        site_id integer not null, menu_id integer not null, item_id integer not null, day date not null,
        clicks integer not null default 0,
        primary key (menu_id, item_id, day))`);
    await knex.raw(`create index on ${s}.menu_item_days (site_id)`);
  },
  async down(knex, { schema: s }) {
    await knex.raw(`drop table if exists ${s}.menu_item_days`);
    await knex.raw(`drop table if exists ${s}.menus`);
  },
};
