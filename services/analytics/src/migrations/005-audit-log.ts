import type { Migration } from '@atlas/service-kit';

/** The staff audit log: who changed roles, site settings, domains and modules (fed from the owners' events). */
export const auditLog: Migration = {
  name: '005_audit_log',
  async up(knex, { schema: s }) {
    await knex.raw(`
      create table ${s}.audit_log (
        id bigserial primary key,
        action text not null,
        description text not null,
        site_id integer,
        actor_id integer,
        actor_name text,
        created_at timestamptz not null
      )`);
    await knex.raw(`create index audit_log_recent on ${s}.audit_log (created_at desc, id desc)`);
    await knex.raw(`create index audit_log_action on ${s}.audit_log (action, created_at desc)`);
  },
  async down(knex, { schema: s }) {
    await knex.raw(`drop table if exists ${s}.audit_log`);
  },
};
