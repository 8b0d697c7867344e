// The shop's rules both sides apply: the shop's screens, the builder's product picker and the public
// sites' product blocks. The contract entry re-exports them into bundles: this file loads only the
// constants, which load nothing.
import { COUNTRIES, PAYMENT_METHODS } from '../constants';

/** Where a product is shown to shoppers. */
export const productPath = (slug: string) => `/shop/products/${encodeURIComponent(slug)}`;

export type AvailabilityState = 'in_stock' | 'low_stock' | 'out_of_stock' | 'backorder';

export interface Availability {
  state: AvailabilityState;
  text: string;
  /** Whether it can go in the cart (in stock, or on backorder). */
  orderable: boolean;
}

interface Stocked {
  is_in_stock: boolean;
  stock_quantity: number;
  manage_stock: boolean;
  allow_backorders: boolean;
  low_stock_threshold: number;
  is_low_stock?: boolean;
}

/** In stock, low stock ('Only N left'), out of stock, or available on backorder: of a product, or of its chosen variation. */
export function availabilityOf(product: Stocked, variation?: { is_in_stock: boolean; stock_quantity: number } | null): Availability {
  const inStock = variation ? variation.is_in_stock : product.is_in_stock;
  const quantity = variation ? variation.stock_quantity : product.stock_quantity;
  const counted = product.manage_stock;
  if (!inStock || (counted && quantity <= 0)) {
    return product.allow_backorders
      ? { state: 'backorder', text: 'Available on backorder', orderable: true }
      : { state: 'out_of_stock', text: 'Out of stock', orderable: false };
  }
  const low = variation ? counted && quantity <= product.low_stock_threshold : (product.is_low_stock ?? false);
  if (low && counted) return { state: 'low_stock', text: `Only ${quantity} left`, orderable: true };
  return { state: 'in_stock', text: 'In stock', orderable: true };
}

/** A catalogue product as a page's product block stores and shows it (the builder's pick, refreshed by the public renderer). */
export function productPick(
  product: Stocked & {
    slug: string;
    name: string;
    short_description: string;
    main_image: string | null;
    price: number;
    regular_price: number;
    is_on_sale: boolean;
    discount_percentage: number;
  },
) {
  const availability = availabilityOf(product);
  return {
    slug: product.slug,
    name: product.name,
    description: product.short_description,
    image: product.main_image ?? '',
    price: product.price,
    regular_price: product.regular_price,
    on_sale: product.is_on_sale,
    discount_percentage: product.discount_percentage,
    availability: availability.state,
    availability_text: availability.text,
    orderable: availability.orderable,
    link: productPath(product.slug),
  };
}

// Checkout: the form's rules and their messages. The checkout screen shows them under each field on
// submit; the service answers the same ones in a 400's `errors` (`checkoutProblems` on both sides).

/** An address's fields in the order the checkout form shows them; the label names the field in its messages. */
export const CHECKOUT_ADDRESS_FIELDS = [
  { key: 'first_name', label: 'First name', required: true },
  { key: 'last_name', label: 'Last name', required: true },
  { key: 'address_1', label: 'Address', required: true },
  { key: 'address_2', label: 'Address line 2', required: false },
  { key: 'city', label: 'City', required: true },
  { key: 'state', label: 'State', required: true },
  { key: 'postal_code', label: 'Postal code', required: true },
  { key: 'country', label: 'Country', required: true },
] as const;
export type CheckoutAddressKey = (typeof CHECKOUT_ADDRESS_FIELDS)[number]['key'];

/** Each address field's `autocomplete` token (after `billing`/`shipping`), for every checkout form: the shop's and the sites'. */
export const CHECKOUT_AUTOCOMPLETE: Record<CheckoutAddressKey, string> = {
  first_name: 'given-name',
  last_name: 'family-name',
  address_1: 'address-line1',
  address_2: 'address-line2',
  city: 'address-level2',
  state: 'address-level1',
  postal_code: 'postal-code',
  country: 'country',
};
export type CheckoutAddressPrefix = 'billing' | 'shipping';

/** A checkout form as either side holds it (the screen's fields, the service's body); absent text is empty. */
export type CheckoutInput = Readonly<Record<string, unknown>>;

const COUNTRY_CODES: readonly string[] = COUNTRIES.map((country) => country.value);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]{7,20}$/;
const CARD = /^\d{12,19}$/;

const textOf = (form: CheckoutInput, name: string) => {
  const value = form[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** Whether the shipping address is billing's (the default when the form does not say). */
const shipsToBilling = (form: CheckoutInput) => form.same_as_billing !== false;

/**
 * The contact, addresses and notes an order stores from a form: trimmed, the shipping address copied
 * from billing when it is the same, country codes upper case (US when the form leaves one out).
 */
export function checkoutFields(form: CheckoutInput): Record<string, string> {
  const fields: Record<string, string> = {
    customer_email: textOf(form, 'customer_email'),
    customer_phone: textOf(form, 'customer_phone'),
    customer_notes: textOf(form, 'customer_notes'),
  };
  for (const prefix of ['billing', 'shipping'] as const) {
    const source = prefix === 'shipping' && shipsToBilling(form) ? 'billing' : prefix;
    for (const { key } of CHECKOUT_ADDRESS_FIELDS) {
      const given = textOf(form, `${source}_${key}`);
      fields[`${prefix}_${key}`] =
        key !== 'country' ? given : (form[`${source}_country`] === undefined ? COUNTRY_CODES[0] : given).toUpperCase();
    }
  }
  return fields;
}

/**
 * What is wrong with a checkout form, field by field: an empty map when it may be placed. Email
 * required and well formed, a phone (optional) well formed, billing's required fields, shipping's
 * too when it is not billing's ('Shipping First name is required'), a known country, and a card
 * number of 12 to 19 digits when paying by card. The screen asks the buyer for the card
 * (`requireCard`); the API also takes an order without one, which the test payment provider charges to
 * its success card, as API clients have always been able to.
 */
export function checkoutProblems(form: CheckoutInput, { requireCard = true } = {}): Record<string, string> {
  const fields = checkoutFields(form);
  const problems: Record<string, string> = {};
  const email = fields.customer_email;
  if (!email) problems.customer_email = 'Email is required';
  else if (!EMAIL.test(email)) problems.customer_email = 'Invalid email format';
  const phone = fields.customer_phone;
  if (phone && (!PHONE.test(phone) || phone.replace(/\D/g, '').length < 7)) problems.customer_phone = 'Invalid phone number';

  const prefixes: CheckoutAddressPrefix[] = shipsToBilling(form) ? ['billing'] : ['billing', 'shipping'];
  for (const prefix of prefixes) {
    const named = prefix === 'billing' ? '' : 'Shipping ';
    for (const { key, label, required } of CHECKOUT_ADDRESS_FIELDS) {
      const name = `${prefix}_${key}`;
      if (required && !fields[name]) problems[name] = `${named}${label} is required`;
      else if (key === 'country' && !COUNTRY_CODES.includes(fields[name]))
        problems[name] = `Country must be one of ${COUNTRY_CODES.join(', ')}`;
    }
  }

  if ((textOf(form, 'payment_method') || PAYMENT_METHODS[0].value) === 'stripe') {
    const card = textOf(form, 'card_number').replace(/[\s-]/g, '');
    if (!card) {
      if (requireCard) problems.card_number = 'Card number is required';
    } else if (!CARD.test(card)) problems.card_number = 'Invalid card number';
  }
  return problems;
}
