import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartKeys, cartRequest, rememberCart, shopRequest, cartHeaders } from '@atlas/shell-kit';
import type { AppliedDiscount, ShopCart, ShopCartItem } from '@atlas/commerce/contract';

export { useCart } from '@atlas/shell-kit';
export type { ShopCart, ShopCartItem };

/** Every cart change answers the whole cart: it becomes the cart query's data (the top bar's count follows). */
function useCartChange<Variables>(send: (variables: Variables) => Promise<ShopCart>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...cartKeys.all, 'change'],
    mutationFn: send,
    onSuccess: (cart) => queryClient.setQueryData(cartKeys.current(), cart),
  });
}

export const useAddToCart = () =>
  useCartChange((item: { product_id: number; variation_id: number | null; quantity: number }) =>
    cartRequest('POST', 'cart/add_item/', item),
  );

/** A quantity under 1 removes the line. */
export const useSetQuantity = () =>
  useCartChange(({ itemId, quantity }: { itemId: number; quantity: number }) =>
    quantity < 1
      ? cartRequest('DELETE', 'cart/remove_item/', { item_id: itemId })
      : cartRequest('PATCH', 'cart/update_item/', { item_id: itemId, quantity }),
  );

export const useRemoveLine = () => useCartChange((itemId: number) => cartRequest('DELETE', 'cart/remove_item/', { item_id: itemId }));

export const useClearCart = () => useCartChange(() => cartRequest('DELETE', 'cart/clear/'));

export const useRemoveDiscount = () => useCartChange(() => cartRequest('DELETE', 'cart/remove_discount/'));

/** Applies a code; the answer carries what it took off and the cart with it. */
export function useApplyDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...cartKeys.all, 'change'],
    mutationFn: async (code: string) =>
      shopRequest<AppliedDiscount>('POST', 'cart/apply_discount/', { code }, { headers: cartHeaders(), redirectOnUnauthorized: false }),
    onSuccess: (answer) => queryClient.setQueryData(cartKeys.current(), rememberCart(answer.cart)),
  });
}
