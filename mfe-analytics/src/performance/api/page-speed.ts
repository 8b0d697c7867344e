import { useQuery } from '@tanstack/react-query';
import { pageSpeedQuery } from '@atlas/shell-kit';
import { REFRESH_MS, hoursOf } from './keys';
import type { PerformanceRange } from './types';

/** Real visitors' vitals per site and per page (one site, or every site the user may see when `site` is null). */
export function usePageSpeed(range: PerformanceRange, site: number | null) {
  return useQuery({ ...pageSpeedQuery(site ?? '', hoursOf(range)), refetchInterval: REFRESH_MS });
}
