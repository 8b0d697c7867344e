import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, listOf } from '@atlas/shell-kit';
import { menuKeys } from './keys';
import type { Menu, MenuTemplate } from './types';

export function useMenuTemplates(enabled = true) {
  return useQuery({
    queryKey: menuKeys.templates(),
    queryFn: async () => listOf<MenuTemplate>(await api.get('/templates/')),
    staleTime: Infinity,
    enabled,
  });
}

/** Creates a menu of the site from a template, at the chosen location and under the chosen name. */
export function useApplyTemplate(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ templateId, locationId, name }: { templateId: number; locationId: number; name: string }) =>
      api.post<Menu>(`/templates/${templateId}/apply_template/`, { site_id: siteId, location_id: locationId, name }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.ofSite(siteId) }),
  });
}
