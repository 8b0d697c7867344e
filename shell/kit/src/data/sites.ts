import { queryOptions } from '@tanstack/react-query';
import type { Page, Site } from '@atlas/sites/contract';
import { ApiError, api, listOf } from '../api/client';

// One key factory per resource of the sites service, shared by the shell and every remote through
// the one QueryClient: a mutation in one remote invalidates what another remote shows.
export const siteKeys = {
  all: ['sites'] as const,
  list: () => [...siteKeys.all, 'list'] as const,
  detail: (id: number) => [...siteKeys.all, 'detail', id] as const,
  navigation: (id: number) => [...siteKeys.all, 'navigation', id] as const,
  submissions: (id: number) => [...siteKeys.all, 'submissions', id] as const,
  members: (id: number) => [...siteKeys.all, 'members', id] as const,
  invitations: (id: number) => [...siteKeys.all, 'invitations', id] as const,
  invitation: (token: string) => [...siteKeys.all, 'invitation', token] as const,
  domains: (id: number) => [...siteKeys.all, 'domains', id] as const,
};

export const pageKeys = {
  all: ['pages'] as const,
  ofSite: (siteId: number) => [...pageKeys.all, 'site', siteId] as const,
  detail: (id: number) => [...pageKeys.all, 'detail', id] as const,
  revisions: (id: number) => [...pageKeys.all, 'revisions', id] as const,
};

export const templateKeys = {
  all: ['templates'] as const,
  list: () => [...templateKeys.all, 'list'] as const,
  detail: (id: number) => [...templateKeys.all, 'detail', id] as const,
};

// Every site this page has listed for the user: one gone from the list since was taken from them.
const sitesListed = new Set<number>();

/** Whether the user's sites list named `siteId` at some point since the page loaded. */
export function siteWasListed(siteId: number): boolean {
  return sitesListed.has(siteId);
}

/** The signed-in user's sites. A 401 on this list means an empty list, never an error screen. */
export async function fetchSites(): Promise<Site[]> {
  try {
    const sites = listOf<Site>(await api.get('/builder/sites/', { redirectOnUnauthorized: false }));
    for (const site of sites) sitesListed.add(site.id);
    return sites;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return [];
    throw error;
  }
}

/** `useQuery(sitesQuery())`: the sites list under its one key. */
export function sitesQuery() {
  return queryOptions({ queryKey: siteKeys.list(), queryFn: fetchSites });
}

/** `useQuery(siteQuery(id))`: one site as the sites service answers it, with the reader's `role`. */
export function siteQuery(siteId: number) {
  return queryOptions({
    queryKey: siteKeys.detail(siteId),
    queryFn: () => api.get<Site>(`/builder/sites/${siteId}/`),
  });
}

/** `useQuery(sitePagesQuery(id))`: one site's pages under their one key (a remote may narrow the page type). */
export function sitePagesQuery<P extends Omit<Page, 'blocks'> = Page>(siteId: number) {
  return queryOptions({
    queryKey: pageKeys.ofSite(siteId),
    queryFn: async () => listOf<P>(await api.get('/builder/pages/', { query: { site: siteId } })),
  });
}
