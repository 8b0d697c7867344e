import type { Migration } from '@atlas/service-kit';

export const usersAndSessions: Migration = {
  name: '001_users_and_sessions',
  up: async (knex, { schema }) => {
    await knex.schema.withSchema(schema).createTable('users', (t) => {
      t.increments('id');
      t.string('username', 150).notNullable();
      t.string('email', 254).notNullable();
      t.text('password_hash').notNullable();
      t.boolean('is_staff').notNullable().defaultTo(false);
      t.boolean('is_active').notNullable().defaultTo(true);
      // The seeded demo owner: its credentials are shown on the login-required screen.
      t.boolean('is_demo').notNullable().defaultTo(false);
      t.timestamp('date_joined', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('last_login', { useTz: true });
    });
    // Usernames and emails are unique whatever their case: "Alice" cannot register beside "alice".
    await knex.raw('create unique index users_username_ci on ??.users (lower(username))', [schema]);
    await knex.raw('create unique index users_email_ci on ??.users (lower(email))', [schema]);

    await knex.schema.withSchema(schema).createTable('refresh_tokens', (t) => {
      t.increments('id');
      t.integer('user_id').notNullable().references('id').inTable(`${schema}.users`).onDelete('CASCADE');
      // One family per sign-in: every rotation stays in it, so a reused token can revoke them all.
      t.uuid('family_id').notNullable().index();
      t.string('token_hash', 64).notNullable().unique();
      t.timestamp('expires_at', { useTz: true }).notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('used_at', { useTz: true });
      t.timestamp('revoked_at', { useTz: true });
    });

    await knex.schema.withSchema(schema).createTable('login_failures', (t) => {
      t.bigIncrements('id');
      // "user:<lowercased username>" or "ip:<address>"
      t.string('subject', 200).notNullable();
      t.timestamp('failed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.index(['subject', 'failed_at']);
    });
  },
  down: async (knex, { schema }) => {
    await knex.schema.withSchema(schema).dropTable('login_failures');
    await knex.schema.withSchema(schema).dropTable('refresh_tokens');
    await knex.schema.withSchema(schema).dropTable('users');
  },
};
