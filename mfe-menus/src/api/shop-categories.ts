import { useQuery } from '@tanstack/react-query';
import { listOf, shopRequest } from '@atlas/shell-kit';
import { menuKeys } from './keys';

export interface ShopCategory {
  id: number;
  name: string;
  slug: string;
}

/** The shop's categories a category item can link to; without the shop the field takes a slug by hand. */
export function useShopCategories(enabled: boolean) {
  return useQuery({
    queryKey: menuKeys.shopCategories(),
    queryFn: async () => listOf<ShopCategory>(await shopRequest('GET', 'categories/', undefined, { auth: false })),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}
