import { httpError } from '@atlas/service-kit';
import { table, num, cents, iso, type Db } from '../repositories/db';
import type { Deps } from '../deps';

export interface DiscountRow {
  id: number;
  code: string;
  description: string;
  kind: 'percent' | 'fixed';
  value: string;
  minimum_subtotal: string;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  used_count: number;
  is_active: boolean;
}

export const normalizeCode = (code: string) => code.trim().toUpperCase();

/** Who a per-customer limit counts: the signed-in user, else the checkout's e-mail address. */
export const customerKey = (userId: number | null, email?: string) =>
  userId ? `user:${userId}` : email ? `email:${email.trim().toLowerCase()}` : null;

const dollars = (value: number) => `$${value.toFixed(2)}`;

/**
 * The discount a code gives on a subtotal (in cents), or a 400 with the reason a shopper can act on.
 * Reading only: the use is counted by `countDiscountUse` inside the checkout's transaction.
 */
export async function evaluateDiscount(db: Db, code: string, subtotalCents: number, customer: string | null, now = new Date()) {
  const normalized = normalizeCode(code);
  if (!normalized) throw httpError(400, 'Please enter a discount code');
  const discount: DiscountRow | undefined = await table(db, 'discounts').whereRaw('upper(code) = ?', [normalized]).first();
  if (!discount || !discount.is_active) throw httpError(400, 'Invalid discount code');
  if (discount.starts_at && new Date(discount.starts_at) > now) throw httpError(400, 'This discount code is not active yet');
  if (discount.ends_at && new Date(discount.ends_at) < now) throw httpError(400, 'This discount code has expired');
  const minimum = num(discount.minimum_subtotal);
  if (subtotalCents < cents(minimum)) throw httpError(400, `Minimum order amount of ${dollars(minimum)} required for this code`);
  if (discount.usage_limit !== null && discount.used_count >= discount.usage_limit)
    throw httpError(400, 'This discount code has reached its usage limit');
  if (customer && discount.per_customer_limit !== null) {
    const used = await table(db, 'discount_uses')
      .where({ discount_id: discount.id, customer_key: customer })
      .count<{ count: string }[]>('* as count')
      .first();
    if (Number(used?.count ?? 0) >= discount.per_customer_limit) throw httpError(400, 'You have already used this discount code');
  }
  const amountCents =
    discount.kind === 'percent'
      ? Math.round((subtotalCents * num(discount.value)) / 100)
      : Math.min(cents(num(discount.value)), subtotalCents);
  return { discount, amountCents: Math.max(0, Math.min(amountCents, subtotalCents)) };
}

/**
 * Counts one use of a discount inside the checkout's transaction, with the same atomicity as stock:
 * one conditional UPDATE against the total limit, and the per-customer count taken under an advisory
 * lock on (discount, customer) so two checkouts of one customer cannot both pass it.
 */
export async function countDiscountUse(db: Db, discount: DiscountRow, customer: string, orderId: number) {
  if (discount.per_customer_limit !== null) {
    await db.raw('select pg_advisory_xact_lock(hashtext(?))', [`commerce:discount:${discount.id}:${customer}`]);
    const used = await table(db, 'discount_uses')
      .where({ discount_id: discount.id, customer_key: customer })
      .count<{ count: string }[]>('* as count')
      .first();
    if (Number(used?.count ?? 0) >= discount.per_customer_limit) throw httpError(400, 'You have already used this discount code');
  }
  const counted = await table(db, 'discounts')
    .where({ id: discount.id })
    .where((q) => q.whereNull('usage_limit').orWhereRaw('used_count < usage_limit'))
    .increment('used_count', 1)
    .returning(['id']);
  if (counted.length === 0) throw httpError(400, 'This discount code has reached its usage limit');
  await table(db, 'discount_uses').insert({ discount_id: discount.id, order_id: orderId, customer_key: customer });
}

/** Every discount code, by code, as staff see them. */
export async function listDiscounts(deps: Pick<Deps, 'db'>) {
  const rows: DiscountRow[] = await table(deps.db, 'discounts').orderBy('code');
  return rows.map((row) => ({
    ...row,
    value: num(row.value),
    minimum_subtotal: num(row.minimum_subtotal),
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
  }));
}
