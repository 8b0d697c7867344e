import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, listOf, useToast } from '@atlas/shell-kit';
import { menuKeys } from './keys';
import type { MenuItem, MenuItemChanges, ReorderEntry } from './types';

/** A menu's items as one flat list (parent, then sort order); screens build the tree they need. */
export function useMenuItems(menuId: number) {
  return useQuery({
    queryKey: menuKeys.items(menuId),
    queryFn: async () => listOf<MenuItem>(await api.get('/items/', { query: { menu: menuId } })),
    enabled: menuId > 0,
  });
}

/** What else shows an item count: the site's menu list. */
function useItemsChanged(menuId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: menuKeys.items(menuId) });
    void queryClient.invalidateQueries({ queryKey: [...menuKeys.all, 'site'] });
  };
}

/** Creates an item (no id) or replaces one's fields. */
export function useSaveItem(menuId: number) {
  const changed = useItemsChanged(menuId);
  return useMutation({
    mutationFn: ({ id, changes }: { id?: number; changes: MenuItemChanges }) =>
      id ? api.put<MenuItem>(`/items/${id}/`, changes) : api.post<MenuItem>('/items/', { ...changes, menu: menuId }),
    onSuccess: changed,
  });
}

export function useDeleteItem(menuId: number) {
  const changed = useItemsChanged(menuId);
  return useMutation({ mutationFn: (id: number) => api.delete(`/items/${id}/`), onSuccess: changed });
}

/**
 * Applies a new order at once (the list shows it while the call runs); the service answers the menu's
 * list as stored. A refused or failed reorder reloads the items from the server, so the screen never
 * keeps an order the server does not have.
 */
export function useReorderItems(menuId: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const key = menuKeys.items(menuId);
  return useMutation({
    mutationFn: ({ entries }: { entries: ReorderEntry[]; optimistic: MenuItem[] }) =>
      api.post<{ items: MenuItem[] }>('/items/reorder/', { items: entries }),
    onMutate: async ({ optimistic }) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, optimistic);
    },
    onSuccess: (answer) => {
      if (Array.isArray(answer?.items)) queryClient.setQueryData(key, answer.items);
    },
    onError: () => {
      toast.error('The new order could not be saved; the menu was reloaded.');
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
