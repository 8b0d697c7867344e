import { productProblems, type ProductBody, type ProductChanges, type ProductDetail, type ProductProblems } from '@atlas/commerce/contract';

/** The editor's fields as typed: the product's body (less its weight), numbers as text until saved. */
export type ProductForm = {
  [Field in Exclude<keyof ProductBody, 'weight'>]-?: Required<ProductBody>[Field] extends boolean ? boolean : string;
};

export type ProductFormErrors = ProductProblems & { form?: string };

export function productForm(product?: ProductDetail): ProductForm {
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    sku: product?.sku ?? '',
    short_description: product?.short_description ?? '',
    description: product?.description ?? '',
    regular_price: product ? String(product.regular_price) : '',
    sale_price: product?.sale_price !== null && product?.sale_price !== undefined ? String(product.sale_price) : '',
    stock_quantity: String(product?.stock_quantity ?? 0),
    manage_stock: product?.manage_stock ?? true,
    allow_backorders: product?.allow_backorders ?? false,
    low_stock_threshold: String(product?.low_stock_threshold ?? 5),
    status: product?.status ?? 'draft',
    featured: product?.featured ?? false,
    category: product?.category ? String(product.category.id) : '',
    brand: product?.brand ? String(product.brand.id) : '',
  };
}

// Text that is not an amount (or a whole number) is sent as NaN, which the contract's rule refuses.
const amount = (text: string) => (/^\d+(\.\d{1,2})?$/.test(text.trim()) ? Number(text) : NaN);
const whole = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text) : NaN);

/** What the editor sends; an empty slug lets the service make one from the name. */
export function productPayload(form: ProductForm): ProductChanges {
  const payload: ProductChanges = {
    name: form.name.trim(),
    sku: form.sku.trim(),
    short_description: form.short_description.trim(),
    description: form.description,
    regular_price: amount(form.regular_price),
    sale_price: form.sale_price.trim() ? amount(form.sale_price) : null,
    stock_quantity: whole(form.stock_quantity),
    manage_stock: form.manage_stock,
    allow_backorders: form.allow_backorders,
    low_stock_threshold: whole(form.low_stock_threshold),
    status: form.status as ProductBody['status'],
    featured: form.featured,
    category: form.category ? Number(form.category) : null,
    brand: form.brand ? Number(form.brand) : null,
  };
  if (form.slug.trim()) payload.slug = form.slug.trim();
  return payload;
}

/** The problems the editor shows under its fields on save: the contract's, of what it would send. */
export const validateProductForm = (form: ProductForm): ProductFormErrors => productProblems(productPayload(form));
