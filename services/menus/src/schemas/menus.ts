import { Id, NullableId, Type } from '@atlas/service-kit';
import {
  ANALYTICS_RANGES,
  MEGA_MENU_COLUMNS_DEFAULT,
  MEGA_MENU_COLUMNS_MAX,
  MEGA_MENU_COLUMNS_MIN,
  MEGA_MENU_WIDTHS,
  MENU_TYPES,
} from '../constants';
import { Flag, OneOf, Text, Timestamp } from './common';

export const MenuType = OneOf(MENU_TYPES);
export const MegaMenuWidth = OneOf(MEGA_MENU_WIDTHS);

export const Menu = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  site: Type.Integer(),
  location: Type.Integer({ description: 'location id' }),
  location_name: Type.String(),
  location_slug: Type.String(),
  description: Type.String(),
  css_classes: Type.String(),
  menu_type: MenuType,
  auto_add_pages: Type.Boolean(),
  mega_menu_columns: Type.Integer({ minimum: MEGA_MENU_COLUMNS_MIN, maximum: MEGA_MENU_COLUMNS_MAX }),
  mega_menu_width: MegaMenuWidth,
  show_to_logged_in_users: Type.Boolean(),
  show_to_logged_out_users: Type.Boolean(),
  track_clicks: Type.Boolean(),
  is_active: Type.Boolean(),
  item_count: Type.Integer(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export const MenuList = Type.Array(Menu);

export const MegaMenuColumns = Type.Integer({
  minimum: MEGA_MENU_COLUMNS_MIN,
  maximum: MEGA_MENU_COLUMNS_MAX,
  errorMessage: `Mega menu columns must be a whole number from ${MEGA_MENU_COLUMNS_MIN} to ${MEGA_MENU_COLUMNS_MAX}`,
  description: `default ${MEGA_MENU_COLUMNS_DEFAULT}`,
});

const menuFields = {
  // name and location are checked by the operation so a missing one reads 'Name is required'.
  name: Type.Optional(Type.Union([Text(100, 'Name'), Type.Null()])),
  location: Type.Optional(Type.Union([Id(), Type.Null()], { errorMessage: 'Location is required (a location id)' })),
  description: Type.Optional(Text(1000, 'Description')),
  css_classes: Type.Optional(Text(200, 'CSS classes')),
  menu_type: Type.Optional(MenuType),
  auto_add_pages: Type.Optional(Flag('auto_add_pages')),
  mega_menu_columns: Type.Optional(MegaMenuColumns),
  mega_menu_width: Type.Optional(MegaMenuWidth),
  show_to_logged_in_users: Type.Optional(Flag('show_to_logged_in_users')),
  show_to_logged_out_users: Type.Optional(Flag('show_to_logged_out_users')),
  track_clicks: Type.Optional(Flag('track_clicks')),
  is_active: Type.Optional(Flag('is_active')),
};

/** POST /api/menus/: the menu's fields plus its site. Unknown fields are ignored. */
export const CreateMenuBody = Type.Object({
  site: Type.Optional(Type.Union([Id(), Type.Null()], { errorMessage: 'Site is required (a site id)' })),
  ...menuFields,
});
/** PUT /api/menus/{id}/: fields left out keep their value; a menu stays on its site. */
export const UpdateMenuBody = Type.Object({ site: Type.Optional(NullableId()), ...menuFields });

export const MenuListQuery = Type.Object({
  site: Type.Optional(Id()),
  location: Type.Optional(Id()),
});

export const Location = Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() });
export const LocationList = Type.Array(Location);

export const Template = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  category: Type.String(),
  is_featured: Type.Boolean(),
  menu_type: MenuType,
  item_count: Type.Integer(),
});
export const TemplateList = Type.Array(Template);

export const ApplyTemplateBody = Type.Object({
  site_id: Type.Optional(Type.Union([Id(), Type.Null()], { errorMessage: 'site_id is required (a site id)' })),
  location_id: Type.Optional(Type.Union([Id(), Type.Null()], { errorMessage: 'Location is required (a location id)' })),
  name: Type.Optional(Type.Union([Text(100, 'Name'), Type.Null()])),
});

/** days is checked against the ranges by the route, so any other number is a 400 naming them. */
export const AnalyticsQuery = Type.Object({
  days: Type.Optional(Type.Integer({ errorMessage: `days must be one of ${ANALYTICS_RANGES.join(', ')}` })),
});

export const MenuAnalytics = Type.Object({
  days: Type.Integer(),
  total_clicks: Type.Integer(),
  unique_users: Type.Integer(),
  top_items: Type.Array(Type.Object({ menu_item__id: Type.Integer(), menu_item__title: Type.String(), click_count: Type.Integer() })),
  clicks_by_date: Type.Array(Type.Object({ date: Type.String(), clicks: Type.Integer() })),
});
