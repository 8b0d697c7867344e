import type { ProductDetail, ProductVariation, ShopCart, ShopCartItem, ShopOrder, ShopOrderSummary } from '@atlas/commerce/contract';
import { productDefaults } from '../screens/manage/product-form';

/**
 * A product as the service answers it, with the fields a test cares about changed; a field staff edit that is
 * not named here holds what a new product's form would send.
 */
export function product(over: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...productDefaults(),
    id: 1,
    site: null,
    slug: 'linen-shirt',
    name: 'Linen Shirt',
    short_description: 'Cool in summer.',
    description: 'A shirt of linen.',
    main_image: null,
    images: [],
    price: 40,
    regular_price: 40,
    sale_price: null,
    is_on_sale: false,
    discount_percentage: 0,
    rating_average: 0,
    rating_count: 0,
    is_in_stock: true,
    is_low_stock: false,
    stock_quantity: 20,
    manage_stock: true,
    allow_backorders: false,
    low_stock_threshold: 3,
    status: 'active',
    featured: false,
    sku: 'LS-1',
    category: { id: 1, name: 'Shirts', slug: 'shirts' },
    brand: null,
    has_variations: false,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    weight: 0,
    variations: [],
    ...over,
  };
}

export function variation(id: number, attributes: Record<string, string>, over: Partial<ProductVariation> = {}): ProductVariation {
  return {
    id,
    sku: `V-${id}`,
    price: 40,
    regular_price: 40,
    is_on_sale: false,
    stock_quantity: 5,
    is_in_stock: true,
    is_active: true,
    attributes: Object.entries(attributes).map(([name, value]) => ({
      attribute_name: name,
      value,
      attribute_type: name === 'Color' ? 'color' : 'size',
      color_code: name === 'Color' ? (value === 'Red' ? '#FF0000' : '#0000FF') : null,
    })),
    ...over,
  };
}

export function cartItem(id: number, name: string, over: Partial<ShopCartItem> = {}): ShopCartItem {
  return {
    id,
    product: { id: id * 10, slug: name.toLowerCase().replace(/\s+/g, '-'), name, main_image: null, sku: `SKU-${id}` },
    variation: null,
    quantity: 1,
    unit_price: 25,
    total_price: 25,
    available_quantity: null,
    is_available: true,
    ...over,
  };
}

/** A cart whose count and totals follow its lines. */
export function cart(items: ShopCartItem[] = [], over: Partial<ShopCart> = {}): ShopCart {
  const subtotal = items.reduce((sum, item) => sum + item.total_price, 0);
  return {
    id: 'cart-1',
    site: null,
    currency: 'USD',
    items,
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal,
    total_weight: 0,
    discount_code: null,
    discount_amount: 0,
    total: subtotal,
    // The service's defaults: 10 flat shipping on a cart with something in it, no tax.
    shipping_amount: items.length ? 10 : 0,
    tax_amount: 0,
    order_total: subtotal + (items.length ? 10 : 0),
    shipping_flat: 10,
    tax_rate: 0,
    ...over,
  };
}

export function orderSummary(id: number, over: Partial<ShopOrderSummary> = {}): ShopOrderSummary {
  return {
    id,
    site: null,
    order_number: `ORD-${1000 + id}`,
    status: 'processing',
    created_at: '2026-03-01T10:00:00Z',
    updated_at: '2026-03-01T11:00:00Z',
    shipped_at: null,
    delivered_at: null,
    cancelled_at: null,
    tracking_number: '',
    total_amount: 60,
    subtotal: 50,
    discount_amount: 0,
    discount_code: null,
    shipping_amount: 10,
    tax_amount: 0,
    currency: 'USD',
    items_count: 2,
    latest_payment: {
      id: 1,
      payment_method: 'stripe',
      amount: 60,
      currency: 'USD',
      status: 'completed',
      transaction_id: 'tx_1',
      created_at: '2026-03-01T10:00:00Z',
    },
    customer_email: 'ada@example.com',
    ...over,
  };
}

export function order(id: number, over: Partial<ShopOrder> = {}): ShopOrder {
  const address = (prefix: string) => ({
    [`${prefix}_first_name`]: 'Ada',
    [`${prefix}_last_name`]: 'Lovelace',
    [`${prefix}_address_1`]: '1 Main St',
    [`${prefix}_address_2`]: '',
    [`${prefix}_city`]: 'Springfield',
    [`${prefix}_state`]: 'IL',
    [`${prefix}_country`]: 'US',
    [`${prefix}_postal_code`]: '62701',
  });
  const summary = orderSummary(id);
  return {
    ...summary,
    ...address('billing'),
    ...address('shipping'),
    customer_phone: '',
    customer_notes: '',
    shipping_method: 'standard',
    payment_method: 'stripe',
    items: [
      {
        id: 1,
        product_id: 1,
        product_slug: 'linen-shirt',
        product_name: 'Linen Shirt',
        product_sku: 'LS-1',
        variation_details: { Color: 'Red' },
        quantity: 2,
        unit_price: 25,
        total_price: 50,
      },
    ],
    payments: summary.latest_payment ? [summary.latest_payment] : [],
    ...over,
  } as ShopOrder;
}
