import {
  PRODUCT_STATUSES,
  productProblems,
  type ProductBody,
  type ProductChanges,
  type ProductDetail,
  type ProductProblems,
} from '@atlas/commerce/contract';
import { statusLabel } from '../shared/order-status';

/** The editor's fields as typed: the product's body (less its weight), numbers as text until saved. */
export type ProductForm = {
  [Field in Exclude<keyof ProductBody, 'weight'>]-?: Required<ProductBody>[Field] extends boolean ? boolean : string;
};

export type ProductFormErrors = ProductProblems & { form?: string };

/** The fields the editor draws with widgets of their own (pickers filled from the API). */
type PickedField = 'category' | 'brand';
export type PlainKey = Exclude<keyof ProductForm, PickedField>;

/**
 * How a plain field is typed and sent: `text` and `textarea` as trimmed text, `amount` a price (two decimals at
 * most), `whole` a whole number, `check` a checkbox, `select` one of its options.
 */
export type PlainKind = 'text' | 'textarea' | 'amount' | 'whole' | 'check' | 'select';

export interface PlainField {
  key: PlainKey;
  label: string;
  kind: PlainKind;
  /** What a new product's form holds. */
  initial: string | boolean;
  required?: boolean;
  hint?: string;
  /** Spans the editor's two columns. */
  wide?: boolean;
  /** A textarea's height and limit. */
  rows?: number;
  maxLength?: number;
  /** Left empty: the field is sent as null, or not sent (the service decides). Otherwise empty text is sent as is. */
  blank?: 'null' | 'omit';
  /** Sent as typed, spaces kept. */
  untrimmed?: boolean;
  options?: readonly { value: string; label: string }[];
}

/**
 * The editor's plain fields, in the order it draws them (a run of checkboxes sits in one row); the category and
 * brand pickers follow. A new simple field of the product is one entry here.
 */
const FIELDS = [
  { key: 'name', label: 'Name', kind: 'text', initial: '', required: true, wide: true },
  { key: 'slug', label: 'Slug', kind: 'text', initial: '', hint: 'Left empty, it is made from the name.', blank: 'omit' },
  { key: 'sku', label: 'SKU', kind: 'text', initial: '' },
  { key: 'short_description', label: 'Short description', kind: 'textarea', initial: '', wide: true, rows: 2, maxLength: 500 },
  { key: 'description', label: 'Description', kind: 'textarea', initial: '', wide: true, rows: 6, maxLength: 20000, untrimmed: true },
  { key: 'regular_price', label: 'Regular price', kind: 'amount', initial: '', required: true },
  { key: 'sale_price', label: 'Sale price', kind: 'amount', initial: '', hint: 'Empty: not on sale.', blank: 'null' },
  { key: 'stock_quantity', label: 'Stock quantity', kind: 'whole', initial: '0' },
  { key: 'low_stock_threshold', label: 'Low stock threshold', kind: 'whole', initial: '5' },
  { key: 'manage_stock', label: 'Manage stock', kind: 'check', initial: true },
  { key: 'allow_backorders', label: 'Allow backorders', kind: 'check', initial: false },
  { key: 'featured', label: 'Featured', kind: 'check', initial: false },
  {
    key: 'status',
    label: 'Status',
    kind: 'select',
    initial: 'draft',
    options: PRODUCT_STATUSES.map((status) => ({ value: status, label: statusLabel(status) })),
  },
] as const satisfies readonly PlainField[];
export const PRODUCT_FIELDS: readonly PlainField[] = FIELDS;

// Every field of the body has its entry above (or a picker): a field added to the contract and not here fails to compile.
type Unlisted = Exclude<PlainKey, (typeof FIELDS)[number]['key']>;
const everyFieldListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyFieldListed;

export function productForm(product?: ProductDetail): ProductForm {
  const form: Record<string, string | boolean> = {};
  for (const field of PRODUCT_FIELDS) {
    const value: unknown = product?.[field.key];
    form[field.key] = value === null || value === undefined ? field.initial : typeof value === 'boolean' ? value : String(value);
  }
  form.category = product?.category ? String(product.category.id) : '';
  form.brand = product?.brand ? String(product.brand.id) : '';
  return form as ProductForm;
}

// Text that is not an amount (or a whole number) is sent as NaN, which the contract's rule refuses.
const amount = (text: string) => (/^\d+(\.\d{1,2})?$/.test(text.trim()) ? Number(text) : NaN);
const whole = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text) : NaN);

/** A plain field's value as the body carries it; `undefined`: not sent. */
function sent(field: PlainField, value: string | boolean): unknown {
  if (typeof value === 'boolean') return value;
  if (field.blank && !value.trim()) return field.blank === 'null' ? null : undefined;
  if (field.kind === 'amount') return amount(value);
  if (field.kind === 'whole') return whole(value);
  return field.untrimmed ? value : value.trim();
}

/** What the editor sends; an empty slug lets the service make one from the name. */
export function productPayload(form: ProductForm): ProductChanges {
  const payload: Record<string, unknown> = {};
  for (const field of PRODUCT_FIELDS) {
    const value = sent(field, form[field.key]);
    if (value !== undefined) payload[field.key] = value;
  }
  payload.category = form.category ? Number(form.category) : null;
  payload.brand = form.brand ? Number(form.brand) : null;
  return payload as ProductChanges;
}

/**
 * A new product's plain fields as the body carries them (a field left to the service as '', a required amount
 * left empty as NaN): test fixtures take from here the fields they do not name.
 */
export function productDefaults(): Required<Pick<ProductBody, PlainKey>> {
  const defaults = PRODUCT_FIELDS.map((field) => [field.key, sent(field, field.initial) ?? field.initial]);
  return Object.fromEntries(defaults) as Required<Pick<ProductBody, PlainKey>>;
}

/** The problems the editor shows under its fields on save: the contract's, of what it would send. */
export const validateProductForm = (form: ProductForm): ProductFormErrors => productProblems(productPayload(form));
