import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { inStore, shopRequest, storeQuery, type ShopStore } from '@atlas/shell-kit';
import type { ShopDiscount, ShopDiscountInput } from '@atlas/commerce/contract';
import { shopKeys } from './keys';

export type { ShopDiscount, ShopDiscountInput };

export function useDiscounts(store: ShopStore) {
  return useQuery({
    queryKey: shopKeys.discounts(store),
    queryFn: async () =>
      (await shopRequest<{ results: ShopDiscount[] }>('GET', 'discounts/', undefined, { query: storeQuery(store) })).results,
    retry: false,
  });
}

/** Creates a discount code in the store, or changes one (`id`: the row knows its store); the list is read again. */
export function useSaveDiscount(store: ShopStore) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id?: number; fields: Partial<ShopDiscountInput> }) =>
      id
        ? shopRequest<ShopDiscount>('PATCH', `discounts/${id}/`, fields)
        : shopRequest<ShopDiscount>('POST', 'discounts/', inStore(store, fields)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shopKeys.discounts(store) }),
  });
}
