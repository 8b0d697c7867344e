import { randomBytes, randomUUID } from 'node:crypto';
import { callBatch, httpError, type Static } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { orderCharges } from '../rules/charges';
import type { PaymentMethod } from '../constants';
import { checkoutFields, checkoutProblems } from '../rules/shop-rules';
import type { CheckoutBody } from '../schemas/shopping';
import { orderCreatedEnvelope, stockLowEnvelope } from '../events/published';
import { fromCents } from '../repositories/db';
import { pricedCarts, resolveCart, type CartSelector, type PricedLine, type Shopper } from './cart';
import { customerKey, evaluateDiscount } from './discounts';
import { outOfStockDetail, sumPerStockItem } from './stock';
import type { OrderItemRow, OrderRow, PaymentRow } from './orders';
import { openStore, storeKey, storeOfQuery, type StoreRef } from './stores';
import { orderMailEnvelopes, orderStoreOfOpen, storeFields } from './order-mail';

type Form = Static<typeof CheckoutBody>;

/** Answered when the cart changed (another tab) between pricing it and writing the order. */
export const CART_CHANGED = 'Your cart changed during checkout. Please review it and try again.';

export type PlacedOrder =
  | { replayed: true; orderId: number }
  | { replayed: false; orderId: number; order: OrderRow; items: OrderItemRow[]; payments: PaymentRow[] };

/** What `place_order` refuses (class CK: migrations/003-place-order.ts), as the shopper is answered. */
function refusal(code: string, detail: string | null): Error | undefined {
  if (code === 'CKCRT') return httpError(409, CART_CHANGED);
  if (code === 'CKSTK') {
    const item = JSON.parse(detail ?? '{}') as { name: string; left: number };
    return httpError(409, outOfStockDetail(item.name, item.left));
  }
  if (code === 'CKDLM') return httpError(400, 'This discount code has reached its usage limit');
  if (code === 'CKDCU') return httpError(400, 'You have already used this discount code');
  return undefined;
}

type Written = Record<string, unknown>;
type Placed = { replayed?: number; order: OrderRow; items: OrderItemRow[]; payments: PaymentRow[] };
/** What `place_orders` answers for one order that was not written. */
type Refused = { refused: string; message: string; detail: string | null };

/** An order `place_orders` did not write, as the error its buyer is answered (a refusal, or a failure). */
export class OrderNotWritten extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly detail: string | null,
  ) {
    super(message);
  }
}

/**
 * Checkout's two statements, each shared by the checkouts of one store that arrive together (kit
 * `callBatch`): the carts priced in one query, the orders written by one `place_orders`
 * (migrations/004-place-orders.ts). A lone checkout runs alone at once; under a rush, the stock row is
 * locked once per batch, not once per buyer with every other buyer queued behind it. One per store and
 * service instance (its events object), so the grouping spans every request of the process, and one
 * store's rush never waits in another store's batch.
 */
export interface CheckoutBatches {
  price: (cart: CartSelector) => Promise<PricedLine[]>;
  write: (written: Written) => Promise<Placed>;
}

const batches = new WeakMap<object, Map<number, CheckoutBatches>>();

/** Orders per `place_orders` at most: each is a subtransaction, and PostgreSQL tracks 64 per transaction cheaply. */
const ORDERS_PER_WRITE = 32;

export function checkoutBatches(deps: Pick<Deps, 'carts' | 'orders'>, store: StoreRef, registry?: Deps['metrics']): CheckoutBatches {
  return {
    price: callBatch({
      name: 'checkout_pricing',
      registry,
      run: (carts: CartSelector[]) => pricedCarts(deps, store, carts),
      maxBatch: 64,
      concurrency: 2,
    }),
    write: callBatch<Written, Placed>({
      name: 'checkout_write',
      registry,
      maxBatch: ORDERS_PER_WRITE,
      run: async (orders: Written[]) => {
        const answers = await deps.orders.placeOrders<Placed | Refused>(orders);
        return answers.map((answer) => ('refused' in answer ? new OrderNotWritten(answer.refused, answer.message, answer.detail) : answer));
      },
    }),
  };
}

function checkoutOf(deps: Deps, store: StoreRef): CheckoutBatches {
  let stores = batches.get(deps.events);
  if (!stores) batches.set(deps.events, (stores = new Map()));
  let found = stores.get(storeKey(store));
  if (!found) stores.set(storeKey(store), (found = checkoutBatches(deps, store, deps.metrics)));
  return found;
}

/** The terms a store asks its shoppers to accept (its `terms_page`), as one of the form's errors. */
function termsProblems(form: Form, termsPage: string | null): Record<string, string> {
  return termsPage && form.accept_terms !== true ? { accept_terms: 'Please accept the terms' } : {};
}

/**
 * Places an order from the shopper's cart in three steps, so that the rows every buyer of a popular
 * product shares (its stock, a discount's count) are locked for as short as possible, and in as few
 * round trips to the database as it takes (each costs more of the service's CPU than the SQL it runs;
 * the profile in the README):
 *  1. Price and validate, with no transaction: the cart's lines priced from the catalogue in one
 *     query; unavailable lines, sold-out lines and discount rules refused before any charge.
 *  2. Charge the payment, outside any transaction (a provider is a network call). A declined payment
 *     is a 402 and nothing was written.
 *  3. Write, in one statement: the database function `place_order` (migrations/006-store-orders.ts)
 *     locks the cart and checks its lines are still the ones priced (else 409), takes the stock in a
 *     fixed order with conditional updates (a stock alert when one crosses its threshold), writes the
 *     order, its items, its payment, `commerce.order.created`, the order's e-mails and the discount's use, and empties the
 *     cart. The shared rows stay locked only while the database runs it, never across a round trip.
 *     Anything refused there rolls the order back, and the charge is refunded.
 * Steps 1 and 3 are each one statement for every checkout that arrives with this one (`CheckoutBatches`):
 * the orders written together are one transaction, each order in a subtransaction of its own.
 * With an Idempotency-Key, a retry answers the first order (`replayed`) and the provider, handed the
 * same key, does not charge again (nor is that charge refunded).
 */
export async function placeOrder(deps: Deps, shopper: Shopper, form: Form): Promise<PlacedOrder> {
  // The store sold from (the body's `site`; 404 'Shop not found' when it is not open) and what its events and e-mails name.
  const store = storeOfQuery(form);
  const settings = await openStore(deps, store);
  const orderStore = orderStoreOfOpen(store, settings);
  const errors = { ...checkoutProblems(form, { requireCard: false }), ...termsProblems(form, settings.terms_page) };
  if (Object.keys(errors).length > 0) throw httpError(400, 'Please correct the errors below', { errors });
  const fields = checkoutFields(form);
  const user = shopper.user;
  const key = shopper.idempotencyKey;
  const method = (form.payment_method ?? 'stripe') as PaymentMethod;
  const customer = customerKey(user?.id ?? null, fields.customer_email)!;

  // 1. Price and validate. A guest cart brought along at sign-in is first folded into the user's.
  if (user && shopper.cartId) await deps.db.transaction((trx) => resolveCart(deps, shopper, store, trx, false));
  const cart: CartSelector | null = user ? { userId: user.id } : shopper.cartId ? { guestId: shopper.cartId } : null;
  // the idempotency scope: the store, then the user or the guest cart (the one the lines below come from)
  const scope = `${store.site === null ? '' : `site:${store.site}:`}${user ? `user:${user.id}` : `cart:${shopper.cartId}`}`;
  if (key && cart) {
    const earlier = await deps.orders.idByIdempotencyKey(scope, key);
    if (earlier !== undefined) return { replayed: true, orderId: earlier };
  }
  const batch = checkoutOf(deps, store);
  const lines = cart ? await batch.price(cart) : [];
  if (lines.length === 0) throw httpError(400, 'Your cart is empty');
  const gone = lines.find((line) => !line.isActive);
  if (gone) throw httpError(409, `"${gone.name}" is no longer available`);
  const short = lines.find((line) => line.available !== null && line.available < line.quantity);
  if (short) throw httpError(409, outOfStockDetail(short.name, Math.max(short.available ?? 0, 0)));
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  const code = (form.discount_code ?? '').trim() || lines[0].discount_code;
  const discount = code ? await evaluateDiscount(deps, store, code, subtotalCents, customer) : null;
  const discountCents = discount?.amountCents ?? 0;
  const { shippingCents, taxCents, totalCents } = orderCharges(settings, subtotalCents, discountCents);

  // 2. Charge.
  const charge = await deps.payments.charge({
    method,
    amount: totalCents,
    currency: settings.currency,
    idempotencyKey: key ? `${scope}:${key}` : randomUUID(),
    cardNumber: form.card_number,
    paypalEmail: form.paypal_email,
  });

  // 3. Write, in one statement.
  const order = {
    ...fields,
    site_id: store.site,
    user_id: user?.id ?? null,
    access_token: randomBytes(24).toString('base64url'),
    idempotency_scope: key ? scope : null,
    idempotency_key: key,
    status: charge.status === 'succeeded' ? 'processing' : 'pending',
    shipping_method: form.shipping_method ?? 'standard',
    payment_method: method,
    discount_code: discount?.discount.code ?? null,
    subtotal: fromCents(subtotalCents),
    discount_amount: fromCents(discountCents),
    shipping_amount: fromCents(shippingCents),
    tax_amount: fromCents(taxCents),
    total_amount: fromCents(totalCents),
    currency: settings.currency,
  };
  const stock = sumPerStockItem(
    lines.map((line) => ({ productId: line.product_id, variationId: line.variation_id, quantity: line.quantity, owner: line.stock })),
  ).map(({ productId, variationId, quantity, owner }) => ({
    product_id: productId,
    variation_id: variationId,
    quantity,
    name: owner!.name,
    manage_stock: owner!.manage_stock,
    allow_backorders: owner!.allow_backorders,
    low_stock_threshold: owner!.low_stock_threshold,
    event: stockLowEnvelope(
      { product_id: productId, variation_id: variationId, threshold: owner!.low_stock_threshold, product_name: owner!.name },
      storeFields(orderStore),
    ),
  }));
  const written = {
    key,
    scope,
    cart_id: lines[0].cart_id,
    lines: lines.map((line) => [line.id, line.quantity, ...line.priceColumns]),
    stock,
    order,
    items: lines.map((line) => ({
      product_id: line.product_id,
      variation_id: line.variation_id,
      product_name: line.name,
      product_slug: line.slug,
      product_sku: line.sku,
      variation_details: Object.fromEntries(line.attributes.map((attribute) => [attribute.attribute_name, attribute.value])),
      quantity: line.quantity,
      unit_price: fromCents(line.unitCents),
      total_price: fromCents(line.unitCents * line.quantity),
    })),
    payment: {
      payment_method: method,
      amount: fromCents(totalCents),
      currency: settings.currency,
      status: charge.status,
      transaction_id: charge.transactionId,
    },
    event: orderCreatedEnvelope(order, storeFields(orderStore), {
      items: lines.map((line) => ({ product_id: line.product_id, variation_id: line.variation_id, quantity: line.quantity })),
      payment_method: method,
    }),
    // The shopper's and the store's e-mails, written by the function with the order (it fills in the number and id).
    mails: orderMailEnvelopes(orderStore, { ...order, customer_email: fields.customer_email ?? '' }),
    discount: discount ? { id: discount.discount.id, customer, per_customer_limit: discount.discount.per_customer_limit } : null,
  };
  let placed: Placed;
  try {
    placed = await batch.write(written);
  } catch (error) {
    // The order was not written: give the money back (a provider's refund of a charge it took).
    if (charge.status === 'succeeded') {
      await deps.payments.refund(charge.transactionId).catch((refundError: unknown) => {
        deps.log.error({ err: refundError, transactionId: charge.transactionId }, 'refund after a failed checkout failed');
      });
    }
    throw (error instanceof OrderNotWritten && refusal(error.code, error.detail)) || error;
  }
  if (placed.replayed !== undefined) return { replayed: true, orderId: placed.replayed };
  deps.events.wake();
  if (stock.some((item) => item.manage_stock)) deps.catalogueCache.drop();
  return { replayed: false, orderId: placed.order.id, order: placed.order, items: placed.items, payments: placed.payments };
}
