import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, fromThisTab, listOf } from '@atlas/shell-kit';
import { menuKeys } from './keys';
import type { Menu, MenuChanges } from './types';

/** A site's menus, in the service's order. */
export function useMenus(siteId: number) {
  return useQuery({
    queryKey: menuKeys.ofSite(siteId),
    queryFn: async () => listOf<Menu>(await api.get('/menus/', { query: { site: siteId } })),
    enabled: siteId > 0,
    // The menus service learns of a new site from its event, a moment after the site exists: a 404
    // for a site the sites list just showed is asked again a few times before it counts as an error.
    retry: (failures, error) => error instanceof ApiError && error.status === 404 && failures < 4,
    retryDelay: (attempt) => 300 * 2 ** attempt,
  });
}

/** Creates a menu (no id) on the site its changes name, or replaces one's fields; the answer is the menu as stored. */
export function useSaveMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id?: number; changes: MenuChanges }) =>
      id ? api.put<Menu>(`/menus/${id}/`, changes, fromThisTab()) : api.post<Menu>('/menus/', changes),
    onSuccess: (menu) => {
      queryClient.setQueryData<Menu[]>(menuKeys.ofSite(menu.site), (menus) =>
        menus ? (menus.some((m) => m.id === menu.id) ? menus.map((m) => (m.id === menu.id ? menu : m)) : [...menus, menu]) : menus,
      );
      void queryClient.invalidateQueries({ queryKey: menuKeys.ofSite(menu.site) });
    },
  });
}

export function useDeleteMenu(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/menus/${id}/`, fromThisTab()),
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<Menu[]>(menuKeys.ofSite(siteId), (menus) => menus?.filter((m) => m.id !== id));
      queryClient.removeQueries({ queryKey: menuKeys.items(id) });
      void queryClient.invalidateQueries({ queryKey: menuKeys.ofSite(siteId) });
    },
  });
}

/** The copy carries the whole item tree; the answer is the new menu. */
export function useDuplicateMenu(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<Menu>(`/menus/${id}/duplicate/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: menuKeys.ofSite(siteId) }),
  });
}
