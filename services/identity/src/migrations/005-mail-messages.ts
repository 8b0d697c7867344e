import type { Migration } from '@atlas/service-kit';

/** Every email the platform sends or keeps: one row per event and recipient (a redelivered event adds none). */
export const mailMessages: Migration = {
  name: '005_mail_messages',
  up: async (knex, { schema }) => {
    await knex.schema.withSchema(schema).createTable('mail_messages', (t) => {
      t.increments('id');
      t.uuid('event_id').notNullable();
      t.string('to_address', 254).notNullable();
      // The recipient's account when the request named a user (their preferences applied).
      t.integer('user_id');
      t.string('category', 30).notNullable();
      t.text('subject').notNullable();
      t.text('text').notNullable();
      t.text('html');
      t.text('link');
      // queued → sent; queued → failed after the last attempt; kept: no SMTP server configured.
      t.string('status', 10).notNullable();
      t.integer('attempts').notNullable().defaultTo(0);
      t.text('last_error');
      t.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      // A sender's claim: until then no other process takes the row (a crashed sender's claim runs out).
      t.timestamp('claimed_until', { useTz: true });
      t.text('message_id').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      t.timestamp('sent_at', { useTz: true });
      t.unique(['event_id', 'to_address']);
      t.index(['created_at']);
    });
    await knex.raw("create index mail_messages_due on ??.mail_messages (next_attempt_at) where status = 'queued'", [schema]);
  },
  down: async (knex, { schema }) => {
    await knex.schema.withSchema(schema).dropTable('mail_messages');
  },
};
