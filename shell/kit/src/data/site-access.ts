import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Site } from '@atlas/sites/contract';
import { ApiError } from '../api/client';
import { siteWasListed, sitesQuery } from './sites';

/**
 * Whether the user lost `siteId` (removed from its team, or it was deleted): the API refused something
 * of it (`error` a 403 or 404), the page had it in the user's sites, and the list asked again lacks it.
 * Refreshing the list also drops the site from every other screen.
 */
export function useSiteAccessLost(siteId: number | null | undefined, error: unknown): boolean {
  const queryClient = useQueryClient();
  const refused = error instanceof ApiError && (error.status === 403 || error.status === 404);
  const asking = refused && siteId != null && siteWasListed(siteId);
  const [sites, setSites] = useState<Site[] | null>(null);
  useEffect(() => {
    if (!asking) return undefined;
    let current = true;
    queryClient
      .fetchQuery({ ...sitesQuery(), staleTime: 0 })
      .then((fresh) => current && setSites(fresh))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [asking, error, queryClient]);
  return asking && sites !== null && !sites.some((site) => site.id === siteId);
}
