import type { Migration } from '@atlas/service-kit';

/**
 * One row per sign-in: its access tokens carry its id (`sid`) and its refresh tokens are its family,
 * so the user can see where they are signed in and end one sign-in, and a revocation names it.
 */
export const sessions: Migration = {
  name: '003_sessions',
  up: async (knex, { schema }) => {
    await knex.schema.withSchema(schema).createTable('sessions', (t) => {
      t.uuid('id').primary();
      t.integer('user_id').notNullable().references('id').inTable(`${schema}.users`).onDelete('CASCADE');
      t.string('user_agent', 500).notNullable().defaultTo('');
      t.string('ip', 64).notNullable().defaultTo('');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      // Set on sign-in and on every refresh (about every 15 minutes while the dashboard is open).
      t.timestamp('last_used_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      // The refresh token's expiry: past it the sign-in is over by itself.
      t.timestamp('expires_at', { useTz: true }).notNullable();
      t.timestamp('revoked_at', { useTz: true });
      t.index(['user_id', 'revoked_at']);
    });
    // Sign-ins made before sessions existed become sessions, so they can be listed and ended.
    await knex.raw(
      `insert into ??.sessions (id, user_id, created_at, last_used_at, expires_at, revoked_at)
       select family_id, min(user_id), min(created_at), max(created_at), max(expires_at),
              case when bool_and(revoked_at is not null) then max(revoked_at) end
       from ??.refresh_tokens group by family_id`,
      [schema, schema],
    );
  },
  down: (knex, { schema }) => knex.schema.withSchema(schema).dropTable('sessions'),
};
