import {
  CHECKOUT_ADDRESS_FIELDS,
  CHECKOUT_AUTOCOMPLETE,
  checkoutFields,
  COUNTRIES,
  SHIPPING_METHODS,
  type CheckoutAddressKey,
  type CheckoutAddressPrefix,
  type CheckoutForm,
  type PaymentMethod,
} from '@atlas/commerce/contract';

/** An address's fields in the order the form shows them (the contract's, whose labels name them in their errors). */
export const ADDRESS_FIELDS = CHECKOUT_ADDRESS_FIELDS.map((field) => ({ ...field, autoComplete: CHECKOUT_AUTOCOMPLETE[field.key] }));

export type AddressPrefix = CheckoutAddressPrefix;
type AddressField = `${AddressPrefix}_${CheckoutAddressKey}`;
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

/** What checkout sends: the contract's contact and addresses (trimmed, shipping billing's when it is the same) and the payment. */
export function checkoutPayload(fields: CheckoutFields, discountCode: string | null): CheckoutForm {
  const form: CheckoutForm = {
    ...checkoutFields(fields),
    payment_method: fields.payment_method,
    shipping_method: SHIPPING_METHODS[0],
    same_as_billing: fields.same_as_billing,
  };
  if (discountCode) form.discount_code = discountCode;
  if (fields.payment_method === 'stripe') form.card_number = fields.card_number.replace(/\D/g, '');
  const paypalEmail = fields.paypal_email.trim();
  if (fields.payment_method === 'paypal' && paypalEmail) form.paypal_email = paypalEmail;
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
