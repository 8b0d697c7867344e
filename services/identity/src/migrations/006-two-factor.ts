import type { Migration } from '@atlas/service-kit';

/**
 * The authenticator-app second factor: one row per user who set it up (enabled once a code confirmed it),
 * and that user's recovery codes (only their SHA-256 is kept; each works once).
 */
export const twoFactor: Migration = {
  name: '006_two_factor',
  up: async (knex, { schema }) => {
    await knex.schema.withSchema(schema).createTable('user_totp', (t) => {
      t.integer('user_id').primary().references('id').inTable(`${schema}.users`).onDelete('CASCADE');
      // The base32 secret sealed with AES-256-GCM under a key derived from the JWT secret.
      t.text('secret_sealed').notNullable();
      // Null while the setup waits for its first code.
      t.timestamp('enabled_at', { useTz: true });
      // The 30-second step of the last accepted code: that code and earlier ones are refused (no replay).
      t.bigInteger('last_used_step');
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    });
    await knex.schema.withSchema(schema).createTable('user_recovery_codes', (t) => {
      t.increments('id');
      t.integer('user_id').notNullable().references('id').inTable(`${schema}.users`).onDelete('CASCADE');
      t.string('code_hash', 64).notNullable();
      t.timestamp('used_at', { useTz: true });
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.unique(['user_id', 'code_hash']);
    });
  },
  down: async (knex, { schema }) => {
    await knex.schema.withSchema(schema).dropTable('user_recovery_codes');
    await knex.schema.withSchema(schema).dropTable('user_totp');
  },
};
