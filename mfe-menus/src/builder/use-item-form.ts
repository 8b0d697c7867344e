import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { sitePagesQuery, errorText } from '@atlas/shell-kit';
import { useSaveItem } from '../api/items';
import { useShopCategories } from '../api/shop-categories';
import type { Menu, MenuItem } from '../api/types';
import { isPanel } from '../mega-editor/mega-panels';
import { fieldsFor, itemFormFrom, itemPayload, validateItemForm, type ItemForm, type ItemFormErrors } from './item-form';
import { MAX_DEPTH, buildTree, flattenTree } from './tree';
import { useFormState } from './use-form-state';

/**
 * The item dialog's state: the form and its errors, the fields the item type shows (with the pages
 * and shop categories they offer), the parents the item may sit under, its place in a mega menu,
 * and the save.
 */
export function useItemForm({
  siteId,
  menu,
  items,
  item,
  onSaved,
}: {
  siteId: number;
  menu: Menu;
  items: MenuItem[];
  item?: MenuItem;
  onSaved(): void;
}) {
  const save = useSaveItem(menu.id);
  // The social links' one message goes when any link changes.
  const { form, errors, setErrors, edit } = useFormState<ItemForm, ItemFormErrors>(() => itemFormFrom(item), { social_links: 'social' });
  // Whether saving also turns the parent top entry into a mega panel: the owner's choice once made, else
  // ticked by what only a panel uses (a mega item, a column past the first).
  const [parentChoice, setParentChoice] = useState<boolean | null>(null);
  const shown = fieldsFor(form.item_type);
  const pages = useQuery({ ...sitePagesQuery(siteId), enabled: shown.page });
  const categories = useShopCategories(shown.category);
  const mega = { ...megaPlacement(menu, items, form, parentChoice), setParentChoice };

  const submit = async () => {
    const found = validateItemForm(form);
    if (Object.keys(found).length > 0) return setErrors(found);
    const parent = form.parent ? Number(form.parent) : null;
    const siblings = items.filter((other) => other.parent === parent && other.id !== item?.id);
    const sortOrder = item && item.parent === parent ? item.sort_order : Math.max(-1, ...siblings.map((other) => other.sort_order)) + 1;
    try {
      await save.mutateAsync({
        id: item?.id,
        changes: itemPayload(form, {
          menu: menu.id,
          sort_order: sortOrder,
          mega_menu_columns: item?.mega_menu_columns ?? menu.mega_menu_columns,
        }),
        panel: mega.plainParent && mega.parentAsPanel ? { id: mega.plainParent.id, mega_menu_columns: menu.mega_menu_columns } : undefined,
      });
      onSaved();
    } catch (error) {
      setErrors({ form: errorText(error, 'Failed to save the menu item') });
    }
  };

  return { form, errors, edit, shown, pages, categories, parentOptions: parentOptions(items, item), mega, submit, saving: save.isPending };
}
export type ItemFormState = ReturnType<typeof useItemForm>;

/** An item cannot sit under itself or its own descendants, nor deeper than the tree allows. */
function parentOptions(items: MenuItem[], item: MenuItem | undefined) {
  const flat = flattenTree(buildTree(items));
  const excluded = new Set<number>();
  if (item) {
    excluded.add(item.id);
    for (const node of flat) if (node.parentId !== null && excluded.has(node.parentId)) excluded.add(node.id);
  }
  return [
    { value: '', label: 'None (top level)' },
    ...flat
      .filter((node) => !excluded.has(node.id) && node.depth < MAX_DEPTH)
      .map((node) => ({ value: String(node.id), label: `${'— '.repeat(node.depth)}${node.item.title}` })),
  ];
}

/** In a mega menu a top entry may open a panel; its sub-items sit in the panel's columns. */
function megaPlacement(menu: Menu, items: MenuItem[], form: ItemForm, parentChoice: boolean | null) {
  const parentItem = form.parent ? items.find((other) => String(other.id) === form.parent) : undefined;
  const level = menu.menu_type !== 'mega_menu' ? null : !form.parent ? 'entry' : parentItem && parentItem.parent === null ? 'column' : null;
  return {
    level,
    /** A top entry that opens as a plain dropdown, which saving a column item may turn into a panel. */
    plainParent: level === 'column' && parentItem && !isPanel(parentItem) ? parentItem : undefined,
    parentAsPanel: parentChoice ?? (form.is_mega_menu_item || Number(form.mega_menu_column) > 1),
    columnCount: Math.max(menu.mega_menu_columns, Number(form.mega_menu_column) || 1),
  };
}
