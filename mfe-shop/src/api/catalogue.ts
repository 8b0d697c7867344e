import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productListQuery, shopRequest, storeQuery, type ShopStore } from '@atlas/shell-kit';
import type { ProductDetail, ShopBrand, ShopCategory } from '@atlas/commerce/contract';
import { shopKeys } from './keys';

/** One page of the store's catalogue for the filters in `query` (the API's own parameter names). */
export function useProducts(store: ShopStore, query: Record<string, string>) {
  return useQuery({ ...productListQuery(store, query), placeholderData: keepPreviousData });
}

export function useProduct(store: ShopStore, slug: string | undefined) {
  return useQuery({
    queryKey: shopKeys.product(store, slug ?? ''),
    queryFn: () =>
      shopRequest<ProductDetail>('GET', `products/${encodeURIComponent(slug ?? '')}/`, undefined, { query: storeQuery(store) }),
    enabled: Boolean(slug),
    retry: false,
  });
}

export const useCategories = (store: ShopStore) =>
  useQuery({
    queryKey: shopKeys.categories(store),
    queryFn: async () =>
      (await shopRequest<{ results: ShopCategory[] }>('GET', 'categories/', undefined, { query: storeQuery(store) })).results,
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useBrands = (store: ShopStore) =>
  useQuery({
    queryKey: shopKeys.brands(store),
    queryFn: async () => (await shopRequest<{ results: ShopBrand[] }>('GET', 'brands/', undefined, { query: storeQuery(store) })).results,
    staleTime: 5 * 60_000,
    retry: false,
  });
