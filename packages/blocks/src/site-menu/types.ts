// What the menus service answers at GET /api/menus/public/{siteSlug}/{location}/ (docs/contracts.md, "Menus").
// Declared here as well as in @atlas/menus/contract: the blocks package must not depend on a service at run time.

export type MenuType = 'standard' | 'mega_menu' | 'mobile_menu' | 'breadcrumb' | 'footer_widgets';
export type MenuItemType = 'custom_url' | 'page' | 'category' | 'divider' | 'text' | 'search' | 'widget' | 'social_links' | 'button';
export type MenuTarget = '_self' | '_blank' | '_parent' | '_top';
export type MegaColumnWidth = 'auto' | '1/4' | '1/3' | '1/2' | '2/3' | '3/4' | 'full';
export type WidgetType = 'search' | 'social_links' | 'recent_posts' | 'contact_info' | 'newsletter' | 'custom_html';

export interface SocialLink {
  platform: string;
  url: string;
  title?: string;
  icon?: string;
}

export interface PublicMenuItem {
  id: number;
  title: string;
  /** The resolved href ('' for dividers, text and widgets). */
  url: string;
  item_type: MenuItemType;
  target: MenuTarget;
  rel_attributes: string;
  description: string;
  icon_class: string;
  css_classes: string;
  is_mega_menu_item: boolean;
  /** The column (1..6) the item sits in inside its parent's mega panel. */
  mega_menu_column: number;
  /** Stored with the item; a panel's columns are the menu's `mega_menu_columns`. */
  mega_menu_columns: number;
  mega_menu_column_width: MegaColumnWidth;
  widget_type: WidgetType | null;
  widget_content: unknown;
  children: PublicMenuItem[];
  /** Only in the dashboard's own item lists (the preview): inactive items are left out as the public answer leaves them out. */
  is_active?: boolean;
}

export interface PublicMenu {
  id: number;
  name: string;
  location: string;
  menu_type: MenuType;
  css_classes: string;
  mega_menu_columns: number;
  mega_menu_width: 'full' | 'container' | 'auto';
  track_clicks: boolean;
  items: PublicMenuItem[];
}
