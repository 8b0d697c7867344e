import { Id, Type } from '@atlas/service-kit';
import { COUNTRIES, ORDER_STATUSES, PAYMENT_METHODS, SHIPPING_METHODS } from '../constants';
import { StoreQuery } from './shops';

const Money = Type.Number();
const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableTime = Type.Union([Type.String(), Type.Null()]);

// Reviews.
export const Review = Type.Object({
  id: Type.Integer(),
  rating: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  user_name: Type.String(),
  is_verified: Type.Boolean(),
  created_at: Type.String(),
});
export const ReviewList = Type.Object({ results: Type.Array(Review), count: Type.Integer() });
export const ReviewInput = Type.Object({
  rating: Type.Optional(Type.Integer({ minimum: 1, maximum: 5, errorMessage: 'Rating must be a whole number from 1 to 5' })),
  title: Type.String({ maxLength: 200, errorMessage: 'Title must be at most 200 characters' }),
  content: Type.String({ maxLength: 5000, errorMessage: 'Review must be at most 5000 characters' }),
});

// Carts.
export const CartItem = Type.Object({
  id: Type.Integer(),
  product: Type.Object({
    id: Type.Integer(),
    slug: Type.String(),
    name: Type.String(),
    main_image: NullableString,
    sku: Type.String(),
  }),
  variation: Type.Union([
    Type.Object({
      id: Type.Integer(),
      sku: Type.String(),
      attributes: Type.Array(Type.Object({ attribute_name: Type.String(), value: Type.String() })),
    }),
    Type.Null(),
  ]),
  quantity: Type.Integer(),
  unit_price: Money,
  total_price: Money,
  /** How many the shop can still sell of this line's stock item (null: not counted, or backorders allowed). */
  available_quantity: Type.Union([Type.Integer(), Type.Null()]),
  is_available: Type.Boolean(),
});
export const Cart = Type.Object({
  /** The cart's id: a guest's browser keeps it and sends it back in the X-Cart-Id header. */
  id: Type.String(),
  items: Type.Array(CartItem),
  item_count: Type.Integer(),
  subtotal: Money,
  total_weight: Type.Number(),
  discount_code: NullableString,
  discount_amount: Money,
  /** The items after the discount (what the spec calls the cart's total). */
  total: Money,
  /** What checkout adds and charges, by the service's one rule: flat shipping, tax on the discounted subtotal. */
  shipping_amount: Money,
  tax_amount: Money,
  order_total: Money,
  /** The store the cart shops in (null: the platform's) and the currency it charges in. */
  site: Type.Union([Type.Integer(), Type.Null()]),
  currency: Type.String(),
  /** The rules behind them: shipping per order and the tax percentage. */
  shipping_flat: Money,
  tax_rate: Type.Number(),
});
const Quantity = Type.Integer({ minimum: 0, maximum: 9999, errorMessage: 'Quantity must be a whole number from 0 to 9999' });
export const AddItemBody = Type.Object({
  product_id: Id(),
  variation_id: Type.Optional(Type.Union([Id(), Type.Null()])),
  quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 9999, errorMessage: 'Quantity must be a whole number from 1 to 9999' })),
});
export const UpdateItemBody = Type.Object({ item_id: Id(), quantity: Quantity });
export const RemoveItemBody = Type.Object({ item_id: Id() });
export const DiscountBody = Type.Object({
  code: Type.String({ maxLength: 50, errorMessage: 'Discount code must be at most 50 characters' }),
});
export const DiscountResult = Type.Object({
  success: Type.Boolean(),
  data: Type.Object({ discount_code: Type.String(), discount_amount: Money, cart_total: Money }),
  cart: Cart,
});

// Checkout.
const text = (max: number) => Type.Optional(Type.String({ maxLength: max, errorMessage: `{path} must be at most ${max} characters` }));
export const CheckoutBody = Type.Object({
  customer_email: text(254),
  customer_phone: text(40),
  billing_first_name: text(100),
  billing_last_name: text(100),
  billing_address_1: text(200),
  billing_address_2: text(200),
  billing_city: text(100),
  billing_state: text(100),
  billing_country: text(2),
  billing_postal_code: text(20),
  shipping_first_name: text(100),
  shipping_last_name: text(100),
  shipping_address_1: text(200),
  shipping_address_2: text(200),
  shipping_city: text(100),
  shipping_state: text(100),
  shipping_country: text(2),
  shipping_postal_code: text(20),
  payment_method: Type.Optional(
    Type.Enum(
      PAYMENT_METHODS.map((m) => m.value),
      { errorMessage: `payment_method must be one of ${PAYMENT_METHODS.map((m) => m.value).join(', ')}` },
    ),
  ),
  discount_code: text(50),
  customer_notes: text(2000),
  shipping_method: Type.Optional(Type.Enum([...SHIPPING_METHODS], { errorMessage: 'shipping_method must be standard' })),
  same_as_billing: Type.Optional(Type.Boolean({ errorMessage: 'same_as_billing must be true or false' })),
  /** The card to charge (payment_method stripe: required, 12 to 19 digits; in test mode one of TEST_CARDS). */
  card_number: text(23),
  /** PayPal in test mode: an address ending in @decline.test is declined. */
  paypal_email: text(254),
  /** The store the order is placed in (absent: the platform's). */
  site: Type.Optional(Id()),
  /** Required (true) when the store has a terms page. */
  accept_terms: Type.Optional(Type.Boolean({ errorMessage: 'accept_terms must be true or false' })),
});

export const OrderItem = Type.Object({
  id: Type.Integer(),
  product_id: Type.Union([Type.Integer(), Type.Null()]),
  product_slug: NullableString,
  product_name: Type.String(),
  product_sku: Type.String(),
  variation_details: Type.Record(Type.String(), Type.String()),
  quantity: Type.Integer(),
  unit_price: Money,
  total_price: Money,
});
export const Payment = Type.Object({
  id: Type.Integer(),
  payment_method: Type.String(),
  amount: Money,
  currency: Type.String(),
  status: Type.String(),
  transaction_id: Type.String(),
  created_at: Type.String(),
});
const orderFields = {
  id: Type.Integer(),
  /** The store it was placed in (null: the platform's). */
  site: Type.Union([Type.Integer(), Type.Null()]),
  order_number: Type.String(),
  status: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
  shipped_at: NullableTime,
  delivered_at: NullableTime,
  cancelled_at: NullableTime,
  tracking_number: Type.String(),
  total_amount: Money,
  subtotal: Money,
  discount_amount: Money,
  discount_code: NullableString,
  shipping_amount: Money,
  tax_amount: Money,
  currency: Type.String(),
  items_count: Type.Integer(),
  latest_payment: Type.Union([Payment, Type.Null()]),
  customer_email: Type.String(),
};
export const OrderSummary = Type.Object(orderFields);
const address = (prefix: 'billing' | 'shipping') => ({
  [`${prefix}_first_name`]: Type.String(),
  [`${prefix}_last_name`]: Type.String(),
  [`${prefix}_address_1`]: Type.String(),
  [`${prefix}_address_2`]: Type.String(),
  [`${prefix}_city`]: Type.String(),
  [`${prefix}_state`]: Type.String(),
  [`${prefix}_country`]: Type.String(),
  [`${prefix}_postal_code`]: Type.String(),
});
export const Order = Type.Object({
  ...orderFields,
  ...(address('billing') as Record<string, ReturnType<typeof Type.String>>),
  ...(address('shipping') as Record<string, ReturnType<typeof Type.String>>),
  customer_phone: Type.String(),
  customer_notes: Type.String(),
  shipping_method: Type.String(),
  payment_method: Type.String(),
  items: Type.Array(OrderItem),
  payments: Type.Array(Payment),
  /** Only in the checkout's answer (and to staff): what lets a guest open this order again. */
  access_token: Type.Optional(Type.String()),
});
export const OrderList = Type.Object({
  results: Type.Array(OrderSummary),
  count: Type.Integer(),
  next: Type.Union([Type.Integer(), Type.Null()]),
  previous: Type.Union([Type.Integer(), Type.Null()]),
});
export const OrderQuery = Type.Object({
  status: Type.Optional(Type.Enum([...ORDER_STATUSES, ''], { errorMessage: `status must be one of ${ORDER_STATUSES.join(', ')}` })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, errorMessage: '{path} must be a whole number from 1 to 100000' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, errorMessage: '{path} must be a whole number from 1 to 100' })),
  all: Type.Optional(Type.Enum(['true', 'false', '1', '0'], { errorMessage: 'all must be true or false' })),
  ...StoreQuery,
});
export const OrderTokenQuery = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 100, errorMessage: 'token must be at most 100 characters' })),
});
export const StatusBody = Type.Object({
  status: Type.Enum([...ORDER_STATUSES], { errorMessage: `status must be one of ${ORDER_STATUSES.join(', ')}` }),
  tracking_number: Type.Optional(Type.String({ maxLength: 100, errorMessage: 'tracking_number must be at most 100 characters' })),
});

// The staff dashboard.
export const DashboardStats = Type.Object({
  days: Type.Integer(),
  total_orders: Type.Integer(),
  /** Cancelled or refunded orders of the same days: left out of every other figure. */
  cancelled_orders: Type.Integer(),
  total_revenue: Money,
  average_order_value: Money,
  total_customers: Type.Integer(),
  recent_orders: Type.Array(OrderSummary),
  top_products: Type.Array(Type.Object({ product__name: Type.String(), quantity_sold: Type.Integer(), revenue: Money })),
});
export const DaysQuery = Type.Object({
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650, errorMessage: 'days must be a whole number from 1 to 3650' })),
  ...StoreQuery,
});
export const StockAlert = Type.Object({
  id: Type.Integer(),
  alert_type: Type.String(),
  product_id: Type.Integer(),
  product_slug: Type.String(),
  product_name: Type.String(),
  variation_sku: NullableString,
  current_stock: Type.Integer(),
  threshold: Type.Integer(),
  created_at: Type.String(),
});
export const StockAlertList = Type.Object({ results: Type.Array(StockAlert), count: Type.Integer() });
export const LimitQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, errorMessage: 'limit must be a whole number from 1 to 100' })),
  ...StoreQuery,
});
/** `?site=` alone: the store a cart route shops in. */
export const CartQuery = Type.Object(StoreQuery);
export const CountryCodes = COUNTRIES.map((c) => c.value);
