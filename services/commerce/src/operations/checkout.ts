import type { Knex } from 'knex';
import { randomBytes, randomUUID } from 'node:crypto';
import { httpError, type Static } from '@atlas/service-kit';
import { orderCharges, type Deps } from '../deps';
import type { PaymentMethod } from '../constants';
import { checkoutFields, checkoutProblems } from '../rules/shop-rules';
import type { CheckoutBody } from '../schemas/shopping';
import { publishOrderEvent } from '../events/published';
import { SCHEMA, table, json, fromCents } from '../repositories/db';
import { pricedLines, resolveCart, type CartSelector, type PricedLine, type Shopper } from './cart';
import { countDiscountUse, customerKey, evaluateDiscount } from './discounts';
import { outOfStockDetail, takeStock } from './stock';
import type { OrderItemRow, OrderRow, PaymentRow } from './orders';

type Form = Static<typeof CheckoutBody>;

/** Answered when the cart changed (another tab) between pricing it and writing the order. */
export const CART_CHANGED = 'Your cart changed during checkout. Please review it and try again.';

const sameLines = (a: PricedLine[], b: PricedLine[]) =>
  a.length === b.length &&
  a.every((line, i) => line.id === b[i].id && line.quantity === b[i].quantity && line.unitCents === b[i].unitCents);

/** The next order number, ATL-<year>-<at least six digits>, made by the insert itself (no round trip of its own). */
const nextOrderNumber = (trx: Knex.Transaction) =>
  trx.raw(
    `(select 'ATL-' || extract(year from now())::int || '-' || lpad(n::text, greatest(6, length(n::text)), '0') from nextval('${SCHEMA}.order_numbers') as n)`,
  );

export type PlacedOrder =
  | { replayed: true; orderId: number }
  | { replayed: false; orderId: number; order: OrderRow; items: OrderItemRow[]; payments: PaymentRow[] };

/**
 * Places an order from the shopper's cart in three steps, so that the rows every buyer of a popular
 * product shares (its stock, a discount's count) are locked for as short as possible, and in as few
 * round trips to the database as it takes (each costs more than the SQL it runs; the profile in the
 * README):
 *  1. Price and validate, with no transaction: the cart's lines priced from the catalogue in one
 *     query; unavailable lines, sold-out lines and discount rules refused before any charge.
 *  2. Charge the payment, outside any transaction (a provider is a network call). A declined payment
 *     is a 402 and nothing was written.
 *  3. One transaction: the cart locked and its lines read again (a change meanwhile is a 409); the
 *     order, its items, its payment and `commerce.order.created` written and the cart emptied; then the
 *     shared rows last (the discount's use counted within its limits, the stock taken with conditional
 *     updates in a fixed order), then commit: their locks span only their own updates. Anything
 *     refused here (the stock went meanwhile) rolls the whole order back, and the charge is refunded.
 * With an Idempotency-Key, a retry answers the first order (`replayed`) and the provider, handed the
 * same key, does not charge again (nor is that charge refunded).
 */
export async function placeOrder(deps: Deps, shopper: Shopper, form: Form): Promise<PlacedOrder> {
  const errors = checkoutProblems(form, { requireCard: false });
  if (Object.keys(errors).length > 0) throw httpError(400, 'Please correct the errors below', { errors });
  const fields = checkoutFields(form);
  const user = shopper.user;
  const key = shopper.idempotencyKey;
  const method = (form.payment_method ?? 'stripe') as PaymentMethod;
  const customer = customerKey(user?.id ?? null, fields.customer_email)!;
  const earlierOrder = async (db: Knex, scope: string): Promise<number | undefined> =>
    (await table(db, 'orders').where({ idempotency_scope: scope, idempotency_key: key }).first('id'))?.id;

  // 1. Price and validate. A guest cart brought along at sign-in is first folded into the user's.
  if (user && shopper.cartId) await deps.db.transaction((trx) => resolveCart(deps, shopper, trx, false));
  const cart: CartSelector | null = user ? { userId: user.id } : shopper.cartId ? { guestId: shopper.cartId } : null;
  // the idempotency scope: the user, or the guest cart (the one the lines below come from)
  const scope = user ? `user:${user.id}` : `cart:${shopper.cartId}`;
  if (key && cart) {
    const earlier = await earlierOrder(deps.db, scope);
    if (earlier !== undefined) return { replayed: true, orderId: earlier };
  }
  const lines = cart ? await pricedLines(deps.db, cart) : [];
  if (lines.length === 0) throw httpError(400, 'Your cart is empty');
  const cartId = lines[0].cart_id;
  const gone = lines.find((line) => !line.isActive);
  if (gone) throw httpError(409, `"${gone.name}" is no longer available`);
  const short = lines.find((line) => line.available !== null && line.available < line.quantity);
  if (short) throw httpError(409, outOfStockDetail(short.name, Math.max(short.available ?? 0, 0)));
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  const code = (form.discount_code ?? '').trim() || lines[0].discount_code;
  const discount = code ? await evaluateDiscount(deps.db, code, subtotalCents, customer) : null;
  const discountCents = discount?.amountCents ?? 0;
  const { shippingCents, taxCents, totalCents } = orderCharges(deps.settings, subtotalCents, discountCents);

  // 2. Charge.
  const charge = await deps.payments.charge({
    method,
    amount: totalCents,
    currency: deps.settings.currency,
    idempotencyKey: key ? `${scope}:${key}` : randomUUID(),
    cardNumber: form.card_number,
    paypalEmail: form.paypal_email,
  });

  // 3. Write, the shared rows last.
  try {
    return await deps.db.transaction(async (trx): Promise<PlacedOrder> => {
      if (key) {
        await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`commerce:checkout:${scope}:${key}`]);
        const earlier = await earlierOrder(trx, scope);
        if (earlier !== undefined) return { replayed: true, orderId: earlier };
      }
      if (!sameLines(lines, await pricedLines(trx, cartId, { lock: true }))) throw httpError(409, CART_CHANGED);
      await takeStock(
        deps,
        trx,
        lines.map((line) => ({ productId: line.product_id, variationId: line.variation_id, quantity: line.quantity, owner: line.stock })),
      );

      const [order] = (await table(trx, 'orders')
        .insert({
          ...fields,
          order_number: nextOrderNumber(trx),
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
          currency: deps.settings.currency,
        })
        .returning('*')) as OrderRow[];
      const items = (await table(trx, 'order_items')
        .insert(
          lines.map((line) => ({
            order_id: order.id,
            product_id: line.product_id,
            variation_id: line.variation_id,
            product_name: line.name,
            product_slug: line.slug,
            product_sku: line.sku,
            variation_details: json(Object.fromEntries(line.attributes.map((attribute) => [attribute.attribute_name, attribute.value]))),
            quantity: line.quantity,
            unit_price: fromCents(line.unitCents),
            total_price: fromCents(line.unitCents * line.quantity),
          })),
        )
        .returning('*')) as OrderItemRow[];
      const payments = (await table(trx, 'payments')
        .insert({
          order_id: order.id,
          payment_method: method,
          amount: fromCents(totalCents),
          currency: deps.settings.currency,
          status: charge.status,
          transaction_id: charge.transactionId,
        })
        .returning('*')) as PaymentRow[];
      await publishOrderEvent(deps.events, trx, 'created', order, {
        items: lines.map((line) => ({ product_id: line.product_id, variation_id: line.variation_id, quantity: line.quantity })),
        payment_method: method,
      });
      if (discount) await countDiscountUse(trx, discount.discount, customer, order.id);
      await trx.raw(
        `with emptied as (delete from ${SCHEMA}.cart_items where cart_id = ?) update ${SCHEMA}.carts set discount_code = null, updated_at = now() where id = ?`,
        [cartId, cartId],
      );

      return { replayed: false, orderId: order.id, order, items, payments };
    });
  } catch (error) {
    // The order was not written: give the money back (a provider's refund of a charge it took).
    if (charge.status === 'succeeded') {
      await deps.payments.refund(charge.transactionId).catch((refundError: unknown) => {
        deps.log.error({ err: refundError, transactionId: charge.transactionId }, 'refund after a failed checkout failed');
      });
    }
    throw error;
  }
}
