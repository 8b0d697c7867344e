import type { Migration } from '@atlas/service-kit';

/** Who did what: the actor an event names (when it names one), and the Activity screen's filter by site. */
export const activityActors: Migration = {
  name: '004_activity_actors',
  async up(knex, { schema: s }) {
    await knex.raw(`alter table ${s}.activity add column actor_id integer`);
    await knex.raw(`alter table ${s}.activity add column actor_name text`);
    await knex.raw(`create index activity_owner_site on ${s}.activity (owner_id, site_id, created_at desc)`);
  },
  async down(knex, { schema: s }) {
    await knex.raw(`drop index if exists ${s}.activity_owner_site`);
    await knex.raw(`alter table ${s}.activity drop column actor_name`);
    await knex.raw(`alter table ${s}.activity drop column actor_id`);
  },
};
