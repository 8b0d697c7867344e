import type { Menu, MenuItem, PublicMenu, PublicMenuItem } from '../api/types';
import { buildTree, type TreeNode } from '../builder/tree';

export type Visitor = 'signed-out' | 'signed-in';

/** The href a visitor follows, as the public endpoint resolves it (a page item's url is already its public path). */
export function publicHref(item: MenuItem): string {
  switch (item.item_type) {
    case 'custom_url':
    case 'button':
      return item.url;
    case 'page':
      return item.page_missing ? '' : item.url;
    case 'category':
      return item.category ? `/shop/products?category=${encodeURIComponent(item.category)}` : '';
    default:
      return '';
  }
}

function visible(item: MenuItem, visitor: Visitor): boolean {
  if (!item.is_active || (item.item_type === 'page' && item.page_missing)) return false;
  return visitor === 'signed-in' ? item.show_to_logged_in_users : item.show_to_logged_out_users;
}

/**
 * The owner's items in the shape the public endpoint answers (active items the visitor may see, in
 * order, hrefs resolved), so a menu previews before it is active or its site is published.
 */
export function toPublicMenu(menu: Menu, items: MenuItem[], visitor: Visitor = 'signed-out'): PublicMenu {
  const convert = (nodes: TreeNode[]): PublicMenuItem[] =>
    nodes
      .filter((node) => visible(node.item, visitor))
      .map(({ item, children }) => ({
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
        children: convert(children),
      }));
  return {
    id: menu.id,
    name: menu.name,
    location: menu.location_slug,
    menu_type: menu.menu_type,
    css_classes: menu.css_classes,
    mega_menu_columns: menu.mega_menu_columns,
    mega_menu_width: menu.mega_menu_width,
    track_clicks: false,
    items: convert(buildTree(items)),
  };
}
