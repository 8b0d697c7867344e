import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { siteQuery, type ShopStore } from '@atlas/shell-kit';
import type { Site, SiteRole } from '@atlas/sites/contract';

/**
 * The store the screens below work on (docs/contracts.md "A shop on every site", Dashboard): the platform's
 * (`site` null, its screens under /dashboard) or a site's (under /dashboard/sites/{id}/shop). `role` is the
 * reader's on that site, undefined while the site is loading; the platform's store goes by `is_staff`.
 */
export interface Store extends ShopStore {
  base: string;
  role?: SiteRole | null;
}

const PLATFORM: Store = { site: null, base: '/dashboard' };

const StoreContext = createContext<Store>(PLATFORM);

interface SiteState {
  site?: Site;
  loading: boolean;
  error: unknown;
}

const SiteContext = createContext<SiteState>({ loading: false, error: null });

export const siteShopBase = (site: number) => `/dashboard/sites/${site}/shop`;

/** A site's store (`site` its id) or, with `site` null, the platform's. A site's answer gives the reader's role. */
export function StoreProvider({ site, children }: { site: number | null; children: ReactNode }) {
  const answer = useQuery({ ...siteQuery(site ?? 0), enabled: site !== null, retry: false });
  const data = answer.data;
  const store = useMemo<Store>(
    // A site answered without a role is the reader's own (the answer as it was before teams).
    () => (site === null ? PLATFORM : { site, base: siteShopBase(site), role: data ? (data.role ?? 'owner') : undefined }),
    [site, data],
  );
  const siteState = useMemo(
    () => ({ site: data, loading: site !== null && answer.isPending, error: answer.error }),
    [site, data, answer.isPending, answer.error],
  );
  return (
    <StoreContext.Provider value={store}>
      <SiteContext.Provider value={siteState}>{children}</SiteContext.Provider>
    </StoreContext.Provider>
  );
}

export const useStore = (): Store => useContext(StoreContext);

/** The site whose store this is, as the sites service answered it (nothing for the platform's). */
export const useStoreSite = (): SiteState => useContext(SiteContext);
