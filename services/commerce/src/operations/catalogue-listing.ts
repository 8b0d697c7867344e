import { httpError, type Static } from '@atlas/service-kit';
import { PRODUCT_PAGE_SIZE } from '../constants';
import type { Deps } from '../deps';
import type { ProductFilter } from '../repositories/catalogue';
import type { ProductList, ProductQuery } from '../schemas/catalogue';
import { productSummary } from './responses';
import type { StoreRef } from './stores';

const flag = (value: boolean | string | undefined) =>
  value === undefined || value === '' ? undefined : value === true || value === 'true' || value === '1';

/**
 * The list's filter within the store from its query string: 403 for a status other than active unless
 * the caller is a member of the store (staff on the platform's), 400 for an upside-down price range.
 */
export function productFilter(query: Static<typeof ProductQuery>, store: StoreRef, member: boolean): ProductFilter {
  const status = query.status ?? 'active';
  if (status !== 'active' && !member) throw httpError(403, 'Only staff may list products that are not active');
  if (query.min_price !== undefined && query.max_price !== undefined && query.min_price > query.max_price) {
    throw httpError(400, 'min_price must not be above max_price');
  }
  return {
    site: store.site,
    category: query.category?.toLowerCase() || undefined,
    brand: query.brand?.toLowerCase() || undefined,
    minPrice: query.min_price,
    maxPrice: query.max_price,
    search: query.search?.trim() || undefined,
    sort: query.sort ?? query.ordering,
    featured: flag(query.featured),
    inStock: flag(query.in_stock),
    onSale: flag(query.on_sale),
    slugs: query.slugs ? query.slugs.split(',') : undefined,
    status,
    page: query.page ?? 1,
    pageSize: query.page_size ?? PRODUCT_PAGE_SIZE,
  };
}

/** Whether the answer is the same for every visitor (active products only), so it may be cached and shared. */
export const isPublicListing = (filter: ProductFilter) => filter.status === 'active';

/** The store a filter lists (the cache keeps each store's answers apart). */
export const filterStore = (f: ProductFilter): StoreRef => ({ site: f.site });

/** What selects the products within the store, in a fixed order: the count's key (the page and the sort do not change it). */
const matchKey = (f: ProductFilter) =>
  JSON.stringify([f.status, f.category, f.brand, f.minPrice, f.maxPrice, f.search, f.featured, f.inStock, f.onSale, f.slugs]);
/** The normalized query: two query strings asking the same thing share one cached answer. */
export const listingKey = (f: ProductFilter) => `${matchKey(f)}|${f.sort ?? ''}|${f.page}|${f.pageSize}`;

/**
 * A page of the catalogue with `count`, `next` and `previous`. The public listing's count comes from
 * the cache (counted once per filter until the catalogue changes); the page is one statement beside it.
 */
export async function productListing(deps: Deps, filter: ProductFilter): Promise<Static<typeof ProductList>> {
  const pageSize = filter.pageSize ?? PRODUCT_PAGE_SIZE;
  const counted = isPublicListing(filter)
    ? deps.catalogueCache.count(matchKey(filter), () => deps.catalogue.count(filter), filterStore(filter))
    : deps.catalogue.count(filter);
  const [count, rows] = await Promise.all([counted, deps.catalogue.list(filter)]);
  return {
    results: rows.map(productSummary),
    count,
    next: filter.page * pageSize < count ? filter.page + 1 : null,
    previous: filter.page > 1 ? filter.page - 1 : null,
  };
}
