import type { Migration } from '@atlas/service-kit';

/** Expired refresh tokens are deleted by `expires_at` on every sign-in and every hour. */
export const refreshTokensExpiryIndex: Migration = {
  name: '002_refresh_tokens_expiry_index',
  up: (knex, { schema }) => knex.schema.withSchema(schema).alterTable('refresh_tokens', (t) => t.index(['expires_at'])),
  down: (knex, { schema }) => knex.schema.withSchema(schema).alterTable('refresh_tokens', (t) => t.dropIndex(['expires_at'])),
};
