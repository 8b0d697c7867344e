import { productKeys, storeKey, type ShopStore } from '@atlas/shell-kit';

// The shop's query keys, each under its store (a site's and the platform's never share an answer). The
// cart's is the kit's cartKeys (the shell's top bar reads it too); catalogue pages are the kit's
// productKeys (the builder's product picker reads them too).
export const shopKeys = {
  all: ['shop'] as const,
  store: (store: ShopStore) => [...shopKeys.all, storeKey(store)] as const,
  productLists: productKeys.lists,
  products: productKeys.list,
  product: (store: ShopStore, slug: string) => [...shopKeys.store(store), 'product', slug] as const,
  reviews: (store: ShopStore, slug: string) => [...shopKeys.store(store), 'reviews', slug] as const,
  categories: (store: ShopStore) => [...shopKeys.store(store), 'categories'] as const,
  brands: (store: ShopStore) => [...shopKeys.store(store), 'brands'] as const,
  orderLists: (store: ShopStore) => [...shopKeys.store(store), 'orders'] as const,
  orders: (store: ShopStore, query: Record<string, string>) => [...shopKeys.orderLists(store), query] as const,
  order: (store: ShopStore, id: number) => [...shopKeys.store(store), 'order', id] as const,
  stats: (store: ShopStore) => [...shopKeys.store(store), 'stats'] as const,
  stockAlerts: (store: ShopStore) => [...shopKeys.store(store), 'stock-alerts'] as const,
  discounts: (store: ShopStore) => [...shopKeys.store(store), 'discounts'] as const,
  salesReport: (store: ShopStore, range: { from: string; to: string }) => [...shopKeys.store(store), 'reports', 'sales', range] as const,
  inventoryReports: (store: ShopStore) => [...shopKeys.store(store), 'reports', 'inventory'] as const,
  inventoryReport: (store: ShopStore, query: Record<string, string>) => [...shopKeys.inventoryReports(store), query] as const,
  settings: (store: ShopStore) => [...shopKeys.store(store), 'settings'] as const,
};
