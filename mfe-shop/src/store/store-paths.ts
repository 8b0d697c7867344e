import { useStore, type Store } from './store-context';

/** Where a store's management screens are: the platform's grew up under /dashboard, a site's are all under its base. */
export function storePaths(store: Store) {
  if (store.site === null) {
    return {
      overview: '/dashboard/ecommerce',
      products: '/dashboard/products/manage',
      newProduct: '/dashboard/products/manage/new',
      product: (slug: string) => `/dashboard/products/manage/${encodeURIComponent(slug)}`,
      orders: '/dashboard/orders',
      order: (id: number) => `/dashboard/orders/${id}`,
      discounts: '/dashboard/ecommerce/discounts',
      settings: null,
    };
  }
  const base = store.base;
  return {
    overview: base,
    products: `${base}/products`,
    newProduct: `${base}/products/new`,
    product: (slug: string) => `${base}/products/${encodeURIComponent(slug)}`,
    orders: `${base}/orders`,
    order: (id: number) => `${base}/orders/${id}`,
    discounts: `${base}/discounts`,
    settings: `${base}/settings`,
  };
}

export type StorePaths = ReturnType<typeof storePaths>;

export const useStorePaths = (): StorePaths => storePaths(useStore());
