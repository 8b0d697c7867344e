import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, calls, resetShopApi } from '../test-support/shop-api';
import { cart, cartItem, product } from '../test-support/fixtures';
import { openShop } from '../test-support/open-shop';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  ...require('../test-support/shop-api').fakeClient,
}));

const productQueries = () => calls.filter((c) => c.method === 'GET' && c.path === 'products/').map((c) => c.query);

beforeEach(() => {
  resetShopApi();
  answer('GET', 'cart/', cart([cartItem(1, 'Linen Shirt', { quantity: 2, total_price: 50 })]));
  answer('GET', 'categories/', { results: [{ id: 1, name: 'Shirts', slug: 'shirts', description: '', product_count: 1 }], count: 1 });
  answer('GET', 'brands/', { results: [{ id: 1, name: 'Acme', slug: 'acme', product_count: 1 }], count: 1 });
});

test('reads its filters from the address and shows each product with price, rating and availability', async () => {
  answer('GET', 'products/', {
    results: [
      product({ price: 30, regular_price: 40, is_on_sale: true, discount_percentage: 25, rating_average: 4.5, rating_count: 12 }),
      product({ id: 2, slug: 'wool-socks', name: 'Wool Socks', is_in_stock: false, stock_quantity: 0 }),
    ],
    count: 2,
    next: null,
    previous: null,
  });
  openShop('/shop/products?category=shirts&on_sale=true&min_price=10&sort=price&page=1');
  const card = (await screen.findByRole('link', { name: 'Linen Shirt' })).closest('li') as HTMLElement;
  expect(productQueries()[0]).toEqual({ category: 'shirts', on_sale: 'true', min_price: '10', sort: 'price', page: '1' });
  expect(within(card).getByText('$40.00').closest('s')).not.toBeNull();
  expect(within(card).getByText('-25%')).toBeInTheDocument();
  expect(within(card).getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Linen Shirt' })).toHaveAttribute('href', '/shop/products/linen-shirt');
  expect(screen.getByText('Out of stock')).toBeInTheDocument();
  expect(screen.getByLabelText('On sale')).toBeChecked();
  expect(screen.getByLabelText('Sort by')).toHaveValue('price');
});

test('a new sort or filter is sent and goes back to the first page', async () => {
  answer('GET', 'products/', { results: [product()], count: 45, next: 3, previous: 1 });
  openShop('/dashboard/products?page=2', 'customer');
  expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: '-rating_average' } });
  await waitFor(() => expect(productQueries().at(-1)).toEqual({ sort: '-rating_average' }));
  fireEvent.click(screen.getByLabelText('In stock only'));
  await waitFor(() => expect(productQueries().at(-1)).toEqual({ sort: '-rating_average', in_stock: 'true' }));
  fireEvent.change(screen.getByLabelText('Search products'), { target: { value: ' linen ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
  await waitFor(() => expect(productQueries().at(-1)).toEqual({ sort: '-rating_average', in_stock: 'true', search: 'linen' }));
});

test("says 'Failed to load products' when the catalogue does not answer, and 'No products found' when it is empty", async () => {
  answer('GET', 'products/', () => {
    throw new TypeError('Failed to fetch');
  });
  const { unmount } = openShop('/shop');
  expect(await screen.findByText('Failed to load products')).toBeInTheDocument();
  unmount();
  answer('GET', 'products/', { results: [], count: 0, next: null, previous: null });
  openShop('/shop');
  expect(await screen.findByText('No products found')).toBeInTheDocument();
});

test("the public frame's header links Products, Cart with its count, and Orders", async () => {
  answer('GET', 'products/', { results: [], count: 0, next: null, previous: null });
  openShop('/shop');
  const nav = within(screen.getByRole('navigation', { name: 'Shop' }));
  expect(screen.getByRole('link', { name: 'Atlas Shop' })).toHaveAttribute('href', '/shop');
  expect(nav.getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/shop/products');
  expect(await nav.findByRole('link', { name: 'Cart 2 items' })).toHaveAttribute('href', '/shop/cart');
  expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/dashboard/orders');
});
