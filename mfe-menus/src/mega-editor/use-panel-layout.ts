import { useState } from 'react';
import { useToast, errorText } from '@atlas/shell-kit';
import { useSaveMegaLayout } from '../api/mega-layout';
import type { MegaMenuWidth, Menu, MenuItem } from '../api/types';
import {
  FIRST_COLUMN_LIMIT,
  arrangeColumns,
  clampColumns,
  megaPlaces,
  moveToColumn,
  reconcileColumns,
  resizeColumns,
  type Columns,
} from './mega-layout';

const REFUSED = `The first column holds at most ${FIRST_COLUMN_LIMIT} plain links; put this one in another column.`;

/**
 * One panel's layout being edited: its column count, width and where each sub-item sits, a refusal
 * when a move breaks the first column's limit, and saving it all (menu, panel and places) at once.
 */
export function usePanelLayout(menu: Menu, panel: MenuItem, items: MenuItem[]) {
  const toast = useToast();
  const save = useSaveMegaLayout(menu);
  const children = items.filter((item) => item.parent === panel.id);
  const [count, setCount] = useState(clampColumns(menu.mega_menu_columns));
  const [width, setWidth] = useState<MegaMenuWidth>(menu.mega_menu_width);
  const [draft, setDraft] = useState<Columns | null>(null);
  const [refusal, setRefusal] = useState('');

  const columns = reconcileColumns(draft ?? arrangeColumns(children, count), children);
  const unsaved = draft !== null || count !== menu.mega_menu_columns || width !== menu.mega_menu_width;
  // A plain entry's panel can be saved as it is: saving makes it a mega panel.
  const dirty = unsaved || !panel.is_mega_menu_item;
  const isPlain = (id: number) => !items.find((item) => item.id === id)?.is_mega_menu_item;

  const place = (id: number, toColumn: number, toIndex: number) => {
    const next = moveToColumn(columns, id, toColumn, toIndex, isPlain);
    if (!next) return setRefusal(REFUSED);
    setRefusal('');
    setDraft(next);
  };

  /** Sets the column count (bounded) and answers the count set. */
  const changeCount = (value: number) => {
    const next = clampColumns(value);
    setDraft(resizeColumns(columns, next));
    setCount(next);
    return next;
  };

  const discard = () => {
    setDraft(null);
    setCount(clampColumns(menu.mega_menu_columns));
    setWidth(menu.mega_menu_width);
    setRefusal('');
  };

  /** Saves the layout, saying so with `done`; answers whether it was saved. */
  const saveLayout = async (done = 'Mega menu saved'): Promise<boolean> => {
    try {
      await save.mutateAsync({
        menu:
          count !== menu.mega_menu_columns || width !== menu.mega_menu_width
            ? { mega_menu_columns: count, mega_menu_width: width }
            : undefined,
        panel: !panel.is_mega_menu_item || panel.mega_menu_columns !== count ? { id: panel.id, mega_menu_columns: count } : undefined,
        places: megaPlaces(columns).map((entry) => ({ ...entry, parent_id: panel.id })),
      });
      setDraft(null);
      toast.success(done);
      return true;
    } catch (error) {
      toast.error(errorText(error, 'Failed to save the mega menu'));
      return false;
    }
  };

  const saving = save.isPending;
  return { children, columns, count, width, setWidth, refusal, unsaved, dirty, saving, place, changeCount, discard, saveLayout };
}
