// The shop's rules both sides apply: the shop's screens, the builder's product picker and the public
// sites' product blocks (no imports: the contract entry re-exports them into bundles).

/** Where a product is shown to shoppers. */
export const productPath = (slug: string) => `/shop/products/${encodeURIComponent(slug)}`;

export type AvailabilityState = 'in_stock' | 'low_stock' | 'out_of_stock' | 'backorder';

export interface Availability {
  state: AvailabilityState;
  text: string;
  /** Whether it can go in the cart (in stock, or on backorder). */
  orderable: boolean;
}

interface Stocked {
  is_in_stock: boolean;
  stock_quantity: number;
  manage_stock: boolean;
  allow_backorders: boolean;
  low_stock_threshold: number;
  is_low_stock?: boolean;
}

/** In stock, low stock ('Only N left'), out of stock, or available on backorder: of a product, or of its chosen variation. */
export function availabilityOf(product: Stocked, variation?: { is_in_stock: boolean; stock_quantity: number } | null): Availability {
  const inStock = variation ? variation.is_in_stock : product.is_in_stock;
  const quantity = variation ? variation.stock_quantity : product.stock_quantity;
  const counted = product.manage_stock;
  if (!inStock || (counted && quantity <= 0)) {
    return product.allow_backorders
      ? { state: 'backorder', text: 'Available on backorder', orderable: true }
      : { state: 'out_of_stock', text: 'Out of stock', orderable: false };
  }
  const low = variation ? counted && quantity <= product.low_stock_threshold : (product.is_low_stock ?? false);
  if (low && counted) return { state: 'low_stock', text: `Only ${quantity} left`, orderable: true };
  return { state: 'in_stock', text: 'In stock', orderable: true };
}

/** A catalogue product as a page's product block stores and shows it (the builder's pick, refreshed by the public renderer). */
export function productPick(
  product: Stocked & {
    slug: string;
    name: string;
    short_description: string;
    main_image: string | null;
    price: number;
    regular_price: number;
    is_on_sale: boolean;
    discount_percentage: number;
  },
) {
  const availability = availabilityOf(product);
  return {
    slug: product.slug,
    name: product.name,
    description: product.short_description,
    image: product.main_image ?? '',
    price: product.price,
    regular_price: product.regular_price,
    on_sale: product.is_on_sale,
    discount_percentage: product.discount_percentage,
    availability: availability.state,
    availability_text: availability.text,
    orderable: availability.orderable,
    link: productPath(product.slug),
  };
}
