// The menus service's shapes, from its contract; the local names below are what the screens send.
import type { Menu, MenuItem } from '@atlas/menus/contract';

export type {
  ColumnWidth,
  ContactInfo,
  LinkTarget,
  MegaMenuWidth,
  Menu,
  MenuAnalytics,
  MenuItem,
  MenuItemType,
  MenuLocation,
  MenuTemplate,
  MenuType,
  PublicMenu,
  PublicMenuItem,
  SocialLink,
  WidgetContent,
  WidgetType,
} from '@atlas/menus/contract';

/** Every writable field of a menu (the body of POST and PUT /api/menus/). */
export type MenuChanges = Omit<Menu, 'id' | 'location_name' | 'location_slug' | 'item_count' | 'created_at' | 'updated_at'>;

/** Every writable field of an item (the body of POST and PUT /api/items/). */
export type MenuItemChanges = Omit<MenuItem, 'id' | 'page_title' | 'page_missing' | 'children' | 'click_count'>;

/** One entry of POST /api/items/reorder/ (the mega editor sends the column too). */
export interface ReorderEntry {
  id: number;
  sort_order: number;
  parent_id: number | null;
  mega_menu_column?: number;
}
