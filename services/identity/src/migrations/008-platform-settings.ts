import type { Migration } from '@atlas/service-kit';

/**
 * The platform's security settings, owned by identity because it signs everyone in: one row (id 1),
 * changed by staff on the Security screen. Its defaults are what the platform did before: no second
 * factor required, sessions of 14 days.
 */
export const platformSettings: Migration = {
  name: '008_platform_settings',
  up: async (knex, { schema }) => {
    await knex.schema.withSchema(schema).createTable('platform_settings', (t) => {
      t.smallint('id').primary().checkIn(['1']);
      t.boolean('require_staff_two_factor').notNullable().defaultTo(false);
      t.integer('session_lifetime_hours')
        .notNullable()
        .defaultTo(14 * 24);
      t.timestamp('updated_at', { useTz: true }).nullable();
      t.integer('updated_by').nullable().references('id').inTable(`${schema}.users`).onDelete('SET NULL');
    });
    await knex(`${schema}.platform_settings`).insert({ id: 1 });
  },
  down: async (knex, { schema }) => {
    await knex.schema.withSchema(schema).dropTable('platform_settings');
  },
};
