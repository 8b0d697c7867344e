import { Id, Type } from '@atlas/service-kit';
import { COLUMN_WIDTHS, ITEM_TYPES, LINK_TARGETS, MEGA_MENU_COLUMNS_MAX, MEGA_MENU_COLUMNS_MIN, WIDGET_TYPES } from '../constants';
import { Flag, Nested, OneOf, Text } from './common';
import { WidgetContentField } from './widgets';

export const ItemType = OneOf(ITEM_TYPES);
export const LinkTarget = OneOf(LINK_TARGETS);
export const ColumnWidth = OneOf(COLUMN_WIDTHS);
export const WidgetType = OneOf(WIDGET_TYPES);

const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);
const NullableString = Type.Union([Type.String(), Type.Null()]);

const itemFields = {
  id: Type.Integer(),
  menu: Type.Integer(),
  parent: NullableInteger,
  title: Type.String(),
  url: Type.String({ description: 'the stored address of a custom_url or button item; a page item answers its public path' }),
  page: NullableInteger,
  page_title: NullableString,
  category: Type.Union([Type.String(), Type.Null()], { description: 'a shop category slug' }),
  item_type: ItemType,
  target: LinkTarget,
  rel_attributes: Type.String(),
  description: Type.String(),
  icon_class: Type.String(),
  css_classes: Type.String(),
  sort_order: Type.Integer(),
  is_active: Type.Boolean(),
  is_mega_menu_item: Type.Boolean(),
  mega_menu_column: Type.Integer({ minimum: MEGA_MENU_COLUMNS_MIN, maximum: MEGA_MENU_COLUMNS_MAX }),
  mega_menu_columns: Type.Integer(),
  mega_menu_column_width: ColumnWidth,
  widget_type: Type.Union([WidgetType, Type.Null()]),
  widget_content: WidgetContentField,
  show_to_logged_in_users: Type.Boolean(),
  show_to_logged_out_users: Type.Boolean(),
  page_missing: Type.Boolean({ description: 'the linked page was deleted (hidden from the public menu)' }),
  click_count: Type.Integer(),
};

export const MenuItem = Type.Object(itemFields);
export const MenuItemList = Type.Array(MenuItem);
/** GET /api/items/: the flat list, or with ?tree=true the top level with children nested. */
export const MenuItemTree = Type.Array(Nested(itemFields));

const CATEGORY_RULE = 'category must be a shop category slug (lowercase letters, digits and dashes) or null';

const writable = {
  // title is checked by the operation so a missing one reads 'Title is required'.
  title: Type.Optional(Type.Union([Text(200, 'Title'), Type.Null()])),
  item_type: Type.Optional(ItemType),
  url: Type.Optional(Type.Union([Text(2048, 'URL'), Type.Null()])),
  page: Type.Optional(Type.Union([Id(), Type.Null()], { errorMessage: 'page must be a page id or null' })),
  category: Type.Optional(
    Type.Union([Type.String({ maxLength: 100, pattern: '^([a-z0-9]+(?:-[a-z0-9]+)*)?$', errorMessage: CATEGORY_RULE }), Type.Null()], {
      errorMessage: CATEGORY_RULE,
    }),
  ),
  parent: Type.Optional(Type.Union([Id(), Type.Null()], { errorMessage: 'parent must be an item id or null' })),
  target: Type.Optional(LinkTarget),
  rel_attributes: Type.Optional(Text(100, 'rel_attributes')),
  description: Type.Optional(Text(500, 'Description')),
  icon_class: Type.Optional(Text(100, 'icon_class')),
  css_classes: Type.Optional(Text(200, 'CSS classes')),
  sort_order: Type.Optional(
    Type.Integer({ minimum: 0, maximum: 1_000_000, errorMessage: 'sort_order must be a whole number from 0 to 1000000' }),
  ),
  is_active: Type.Optional(Flag('is_active')),
  is_mega_menu_item: Type.Optional(Flag('is_mega_menu_item')),
  mega_menu_column: Type.Optional(
    Type.Integer({
      minimum: MEGA_MENU_COLUMNS_MIN,
      maximum: MEGA_MENU_COLUMNS_MAX,
      errorMessage: `mega_menu_column must be a whole number from ${MEGA_MENU_COLUMNS_MIN} to ${MEGA_MENU_COLUMNS_MAX}`,
    }),
  ),
  mega_menu_columns: Type.Optional(
    Type.Integer({
      minimum: MEGA_MENU_COLUMNS_MIN,
      maximum: MEGA_MENU_COLUMNS_MAX,
      errorMessage: `mega_menu_columns must be a whole number from ${MEGA_MENU_COLUMNS_MIN} to ${MEGA_MENU_COLUMNS_MAX}`,
    }),
  ),
  mega_menu_column_width: Type.Optional(ColumnWidth),
  widget_type: Type.Optional(
    Type.Union([WidgetType, Type.Null()], { errorMessage: `widget_type must be one of ${WIDGET_TYPES.join(', ')} or null` }),
  ),
  widget_content: Type.Optional(WidgetContentField),
  show_to_logged_in_users: Type.Optional(Flag('show_to_logged_in_users')),
  show_to_logged_out_users: Type.Optional(Flag('show_to_logged_out_users')),
};

/** POST /api/items/: the item's fields plus its menu. Unknown fields are ignored. */
export const CreateItemBody = Type.Object({
  menu: Type.Optional(Type.Union([Id(), Type.Null()], { errorMessage: 'menu is required (a menu id)' })),
  ...writable,
});
/** PUT /api/items/{id}/: fields left out keep their value; an item stays in its menu. */
export const UpdateItemBody = Type.Object({
  menu: Type.Optional(Type.Union([Id(), Type.Null()], { errorMessage: 'menu must be a menu id' })),
  ...writable,
});

export const ItemListQuery = Type.Object({
  menu: Id(),
  tree: Type.Optional(Type.Boolean({ errorMessage: 'tree must be true or false' })),
});

export const ReorderBody = Type.Object({
  items: Type.Array(
    Type.Object({
      id: Id(),
      sort_order: Type.Integer({ minimum: 0, maximum: 1_000_000, errorMessage: 'sort_order must be a whole number from 0 to 1000000' }),
      parent_id: Type.Optional(Type.Union([Id(), Type.Null()], { errorMessage: 'parent_id must be an item id or null' })),
      // The mega editor moves an item between columns in the same request.
      mega_menu_column: Type.Optional(
        Type.Integer({
          minimum: MEGA_MENU_COLUMNS_MIN,
          maximum: MEGA_MENU_COLUMNS_MAX,
          errorMessage: `mega_menu_column must be a whole number from ${MEGA_MENU_COLUMNS_MIN} to ${MEGA_MENU_COLUMNS_MAX}`,
        }),
      ),
    }),
    { minItems: 1, maxItems: 1000, errorMessage: 'items must be a list of 1 to 1000 {id, sort_order, parent_id}' },
  ),
});
export const ReorderAnswer = Type.Object({ items: MenuItemList });

export const TrackClickBody = Type.Object({
  page_url: Type.Optional(Type.Union([Text(2048, 'page_url'), Type.Null()])),
});
export const TrackClickAnswer = Type.Object({ status: Type.Union([Type.Literal('ok'), Type.Literal('ignored')]) });
