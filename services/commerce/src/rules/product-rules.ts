// A product as staff write it: its rules and their messages. The product editor shows them under each
// field on save; the service's body schema refuses a slug with the same pattern and message. The
// contract entry re-exports this file into bundles: besides types it imports only the slug rule, a
// file of its own in the blocks (a product block keeps a product's slug by the same rule).
import { PRODUCT_SLUG, PRODUCT_SLUG_MAX_LENGTH } from '@atlas/blocks/product-slug';
import type { ProductChanges } from '../contract';

export { PRODUCT_SLUG, PRODUCT_SLUG_MAX_LENGTH };
export const PRODUCT_SLUG_PROBLEM = 'Slug may hold lower-case letters, digits and hyphens';

export type ProductProblems = Partial<Record<keyof ProductChanges, string>>;

/** A price as the shop keeps it: not negative, whole cents. */
const isAmount = (value: number) => Number.isFinite(value) && value >= 0 && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/**
 * What is wrong with a product's body, field by field (only the fields it holds): an empty map when it
 * may be saved. A name, a slug of the shop's pattern, amounts for the prices (a sale price below the
 * regular one), whole numbers for the stock and (from 0) its low-stock threshold.
 */
export function productProblems(body: ProductChanges): ProductProblems {
  const problems: ProductProblems = {};
  if (body.name !== undefined && !body.name.trim()) problems.name = 'Name is required';
  if (body.slug && !PRODUCT_SLUG.test(body.slug)) problems.slug = PRODUCT_SLUG_PROBLEM;
  const regular = body.regular_price;
  if (regular !== undefined && !isAmount(regular)) problems.regular_price = 'Regular price must be an amount like 19.99';
  const sale = body.sale_price;
  if (sale !== undefined && sale !== null) {
    if (!isAmount(sale)) problems.sale_price = 'Sale price must be an amount like 14.99';
    else if (regular !== undefined && isAmount(regular) && sale >= regular)
      problems.sale_price = 'Sale price must be below the regular price';
  }
  if (body.stock_quantity !== undefined && !Number.isInteger(body.stock_quantity)) problems.stock_quantity = 'Stock must be a whole number';
  const threshold = body.low_stock_threshold;
  if (threshold !== undefined && !(Number.isInteger(threshold) && threshold >= 0)) {
    problems.low_stock_threshold = 'Low stock threshold must be a whole number from 0';
  }
  return problems;
}
