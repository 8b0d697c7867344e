import path from 'node:path';
import { moduleImports } from '@atlas/service-kit/testing';
import { productProblems, PRODUCT_SLUG_PROBLEM } from '../rules/product-rules';
import { staff, startCommerce, type Commerce } from './harness';

// product-rules.ts is bundled into the product editor through the contract: at run time it loads the
// blocks' slug rule alone, which loads nothing.
it('loads only the product slug rule at run time, which loads nothing', async () => {
  expect(await moduleImports(path.join(__dirname, '..', 'rules', 'product-rules.ts'))).toEqual(['@atlas/blocks/product-slug']);
  expect(await moduleImports(require.resolve('@atlas/blocks/product-slug'))).toEqual([]);
});

describe('productProblems', () => {
  it('finds nothing wrong with a product that may be saved, nor with a change of a field or two', () => {
    const body = {
      name: 'Lantern',
      slug: 'lantern-2',
      regular_price: 19.99,
      sale_price: 14.99,
      stock_quantity: -3,
      low_stock_threshold: 0,
    };
    expect(productProblems(body)).toEqual({});
    expect(productProblems({ stock_quantity: 4 })).toEqual({});
  });

  it('names each field that is wrong, in the editor’s words', () => {
    expect(
      productProblems({ name: '  ', slug: 'Big Lantern', regular_price: Number.NaN, stock_quantity: 1.5, low_stock_threshold: -1 }),
    ).toEqual({
      name: 'Name is required',
      slug: PRODUCT_SLUG_PROBLEM,
      regular_price: 'Regular price must be an amount like 19.99',
      stock_quantity: 'Stock must be a whole number',
      low_stock_threshold: 'Low stock threshold must be a whole number from 0',
    });
    expect(productProblems({ regular_price: 20, sale_price: 20 }).sale_price).toBe('Sale price must be below the regular price');
    expect(productProblems({ regular_price: 20, sale_price: 1.005 }).sale_price).toBe('Sale price must be an amount like 14.99');
  });
});

describe('the service and the editor', () => {
  let shop: Commerce;
  beforeAll(async () => {
    shop = await startCommerce();
  });
  afterAll(() => shop.close());

  it('refuse a slug the same way', async () => {
    const body = { name: 'Lantern', regular_price: 30, slug: 'Big Lantern' };
    const refused = await shop.call('POST', 'products/', { as: staff, body });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe(productProblems(body).slug);
  });
});
