import { randomBytes, randomUUID } from 'node:crypto';
import { httpError, type Static } from '@atlas/service-kit';
import { orderCharges, type Deps } from '../deps';
import type { PaymentMethod } from '../constants';
import { checkoutFields, checkoutProblems } from '../rules/shop-rules';
import type { CheckoutBody } from '../schemas/shopping';
import { publishOrderEvent } from '../events/published';
import { SCHEMA, table, json, fromCents } from '../repositories/db';
import { pricedLines, resolveCart, type Shopper } from './cart';
import { countDiscountUse, customerKey, evaluateDiscount, type DiscountRow } from './discounts';
import { takeStock } from './stock';
import type { OrderRow } from './orders';

type Form = Static<typeof CheckoutBody>;

/**
 * Places an order from the request's cart in one transaction: the cart re-priced from the catalogue,
 * stock taken with conditional updates, the discount's use counted within its limits, the order, its
 * items, its payment and `commerce.order.created` written together. A declined payment rolls all of
 * it back. With an Idempotency-Key, a retry answers the first order (`replayed`) and the provider,
 * handed the same key, does not charge again.
 */
export async function placeOrder(deps: Deps, shopper: Shopper, form: Form): Promise<{ orderId: number; replayed: boolean }> {
  const errors = checkoutProblems(form, { requireCard: false });
  if (Object.keys(errors).length > 0) throw httpError(400, 'Please correct the errors below', { errors });
  const fields = checkoutFields(form);
  const user = shopper.user;
  const key = shopper.idempotencyKey;
  const method = (form.payment_method ?? 'stripe') as PaymentMethod;

  return deps.db.transaction(async (trx) => {
    const cart = await resolveCart(deps, shopper, trx, false);
    if (!cart) throw httpError(400, 'Your cart is empty');
    const scope = user ? `user:${user.id}` : `cart:${cart.id}`;
    if (key) {
      await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`commerce:checkout:${scope}:${key}`]);
      const earlier = await table(trx, 'orders').where({ idempotency_scope: scope, idempotency_key: key }).first('id');
      if (earlier) return { orderId: earlier.id as number, replayed: true };
    }

    const lines = await pricedLines(trx, cart.id);
    if (lines.length === 0) throw httpError(400, 'Your cart is empty');
    const gone = lines.find((line) => !line.isActive);
    if (gone) throw httpError(409, `"${gone.name}" is no longer available`);
    await takeStock(
      deps,
      trx,
      lines.map((line) => ({ productId: line.product_id, variationId: line.variation_id, quantity: line.quantity })),
    );

    const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
    const customer = customerKey(user?.id ?? null, fields.customer_email)!;
    const code = (form.discount_code ?? '').trim() || cart.discount_code;
    let discount: { discount: DiscountRow; amountCents: number } | null = null;
    if (code) discount = await evaluateDiscount(trx, code, subtotalCents, customer);
    const discountCents = discount?.amountCents ?? 0;
    const { shippingCents, taxCents, totalCents } = orderCharges(deps.settings, subtotalCents, discountCents);

    const { rows } = await trx.raw(`select nextval('${SCHEMA}.order_numbers') as n, extract(year from now())::int as year`);
    const orderNumber = `ATL-${rows[0].year}-${String(rows[0].n).padStart(6, '0')}`;
    const [order] = (await table(trx, 'orders')
      .insert({
        ...fields,
        order_number: orderNumber,
        user_id: user?.id ?? null,
        access_token: randomBytes(24).toString('base64url'),
        idempotency_scope: key ? scope : null,
        idempotency_key: key,
        status: 'pending',
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
    await table(trx, 'order_items').insert(
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
    );
    if (discount) await countDiscountUse(trx, discount.discount, customer, order.id);

    const charge = await deps.payments.charge({
      method,
      amount: totalCents,
      currency: deps.settings.currency,
      idempotencyKey: key ? `${scope}:${key}` : randomUUID(),
      cardNumber: form.card_number,
      paypalEmail: form.paypal_email,
    });
    await table(trx, 'payments').insert({
      order_id: order.id,
      payment_method: method,
      amount: fromCents(totalCents),
      currency: deps.settings.currency,
      status: charge.status,
      transaction_id: charge.transactionId,
    });
    const status = charge.status === 'succeeded' ? 'processing' : 'pending';
    if (status !== order.status) await table(trx, 'orders').where({ id: order.id }).update({ status });

    await publishOrderEvent(
      deps.events,
      trx,
      'created',
      { ...order, status },
      {
        items: lines.map((line) => ({ product_id: line.product_id, variation_id: line.variation_id, quantity: line.quantity })),
        payment_method: method,
      },
    );
    await table(trx, 'cart_items').where({ cart_id: cart.id }).delete();
    await table(trx, 'carts').where({ id: cart.id }).update({ discount_code: null, updated_at: trx.fn.now() });
    return { orderId: order.id, replayed: false };
  });
}
