import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { answer, callsTo, refusal, resetShopApi } from '../test-support/shop-api';
import { cart, cartItem, product, variation } from '../test-support/fixtures';
import { openShop } from '../test-support/open-shop';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  ...require('../test-support/shop-api').fakeClient,
}));

beforeEach(() => {
  resetShopApi();
  answer('GET', 'cart/', cart([]));
  answer('GET', 'products/linen-shirt/reviews/', { results: [], count: 0 });
});

// Red comes in M only (Red L is out of stock); Blue in M and L.
const shirt = () =>
  product({
    has_variations: true,
    variations: [
      variation(11, { Color: 'Red', Size: 'M' }),
      variation(12, { Color: 'Red', Size: 'L' }, { is_in_stock: false, stock_quantity: 0 }),
      variation(13, { Color: 'Blue', Size: 'M' }),
      variation(14, { Color: 'Blue', Size: 'L' }, { stock_quantity: 2 }),
    ],
  });

test('Add to Cart waits for a variation; options that cannot make one in stock are disabled', async () => {
  answer('GET', 'products/linen-shirt/', shirt());
  answer('POST', 'cart/add_item/', cart([cartItem(1, 'Linen Shirt')]));
  openShop('/shop/products/linen-shirt');
  const add = await screen.findByRole('button', { name: 'Add to Cart' });
  expect(add).toBeDisabled();
  expect(screen.getByRole('group', { name: 'Color' })).toBeInTheDocument();

  fireEvent.click(screen.getByRole('radio', { name: 'Red' }));
  expect(screen.getByRole('radio', { name: 'L' })).toBeDisabled();
  expect(screen.getByRole('radio', { name: 'M' })).toBeEnabled();
  expect(add).toBeDisabled();

  fireEvent.click(screen.getByRole('radio', { name: 'M' }));
  expect(add).toBeEnabled();
  fireEvent.click(add);
  await waitFor(() => expect(callsTo('POST', 'cart/add_item/')).toHaveLength(1));
  expect(callsTo('POST', 'cart/add_item/')[0].body).toEqual({ product_id: 1, variation_id: 11, quantity: 1 });
  expect(await screen.findByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/shop/cart');
});

test("with a size chosen, colours out of stock in it are disabled; the variation's own stock shows", async () => {
  answer('GET', 'products/linen-shirt/', shirt());
  openShop('/shop/products/linen-shirt');
  fireEvent.click(await screen.findByRole('radio', { name: 'L' }));
  expect(screen.getByRole('radio', { name: 'Red' })).toBeDisabled();
  fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
  expect(screen.getByText('Only 2 left')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
});

test('a quantity that is not a number becomes 1, and no more than the stock', async () => {
  answer('GET', 'products/linen-shirt/', product({ stock_quantity: 4, is_low_stock: false }));
  answer('POST', 'cart/add_item/', cart([cartItem(1, 'Linen Shirt', { quantity: 4 })]));
  openShop('/shop/products/linen-shirt');
  const quantity = await screen.findByLabelText('Quantity');
  fireEvent.change(quantity, { target: { value: 'abc' } });
  fireEvent.blur(quantity);
  expect(quantity).toHaveValue(1);
  fireEvent.change(quantity, { target: { value: '9' } });
  fireEvent.blur(quantity);
  expect(quantity).toHaveValue(4);
  fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
  await waitFor(() => expect(callsTo('POST', 'cart/add_item/')[0]?.body).toEqual({ product_id: 1, variation_id: null, quantity: 4 }));
});

test('availability: out of stock cannot be added, a backorder can, low stock says how many are left', async () => {
  answer('GET', 'products/linen-shirt/', product({ is_in_stock: false, stock_quantity: 0 }));
  const { unmount } = openShop('/shop/products/linen-shirt');
  expect(await screen.findByText('Out of stock')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  unmount();

  answer('GET', 'products/linen-shirt/', product({ is_in_stock: false, stock_quantity: 0, allow_backorders: true }));
  const second = openShop('/shop/products/linen-shirt');
  expect(await screen.findByText('Available on backorder')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  second.unmount();

  answer('GET', 'products/linen-shirt/', product({ stock_quantity: 2, is_low_stock: true }));
  openShop('/shop/products/linen-shirt');
  expect(await screen.findByText('Only 2 left')).toBeInTheDocument();
});

test("a refused add shows the server's reason", async () => {
  answer('GET', 'products/linen-shirt/', product());
  answer('POST', 'cart/add_item/', () => {
    throw refusal(400, { detail: 'Only 3 left in stock for "Linen Shirt"' });
  });
  openShop('/shop/products/linen-shirt');
  fireEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
  expect(await screen.findByText('Only 3 left in stock for "Linen Shirt"')).toBeInTheDocument();
});

test('an on-sale price shows the regular price struck through and the discount', async () => {
  answer(
    'GET',
    'products/linen-shirt/',
    product({ price: 30, regular_price: 40, sale_price: 30, is_on_sale: true, discount_percentage: 25 }),
  );
  openShop('/dashboard/products/linen-shirt', 'customer');
  expect(await screen.findByText('$30.00')).toBeInTheDocument();
  expect(screen.getByText('$40.00').closest('s')).not.toBeNull();
  expect(screen.getByText('-25%')).toBeInTheDocument();
});

test("an unknown product says 'Product not found' with Go Back", async () => {
  answer('GET', 'products/nothing/', () => {
    throw refusal(404, { detail: 'Product not found' });
  });
  openShop('/shop/products/nothing');
  expect(await screen.findByText('Product not found')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
});

describe('reviews', () => {
  test('a guest is asked to sign in to write one', async () => {
    answer('GET', 'products/linen-shirt/', product());
    answer('GET', 'products/linen-shirt/reviews/', {
      results: [
        { id: 1, rating: 4, title: 'Nice', content: 'Fits well', user_name: 'bob', is_verified: true, created_at: '2026-02-01T00:00:00Z' },
      ],
      count: 1,
    });
    openShop('/shop/products/linen-shirt');
    expect(await screen.findByText('Fits well')).toBeInTheDocument();
    expect(screen.getByText('Verified purchase')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to write a review' })).toHaveAttribute(
      'href',
      '/login?next=%2Fshop%2Fproducts%2Flinen-shirt',
    );
  });

  test('a signed-in customer must give a title and a review; the rating starts at 5', async () => {
    answer('GET', 'products/linen-shirt/', product());
    answer('POST', 'products/linen-shirt/add_review/', { id: 2 });
    openShop('/dashboard/products/linen-shirt', 'customer');
    const submit = await screen.findByRole('button', { name: 'Submit Review' });
    expect(screen.getByLabelText('Rating')).toHaveValue('5');
    fireEvent.click(submit);
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Review is required')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Great' } });
    fireEvent.change(screen.getByLabelText(/^Review/), { target: { value: 'Soft and light' } });
    fireEvent.click(submit);
    await waitFor(() => expect(callsTo('POST', 'products/linen-shirt/add_review/')).toHaveLength(1));
    expect(callsTo('POST', 'products/linen-shirt/add_review/')[0].body).toEqual({ rating: 5, title: 'Great', content: 'Soft and light' });
  });
});
