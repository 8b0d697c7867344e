import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shopRequest } from '@atlas/shell-kit';
import type { ShopDiscount, ShopDiscountInput } from '@atlas/commerce/contract';
import { shopKeys } from './keys';

export type { ShopDiscount, ShopDiscountInput };

export function useDiscounts() {
  return useQuery({
    queryKey: shopKeys.discounts(),
    queryFn: async () => (await shopRequest<{ results: ShopDiscount[] }>('GET', 'discounts/')).results,
    retry: false,
  });
}

/** Creates a discount code, or changes one (`id`); the list is read again. */
export function useSaveDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id?: number; fields: Partial<ShopDiscountInput> }) =>
      id ? shopRequest<ShopDiscount>('PATCH', `discounts/${id}/`, fields) : shopRequest<ShopDiscount>('POST', 'discounts/', fields),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shopKeys.discounts() }),
  });
}
