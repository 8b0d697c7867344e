import { useQuery } from '@tanstack/react-query';
import { shopRequest, storeQuery, type ShopStore } from '@atlas/shell-kit';
import type { ShopDashboardStats, ShopStockAlert } from '@atlas/commerce/contract';
import { shopKeys } from './keys';

export type { ShopStockAlert };

export const STATS_DAYS = 30;
const STOCK_ALERT_LIMIT = 10;

/** The store's figures over the last 30 days (the dashboard shows nothing of a failure). */
export function useShopStats(store: ShopStore, enabled: boolean) {
  return useQuery({
    queryKey: shopKeys.stats(store),
    queryFn: () => shopRequest<ShopDashboardStats>('GET', 'analytics/', undefined, { query: { days: STATS_DAYS, ...storeQuery(store) } }),
    enabled,
    retry: false,
  });
}

export function useStockAlerts(store: ShopStore, enabled: boolean) {
  return useQuery({
    queryKey: shopKeys.stockAlerts(store),
    queryFn: async () =>
      (
        await shopRequest<{ results: ShopStockAlert[] }>('GET', 'stock-alerts/', undefined, {
          query: { limit: STOCK_ALERT_LIMIT, ...storeQuery(store) },
        })
      ).results,
    enabled,
    retry: false,
  });
}
