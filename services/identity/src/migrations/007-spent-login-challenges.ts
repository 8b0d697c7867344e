import type { Migration } from '@atlas/service-kit';

/**
 * A sign-in's challenge works once: when its second step succeeds, its id is kept here until the
 * challenge would have expired anyway, and a second use of it is refused.
 */
export const spentLoginChallenges: Migration = {
  name: '007_spent_login_challenges',
  up: async (knex, { schema }) => {
    await knex.schema.withSchema(schema).createTable('spent_login_challenges', (t) => {
      t.string('challenge_id', 64).primary();
      t.timestamp('expires_at', { useTz: true }).notNullable().index();
    });
  },
  down: async (knex, { schema }) => {
    await knex.schema.withSchema(schema).dropTable('spent_login_challenges');
  },
};
