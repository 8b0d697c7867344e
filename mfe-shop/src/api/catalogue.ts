import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productListQuery, shopRequest } from '@atlas/shell-kit';
import type { ProductDetail, ShopBrand, ShopCategory } from '@atlas/commerce/contract';
import { shopKeys } from './keys';

/** One page of the catalogue for the filters in `query` (the API's own parameter names). */
export function useProducts(query: Record<string, string>) {
  return useQuery({ ...productListQuery(query), placeholderData: keepPreviousData });
}

export function useProduct(slug: string | undefined) {
  return useQuery({
    queryKey: shopKeys.product(slug ?? ''),
    queryFn: () => shopRequest<ProductDetail>('GET', `products/${encodeURIComponent(slug ?? '')}/`),
    enabled: Boolean(slug),
    retry: false,
  });
}

export const useCategories = () =>
  useQuery({
    queryKey: shopKeys.categories(),
    queryFn: async () => (await shopRequest<{ results: ShopCategory[] }>('GET', 'categories/')).results,
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useBrands = () =>
  useQuery({
    queryKey: shopKeys.brands(),
    queryFn: async () => (await shopRequest<{ results: ShopBrand[] }>('GET', 'brands/')).results,
    staleTime: 5 * 60_000,
    retry: false,
  });
