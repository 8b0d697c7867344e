// The menus service's answers as types, for the front ends (types only: nothing server-side is
// bundled by importing them) and its shared constants.
import type { Static } from '@atlas/service-kit';
import type {
  ApplyTemplateBody,
  CreateMenuBody,
  Location as LocationSchema,
  Menu as MenuSchema,
  MenuAnalytics as MenuAnalyticsSchema,
  Template as TemplateSchema,
  UpdateMenuBody,
} from './schemas/menus';
import type { CreateItemBody, MenuItem as MenuItemSchema, ReorderBody, TrackClickAnswer, UpdateItemBody } from './schemas/items';
import type { PublicMenuItemFields, PublicMenu as PublicMenuSchema } from './schemas/public';

export * from './constants';
export { categoryPath, publicHref, publicMenu, type PublicMenuItemSource, type PublicMenuSource } from './rules/menu-rules';
export type {
  SocialLink,
  ContactInfo,
  CustomHtml,
  SearchWidget,
  RecentPostsWidget,
  NewsletterWidget,
  WidgetContent,
} from './schemas/widgets';

export type Menu = Static<typeof MenuSchema>;
export type MenuType = Menu['menu_type'];
export type MegaMenuWidth = Menu['mega_menu_width'];
export type MenuInput = Static<typeof CreateMenuBody>;
export type MenuUpdate = Static<typeof UpdateMenuBody>;

export type MenuItem = Static<typeof MenuItemSchema> & { children?: MenuItem[] };
export type MenuItemType = MenuItem['item_type'];
export type LinkTarget = MenuItem['target'];
export type ColumnWidth = MenuItem['mega_menu_column_width'];
export type WidgetType = NonNullable<MenuItem['widget_type']>;
/** An item of a ?tree=true answer: children always present. */
export type MenuItemNode = Static<typeof MenuItemSchema> & { children: MenuItemNode[] };
export type MenuItemInput = Static<typeof CreateItemBody>;
export type MenuItemUpdate = Static<typeof UpdateItemBody>;
export type ReorderRequest = Static<typeof ReorderBody>;
export type TrackClickResult = Static<typeof TrackClickAnswer>;

export type MenuLocation = Static<typeof LocationSchema>;
export type MenuTemplate = Static<typeof TemplateSchema>;
export type ApplyTemplateRequest = Static<typeof ApplyTemplateBody>;
export type MenuAnalytics = Static<typeof MenuAnalyticsSchema>;

export type PublicMenuItem = Static<typeof PublicMenuItemFields> & { children: PublicMenuItem[] };
export type PublicMenu = Omit<Static<typeof PublicMenuSchema>, 'items'> & { items: PublicMenuItem[] };
