import { httpError, type AuthUser } from '@atlas/service-kit';
import type { Static } from '@atlas/service-kit';
import { num, cents, iso, isUniqueViolation, type Db } from '../repositories/db';
import type { DiscountChanges, DiscountRow } from '../repositories/discounts';
import type { Discount, DiscountInput } from '../schemas/discounts';
import type { Deps } from '../deps';
import { requireStore, storeKey, storeOfRow, type StoreRef } from './stores';

const DISCOUNT_NOT_FOUND = 'Discount not found';

export const normalizeCode = (code: string) => code.trim().toUpperCase();

/** Who a per-customer limit counts: the signed-in user, else the checkout's e-mail address. */
export const customerKey = (userId: number | null, email?: string) =>
  userId ? `user:${userId}` : email ? `email:${email.trim().toLowerCase()}` : null;

const dollars = (value: number) => `$${value.toFixed(2)}`;

/**
 * The discount a code gives on a subtotal (in cents), or a 400 with the reason a shopper can act on.
 * Reading only: checkout's database function counts the use within the limits (migrations/003-place-order.ts).
 */
export async function evaluateDiscount(
  deps: Pick<Deps, 'discounts'>,
  store: StoreRef,
  code: string,
  subtotalCents: number,
  customer: string | null,
  trx?: Db,
  now = new Date(),
) {
  const normalized = normalizeCode(code);
  if (!normalized) throw httpError(400, 'Please enter a discount code');
  // Another store's code is no code here (the same answer as an unknown one).
  const discount = await deps.discounts.byCode(normalized, storeKey(store), trx);
  if (!discount || !discount.is_active) throw httpError(400, 'Invalid discount code');
  if (discount.starts_at && new Date(discount.starts_at) > now) throw httpError(400, 'This discount code is not active yet');
  if (discount.ends_at && new Date(discount.ends_at) < now) throw httpError(400, 'This discount code has expired');
  const minimum = num(discount.minimum_subtotal);
  if (subtotalCents < cents(minimum)) throw httpError(400, `Minimum order amount of ${dollars(minimum)} required for this code`);
  if (discount.usage_limit !== null && discount.used_count >= discount.usage_limit)
    throw httpError(400, 'This discount code has reached its usage limit');
  if (customer && discount.per_customer_limit !== null) {
    if ((await deps.discounts.usesBy(discount.id, customer, trx)) >= discount.per_customer_limit)
      throw httpError(400, 'You have already used this discount code');
  }
  const amountCents =
    discount.kind === 'percent'
      ? Math.round((subtotalCents * num(discount.value)) / 100)
      : Math.min(cents(num(discount.value)), subtotalCents);
  return { discount, amountCents: Math.max(0, Math.min(amountCents, subtotalCents)) };
}

const discountAnswer = (row: DiscountRow): Static<typeof Discount> => ({
  id: row.id,
  code: row.code,
  description: row.description,
  kind: row.kind,
  value: num(row.value),
  minimum_subtotal: num(row.minimum_subtotal),
  starts_at: iso(row.starts_at),
  ends_at: iso(row.ends_at),
  usage_limit: row.usage_limit,
  per_customer_limit: row.per_customer_limit,
  used_count: row.used_count,
  is_active: row.is_active,
  created_at: iso(row.created_at)!,
  site: row.site_id ?? null,
});

/** Every discount code of the store as its managers see them: active ones first, by code. */
export async function listDiscounts(deps: Pick<Deps, 'discounts'>, store: StoreRef) {
  return (await deps.discounts.list(storeKey(store))).map(discountAnswer);
}

/** The rules a discount's fields keep together (each field alone is the schema's). */
function checkDiscount(discount: DiscountChanges) {
  if (discount.kind === 'percent' && (discount.value ?? 0) > 100) throw httpError(400, 'A percentage must be at most 100');
  if (discount.starts_at && discount.ends_at && new Date(discount.ends_at) <= new Date(discount.starts_at))
    throw httpError(400, 'The end must be after the start');
  if (discount.usage_limit != null && discount.per_customer_limit != null && discount.per_customer_limit > discount.usage_limit)
    throw httpError(400, 'Uses per customer cannot be more than the usage limit');
}

const withCode = <T extends { code?: string }>(fields: T): T =>
  fields.code === undefined ? fields : { ...fields, code: normalizeCode(fields.code) };

const duplicate = (error: unknown, code?: string) =>
  isUniqueViolation(error) ? httpError(409, `A discount with the code ${code} already exists`) : error;

/** A store's managers create a discount code (stored upper-case; codes are matched without regard to case, within the store). */
export async function createDiscount(deps: Pick<Deps, 'discounts'>, store: StoreRef, input: Static<typeof DiscountInput>) {
  const { site: _site, ...rest } = input;
  const fields = withCode(rest) as DiscountChanges;
  checkDiscount(fields);
  try {
    return discountAnswer(await deps.discounts.insert(store.site, fields));
  } catch (error) {
    throw duplicate(error, fields.code);
  }
}

/** A discount by its id, for someone who manages its store; anyone else is told it does not exist. */
async function managedDiscount(deps: Pick<Deps, 'discounts' | 'access'>, user: AuthUser | undefined, id: number) {
  const current = await deps.discounts.byId(id);
  if (!current) throw httpError(404, DISCOUNT_NOT_FOUND);
  await requireStore(deps, user, storeOfRow(current), 'manage', { notFound: DISCOUNT_NOT_FOUND });
  return current;
}

/** A store's managers change a discount code; the uses already counted stay, and a limit below them is refused. */
export async function changeDiscount(
  deps: Pick<Deps, 'discounts' | 'access'>,
  user: AuthUser | undefined,
  id: number,
  changes: DiscountChanges,
) {
  const discounts = deps.discounts;
  const current = await managedDiscount(deps, user, id);
  const fields = withCode(changes);
  checkDiscount({ ...discountAnswer(current), ...fields });
  let updated: DiscountRow | undefined;
  try {
    updated = await discounts.update(id, fields);
  } catch (error) {
    throw duplicate(error, fields.code);
  }
  if (!updated) {
    const now = await discounts.byId(id);
    if (!now) throw httpError(404, DISCOUNT_NOT_FOUND);
    throw httpError(400, `The usage limit cannot be below the ${now.used_count} uses so far`);
  }
  return discountAnswer(updated);
}

/** A store's managers delete a code no order used; a used one is kept (its orders name it) and can be switched off. */
export async function deleteDiscount(deps: Pick<Deps, 'discounts' | 'access'>, user: AuthUser | undefined, id: number) {
  await managedDiscount(deps, user, id);
  if (!(await deps.discounts.deleteUnused(id))) {
    if (!(await deps.discounts.byId(id))) throw httpError(404, DISCOUNT_NOT_FOUND);
    throw httpError(409, 'This discount code was used: switch it off instead');
  }
}
