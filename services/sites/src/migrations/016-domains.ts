import type { Migration } from '@atlas/service-kit';

/**
 * Issue 34: a site's own domains. A hostname may wait (pending) on several sites, but only one site can
 * have it verified (a partial unique index); a site has at most one primary domain. A `www.` row added
 * with its apex (`www_of`) is verified by the apex's TXT record and goes with it. `missing_since` is when
 * the daily re-check first missed the TXT record (kept while it stays missing).
 */
export const domains: Migration = {
  name: '016_domains',
  async up(knex, { schema }) {
    await knex.schema.withSchema(schema).createTable('domains', (t) => {
      t.increments('id');
      t.integer('site_id').notNullable().references('id').inTable(`${schema}.sites`).onDelete('CASCADE');
      t.string('hostname', 253).notNullable();
      t.string('token', 64).notNullable();
      t.string('status', 16).notNullable().defaultTo('pending');
      t.boolean('primary').notNullable().defaultTo(false);
      t.integer('www_of').references('id').inTable(`${schema}.domains`).onDelete('CASCADE');
      t.jsonb('seen').notNullable().defaultTo('[]');
      t.text('problem');
      t.timestamp('verified_at', { useTz: true });
      t.timestamp('last_checked_at', { useTz: true });
      t.timestamp('missing_since', { useTz: true });
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.unique(['site_id', 'hostname']);
      t.index(['www_of']);
    });
    await knex.raw(`alter table ??.domains add constraint domains_status check (status in ('pending', 'verified'))`, [schema]);
    await knex.raw(`alter table ??.domains add constraint domains_primary_verified check (not "primary" or status = 'verified')`, [schema]);
    await knex.raw(`create unique index domains_verified_hostname on ??.domains (hostname) where status = 'verified'`, [schema]);
    await knex.raw(`create unique index domains_one_primary_per_site on ??.domains (site_id) where "primary"`, [schema]);
  },
  async down(knex, { schema }) {
    await knex.schema.withSchema(schema).dropTableIfExists('domains');
  },
};
