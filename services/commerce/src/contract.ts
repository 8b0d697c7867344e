// The commerce service's answers as types, for the front ends (types only: nothing server-side is
// bundled by importing them) and its shared constants.
import type { Static } from '@atlas/service-kit';
import type {
  Brand,
  Category,
  Product,
  ProductCreate,
  ProductList,
  ProductSummary,
  ProductUpdate,
  StoreReview,
  Variation,
} from './schemas/catalogue';
import type {
  Cart,
  CartItem,
  CheckoutBody,
  DashboardStats,
  DiscountResult,
  Order,
  OrderItem,
  OrderList,
  OrderSummary,
  Payment,
  StockAlert,
} from './schemas/shopping';
import type { Discount, DiscountInput } from './schemas/discounts';
import type { InventoryItem, InventoryReport, SalesReport } from './schemas/reports';
import type { ShopSettingsAnswer } from './schemas/shops';
import type { ShopCurrency } from './constants';

export * from './constants';
export * from './rules/shop-rules';
export * from './rules/product-rules';

/** A site's shop settings as its members read them (`GET shops/{site}/`). */
export type SiteShopSettings = Required<Omit<Static<typeof ShopSettingsAnswer>, 'currency'>> & { currency: ShopCurrency };
/** What anyone reads of an open shop (the storefront's settings). */
export type PublicShopSettings = Omit<SiteShopSettings, 'order_email' | 'updated_at'>;
export type ShopCategory = Static<typeof Category>;
export type ShopBrand = Static<typeof Brand>;
export type ProductDetail = Static<typeof Product>;
export type ProductCard = Static<typeof ProductSummary>;
export type ProductPage = Static<typeof ProductList>;
/** What an editor sends to create a product (the service's body, less `site`: the store, named apart); a PATCH sends any of its fields. */
export type ProductBody = Omit<Static<typeof ProductCreate>, 'site'>;
export type ProductChanges = Static<typeof ProductUpdate>;
export type ProductVariation = Static<typeof Variation>;
export type ProductReview = Static<typeof StoreReview>;
export type ShopCart = Static<typeof Cart>;
export type ShopCartItem = Static<typeof CartItem>;
export type AppliedDiscount = Static<typeof DiscountResult>;
export type CheckoutForm = Static<typeof CheckoutBody>;
export type ShopOrder = Static<typeof Order> & Record<`${'billing' | 'shipping'}_${string}`, string>;
export type ShopOrderSummary = Static<typeof OrderSummary>;
export type ShopOrderItem = Static<typeof OrderItem>;
export type ShopOrderPage = Static<typeof OrderList>;
export type ShopPayment = Static<typeof Payment>;
export type ShopDashboardStats = Static<typeof DashboardStats>;
export type ShopStockAlert = Static<typeof StockAlert>;
export type ShopDiscount = Static<typeof Discount>;
export type ShopDiscountInput = Static<typeof DiscountInput>;
export type ShopSalesReport = Static<typeof SalesReport>;
export type ShopInventoryReport = Static<typeof InventoryReport>;
export type ShopInventoryItem = Static<typeof InventoryItem>;
