import { COUNTRIES, SHIPPING_METHODS, type CheckoutForm, type PaymentMethod } from '@atlas/commerce/contract';

/** An address's fields in the order the form shows them; the label also names the field in its error. */
export const ADDRESS_FIELDS = [
  { key: 'first_name', label: 'First name', required: true, autoComplete: 'given-name' },
  { key: 'last_name', label: 'Last name', required: true, autoComplete: 'family-name' },
  { key: 'address_1', label: 'Address', required: true, autoComplete: 'address-line1' },
  { key: 'address_2', label: 'Address line 2', required: false, autoComplete: 'address-line2' },
  { key: 'city', label: 'City', required: true, autoComplete: 'address-level2' },
  { key: 'state', label: 'State', required: true, autoComplete: 'address-level1' },
  { key: 'postal_code', label: 'Postal code', required: true, autoComplete: 'postal-code' },
  { key: 'country', label: 'Country', required: true, autoComplete: 'country' },
] as const;

type AddressKey = (typeof ADDRESS_FIELDS)[number]['key'];
export type AddressPrefix = 'billing' | 'shipping';
type AddressField = `${AddressPrefix}_${AddressKey}`;
type TextField = AddressField | 'customer_email' | 'customer_phone' | 'customer_notes' | 'card_number' | 'paypal_email';

export type CheckoutFields = Record<TextField, string> & { payment_method: PaymentMethod; same_as_billing: boolean };
export type CheckoutErrors = Partial<Record<string, string>>;

/** '4242424242424242' → '4242 4242 4242 4242'. */
export const groupedCard = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

const address = (prefix: AddressPrefix) =>
  Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [`${prefix}_${field.key}`, field.key === 'country' ? COUNTRIES[0].value : '']),
  ) as Record<AddressField, string>;

/** A new checkout: country US, payment by card (its number left to the buyer), shipping the same as billing. */
export function emptyCheckout(email = ''): CheckoutFields {
  return {
    customer_email: email,
    customer_phone: '',
    ...address('billing'),
    ...address('shipping'),
    customer_notes: '',
    payment_method: 'stripe',
    card_number: '',
    paypal_email: '',
    same_as_billing: true,
  };
}

/** The billing address copied into the shipping fields. */
export function copyBillingToShipping(fields: CheckoutFields): CheckoutFields {
  const next = { ...fields };
  for (const field of ADDRESS_FIELDS) next[`shipping_${field.key}`] = fields[`billing_${field.key}`];
  return next;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s().-]{7,20}$/;

/** The form's own checks on submit; the service applies the same ones. */
export function validateCheckout(fields: CheckoutFields): CheckoutErrors {
  const errors: CheckoutErrors = {};
  const email = fields.customer_email.trim();
  if (!email) errors.customer_email = 'Email is required';
  else if (!EMAIL.test(email)) errors.customer_email = 'Invalid email format';
  const phone = fields.customer_phone.trim();
  if (phone && (!PHONE.test(phone) || phone.replace(/\D/g, '').length < 7)) errors.customer_phone = 'Invalid phone number';
  if (fields.payment_method === 'stripe' && !fields.card_number.replace(/\D/g, '')) errors.card_number = 'Card number is required';
  for (const field of ADDRESS_FIELDS) {
    if (!field.required) continue;
    if (!fields[`billing_${field.key}`].trim()) errors[`billing_${field.key}`] = `${field.label} is required`;
    if (!fields.same_as_billing && !fields[`shipping_${field.key}`].trim()) {
      errors[`shipping_${field.key}`] = `Shipping ${field.label} is required`;
    }
  }
  return errors;
}

/** What checkout sends: trimmed text, shipping copied from billing when it is the same. */
export function checkoutPayload(fields: CheckoutFields, discountCode: string | null): CheckoutForm {
  const sent = fields.same_as_billing ? copyBillingToShipping(fields) : fields;
  const text = (field: TextField) => sent[field].trim();
  const form: CheckoutForm = {
    customer_email: text('customer_email'),
    customer_phone: text('customer_phone'),
    customer_notes: text('customer_notes'),
    payment_method: fields.payment_method,
    shipping_method: SHIPPING_METHODS[0],
    same_as_billing: fields.same_as_billing,
  };
  for (const prefix of ['billing', 'shipping'] as const) {
    for (const field of ADDRESS_FIELDS) form[`${prefix}_${field.key}`] = text(`${prefix}_${field.key}`);
  }
  if (discountCode) form.discount_code = discountCode;
  if (fields.payment_method === 'stripe') form.card_number = fields.card_number.replace(/\D/g, '');
  if (fields.payment_method === 'paypal' && text('paypal_email')) form.paypal_email = text('paypal_email');
  return form;
}

/** A checkout attempt's Idempotency-Key (crypto.randomUUID needs a secure context: else from random bytes). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
