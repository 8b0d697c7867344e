import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { locationSeen } from '@atlas/shell-kit/src/test-support/render';
import { answer, callsTo, deferred, refusal, resetShopApi } from '../test-support/shop-api';
import { cart, cartItem, order } from '../test-support/fixtures';
import { openShop } from '../test-support/open-shop';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  ...require('../test-support/shop-api').fakeClient,
}));

beforeEach(() => {
  resetShopApi();
  answer('GET', 'cart/', cart([cartItem(1, 'Linen Shirt', { quantity: 2, total_price: 50 })]));
});

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submitButton = () => screen.getByRole('button', { name: /^Complete Order/ });
const billing = (section: HTMLElement) => within(section);

function fillContactAndBilling() {
  type(/^Email/, 'ada@example.com');
  const section = screen.getByRole('region', { name: 'Billing Address' });
  fireEvent.change(billing(section).getByLabelText(/^First name/), { target: { value: 'Ada' } });
  fireEvent.change(billing(section).getByLabelText(/^Last name/), { target: { value: 'Lovelace' } });
  fireEvent.change(billing(section).getByLabelText(/^Address \*/), { target: { value: '1 Main St' } });
  fireEvent.change(billing(section).getByLabelText(/^City/), { target: { value: 'Springfield' } });
  fireEvent.change(billing(section).getByLabelText(/^State/), { target: { value: 'IL' } });
  fireEvent.change(billing(section).getByLabelText(/^Postal code/), { target: { value: '62701' } });
}

test('an empty cart goes back to the cart', async () => {
  answer('GET', 'cart/', cart([]));
  openShop('/shop/checkout');
  await waitFor(() => expect(locationSeen.pathname).toBe('/shop/cart'));
});

test("the summary shows the shipping and tax the cart answers (the service's settings), not figures of its own", async () => {
  answer(
    'GET',
    'cart/',
    cart([cartItem(1, 'Linen Shirt', { quantity: 2, total_price: 50 })], {
      shipping_amount: 4.5,
      tax_amount: 4.13,
      order_total: 58.63,
      shipping_flat: 4.5,
      tax_rate: 8.25,
    }),
  );
  openShop('/shop/checkout');
  expect(await screen.findByRole('button', { name: 'Complete Order - $58.63' })).toBeInTheDocument();
  const summary = screen.getByText('Subtotal').closest('dl') as HTMLElement;
  expect(within(summary).getByText('$4.50')).toBeInTheDocument();
  expect(within(summary).getByText('Tax (8.25%)')).toBeInTheDocument();
  expect(within(summary).getByText('$4.13')).toBeInTheDocument();
  expect(within(summary).getByText('$58.63')).toBeInTheDocument();
});

test('the button shows the total with shipping, and what the form holds by default', async () => {
  openShop('/shop/checkout');
  expect(await screen.findByRole('button', { name: 'Complete Order - $60.00' })).toBeInTheDocument();
  for (const title of ['Contact Information', 'Billing Address', 'Shipping Address', 'Payment Method', 'Order Notes', 'Order Summary']) {
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  }
  expect(screen.getByLabelText('Same as billing address')).toBeChecked();
  expect(screen.getByLabelText('Credit Card')).toBeChecked();
  expect(screen.getByLabelText(/^Card number/)).toHaveValue('');
  expect(screen.getByRole('note', { name: 'Test mode' })).toHaveTextContent('4000 0000 0000 0002 is declined');
  expect(screen.getByLabelText('Country')).toHaveValue('US');
});

test('the card number is not filled in: the test mode is said, and its card is filled in only on asking', async () => {
  openShop('/shop/checkout');
  await screen.findByRole('button', { name: /^Complete Order/ });
  const note = screen.getByRole('note', { name: 'Test mode' });
  expect(note).toHaveTextContent('Test mode: no real payment is taken. Use 4242 4242 4242 4242');
  expect(screen.getByLabelText(/^Card number/)).toHaveValue('');
  fillContactAndBilling();
  fireEvent.click(submitButton());
  expect(screen.getByText('Card number is required')).toBeInTheDocument();
  expect(callsTo('POST', 'orders/')).toHaveLength(0);

  fireEvent.click(within(note).getByRole('button', { name: 'Use test card' }));
  expect(screen.getByLabelText(/^Card number/)).toHaveValue('4242 4242 4242 4242');
  expect(screen.queryByText('Card number is required')).toBeNull();

  fireEvent.click(screen.getByLabelText('Cash on Delivery'));
  expect(screen.queryByRole('note', { name: 'Test mode' })).toBeNull();
});

test("submitting an empty form shows each field's message under it and sends nothing", async () => {
  openShop('/shop/checkout');
  fireEvent.click(await screen.findByRole('button', { name: /^Complete Order/ }));
  for (const message of [
    'Email is required',
    'First name is required',
    'Last name is required',
    'Address is required',
    'City is required',
    'State is required',
    'Postal code is required',
    'Card number is required',
  ]) {
    expect(screen.getByText(message)).toBeInTheDocument();
  }
  expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Email is required');
  expect(callsTo('POST', 'orders/')).toHaveLength(0);
});

test('checks the email and phone formats; editing a field clears its error', async () => {
  openShop('/shop/checkout');
  await screen.findByRole('button', { name: /^Complete Order/ });
  type(/^Email/, 'ada-at-example');
  type(/^Phone/, 'call me');
  fireEvent.click(submitButton());
  expect(screen.getByText('Invalid email format')).toBeInTheDocument();
  expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
  type(/^Email/, 'ada@example.com');
  expect(screen.queryByText('Invalid email format')).toBeNull();
  expect(screen.getByText('Invalid phone number')).toBeInTheDocument();
});

test('unticking Same as billing shows the shipping fields with the billing address copied; emptied ones are required', async () => {
  openShop('/shop/checkout');
  await screen.findByRole('button', { name: /^Complete Order/ });
  fillContactAndBilling();
  fireEvent.click(screen.getByLabelText('Same as billing address'));
  const shipping = within(screen.getByRole('region', { name: 'Shipping Address' }));
  expect(shipping.getByLabelText(/^First name/)).toHaveValue('Ada');
  expect(shipping.getByLabelText(/^City/)).toHaveValue('Springfield');
  fireEvent.change(shipping.getByLabelText(/^First name/), { target: { value: '' } });
  fireEvent.change(shipping.getByLabelText(/^Postal code/), { target: { value: '' } });
  fireEvent.click(submitButton());
  expect(screen.getByText('Shipping First name is required')).toBeInTheDocument();
  expect(screen.getByText('Shipping Postal code is required')).toBeInTheDocument();
  expect(callsTo('POST', 'orders/')).toHaveLength(0);
});

test('places the order with an Idempotency-Key, says Processing Order... meanwhile, then shows the order as just created', async () => {
  const pending = deferred<unknown>();
  answer('POST', 'orders/', () => pending.promise);
  answer('GET', 'orders/7/', order(7));
  openShop('/dashboard/checkout', 'customer');
  await screen.findByRole('button', { name: /^Complete Order/ });
  expect(screen.getByLabelText(/^Email/)).toHaveValue('ada@example.com');
  fillContactAndBilling();
  fireEvent.click(screen.getByLabelText('Cash on Delivery'));
  type(/^Notes about your order/, 'Ring twice');
  fireEvent.click(submitButton());
  expect(await screen.findByRole('button', { name: 'Processing Order...' })).toBeDisabled();

  const sent = callsTo('POST', 'orders/')[0];
  expect(sent.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  expect(sent.body).toMatchObject({
    customer_email: 'ada@example.com',
    billing_first_name: 'Ada',
    shipping_first_name: 'Ada',
    shipping_city: 'Springfield',
    billing_country: 'US',
    payment_method: 'cash_on_delivery',
    shipping_method: 'standard',
    same_as_billing: true,
    customer_notes: 'Ring twice',
  });
  pending.resolve(order(7, { status: 'pending' }));
  expect(await screen.findByText('Thank you for your order!')).toBeInTheDocument();
  expect(locationSeen.pathname).toBe('/dashboard/orders/7');
});

test("shows the server's field errors and reason; a refused try gets a new key, a lost answer keeps it", async () => {
  let attempt = 0;
  answer('POST', 'orders/', () => {
    attempt += 1;
    if (attempt === 1) throw refusal(402, { detail: 'Your card was declined' });
    if (attempt === 2) throw refusal(400, { detail: 'Please correct the errors below', errors: { billing_state: 'State is not valid' } });
    throw refusal(502, { detail: 'Bad gateway' });
  });
  openShop('/shop/checkout');
  await screen.findByRole('button', { name: /^Complete Order/ });
  fillContactAndBilling();
  type(/^Card number/, '4000 0000 0000 0002');
  fireEvent.click(submitButton());
  expect(await screen.findByText('Your card was declined')).toBeInTheDocument();
  // no field to fix: the reason above the form takes the focus (and with it the view)
  await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
  expect(callsTo('POST', 'orders/')[0].body).toMatchObject({ card_number: '4000000000000002' });

  fireEvent.click(submitButton());
  expect(await screen.findByText('State is not valid')).toBeInTheDocument();
  expect(screen.getByText('Please correct the errors below')).toBeInTheDocument();

  fireEvent.click(submitButton());
  expect(await screen.findByText('Bad gateway')).toBeInTheDocument();
  fireEvent.click(submitButton());
  await waitFor(() => expect(callsTo('POST', 'orders/')).toHaveLength(4));
  const keys = callsTo('POST', 'orders/').map((call) => call.headers['Idempotency-Key']);
  expect(keys[1]).not.toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[1]);
  expect(keys[3]).toBe(keys[2]);
});

test("a guest's order opens at its public address with the access token, which the browser keeps", async () => {
  answer('POST', 'orders/', order(9, { access_token: 'tok-9' }));
  answer('GET', 'orders/9/', order(9));
  openShop('/shop/checkout');
  await screen.findByRole('button', { name: /^Complete Order/ });
  fillContactAndBilling();
  fireEvent.click(screen.getByRole('button', { name: 'Use test card' }));
  fireEvent.click(submitButton());
  expect(await screen.findByText('Thank you for your order!')).toBeInTheDocument();
  expect(callsTo('POST', 'orders/')[0].body).toMatchObject({ payment_method: 'stripe', card_number: '4242424242424242' });
  expect(locationSeen.pathname).toBe('/shop/orders/9');
  expect(JSON.parse(localStorage.getItem('atlas_order_tokens') ?? '{}')).toEqual({ 9: 'tok-9' });
  for (const call of callsTo('GET', 'orders/9/')) expect(call.headers).toEqual({ 'x-order-token': 'tok-9' });
});
