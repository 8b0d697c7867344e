// Constants shared with the front ends (no imports: the contract entry re-exports them into bundles).

/** Catalogue sorts: the API values, with the labels the catalogue's sort menu shows. */
export const PRODUCT_SORTS = [
  { value: '-created_at', label: 'Newest' },
  { value: 'created_at', label: 'Oldest' },
  { value: 'name', label: 'Name A-Z' },
  { value: '-name', label: 'Name Z-A' },
  { value: 'price', label: 'Price: Low to High' },
  { value: '-price', label: 'Price: High to Low' },
  { value: '-rating_average', label: 'Highest Rated' },
  { value: '-featured', label: 'Featured First' },
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number]['value'];
export const DEFAULT_PRODUCT_SORT: ProductSort = '-created_at';
export const PRODUCT_PAGE_SIZE = 20;
export const ORDER_PAGE_SIZE = 20;

export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'completed', 'cancelled', 'refunded'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The statuses a customer may still cancel from. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'processing'];
/** Staff moves an order along these steps (and only these). */
export const ORDER_TRANSITIONS: Readonly<Record<string, readonly OrderStatus[]>> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['completed', 'refunded'],
  completed: ['refunded'],
};

export const COUNTRIES = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
  { value: 'GB', label: 'United Kingdom' },
] as const;
export const PAYMENT_METHODS = [
  { value: 'stripe', label: 'Credit Card' },
  { value: 'paypal', label: 'PayPal' },
  { value: 'cash_on_delivery', label: 'Cash on Delivery' },
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]['value'];
export const SHIPPING_METHODS = ['standard'] as const;

/** The built-in test card provider's cards (no network): one that succeeds, ones that decline. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export const REVIEW_RATING_DEFAULT = 5;
export const CURRENCY = 'USD';
/** The header a guest's browser sends its cart id in (kept in local storage under GUEST_CART_STORAGE_KEY). */
export const CART_ID_HEADER = 'x-cart-id';
export const GUEST_CART_STORAGE_KEY = 'atlas_cart_id';
/** The header a guest sends an order's access token in (also accepted as `?token=`). */
export const ORDER_TOKEN_HEADER = 'x-order-token';

/** The currencies a site's shop may sell in (docs/contracts.md "A shop on every site", Shop settings). */
export const SHOP_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'NZD'] as const;
export type ShopCurrency = (typeof SHOP_CURRENCIES)[number];
