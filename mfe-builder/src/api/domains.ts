import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@atlas/shell-kit';
import { siteKeys } from './keys';
import type { SiteDomain } from './types';

export function useDomains(siteId: number) {
  return useQuery({
    queryKey: siteKeys.domains(siteId),
    queryFn: () => api.get<SiteDomain[]>(`/builder/sites/${siteId}/domains/`),
    retry: false,
  });
}

type DomainsPatch<Output> = (domains: SiteDomain[], answer: Output) => SiteDomain[];

/**
 * Every change to a site's domains reads them afresh (an apex brings its www row, a first verified domain
 * becomes primary), and, when it may move the site's address, the site and the sites list (`primary_origin`).
 * `patch` shows the answer at once, before that read comes back.
 */
function useDomainChange<Input, Output>(
  siteId: number,
  change: (input: Input) => Promise<Output>,
  { movesAddress = true, patch }: { movesAddress?: boolean; patch?: DomainsPatch<Output> } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (answer) => {
      if (patch) queryClient.setQueryData<SiteDomain[]>(siteKeys.domains(siteId), (domains) => domains && patch(domains, answer));
    },
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: siteKeys.domains(siteId) });
      if (!movesAddress) return;
      queryClient.invalidateQueries({ queryKey: siteKeys.detail(siteId) });
      queryClient.invalidateQueries({ queryKey: siteKeys.list() });
    },
  });
}

const domainPath = (siteId: number, domainId: number) => `/builder/sites/${siteId}/domains/${domainId}/`;

export const useAddDomain = (siteId: number) =>
  useDomainChange(siteId, (hostname: string) => api.post<SiteDomain>(`/builder/sites/${siteId}/domains/`, { hostname }), {
    movesAddress: false,
  });

export const useVerifyDomain = (siteId: number) =>
  useDomainChange(siteId, (domainId: number) => api.post<SiteDomain>(`${domainPath(siteId, domainId)}verify/`), {
    patch: (domains, checked) => domains.map((domain) => (domain.id === checked.id ? checked : domain)),
  });

export const useMakePrimary = (siteId: number) =>
  useDomainChange(siteId, (domainId: number) => api.patch<SiteDomain>(domainPath(siteId, domainId), { primary: true }), {
    patch: (domains, primary) => domains.map((domain) => (domain.id === primary.id ? primary : { ...domain, primary: false })),
  });

export const useRemoveDomain = (siteId: number) => useDomainChange(siteId, (domainId: number) => api.delete(domainPath(siteId, domainId)));
