import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, fromThisTab } from '@atlas/shell-kit';
import { makePanel } from './items';
import { menuKeys } from './keys';
import type { Menu, MenuChanges, ReorderEntry } from './types';

export interface MegaLayoutChanges {
  menu?: Partial<MenuChanges>;
  /** The top entry whose dropdown is the panel: marked a mega item with the panel's column count. */
  panel?: { id: number; mega_menu_columns: number };
  places: ReorderEntry[];
}

/** Saves the mega editor's layout: the menu's columns and width, the panel entry, then every item's column and order at once. */
export function useSaveMegaLayout(menu: Menu) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: MegaLayoutChanges) => {
      if (changes.menu) await api.put(`/menus/${menu.id}/`, changes.menu, fromThisTab());
      if (changes.panel) await makePanel(changes.panel);
      if (changes.places.length > 0) await api.post('/items/reorder/', { items: changes.places }, fromThisTab());
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: menuKeys.items(menu.id) });
      void queryClient.invalidateQueries({ queryKey: menuKeys.ofSite(menu.site) });
    },
  });
}
