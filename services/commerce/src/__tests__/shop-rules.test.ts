import path from 'node:path';
import { moduleImports } from '@atlas/service-kit/testing';
import { TEST_CARDS } from '../constants';
import { checkoutFields, checkoutProblems } from '../rules/shop-rules';
import { checkoutForm } from './harness';

// shop-rules.ts is bundled into the shop's screens through the contract: it may load the constants
// (which load nothing) and nothing of the service.
const source = (file: string) => path.join(__dirname, '..', file);

it('loads only the constants, which load nothing', async () => {
  expect(await moduleImports(source('rules/shop-rules.ts'), { typesToo: true })).toEqual(['../constants']);
  expect(await moduleImports(source('constants.ts'), { typesToo: true })).toEqual([]);
});

describe('checkoutProblems', () => {
  test('a complete form has none', () => expect(checkoutProblems(checkoutForm())).toEqual({}));

  test("an empty form: the email, billing's required fields and the card, with the checkout screen's messages", () => {
    expect(checkoutProblems({})).toEqual({
      customer_email: 'Email is required',
      billing_first_name: 'First name is required',
      billing_last_name: 'Last name is required',
      billing_address_1: 'Address is required',
      billing_city: 'City is required',
      billing_state: 'State is required',
      billing_postal_code: 'Postal code is required',
      card_number: 'Card number is required',
    });
  });

  test('formats: email, phone, country and card number', () => {
    expect(
      checkoutProblems(checkoutForm({ customer_email: 'a@b', customer_phone: '12', billing_country: 'fr', card_number: '4242 4242' })),
    ).toEqual({
      customer_email: 'Invalid email format',
      customer_phone: 'Invalid phone number',
      billing_country: 'Country must be one of US, CA, GB',
      card_number: 'Invalid card number',
    });
    expect(checkoutProblems(checkoutForm({ card_number: '4242-4242-4242-4242' }))).toEqual({});
    expect(checkoutProblems(checkoutForm({ billing_country: '' }))).toEqual({ billing_country: 'Country is required' });
  });

  test('shipping is checked only when it is not billing’s, each message naming the field as the form labels it', () => {
    expect(checkoutProblems(checkoutForm({ same_as_billing: false, shipping_first_name: 'Ada' }))).toEqual({
      shipping_last_name: 'Shipping Last name is required',
      shipping_address_1: 'Shipping Address is required',
      shipping_city: 'Shipping City is required',
      shipping_state: 'Shipping State is required',
      shipping_postal_code: 'Shipping Postal code is required',
    });
    expect(checkoutProblems(checkoutForm({ same_as_billing: true, shipping_city: '' }))).toEqual({});
  });

  test('a card number is needed only to pay by card', () => {
    for (const payment_method of ['paypal', 'cash_on_delivery']) {
      expect(checkoutProblems(checkoutForm({ payment_method, card_number: undefined }))).toEqual({});
    }
    expect(checkoutProblems(checkoutForm({ payment_method: undefined, card_number: '' }))).toEqual({
      card_number: 'Card number is required',
    });
    expect(checkoutProblems(checkoutForm({ card_number: TEST_CARDS.declined }))).toEqual({});
    // The service's reading: an API client may leave the card out (the test provider charges its success card).
    expect(checkoutProblems(checkoutForm({ card_number: '' }), { requireCard: false })).toEqual({});
    expect(checkoutProblems(checkoutForm({ card_number: '4242' }), { requireCard: false })).toEqual({ card_number: 'Invalid card number' });
  });
});

describe('checkoutFields', () => {
  test('trims, copies billing to shipping when the same, upper-cases the country and defaults it to US', () => {
    const fields = checkoutFields({ ...checkoutForm({ billing_city: '  Portland ', billing_country: 'ca' }), shipping_city: 'Elsewhere' });
    expect(fields).toMatchObject({ billing_city: 'Portland', shipping_city: 'Portland', billing_country: 'CA', shipping_country: 'CA' });
    expect(checkoutFields({}).billing_country).toBe('US');
    expect(checkoutFields(checkoutForm({ same_as_billing: false, shipping_city: 'Salem' }))).toMatchObject({
      billing_city: 'Portland',
      shipping_city: 'Salem',
      shipping_country: 'US',
    });
  });
});
