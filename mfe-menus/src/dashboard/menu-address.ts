import type { Menu } from '../api/types';

// The dashboard's state lives in the address: /dashboard/menus/{siteId}/{menuId}?tab=...

export type MenuTab = 'builder' | 'mega-editor' | 'preview' | 'analytics';
export const MENU_TABS: MenuTab[] = ['builder', 'mega-editor', 'preview', 'analytics'];

export const menusPath = (siteId?: number, menuId?: number) =>
  ['/dashboard/menus', siteId, siteId === undefined ? undefined : menuId].filter((part) => part !== undefined).join('/');

/** The tab of the address; the Mega Menu tab only for a mega menu, else the Builder. */
export function tabOf(search: URLSearchParams, menu: Menu | undefined): MenuTab {
  const wanted = search.get('tab') as MenuTab | null;
  if (!wanted || !MENU_TABS.includes(wanted)) return 'builder';
  if (wanted === 'mega-editor' && menu?.menu_type !== 'mega_menu') return 'builder';
  return wanted;
}

/** A positive whole number from the address, else undefined. */
export function idParam(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}
