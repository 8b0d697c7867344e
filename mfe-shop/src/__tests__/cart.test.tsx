import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { locationSeen } from '@atlas/shell-kit/src/test-support/render';
import { answer, calls, callsTo, deferred, refusal, resetShopApi } from '../test-support/shop-api';
import { cart, cartItem } from '../test-support/fixtures';
import { openShop } from '../test-support/open-shop';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  ...require('../test-support/shop-api').fakeClient,
}));

beforeEach(() => resetShopApi());

const twoLines = () => cart([cartItem(1, 'Linen Shirt', { quantity: 2, total_price: 50 }), cartItem(2, 'Wool Socks')]);

test('titles the cart with its item count, with a plural s only for more than one', async () => {
  answer('GET', 'cart/', twoLines());
  const { unmount } = openShop('/shop/cart');
  expect(await screen.findByRole('heading', { name: 'Shopping Cart' })).toBeInTheDocument();
  expect(screen.getByText('3 items in your cart')).toBeInTheDocument();
  unmount();

  answer('GET', 'cart/', cart([cartItem(1, 'Linen Shirt')]));
  openShop('/shop/cart');
  expect(await screen.findByText('1 item in your cart')).toBeInTheDocument();
});

test('an empty cart says so and leads back to the products of its frame', async () => {
  answer('GET', 'cart/', cart([], { id: '' }));
  openShop('/dashboard/cart', 'customer');
  expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  expect(screen.getByText("Looks like you haven't added any items to your cart yet.")).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/dashboard/products');
});

test("a cart that fails to load shows the server's reason and Retry loads it again", async () => {
  let attempts = 0;
  answer('GET', 'cart/', () => {
    attempts += 1;
    if (attempts === 1) throw refusal(503, { detail: 'Service unavailable' });
    return twoLines();
  });
  openShop('/shop/cart');
  expect(await screen.findByText('Error loading cart: Service unavailable')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('3 items in your cart')).toBeInTheDocument();
});

test('Clear Cart asks first; confirming empties the cart', async () => {
  answer('GET', 'cart/', twoLines());
  answer('DELETE', 'cart/clear/', cart([]));
  openShop('/shop/cart');
  fireEvent.click(await screen.findByRole('button', { name: 'Clear Cart' }));
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).getByText('Are you sure you want to clear your cart?')).toBeInTheDocument();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(callsTo('DELETE', 'cart/clear/')).toHaveLength(0);

  fireEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Clear Cart' }));
  expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  expect(callsTo('DELETE', 'cart/clear/')).toHaveLength(1);
});

test('taking a line below 1 removes it', async () => {
  answer('GET', 'cart/', twoLines());
  answer('DELETE', 'cart/remove_item/', cart([cartItem(1, 'Linen Shirt', { quantity: 2, total_price: 50 })]));
  openShop('/shop/cart');
  fireEvent.click(await screen.findByRole('button', { name: 'Decrease quantity of Wool Socks' }));
  await waitFor(() => expect(screen.queryByText('Wool Socks')).toBeNull());
  expect(callsTo('DELETE', 'cart/remove_item/')[0].body).toEqual({ item_id: 2 });
  expect(screen.getByText('2 items in your cart')).toBeInTheDocument();
});

test('a typed quantity of 0 removes the line too', async () => {
  answer('GET', 'cart/', twoLines());
  answer('DELETE', 'cart/remove_item/', cart([cartItem(2, 'Wool Socks')]));
  openShop('/shop/cart');
  const input = await screen.findByRole('spinbutton', { name: 'Quantity of Linen Shirt' });
  fireEvent.change(input, { target: { value: '0' } });
  fireEvent.blur(input);
  await waitFor(() => expect(callsTo('DELETE', 'cart/remove_item/')).toHaveLength(1));
  expect(callsTo('DELETE', 'cart/remove_item/')[0].body).toEqual({ item_id: 1 });
});

test('every button waits while a line is updating', async () => {
  const pending = deferred<unknown>();
  answer('GET', 'cart/', twoLines());
  answer('PATCH', 'cart/update_item/', () => pending.promise);
  openShop('/shop/cart');
  fireEvent.click(await screen.findByRole('button', { name: 'Increase quantity of Linen Shirt' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Clear Cart' })).toBeDisabled());
  expect(callsTo('PATCH', 'cart/update_item/')[0].body).toEqual({ item_id: 1, quantity: 3 });
  expect(screen.getByRole('button', { name: 'Increase quantity of Wool Socks' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Remove Wool Socks' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Proceed to Checkout' })).toBeDisabled();

  pending.resolve(cart([cartItem(1, 'Linen Shirt', { quantity: 3, total_price: 75 }), cartItem(2, 'Wool Socks')]));
  expect(await screen.findByText('4 items in your cart')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Clear Cart' })).toBeEnabled();
  expect(screen.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/shop/checkout');
});

test("a refused quantity shows the server's reason on its line", async () => {
  answer('GET', 'cart/', twoLines());
  answer('PATCH', 'cart/update_item/', () => {
    throw refusal(400, { detail: 'Only 2 left in stock for "Linen Shirt"' });
  });
  openShop('/shop/cart');
  fireEvent.click(await screen.findByRole('button', { name: 'Increase quantity of Linen Shirt' }));
  expect(await screen.findByText('Only 2 left in stock for "Linen Shirt"')).toBeInTheDocument();
});

test('the summary leaves shipping and tax to checkout', async () => {
  answer('GET', 'cart/', twoLines());
  openShop('/shop/cart');
  const summary = await screen.findByRole('complementary', { name: 'Order summary' });
  expect(within(summary).getAllByText('Calculated at checkout')).toHaveLength(2);
  expect(within(summary).getAllByText('$75.00')).toHaveLength(2);
});

describe('discount code', () => {
  test('Apply waits for a code that is more than spaces', async () => {
    answer('GET', 'cart/', twoLines());
    openShop('/shop/cart');
    const input = await screen.findByLabelText('Discount code');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    fireEvent.change(input, { target: { value: '   ' } });
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  test("a refused code shows the server's reason under the input", async () => {
    answer('GET', 'cart/', twoLines());
    answer('POST', 'cart/apply_discount/', () => {
      throw refusal(400, { detail: 'This discount code has expired' });
    });
    openShop('/shop/cart');
    const input = await screen.findByLabelText('Discount code');
    fireEvent.change(input, { target: { value: 'OLD10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This discount code has expired')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('This discount code has expired');
    expect(input).toHaveValue('OLD10');
  });

  test('an accepted code is sent trimmed, clears the input and shows in the cart', async () => {
    const discounted = cart(twoLines().items, { discount_code: 'SAVE10', discount_amount: 7.5, total: 67.5 });
    answer('GET', 'cart/', twoLines());
    answer('POST', 'cart/apply_discount/', {
      success: true,
      data: { discount_code: 'SAVE10', discount_amount: 7.5, cart_total: 67.5 },
      cart: discounted,
    });
    openShop('/shop/cart');
    const input = await screen.findByLabelText('Discount code');
    fireEvent.change(input, { target: { value: '  SAVE10 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('SAVE10')).toBeInTheDocument();
    expect(callsTo('POST', 'cart/apply_discount/')[0].body).toEqual({ code: 'SAVE10' });
    expect(input).toHaveValue('');
    expect(screen.getByText('$67.50')).toBeInTheDocument();
  });
});

describe('guest cart id', () => {
  test("a guest's browser keeps the cart id it is answered and sends it back", async () => {
    answer('GET', 'cart/', twoLines());
    answer('PATCH', 'cart/update_item/', twoLines());
    openShop('/shop/cart');
    await screen.findByText('3 items in your cart');
    expect(calls.find((c) => c.path === 'cart/')?.headers).toEqual({});
    expect(localStorage.getItem('atlas_cart_id')).toBe('cart-1');
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Wool Socks' }));
    await waitFor(() => expect(callsTo('PATCH', 'cart/update_item/')).toHaveLength(1));
    expect(callsTo('PATCH', 'cart/update_item/')[0].headers).toEqual({ 'x-cart-id': 'cart-1' });
  });

  test('signed in, a remembered guest cart is sent once to be merged, then forgotten', async () => {
    answer('GET', 'cart/', cart([cartItem(1, 'Linen Shirt')], { id: 'user-cart' }));
    openShop('/dashboard/cart', 'customer');
    localStorage.setItem('atlas_cart_id', 'guest-cart');
    expect(await screen.findByText('1 item in your cart')).toBeInTheDocument();
    expect(callsTo('GET', 'cart/')[0].headers).toEqual({ 'x-cart-id': 'guest-cart' });
    expect(localStorage.getItem('atlas_cart_id')).toBeNull();
    expect(locationSeen.pathname).toBe('/dashboard/cart');
  });
});
