import { useEffect, useRef } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { CART_ID_HEADER, GUEST_CART_STORAGE_KEY, type ProductPage, type ShopCart } from '@atlas/commerce/contract';
import { request, type RequestOptions } from '../api/client';
import { getAccessToken } from '../api/tokens';
import { useAuth } from '../auth/auth-provider';

/** The commerce service's base path (outside /api). */
const SHOP_API_BASE = '/ecommerce/api';

/** `products/` → the absolute URL: the kit's client puts /api before any other path, and the shop lives under /ecommerce/api. */
export function shopApiUrl(path: string): string {
  return `${window.location.origin}${SHOP_API_BASE}/${path.replace(/^\/+/, '')}`;
}

/** One request to the commerce service under the kit's 401 rule. */
export function shopRequest<T>(method: string, path: string, body?: unknown, options?: RequestOptions): Promise<T> {
  return request<T>(method, shopApiUrl(path), body, options);
}

/** Catalogue pages have one key per query: the shop's screens and the builder's product picker share them. */
export const productKeys = {
  lists: () => ['shop', 'products'] as const,
  list: (query: Record<string, string>) => [...productKeys.lists(), query] as const,
};

/** One page of the catalogue for `query` (the API's own parameter names: search, category, slugs, page_size ...). */
export function productListQuery(query: Record<string, string>) {
  return queryOptions({
    queryKey: productKeys.list(query),
    queryFn: () => shopRequest<ProductPage>('GET', 'products/', undefined, { query }),
    retry: false,
  });
}

/** The cart has one key: the top bar's badge, the cart, checkout and every cart change share it. */
export const cartKeys = {
  all: ['shop', 'cart'] as const,
  current: () => [...cartKeys.all, 'current'] as const,
};

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * A guest's browser sends its cart id with every cart call. Signed in, a remembered guest id is sent
 * once more: the service merges that cart into the user's, and `rememberCart` forgets it.
 */
export function cartHeaders(): Record<string, string> {
  const id = storage()?.getItem(GUEST_CART_STORAGE_KEY);
  return id ? { [CART_ID_HEADER]: id } : {};
}

/** Keeps a guest's cart id from a cart answer (the first write creates the cart); a signed-in answer ends the guest cart. */
export function rememberCart<C extends Pick<ShopCart, 'id'>>(cart: C): C {
  const store = storage();
  if (!store) return cart;
  if (getAccessToken()) store.removeItem(GUEST_CART_STORAGE_KEY);
  else if (cart.id) store.setItem(GUEST_CART_STORAGE_KEY, cart.id);
  return cart;
}

/** A cart call (read or write) with the guest cart header; the answer's cart id is remembered. */
export async function cartRequest(method: string, path: string, body?: unknown): Promise<ShopCart> {
  return rememberCart(await shopRequest<ShopCart>(method, path, body, { headers: cartHeaders(), redirectOnUnauthorized: false }));
}

/** The current cart (a guest's or the user's), fetched again when the user signs in or out. */
export function useCart() {
  const { user, loading } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  const seenUser = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (loading) return;
    if (seenUser.current !== undefined && seenUser.current !== userId) void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    seenUser.current = userId;
  }, [loading, userId, queryClient]);
  return useQuery({ queryKey: cartKeys.current(), queryFn: () => cartRequest('GET', 'cart/'), enabled: !loading, retry: false });
}
