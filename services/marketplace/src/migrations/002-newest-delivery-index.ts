import type { Migration } from '@atlas/service-kit';

/** Each endpoint's newest delivery (the webhook list's `last_delivery`) read from an index, not a sort of its history. */
export const newestDeliveryIndex: Migration = {
  name: '002_newest_delivery_index',
  async up(knex, { schema: s }) {
    await knex.raw(`create index webhook_deliveries_newest on ${s}.webhook_deliveries (webhook_id, id desc)`);
  },
  async down(knex, { schema: s }) {
    await knex.raw(`drop index if exists ${s}.webhook_deliveries_newest`);
  },
};
