import type { MenuItem } from '../api/types';

// Which top entries of a mega menu open a mega panel. The site draws a panel for a top entry marked
// as a mega item that has sub-items (SiteMenu); a plain top entry's sub-items drop down as a list.

const bySortOrder = (a: MenuItem, b: MenuItem) => a.sort_order - b.sort_order || a.id - b.id;

/** A top entry whose dropdown the site draws as a mega panel (once it has sub-items). */
export const isPanel = (item: MenuItem) => item.parent === null && item.is_mega_menu_item;

const childrenOf = (entry: MenuItem, items: MenuItem[]) => items.filter((item) => item.parent === entry.id);

/**
 * A plain top entry whose sub-items were set up for a panel (marked as mega items, or placed in a column
 * past the first): the owner meant a panel, and the Mega Menu tab offers to make it one.
 */
export const meantAsPanel = (entry: MenuItem, items: MenuItem[]) =>
  !isPanel(entry) && childrenOf(entry, items).some((child) => child.is_mega_menu_item || child.mega_menu_column > 1);

/** The menu's top entries in order. */
export const topEntries = (items: MenuItem[]) => items.filter((item) => item.parent === null).sort(bySortOrder);

/**
 * The top entry the Mega Menu tab opens on: a panel with sub-items, else an entry meant as a panel,
 * else any panel, else the first entry with sub-items, else the first entry.
 */
export function defaultPanel(items: MenuItem[]): MenuItem | undefined {
  const top = topEntries(items);
  const hasChildren = (entry: MenuItem) => childrenOf(entry, items).length > 0;
  return (
    top.find((entry) => isPanel(entry) && hasChildren(entry)) ??
    top.find((entry) => meantAsPanel(entry, items)) ??
    top.find(isPanel) ??
    top.find(hasChildren) ??
    top[0]
  );
}

/** How the panel choice names an entry: a panel by its title, the others by what the site draws for them. */
export function panelLabel(entry: MenuItem, items: MenuItem[]): string {
  if (isPanel(entry)) return entry.title;
  return `${entry.title} ${childrenOf(entry, items).length > 0 ? '(plain dropdown)' : '(no sub-items)'}`;
}
