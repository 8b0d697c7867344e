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

/**
 * Which shop a call is about: a site's store (`site` its id) or the platform's (`site` null), docs/contracts.md
 * "A shop on every site". A site's reads and changes carry `?site=`, its creates a body `site`; the platform's neither.
 */
export interface ShopStore {
  site: number | null;
}

export const PLATFORM_STORE: ShopStore = { site: null };

/** What a GET, PATCH or DELETE of the store adds to its query. */
export function storeQuery(store: ShopStore): Record<string, string> {
  return store.site === null ? {} : { site: String(store.site) };
}

/** A create's body in the store (POST products/, discounts/, categories/ ...). */
export function inStore<Body extends object>(store: ShopStore, body: Body): Body & { site?: number } {
  return store.site === null ? body : { ...body, site: store.site };
}

/** The part of every shop key that names the store: one store's lists never answer another's. */
export const storeKey = (store: ShopStore) => (store.site === null ? 'platform' : `site-${store.site}`);

/** Catalogue pages have one key per store and query: the shop's screens and the builder's product picker share them. */
export const productKeys = {
  all: () => ['shop', 'products'] as const,
  lists: (store: ShopStore) => [...productKeys.all(), storeKey(store)] as const,
  list: (store: ShopStore, query: Record<string, string>) => [...productKeys.lists(store), query] as const,
};

/** One page of a store's catalogue for `query` (the API's own parameter names: search, category, slugs, page_size ...). */
export function productListQuery(store: ShopStore, query: Record<string, string>) {
  return queryOptions({
    queryKey: productKeys.list(store, query),
    queryFn: () => shopRequest<ProductPage>('GET', 'products/', undefined, { query: { ...query, ...storeQuery(store) } }),
    retry: false,
  });
}

/** A site's shop as `GET shops/` lists it: the caller's readable sites' (docs/contracts.md "Shop settings"). */
export interface SiteShop {
  site: number;
  enabled: boolean;
  currency: string;
}

/** The sites' shops have one key: the site cards' "Shop" badge reads the list, a shop's settings change it. */
export const siteShopKeys = {
  all: () => ['shop', 'shops'] as const,
  list: () => [...siteShopKeys.all(), 'list'] as const,
};

/** `useQuery(siteShopsQuery())`: every shop of the caller's readable sites, in one request. */
export function siteShopsQuery() {
  return queryOptions({
    queryKey: siteShopKeys.list(),
    queryFn: () => shopRequest<SiteShop[]>('GET', 'shops/', undefined, { redirectOnUnauthorized: false }),
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
