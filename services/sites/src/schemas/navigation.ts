import { Id, NullableId, Type, type Static } from '@atlas/service-kit';
import { JsonObject, NullableTimestamp } from './common';

export const MENU_ITEM_TYPES = ['page', 'external', 'contact', 'home'] as const;
export const MAX_MENU_ITEMS = 100;

const MenuItemId = Type.Union([Type.String({ maxLength: 100 }), Type.Integer()]);
const MenuItemType = Type.Enum(MENU_ITEM_TYPES);

/** A menu item as the builder sends it; the service fills in what is missing (navigation-items.ts). */
export const MenuItemInput = Type.Object({
  id: Type.Optional(MenuItemId),
  label: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  url: Type.String({ minLength: 1, maxLength: 2048, pattern: '\\S' }),
  type: Type.Optional(MenuItemType),
  is_external: Type.Optional(Type.Boolean()),
  icon: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  style: Type.Optional(Type.String({ maxLength: 50 })),
  order: Type.Optional(Type.Integer({ minimum: 0 })),
  /** The site page a 'page' item points at, when the builder picked one. */
  page_id: Type.Optional(NullableId()),
});
export type MenuItemInput = Static<typeof MenuItemInput>;

/** A menu item as stored and answered: every field filled in. */
export const MenuItem = Type.Object({
  id: Type.Union([Type.String(), Type.Number()]),
  label: Type.String(),
  url: Type.String(),
  type: MenuItemType,
  is_external: Type.Boolean(),
  icon: Type.Union([Type.String(), Type.Null()]),
  style: Type.String(),
  order: Type.Integer(),
  page_id: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
});
export type MenuItem = Static<typeof MenuItem>;

export const StyleSettings = JsonObject;

/** The site modal sends `menu_items` + `settings`; the service layer may send `structure` + `style_settings`. */
export const UpdateNavigationBody = Type.Object({
  menu_items: Type.Optional(Type.Array(MenuItemInput, { maxItems: MAX_MENU_ITEMS })),
  structure: Type.Optional(Type.Array(MenuItemInput, { maxItems: MAX_MENU_ITEMS })),
  settings: Type.Optional(StyleSettings),
  style_settings: Type.Optional(StyleSettings),
});
export type UpdateNavigationBody = Static<typeof UpdateNavigationBody>;

export const SiteIdParams = Type.Object({ siteId: Id() });

/** A site's menu; `id` and `updated_at` are null until it is first saved. */
export const Navigation = Type.Object({
  id: Type.Union([Type.Integer(), Type.Null()]),
  site: Type.Integer(),
  structure: Type.Array(MenuItem),
  style_settings: StyleSettings,
  updated_at: NullableTimestamp,
});
export type Navigation = Static<typeof Navigation>;
