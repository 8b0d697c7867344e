import type { Migration } from '@atlas/service-kit';

/**
 * Issue 36: whether each site's shop is open, as the commerce service's `commerce.shop.updated` tells
 * (a read model): a site that sells is offered the product blocks without installing a pack.
 */
export const siteShops: Migration = {
  name: '017_site_shops',
  async up(knex, { schema }) {
    await knex.schema.withSchema(schema).createTable('site_shops', (t) => {
      t.integer('site_id').primary();
      t.boolean('enabled').notNullable();
      t.timestamp('changed_at', { useTz: true }).notNullable();
    });
  },
};
