import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, sitesQuery } from '@atlas/shell-kit';
import { pageKeys, siteKeys } from './keys';
import type { Site } from './types';

export function useSites(options: { enabled?: boolean } = {}) {
  return useQuery({ ...sitesQuery(), enabled: options.enabled ?? true, retry: false });
}

export function useSite(id: number) {
  return useQuery({
    queryKey: siteKeys.detail(id),
    queryFn: () => api.get<Site>(`/builder/sites/${id}/`),
    retry: false,
    enabled: Number.isFinite(id),
  });
}

/** What the Create New Site form sends (the contract's create body). */
export type { NewSite } from '@atlas/sites/contract';
import type { NewSite } from '@atlas/sites/contract';

export function useCreateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (site: NewSite) => api.post<Site>('/builder/sites/', site),
    onSuccess: (site) => {
      queryClient.setQueryData<Site[]>(siteKeys.list(), (sites = []) => [site, ...sites.filter((s) => s.id !== site.id)]);
      // The shell's figures and every remote's site pickers read this same key: they show it at once.
    },
  });
}

export function useUpdateSite(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Partial<Site>) => api.patch<Site>(`/builder/sites/${id}/`, changes),
    onSuccess: (site) => {
      queryClient.setQueryData(siteKeys.detail(id), site);
      queryClient.invalidateQueries({ queryKey: siteKeys.list() });
    },
  });
}

function usePublishState(action: 'publish' | 'unpublish') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<Site>(`/builder/sites/${id}/${action}/`),
    onSuccess: (site, id) => {
      // The answer is the site as it now is: whoever shows it changes at once, then reads it afresh.
      queryClient.setQueryData<Site>(siteKeys.detail(id), (before) => (before && site ? { ...before, ...site } : before));
      queryClient.invalidateQueries({ queryKey: siteKeys.detail(id) });
      queryClient.invalidateQueries({ queryKey: siteKeys.list() });
    },
  });
}

export const usePublishSite = () => usePublishState('publish');
export const useUnpublishSite = () => usePublishState('unpublish');

export function useDeleteSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/builder/sites/${id}/`),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Site[]>(siteKeys.list(), (sites = []) => sites.filter((site) => site.id !== id));
      queryClient.removeQueries({ queryKey: siteKeys.detail(id) });
      queryClient.removeQueries({ queryKey: pageKeys.ofSite(id) });
    },
  });
}
