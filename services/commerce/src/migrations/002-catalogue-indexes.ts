import type { Migration } from '@atlas/service-kit';

/**
 * Indexes that match each catalogue filter and sort (README "Catalogue performance"): every sort of
 * the shop's menu reads its first page from an index in order, with the id tie-break, instead of
 * sorting the whole catalogue; a category reads its own rows in the shown order; a sale is a partial index.
 */
export const catalogueIndexes: Migration = {
  name: '002_catalogue_indexes',
  up: async (knex, { schema }) => {
    const raw = (sql: string) => knex.raw(sql.replaceAll('{schema}', `"${schema}"`));
    await raw('drop index {schema}.products_price');
    await raw('drop index {schema}.products_category');
    await raw('create index products_price on {schema}.products (status, price, id)');
    await raw('create index products_name on {schema}.products (status, lower(name), id)');
    await raw('create index products_rating on {schema}.products (status, rating_average desc, rating_count desc, id desc)');
    await raw('create index products_featured on {schema}.products (status, featured desc, created_at desc, id desc)');
    await raw('create index products_category on {schema}.products (category_id, status, created_at desc, id desc)');
    await raw('create index products_category_price on {schema}.products (category_id, status, price, id)');
    await raw('create index products_on_sale on {schema}.products (status, created_at desc, id desc) where price < regular_price');
    await raw('create index products_on_sale_name on {schema}.products (status, lower(name), id) where price < regular_price');
  },
};
