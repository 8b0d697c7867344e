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
 * Reading only: checkout's database function counts the use within the limits (migrations/003-place-order.ts).
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
