import { useQuery } from '@tanstack/react-query';
import { api } from '@atlas/shell-kit';
import { menuKeys } from './keys';
import type { MenuClickThroughRate } from '@atlas/analytics/contract';
import type { MenuAnalytics } from './types';

export const ANALYTICS_RANGES = [7, 30, 90, 365] as const;
export const DEFAULT_RANGE = 30;

export function useMenuAnalytics(menuId: number, days: number) {
  return useQuery({
    queryKey: menuKeys.analytics(menuId, days),
    queryFn: () => api.get<MenuAnalytics>(`/menus/${menuId}/analytics/`, { query: { days } }),
    enabled: menuId > 0,
    retry: false,
  });
}

/**
 * Clicks over the page views of the menu's site (the analytics service counts both). Optional on
 * the screen: without it the tab still shows the clicks.
 */
export function useMenuClickThrough(menuId: number, days: number) {
  return useQuery({
    queryKey: menuKeys.clickThrough(menuId, days),
    queryFn: () => api.get<MenuClickThroughRate>(`/analytics/menus/${menuId}/click-through/`, { query: { days } }),
    enabled: menuId > 0,
    retry: false,
  });
}
