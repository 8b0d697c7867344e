import { Paging, Type } from '@atlas/service-kit';
import { StoreQuery } from './shops';

const Day = (name: string) => Type.String({ format: 'date', errorMessage: `${name} must be a date (YYYY-MM-DD)` });

/** The sales report's days (UTC), both included; without them the last 30 days up to today. */
export const SalesQuery = Type.Object({ from: Type.Optional(Day('from')), to: Type.Optional(Day('to')), ...StoreQuery });

export const SalesReport = Type.Object({
  from: Type.String(),
  to: Type.String(),
  /** Orders placed in the range, cancelled and refunded ones left out of every figure but `cancelled_orders`. */
  total_orders: Type.Integer(),
  cancelled_orders: Type.Integer(),
  total_revenue: Type.Number(),
  average_order_value: Type.Number(),
  total_customers: Type.Integer(),
  units_sold: Type.Integer(),
  discount_total: Type.Number(),
  by_day: Type.Array(Type.Object({ date: Type.String(), orders: Type.Integer(), revenue: Type.Number() })),
  top_products: Type.Array(
    Type.Object({
      product_id: Type.Union([Type.Integer(), Type.Null()]),
      product_name: Type.String(),
      quantity_sold: Type.Integer(),
      revenue: Type.Number(),
    }),
  ),
});

export const INVENTORY_STATES = ['in_stock', 'low_stock', 'out_of_stock', 'untracked'] as const;

export const InventoryQuery = Type.Object({
  state: Type.Optional(Type.Enum([...INVENTORY_STATES, ''], { errorMessage: `state must be one of ${INVENTORY_STATES.join(', ')}` })),
  ...Paging(25),
  ...StoreQuery,
});

export const InventoryItem = Type.Object({
  product_id: Type.Integer(),
  product_slug: Type.String(),
  product_name: Type.String(),
  product_status: Type.String(),
  variation_id: Type.Union([Type.Integer(), Type.Null()]),
  sku: Type.String(),
  /** A variation's options ('Size: M, Color: Red'); empty for a product without variations. */
  options: Type.String(),
  stock_quantity: Type.Integer(),
  low_stock_threshold: Type.Integer(),
  unit_price: Type.Number(),
  stock_value: Type.Number(),
  state: Type.Enum([...INVENTORY_STATES]),
});

export const InventoryReport = Type.Object({
  summary: Type.Object({
    /** Stock items: products without variations, and the active variations of those with them. */
    items: Type.Integer(),
    untracked: Type.Integer(),
    units_in_stock: Type.Integer(),
    /** What the stock counted would sell for at today's prices. */
    stock_value: Type.Number(),
    in_stock: Type.Integer(),
    low_stock: Type.Integer(),
    out_of_stock: Type.Integer(),
  }),
  results: Type.Array(InventoryItem),
  count: Type.Integer(),
  next: Type.Union([Type.Integer(), Type.Null()]),
  previous: Type.Union([Type.Integer(), Type.Null()]),
});
