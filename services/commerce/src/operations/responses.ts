import type { Static, TSchema } from '@atlas/service-kit';
import { Product, ProductCreate, ProductSummary, type Variation } from '../schemas/catalogue';
import type { ImageRow, ProductView, VariationRow } from '../repositories/catalogue';
import { iso, num } from '../repositories/db';

/** Where the service serves a stored product image. */
export const IMAGE_PATH = '/ecommerce/api/media/';
export const imageUrl = (storageKey: string) => `${IMAGE_PATH}${storageKey}`;

/** The price a shopper pays and whether it is a sale, from a regular and an optional sale price. */
export function pricing(regular: number, sale: number | null) {
  const onSale = sale !== null && sale < regular;
  const price = onSale ? sale : regular;
  return {
    price,
    regular_price: regular,
    is_on_sale: onSale,
    discount_percentage: onSale && regular > 0 ? Math.round(((regular - price) / regular) * 100) : 0,
  };
}

/** A variation's own prices, or the product's when it has none. */
export function variationPricing(
  product: Pick<ProductView, 'regular_price' | 'sale_price'>,
  variation: Pick<VariationRow, 'regular_price' | 'sale_price'>,
) {
  if (variation.regular_price === null)
    return pricing(num(product.regular_price), product.sale_price === null ? null : num(product.sale_price));
  return pricing(num(variation.regular_price), variation.sale_price === null ? null : num(variation.sale_price));
}

/** How much of a stock item the shop can still sell: null when it is not counted or takes backorders. */
export function sellable(product: Pick<ProductView, 'manage_stock' | 'allow_backorders'>, stock: number): number | null {
  return !product.manage_stock || product.allow_backorders ? null : Math.max(stock, 0);
}

export function variationResponse(product: ProductView, variation: VariationRow): Static<typeof Variation> {
  return {
    id: variation.id,
    sku: variation.sku,
    ...withoutPercentage(variationPricing(product, variation)),
    stock_quantity: variation.stock_quantity,
    is_in_stock: variation.is_active && (!product.manage_stock || variation.stock_quantity > 0),
    is_active: variation.is_active,
    attributes: variation.attributes.map((attribute) => ({
      attribute_name: attribute.attribute_name,
      value: attribute.value,
      attribute_type: attribute.attribute_type ?? 'select',
      color_code: attribute.color_code ?? null,
    })),
  };
}

function withoutPercentage({ price, regular_price, is_on_sale }: ReturnType<typeof pricing>) {
  return { price, regular_price, is_on_sale };
}

/** The body's fields an answer shows otherwise than staff wrote them: numbers kept as text, stock, references. */
type Shaped = 'regular_price' | 'sale_price' | 'weight' | 'stock_quantity' | 'category' | 'brand';
const SHAPED: readonly string[] = ['regular_price', 'sale_price', 'weight', 'stock_quantity', 'category', 'brand'] satisfies Shaped[];
type Written<Answer> = Pick<Answer, Exclude<keyof Static<typeof ProductCreate>, Shaped> & keyof Answer>;

/**
 * The body's fields as staff wrote them (each a column of the same name), those the answer's schema holds: a
 * field added to the body and to the answer shows up here by itself.
 */
function writtenFields<Answer extends TSchema & { properties: object }>(row: ProductView, answer: Answer): Written<Static<Answer>> {
  const fields: Record<string, unknown> = {};
  for (const key of Object.keys(ProductCreate.properties)) {
    if (!SHAPED.includes(key) && key in answer.properties) fields[key] = row[key as keyof ProductView];
  }
  return fields as Written<Static<Answer>>;
}

export function productSummary(row: ProductView): Static<typeof ProductSummary> {
  const hasVariations = row.variation_count > 0;
  const stock = hasVariations ? (row.variations_stock ?? 0) : row.stock_quantity;
  const inStock = !row.manage_stock || (hasVariations ? row.variations_in_stock === true : row.stock_quantity > 0);
  return {
    id: row.id,
    ...writtenFields(row, ProductSummary),
    main_image: row.main_image,
    ...pricing(num(row.regular_price), row.sale_price === null ? null : num(row.sale_price)),
    sale_price: row.sale_price === null ? null : num(row.sale_price),
    rating_average: num(row.rating_average),
    rating_count: row.rating_count,
    is_in_stock: inStock,
    is_low_stock: row.manage_stock && stock > 0 && stock <= row.low_stock_threshold,
    stock_quantity: stock,
    category: row.category_id && row.category_name ? { id: row.category_id, name: row.category_name, slug: row.category_slug ?? '' } : null,
    brand: row.brand_id && row.brand_name ? { id: row.brand_id, name: row.brand_name, slug: row.brand_slug ?? '' } : null,
    has_variations: hasVariations,
    created_at: iso(row.created_at)!,
  };
}

export function productResponse(
  row: ProductView,
  variations: VariationRow[],
  images: ImageRow[],
  options: { staff: boolean },
): Static<typeof Product> {
  return {
    ...productSummary(row),
    ...writtenFields(row, Product),
    weight: num(row.weight),
    images: images.map((image) => ({ id: image.id, image: imageUrl(image.storage_key), alt_text: image.alt_text })),
    variations: variations.filter((v) => options.staff || v.is_active).map((v) => variationResponse(row, v)),
    updated_at: iso(row.updated_at)!,
  };
}
