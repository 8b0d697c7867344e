import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { SiteRole } from '@atlas/sites/contract';
import { sitesQuery } from './sites';

/**
 * The signed-in user's role on each site they may open, from the sites list. `roleOf` answers null for a
 * site they cannot open (or none) and while the list is not in (`ready` false); a site answered without a
 * role is the user's own (the list as it was before teams). Screens hide what the role may not do; the
 * services refuse it anyway.
 */
export function useSiteRoles() {
  const sites = useQuery({ ...sitesQuery(), retry: false });
  const list = sites.data;
  const roleOf = useCallback(
    (siteId: number | null | undefined): SiteRole | null => {
      const site = siteId == null ? undefined : list?.find((s) => s.id === siteId);
      return site ? (site.role ?? 'owner') : null;
    },
    [list],
  );
  return { ready: sites.isSuccess, sites: list ?? [], roleOf };
}

/** The signed-in user's role on one site: undefined until the sites list is in, null when they may not open it. */
export function useSiteRole(siteId: number | null | undefined): SiteRole | null | undefined {
  const { ready, roleOf } = useSiteRoles();
  return ready ? roleOf(siteId) : undefined;
}
