import { useQuery } from '@tanstack/react-query';
import { shopRequest } from '@atlas/shell-kit';
import type { ShopDashboardStats, ShopStockAlert } from '@atlas/commerce/contract';
import { shopKeys } from './keys';

export type { ShopStockAlert };

export const STATS_DAYS = 30;
const STOCK_ALERT_LIMIT = 10;

/** Staff figures over the last 30 days (the dashboard shows nothing of a failure). */
export function useShopStats(enabled: boolean) {
  return useQuery({
    queryKey: shopKeys.stats(),
    queryFn: () => shopRequest<ShopDashboardStats>('GET', 'analytics/', undefined, { query: { days: STATS_DAYS } }),
    enabled,
    retry: false,
  });
}

export function useStockAlerts(enabled: boolean) {
  return useQuery({
    queryKey: shopKeys.stockAlerts(),
    queryFn: async () =>
      (await shopRequest<{ results: ShopStockAlert[] }>('GET', 'stock-alerts/', undefined, { query: { limit: STOCK_ALERT_LIMIT } }))
        .results,
    enabled,
    retry: false,
  });
}
