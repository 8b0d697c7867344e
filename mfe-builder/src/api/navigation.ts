import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@atlas/shell-kit';
import { siteKeys } from './keys';
import type { MenuItem, Navigation } from './types';

const EMPTY: Navigation = { structure: [], style_settings: {} };

/** A navigation that cannot be loaded shows as an empty menu. */
export function useNavigation(siteId: number) {
  return useQuery({
    queryKey: siteKeys.navigation(siteId),
    queryFn: async (): Promise<Navigation> => {
      try {
        const data = await api.get<Partial<Navigation>>(`/builder/sites/${siteId}/navigation/`);
        return { structure: Array.isArray(data?.structure) ? data.structure : [], style_settings: data?.style_settings ?? {} };
      } catch {
        return EMPTY;
      }
    },
  });
}

/** Every change saves the whole list at once; a failing save is swallowed but the list stays as edited. */
export function useSaveNavigation(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (items: MenuItem[]) => {
      const current = queryClient.getQueryData<Navigation>(siteKeys.navigation(siteId)) ?? EMPTY;
      const ordered = items.map((item, order) => ({ ...item, order }));
      queryClient.setQueryData<Navigation>(siteKeys.navigation(siteId), { ...current, structure: ordered });
      try {
        await api.patch(`/builder/sites/${siteId}/navigation/`, { menu_items: ordered, settings: current.style_settings ?? {} });
      } catch {
        // silent: the list stays as edited
      }
      return ordered;
    },
  });
}
