import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { shopRequest, storeQuery, type ShopStore } from '@atlas/shell-kit';
import type { ShopInventoryReport, ShopSalesReport } from '@atlas/commerce/contract';
import { shopKeys } from './keys';

export type { ShopInventoryItem, ShopInventoryReport, ShopSalesReport } from '@atlas/commerce/contract';

/** Shop Analytics: the store's sales of a range of days (UTC, both included). */
export function useSalesReport(store: ShopStore, range: { from: string; to: string }, enabled = true) {
  return useQuery({
    queryKey: shopKeys.salesReport(store, range),
    queryFn: () => shopRequest<ShopSalesReport>('GET', 'reports/sales/', undefined, { query: { ...range, ...storeQuery(store) } }),
    placeholderData: keepPreviousData,
    retry: false,
    enabled,
  });
}

/** Inventory Reports: the store's stock totals and a page of its items, optionally of one state. */
export function useInventoryReport(store: ShopStore, { state, page }: { state: string; page: number }) {
  const query: Record<string, string> = { page: String(page) };
  if (state) query.state = state;
  return useQuery({
    queryKey: shopKeys.inventoryReport(store, query),
    queryFn: () => shopRequest<ShopInventoryReport>('GET', 'reports/inventory/', undefined, { query: { ...query, ...storeQuery(store) } }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
