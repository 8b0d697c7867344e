import type { Migration } from '@atlas/service-kit';

/** Each user's own settings (theme, language, timezone, which emails they want); no row means the defaults. */
export const userPreferences: Migration = {
  name: '004_user_preferences',
  up: (knex, { schema }) =>
    knex.schema.withSchema(schema).createTable('user_preferences', (t) => {
      t.integer('user_id').primary().references('id').inTable(`${schema}.users`).onDelete('CASCADE');
      t.string('theme', 16).notNullable();
      t.string('language', 16).notNullable();
      t.string('timezone', 64).notNullable();
      // { <category>: boolean }: a category missing from it is wanted (new categories start on)
      t.jsonb('emails').notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    }),
  down: (knex, { schema }) => knex.schema.withSchema(schema).dropTable('user_preferences'),
};
