import { useLocation } from 'react-router-dom';

/**
 * Where the shop's links go from here: the public frame's /shop/... screens or the dashboard's.
 * The orders list needs a signed-in user, so it is the dashboard's from either frame.
 */
export function shopPathsFor(pathname: string) {
  const isPublic = pathname === '/shop' || pathname.startsWith('/shop/');
  const base = isPublic ? '/shop' : '/dashboard';
  return {
    isPublic,
    products: `${base}/products`,
    product: (slug: string) => `${base}/products/${encodeURIComponent(slug)}`,
    cart: `${base}/cart`,
    checkout: `${base}/checkout`,
    orders: '/dashboard/orders',
    order: (id: number) => `${base}/orders/${id}`,
  };
}

export type ShopPaths = ReturnType<typeof shopPathsFor>;

export const useShopPaths = (): ShopPaths => shopPathsFor(useLocation().pathname);
