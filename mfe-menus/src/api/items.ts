import { useRef } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, errorText, fromThisTab, listOf, useToast } from '@atlas/shell-kit';
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

/** Makes a top entry a mega panel of that many columns (its dropdown is drawn in columns). */
export const makePanel = ({ id, mega_menu_columns }: { id: number; mega_menu_columns: number }) =>
  api.put<MenuItem>(`/items/${id}/`, { is_mega_menu_item: true, mega_menu_columns }, fromThisTab());

/** What else shows an item count: the site's menu list. */
function useItemsChanged(menuId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: menuKeys.items(menuId) });
    void queryClient.invalidateQueries({ queryKey: [...menuKeys.all, 'site'] });
  };
}

/**
 * Creates an item (no id) or replaces one's fields; `panel` also makes the top entry it sits under a
 * mega panel with that many columns (once the item is saved).
 */
export function useSaveItem(menuId: number) {
  const changed = useItemsChanged(menuId);
  return useMutation({
    mutationFn: async ({
      id,
      changes,
      panel,
    }: {
      id?: number;
      changes: MenuItemChanges;
      panel?: { id: number; mega_menu_columns: number };
    }) => {
      const saved = id
        ? await api.put<MenuItem>(`/items/${id}/`, changes, fromThisTab())
        : await api.post<MenuItem>('/items/', { ...changes, menu: menuId }, fromThisTab());
      if (panel) await makePanel(panel);
      return saved;
    },
    onSettled: changed,
  });
}

export function useDeleteItem(menuId: number) {
  const changed = useItemsChanged(menuId);
  return useMutation({ mutationFn: (id: number) => api.delete(`/items/${id}/`, fromThisTab()), onSuccess: changed });
}

/**
 * Applies a new order at once (the list shows it while the call runs); the service answers the menu's
 * list as stored. Reorders go to the server one after another, in the order they were made, and only
 * the answer to the latest one replaces the list, so quick successive drags never end on a stale
 * order. A refused or failed reorder reloads the items from the server.
 */
export function useReorderItems(menuId: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const key = menuKeys.items(menuId);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef(0);
  return useMutation({
    mutationFn: ({ entries }: { entries: ReorderEntry[]; optimistic: MenuItem[] }) => {
      const send = queue.current
        .catch(() => undefined)
        .then(() => api.post<{ items: MenuItem[] }>('/items/reorder/', { items: entries }, fromThisTab()));
      queue.current = send;
      return send;
    },
    onMutate: async ({ optimistic }) => {
      const ticket = ++latest.current;
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, optimistic);
      return { ticket };
    },
    onSuccess: (answer, _variables, context) => {
      if (context?.ticket === latest.current && Array.isArray(answer?.items)) queryClient.setQueryData(key, answer.items);
    },
    onError: (error) => {
      // A role's refusal says why in its own words; any other failure is told as the reload it caused.
      const refused = error instanceof ApiError && error.status === 403 ? errorText(error, '') : '';
      toast.error(refused ? `${refused} The menu was reloaded.` : 'The new order could not be saved; the menu was reloaded.');
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
