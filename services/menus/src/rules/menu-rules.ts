// The menus rules both sides apply: the service answers the public menu with them and the menus
// screen's preview draws the owner's items with them. The contract entry re-exports them into bundles:
// this file loads only the constants (which load nothing) and names the contract's types.
import { MENU_DEPTH_LIMIT } from '../constants';
import type { Menu, MenuItem, PublicMenu, PublicMenuItem } from '../contract';

/** What the public menu reads of a menu: the owner's answer (`Menu`) holds all of it. */
export type PublicMenuSource = Pick<
  Menu,
  | 'id'
  | 'name'
  | 'location_slug'
  | 'menu_type'
  | 'css_classes'
  | 'mega_menu_columns'
  | 'mega_menu_width'
  | 'track_clicks'
  | 'show_to_logged_in_users'
  | 'show_to_logged_out_users'
>;

/**
 * What the public menu reads of an item: the owner's answer (`MenuItem`) holds all of it. `page_missing`
 * says its page cannot be followed; the service also counts an unpublished page so.
 */
export type PublicMenuItemSource = Pick<
  MenuItem,
  | 'id'
  | 'parent'
  | 'sort_order'
  | 'title'
  | 'url'
  | 'category'
  | 'item_type'
  | 'target'
  | 'rel_attributes'
  | 'description'
  | 'icon_class'
  | 'css_classes'
  | 'is_active'
  | 'is_mega_menu_item'
  | 'mega_menu_column'
  | 'mega_menu_columns'
  | 'mega_menu_column_width'
  | 'widget_type'
  | 'widget_content'
  | 'show_to_logged_in_users'
  | 'show_to_logged_out_users'
  | 'page_missing'
>;

/** A shop category's page. */
export const categoryPath = (slug: string) => `/shop/products?category=${encodeURIComponent(slug)}`;

/** Where a visitor's click leads: a link's or button's address, a page's path, a category's page; '' for the rest. */
export function publicHref(item: Pick<PublicMenuItemSource, 'item_type' | 'url' | 'category' | 'page_missing'>): string {
  switch (item.item_type) {
    case 'custom_url':
    case 'button':
      return item.url;
    case 'page':
      return item.page_missing ? '' : item.url;
    case 'category':
      return item.category ? categoryPath(item.category) : '';
    default:
      return '';
  }
}

/**
 * Nests a flat list (in sort order) under its parents, at most MENU_DEPTH_LIMIT deep. An item whose
 * parent is missing or left out by `keep` is left out with its whole branch.
 */
export function nest<T extends { id: number; parent: number | null }, N>(
  items: readonly T[],
  toNode: (item: T, children: N[]) => N,
  keep: (item: T) => boolean = () => true,
): N[] {
  const children = new Map<number | null, T[]>();
  for (const item of items) {
    if (!keep(item)) continue;
    const siblings = children.get(item.parent);
    if (siblings) siblings.push(item);
    else children.set(item.parent, [item]);
  }
  const build = (parent: number | null, depth: number): N[] =>
    depth > MENU_DEPTH_LIMIT ? [] : (children.get(parent) ?? []).map((item) => toNode(item, build(item.id, depth + 1)));
  return build(null, 1);
}

const visibleTo = (signedIn: boolean, flags: { show_to_logged_in_users: boolean; show_to_logged_out_users: boolean }) =>
  signedIn ? flags.show_to_logged_in_users : flags.show_to_logged_out_users;

const bySortOrder = (a: PublicMenuItemSource, b: PublicMenuItemSource) => a.sort_order - b.sort_order || a.id - b.id;

/**
 * The menu as a visitor in this sign-in state sees it: nothing when the menu is hidden from them, else
 * its active items they may see, in order, nested (an item left out takes its branch), with the
 * addresses they lead to; a page item whose page cannot be followed is left out.
 */
export function publicMenu(menu: PublicMenuSource, items: readonly PublicMenuItemSource[], signedIn: boolean): PublicMenu {
  const shown = (item: PublicMenuItemSource) =>
    item.is_active && visibleTo(signedIn, item) && !(item.item_type === 'page' && item.page_missing);
  return {
    id: menu.id,
    name: menu.name,
    location: menu.location_slug,
    menu_type: menu.menu_type,
    css_classes: menu.css_classes,
    mega_menu_columns: menu.mega_menu_columns,
    mega_menu_width: menu.mega_menu_width,
    track_clicks: menu.track_clicks,
    items: visibleTo(signedIn, menu)
      ? nest<PublicMenuItemSource, PublicMenuItem>(
          [...items].sort(bySortOrder),
          (item, children) => ({
            id: item.id,
            title: item.title,
            url: publicHref(item),
            item_type: item.item_type,
            target: item.target,
            rel_attributes: item.rel_attributes,
            description: item.description,
            icon_class: item.icon_class,
            css_classes: item.css_classes,
            is_mega_menu_item: item.is_mega_menu_item,
            mega_menu_column: item.mega_menu_column,
            mega_menu_columns: item.mega_menu_columns,
            mega_menu_column_width: item.mega_menu_column_width,
            widget_type: item.widget_type,
            widget_content: item.widget_content,
            children,
          }),
          shown,
        )
      : [],
  };
}
