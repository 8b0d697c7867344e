import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { locationSeen } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, callsTo, resetShopApi } from '../test-support/shop-api';
import { cart, product, variation } from '../test-support/fixtures';
import { openShop } from '../test-support/open-shop';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  ...require('../test-support/shop-api').fakeClient,
}));

beforeEach(() => {
  resetShopApi();
  answer('GET', 'cart/', cart([]));
  answer('GET', 'categories/', { results: [{ id: 1, name: 'Shirts', slug: 'shirts', description: '', product_count: 1 }], count: 1 });
  answer('GET', 'brands/', { results: [], count: 0 });
});

test('customers are told product management is for staff', async () => {
  openShop('/dashboard/products/manage', 'customer');
  expect(await screen.findByText('Only staff members can manage products.')).toBeInTheDocument();
  expect(calls.filter((c) => c.path === 'products/')).toHaveLength(0);
});

test('staff list every product, drafts included', async () => {
  answer('GET', 'products/', { results: [product({ status: 'draft' })], count: 1, next: null, previous: null });
  openShop('/dashboard/products/manage', 'staff');
  expect(await screen.findByRole('link', { name: 'Linen Shirt' })).toHaveAttribute('href', '/dashboard/products/manage/linen-shirt');
  expect(callsTo('GET', 'products/')[0].query).toEqual({ status: 'all' });
  expect(within(screen.getByRole('table')).getByText('Draft')).toBeInTheDocument();
});

test('a new product needs a name and a price; created, it opens in the editor', async () => {
  answer('POST', 'products/', product({ slug: 'silk-tie', name: 'Silk Tie', status: 'draft' }));
  answer('GET', 'products/silk-tie/', product({ slug: 'silk-tie', name: 'Silk Tie', status: 'draft' }));
  openShop('/dashboard/products/manage/new', 'staff');
  fireEvent.click(await screen.findByRole('button', { name: 'Create Product' }));
  expect(screen.getByText('Name is required')).toBeInTheDocument();
  expect(screen.getByText('Regular price must be an amount like 19.99')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Silk Tie' } });
  fireEvent.change(screen.getByLabelText(/^Regular price/), { target: { value: '35' } });
  fireEvent.change(screen.getByLabelText('Category'), { target: { value: '1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create Product' }));
  await waitFor(() => expect(locationSeen.pathname).toBe('/dashboard/products/manage/silk-tie'));
  expect(callsTo('POST', 'products/')[0].body).toMatchObject({
    name: 'Silk Tie',
    regular_price: 35,
    sale_price: null,
    category: 1,
    status: 'draft',
  });
  expect(await screen.findByRole('heading', { name: 'Variations' })).toBeInTheDocument();
});

test('adds a variation with a colour attribute', async () => {
  const shirt = product();
  answer('GET', 'products/linen-shirt/', shirt);
  answer('POST', 'products/linen-shirt/variations/', { ...shirt, variations: [variation(11, { Color: 'Red' })] });
  openShop('/dashboard/products/manage/linen-shirt', 'staff');
  fireEvent.click(await screen.findByRole('button', { name: 'Add Variation' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Add Variation' }));
  fireEvent.change(dialog.getByLabelText('SKU'), { target: { value: 'LS-RED' } });
  fireEvent.change(dialog.getByLabelText('Stock'), { target: { value: '7' } });
  fireEvent.change(dialog.getByLabelText('Name of attribute 1'), { target: { value: 'Color' } });
  fireEvent.change(dialog.getByLabelText('Value of attribute 1'), { target: { value: 'Red' } });
  fireEvent.change(dialog.getByLabelText('Type of attribute 1'), { target: { value: 'color' } });
  fireEvent.change(dialog.getByLabelText('Colour code of attribute 1'), { target: { value: '#FF0000' } });
  fireEvent.click(dialog.getByRole('button', { name: 'Save Variation' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(callsTo('POST', 'products/linen-shirt/variations/')[0].body).toEqual({
    sku: 'LS-RED',
    regular_price: null,
    sale_price: null,
    stock_quantity: 7,
    is_active: true,
    attributes: [{ attribute_name: 'Color', value: 'Red', attribute_type: 'color', color_code: '#FF0000' }],
  });
  expect(await screen.findByRole('button', { name: 'Edit V-11' })).toBeInTheDocument();
});

test('deleting a product asks first', async () => {
  answer('GET', 'products/linen-shirt/', product());
  answer('DELETE', 'products/linen-shirt/', null);
  answer('GET', 'products/', { results: [], count: 0, next: null, previous: null });
  openShop('/dashboard/products/manage/linen-shirt', 'staff');
  fireEvent.click(await screen.findByRole('button', { name: 'Delete Product' }));
  const dialog = within(screen.getByRole('dialog'));
  expect(dialog.getByText('Are you sure you want to delete this product?')).toBeInTheDocument();
  fireEvent.click(dialog.getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(locationSeen.pathname).toBe('/dashboard/products/manage'));
  expect(callsTo('DELETE', 'products/linen-shirt/')).toHaveLength(1);
});
