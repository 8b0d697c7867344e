import { Type } from '@atlas/service-kit';
import { MegaMenuWidth, MenuType } from './menus';
import { ColumnWidth, ItemType, LinkTarget, WidgetType } from './items';
import { WidgetContentField } from './widgets';
import { Nested } from './common';

export const PublicMenuParams = Type.Object({
  siteSlug: Type.String({ minLength: 1, maxLength: 100, errorMessage: 'siteSlug must be a site slug' }),
  location: Type.String({ minLength: 1, maxLength: 50, errorMessage: 'location must be a location slug' }),
});

export const publicItemFields = {
  id: Type.Integer(),
  title: Type.String(),
  url: Type.String({ description: "the resolved href; '' for divider, text and widget items" }),
  item_type: ItemType,
  target: LinkTarget,
  rel_attributes: Type.String(),
  description: Type.String(),
  icon_class: Type.String(),
  css_classes: Type.String(),
  is_mega_menu_item: Type.Boolean(),
  mega_menu_column: Type.Integer(),
  mega_menu_columns: Type.Integer(),
  mega_menu_column_width: ColumnWidth,
  widget_type: Type.Union([WidgetType, Type.Null()]),
  widget_content: WidgetContentField,
};
export const PublicMenuItemFields = Type.Object(publicItemFields);

export const PublicMenu = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  location: Type.String({ description: 'the location slug' }),
  menu_type: MenuType,
  css_classes: Type.String(),
  mega_menu_columns: Type.Integer(),
  mega_menu_width: MegaMenuWidth,
  track_clicks: Type.Boolean(),
  items: Type.Array(Nested(publicItemFields)),
});
