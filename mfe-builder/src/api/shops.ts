import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { siteShopsQuery } from '@atlas/shell-kit';

/** The ids of the user's sites whose shop is open, from one request; a failure is no shop at all (no badge). */
export function useOpenShops(enabled: boolean): ReadonlySet<number> {
  const shops = useQuery({ ...siteShopsQuery(), enabled });
  return useMemo(() => new Set((shops.data ?? []).filter((shop) => shop.enabled).map((shop) => shop.site)), [shops.data]);
}
