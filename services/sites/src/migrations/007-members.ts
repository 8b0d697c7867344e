import type { Migration } from '@atlas/service-kit';

/**
 * Teams: who else works on a site (`site_members`; the owner stays `sites.owner_id`, never a member
 * row), invitations by email (the token kept only as its SHA-256), and the accounts the sites service
 * has heard of (`users`, a read model of `identity.user.*`) to name members by username and email.
 */
export const members: Migration = {
  name: '007_members',
  async up(knex, { schema }) {
    await knex.schema.withSchema(schema).createTable('site_members', (t) => {
      t.integer('site_id').notNullable().references('id').inTable(`${schema}.sites`).onDelete('CASCADE');
      t.integer('user_id').notNullable();
      t.string('role', 20).notNullable();
      t.integer('invited_by');
      t.timestamp('added_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('changed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.primary(['site_id', 'user_id']);
      t.index(['user_id']);
    });
    await knex.raw(`alter table ??.site_members add constraint site_members_role check (role in ('viewer', 'author', 'editor', 'admin'))`, [
      schema,
    ]);
    await knex.schema.withSchema(schema).createTable('invitations', (t) => {
      t.increments('id');
      t.integer('site_id').notNullable().references('id').inTable(`${schema}.sites`).onDelete('CASCADE');
      t.string('email', 254).notNullable();
      t.string('role', 20).notNullable();
      t.string('token_hash', 64).notNullable().unique();
      t.text('token_sealed').notNullable();
      t.integer('invited_by').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('expires_at', { useTz: true }).notNullable();
      t.timestamp('accepted_at', { useTz: true });
      t.integer('accepted_by');
      t.timestamp('revoked_at', { useTz: true });
      t.index(['site_id']);
    });
    await knex.schema.withSchema(schema).createTable('users', (t) => {
      t.integer('id').primary();
      t.string('username', 150).notNullable();
      t.string('email', 254).notNullable().defaultTo('');
    });
  },
  async down(knex, { schema }) {
    await knex.schema.withSchema(schema).dropTableIfExists('invitations');
    await knex.schema.withSchema(schema).dropTableIfExists('site_members');
    await knex.schema.withSchema(schema).dropTableIfExists('users');
  },
};
