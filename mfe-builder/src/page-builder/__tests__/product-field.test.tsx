import '@testing-library/jest-dom';
import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt } from '@atlas/shell-kit/src/test-support/render';
import { BuilderSiteContext } from '../builder-site';
import { FieldInput } from '../properties/field-input';

// The shop's catalogue as the kit's client would answer it (shopRequest → request with an absolute URL).
const searches: string[] = [];
const stores: (string | undefined)[] = [];
jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  request: async (_method: string, url: string, _body: unknown, options: { query?: Record<string, string> }) => {
    if (!url.endsWith('/ecommerce/api/products/')) throw new Error(`unexpected ${url}`);
    const search = options?.query?.search ?? '';
    searches.push(search);
    stores.push(options?.query?.site);
    const all = [
      catalogue('trail-mug', 'Trail Mug', 18),
      catalogue('field-lantern', 'Field Lantern', 40, { stock_quantity: 2, is_low_stock: true }),
    ];
    const results = all.filter((p) => p.name.toLowerCase().includes(search.toLowerCase()));
    return { results, count: results.length, next: null, previous: null };
  },
}));

function catalogue(slug: string, name: string, price: number, over: Record<string, unknown> = {}) {
  return {
    id: slug.length,
    slug,
    name,
    short_description: `${name}, sturdy`,
    main_image: `/ecommerce/api/media/${slug}.svg`,
    price,
    regular_price: price,
    sale_price: null,
    is_on_sale: false,
    discount_percentage: 0,
    rating_average: 0,
    rating_count: 0,
    is_in_stock: true,
    is_low_stock: false,
    stock_quantity: 9,
    manage_stock: true,
    allow_backorders: false,
    low_stock_threshold: 3,
    status: 'active',
    featured: false,
    sku: '',
    category: null,
    brand: null,
    has_variations: false,
    created_at: '2026-11-01T00:00:00Z',
    ...over,
  };
}

let latest: unknown;
function Harness({ kind }: { kind: 'product' | 'products' }) {
  const [value, setValue] = useState<unknown>(kind === 'products' ? [] : null);
  latest = value;
  return <FieldInput field={{ name: 'shop', label: 'Product from your shop', kind }} value={value} onChange={setValue} />;
}

beforeEach(() => {
  searches.length = 0;
  stores.length = 0;
  latest = undefined;
});

test('picks one product of the shop by searching, keeping its slug, price and availability', async () => {
  renderAt('/', '/', <Harness kind="product" />);
  fireEvent.change(screen.getByLabelText('Choose a product'), { target: { value: 'lan' } });
  const results = await screen.findByRole('list', { name: 'Products' });
  await waitFor(() => expect(within(results).queryByText('Trail Mug')).not.toBeInTheDocument());
  fireEvent.click(within(results).getByRole('button', { name: /Field Lantern/ }));
  expect(latest).toMatchObject({ slug: 'field-lantern', price: 40, availability: 'low_stock', availability_text: 'Only 2 left' });
  expect(screen.getByText('$40.00 · Only 2 left')).toBeInTheDocument();
  // one product per card: the search goes away until it is removed
  expect(screen.queryByLabelText('Choose a product')).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Remove Field Lantern' }));
  expect(latest).toBeNull();
  expect(searches).toContain('lan');
});

test('builds an ordered list of products for a grid, without picking one twice', async () => {
  renderAt('/', '/', <Harness kind="products" />);
  const results = await screen.findByRole('list', { name: 'Products' });
  fireEvent.click(await within(results).findByRole('button', { name: /Trail Mug/ }));
  fireEvent.click(await within(screen.getByRole('list', { name: 'Products' })).findByRole('button', { name: /Field Lantern/ }));
  expect((latest as { slug: string }[]).map((p) => p.slug)).toEqual(['trail-mug', 'field-lantern']);
  expect(within(screen.getByRole('list', { name: 'Products' })).queryByRole('button', { name: /Trail Mug/ })).not.toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Move Field Lantern up' }));
  expect((latest as { slug: string }[]).map((p) => p.slug)).toEqual(['field-lantern', 'trail-mug']);
});

test("searches the store of the page's site", async () => {
  renderAt(
    '/',
    '/',
    <BuilderSiteContext.Provider value={7}>
      <Harness kind="product" />
    </BuilderSiteContext.Provider>,
  );
  fireEvent.change(screen.getByLabelText('Choose a product'), { target: { value: 'mug' } });
  const results = await screen.findByRole('list', { name: 'Products' });
  expect(await within(results).findByRole('button', { name: /Trail Mug/ })).toBeInTheDocument();
  await waitFor(() => expect(searches).toContain('mug'));
  expect(new Set(stores)).toEqual(new Set(['7']));
});
