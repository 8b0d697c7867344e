import type { BadgeTone } from '@atlas/shell-kit';
import type { ProductCard, ProductVariation } from '@atlas/commerce/contract';

type Stocked = Pick<ProductCard, 'is_in_stock' | 'stock_quantity' | 'manage_stock' | 'allow_backorders' | 'low_stock_threshold'> & {
  is_low_stock?: boolean;
};

interface Availability {
  text: string;
  tone: BadgeTone;
  /** Whether it can go in the cart (in stock, or on backorder). */
  orderable: boolean;
}

/** In stock, low stock ('Only N left'), out of stock, or available on backorder: of a product, or of its chosen variation. */
export function availabilityOf(
  product: Stocked,
  variation?: Pick<ProductVariation, 'is_in_stock' | 'stock_quantity'> | null,
): Availability {
  const inStock = variation ? variation.is_in_stock : product.is_in_stock;
  const quantity = variation ? variation.stock_quantity : product.stock_quantity;
  const counted = product.manage_stock;
  if (!inStock || (counted && quantity <= 0)) {
    return product.allow_backorders
      ? { text: 'Available on backorder', tone: 'info', orderable: true }
      : { text: 'Out of stock', tone: 'danger', orderable: false };
  }
  const low = variation ? counted && quantity <= product.low_stock_threshold : (product.is_low_stock ?? false);
  if (low && counted) return { text: `Only ${quantity} left`, tone: 'warning', orderable: true };
  return { text: 'In stock', tone: 'success', orderable: true };
}
