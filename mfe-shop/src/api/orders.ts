import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cartHeaders, cartKeys, inStore, shopRequest, storeQuery, type ShopStore } from '@atlas/shell-kit';
import { ORDER_PAGE_SIZE, type CheckoutForm, type ShopOrder, type ShopOrderPage } from '@atlas/commerce/contract';
import { shopKeys } from './keys';
import { orderTokenHeaders } from './order-tokens';

export type { ShopOrder };
export type { ShopOrderSummary } from '@atlas/commerce/contract';

interface OrderFilters {
  status?: string;
  page?: number;
  limit?: number;
  /** Staff: every customer's orders. */
  all?: boolean;
  /** False while it is not yet known whose list to ask for (staff and customers open on different ones). */
  enabled?: boolean;
}

/** A site's store lists its orders (`?site=`); the platform's a customer's own, or staff's every customer's (`all`). */
export function useOrders(store: ShopStore, { status = '', page = 1, limit = ORDER_PAGE_SIZE, all = false, enabled = true }: OrderFilters) {
  const query: Record<string, string> = { page: String(page), limit: String(limit), ...storeQuery(store) };
  if (status) query.status = status;
  if (all) query.all = 'true';
  return useQuery({
    queryKey: shopKeys.orders(store, query),
    queryFn: () => shopRequest<ShopOrderPage>('GET', 'orders/', undefined, { query }),
    placeholderData: keepPreviousData,
    retry: false,
    enabled,
  });
}

/** An order by id (it knows its store); a guest's needs its access token. */
export function useOrder(store: ShopStore, id: number, token?: string) {
  return useQuery({
    queryKey: shopKeys.order(store, id),
    queryFn: () =>
      shopRequest<ShopOrder>('GET', `orders/${id}/`, undefined, { headers: orderTokenHeaders(token), redirectOnUnauthorized: !token }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** Checkout: the order is created from the cart, which the service then empties. */
export function useCreateOrder(store: ShopStore) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ form, idempotencyKey }: { form: CheckoutForm; idempotencyKey: string }) =>
      shopRequest<ShopOrder>('POST', 'orders/', inStore(store, form), { headers: { ...cartHeaders(), 'Idempotency-Key': idempotencyKey } }),
    onSuccess: (order) => {
      queryClient.setQueryData(shopKeys.order(store, order.id), order);
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: shopKeys.orderLists(store) });
      void queryClient.invalidateQueries({ queryKey: shopKeys.productLists(store) });
    },
  });
}

/** What changes an order (cancel, staff's status steps): the answer is the order as it now is. */
function useOrderChange<Variables>(store: ShopStore, id: number, send: (variables: Variables) => Promise<ShopOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (order) => {
      queryClient.setQueryData(shopKeys.order(store, id), order);
      void queryClient.invalidateQueries({ queryKey: shopKeys.orderLists(store) });
      void queryClient.invalidateQueries({ queryKey: shopKeys.stats(store) });
    },
  });
}

export const useCancelOrder = (store: ShopStore, id: number, token?: string) =>
  useOrderChange(store, id, () => shopRequest<ShopOrder>('POST', `orders/${id}/cancel/`, undefined, { headers: orderTokenHeaders(token) }));

export const useUpdateOrderStatus = (store: ShopStore, id: number) =>
  useOrderChange(store, id, (change: { status: string; tracking_number?: string }) =>
    shopRequest<ShopOrder>('POST', `orders/${id}/update_status/`, change),
  );
