import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@atlas/shell-kit';
import type { Redirect, RedirectInput, RedirectList, RedirectUpdate } from '@atlas/marketplace/contract';
import { marketplaceKeys } from '../marketplace-api';

// Under the marketplace's key: installing or uninstalling the module refetches its settings too.
export const redirectKeys = {
  all: [...marketplaceKeys.all, 'redirects'] as const,
  ofSite: (siteId: number) => [...redirectKeys.all, 'site', siteId] as const,
};

/** One site's rules. */
export function useRedirects(siteId: number | null) {
  return useQuery({
    queryKey: redirectKeys.ofSite(siteId ?? 0),
    queryFn: () => api.get<RedirectList>('/marketplace/redirects/', { query: { site: siteId } }),
    enabled: siteId !== null,
  });
}

export function useCreateRedirect() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RedirectInput) => api.post<Redirect>('/marketplace/redirects/', input),
    onSuccess: (redirect) => void client.invalidateQueries({ queryKey: redirectKeys.ofSite(redirect.site) }),
  });
}

export function useUpdateRedirect() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: number; changes: RedirectUpdate }) => api.patch<Redirect>(`/marketplace/redirects/${id}/`, changes),
    onSuccess: (redirect) => void client.invalidateQueries({ queryKey: redirectKeys.ofSite(redirect.site) }),
  });
}

export function useDeleteRedirect() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (redirect: Redirect) => api.delete<null>(`/marketplace/redirects/${redirect.id}/`),
    onSuccess: (_answer, redirect) => void client.invalidateQueries({ queryKey: redirectKeys.ofSite(redirect.site) }),
  });
}
