import type { ShopDiscount, ShopDiscountInput } from '../../api/discounts';

/** The discount dialog's fields as typed (numbers and times as the inputs hold them). */
export interface DiscountForm {
  code: string;
  description: string;
  kind: 'percent' | 'fixed';
  value: string;
  minimum_subtotal: string;
  starts_at: string;
  ends_at: string;
  usage_limit: string;
  per_customer_limit: string;
  is_active: boolean;
}

export const EMPTY_DISCOUNT: DiscountForm = {
  code: '',
  description: '',
  kind: 'percent',
  value: '',
  minimum_subtotal: '',
  starts_at: '',
  ends_at: '',
  usage_limit: '',
  per_customer_limit: '',
  is_active: true,
};

const pad = (n: number) => String(n).padStart(2, '0');
/** An ISO time as a datetime-local input shows it (the browser's own time zone). */
export function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formOf(discount: ShopDiscount): DiscountForm {
  return {
    code: discount.code,
    description: discount.description,
    kind: discount.kind,
    value: String(discount.value),
    minimum_subtotal: discount.minimum_subtotal ? String(discount.minimum_subtotal) : '',
    starts_at: localInput(discount.starts_at),
    ends_at: localInput(discount.ends_at),
    usage_limit: discount.usage_limit === null ? '' : String(discount.usage_limit),
    per_customer_limit: discount.per_customer_limit === null ? '' : String(discount.per_customer_limit),
    is_active: discount.is_active,
  };
}

const countOrNull = (value: string) => (value.trim() ? Number(value) : null);
const timeOrNull = (value: string) => (value ? new Date(value).toISOString() : null);

/** What the service is sent; its answer says what is wrong (one rule, the service's). */
export function discountFields(form: DiscountForm): ShopDiscountInput {
  return {
    code: form.code.trim(),
    description: form.description.trim(),
    kind: form.kind,
    value: Number(form.value),
    minimum_subtotal: form.minimum_subtotal.trim() ? Number(form.minimum_subtotal) : 0,
    starts_at: timeOrNull(form.starts_at),
    ends_at: timeOrNull(form.ends_at),
    usage_limit: countOrNull(form.usage_limit),
    per_customer_limit: countOrNull(form.per_customer_limit),
    is_active: form.is_active,
  };
}
