import type { ProductDetail } from '@atlas/commerce/contract';
import type { ProductFields } from '../../api/product-admin';

/** The editor's fields as typed (numbers are text until saved). */
export interface ProductForm {
  name: string;
  slug: string;
  sku: string;
  short_description: string;
  description: string;
  regular_price: string;
  sale_price: string;
  stock_quantity: string;
  manage_stock: boolean;
  allow_backorders: boolean;
  low_stock_threshold: string;
  status: string;
  featured: boolean;
  category: string;
  brand: string;
}

export type ProductFormErrors = Partial<Record<keyof ProductForm | 'form', string>>;

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

const isMoney = (text: string) => /^\d+(\.\d{1,2})?$/.test(text.trim());
const isWhole = (text: string) => /^-?\d+$/.test(text.trim());

export function validateProductForm(form: ProductForm): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (!form.name.trim()) errors.name = 'Name is required';
  if (form.slug.trim() && !/^[a-z0-9-]+$/.test(form.slug.trim())) errors.slug = 'Slug may hold lower-case letters, digits and hyphens';
  if (!isMoney(form.regular_price)) errors.regular_price = 'Regular price must be an amount like 19.99';
  if (form.sale_price.trim()) {
    if (!isMoney(form.sale_price)) errors.sale_price = 'Sale price must be an amount like 14.99';
    else if (isMoney(form.regular_price) && Number(form.sale_price) >= Number(form.regular_price)) {
      errors.sale_price = 'Sale price must be below the regular price';
    }
  }
  if (!isWhole(form.stock_quantity)) errors.stock_quantity = 'Stock must be a whole number';
  if (!isWhole(form.low_stock_threshold) || Number(form.low_stock_threshold) < 0) {
    errors.low_stock_threshold = 'Low stock threshold must be a whole number from 0';
  }
  return errors;
}

/** What the editor sends; an empty slug lets the service make one from the name. */
export function productPayload(form: ProductForm): Partial<ProductFields> {
  const payload: Partial<ProductFields> = {
    name: form.name.trim(),
    sku: form.sku.trim(),
    short_description: form.short_description.trim(),
    description: form.description,
    regular_price: Number(form.regular_price),
    sale_price: form.sale_price.trim() ? Number(form.sale_price) : null,
    stock_quantity: Number(form.stock_quantity),
    manage_stock: form.manage_stock,
    allow_backorders: form.allow_backorders,
    low_stock_threshold: Number(form.low_stock_threshold),
    status: form.status,
    featured: form.featured,
    category: form.category ? Number(form.category) : null,
    brand: form.brand ? Number(form.brand) : null,
  };
  if (form.slug.trim()) payload.slug = form.slug.trim();
  return payload;
}
