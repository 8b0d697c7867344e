import { productKeys } from '@atlas/shell-kit';

// The shop's query keys (the cart's is the kit's cartKeys: the shell's top bar reads it too; catalogue
// pages are the kit's productKeys: the builder's product picker reads them too).
export const shopKeys = {
  all: ['shop'] as const,
  productLists: productKeys.lists,
  products: productKeys.list,
  product: (slug: string) => [...shopKeys.all, 'product', slug] as const,
  reviews: (slug: string) => [...shopKeys.all, 'reviews', slug] as const,
  categories: () => [...shopKeys.all, 'categories'] as const,
  brands: () => [...shopKeys.all, 'brands'] as const,
  orderLists: () => [...shopKeys.all, 'orders'] as const,
  orders: (query: Record<string, string>) => [...shopKeys.orderLists(), query] as const,
  order: (id: number) => [...shopKeys.all, 'order', id] as const,
  stats: () => [...shopKeys.all, 'stats'] as const,
  stockAlerts: () => [...shopKeys.all, 'stock-alerts'] as const,
  discounts: () => [...shopKeys.all, 'discounts'] as const,
  salesReport: (range: { from: string; to: string }) => [...shopKeys.all, 'reports', 'sales', range] as const,
  inventoryReports: () => [...shopKeys.all, 'reports', 'inventory'] as const,
  inventoryReport: (query: Record<string, string>) => [...shopKeys.inventoryReports(), query] as const,
};
