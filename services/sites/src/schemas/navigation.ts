import { Id, NullableId, Type } from '@atlas/service-kit';

export const MENU_ITEM_TYPES = ['page', 'external', 'contact', 'home'] as const;
export const MAX_MENU_ITEMS = 100;

export const MenuItem = Type.Object({
  id: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Integer()])),
  label: Type.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  url: Type.String({ minLength: 1, maxLength: 2048, pattern: '\\S' }),
  type: Type.Optional(Type.Enum([...MENU_ITEM_TYPES])),
  is_external: Type.Optional(Type.Boolean()),
  icon: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  style: Type.Optional(Type.String({ maxLength: 50 })),
  order: Type.Optional(Type.Integer({ minimum: 0 })),
  /** The site page a 'page' item points at, when the builder picked one. */
  page_id: Type.Optional(NullableId()),
});

export const StyleSettings = Type.Record(Type.String(), Type.Unknown());

/** The site modal sends `menu_items` + `settings`; the service layer may send `structure` + `style_settings`. */
export const UpdateNavigationBody = Type.Object({
  menu_items: Type.Optional(Type.Array(MenuItem, { maxItems: MAX_MENU_ITEMS })),
  structure: Type.Optional(Type.Array(MenuItem, { maxItems: MAX_MENU_ITEMS })),
  settings: Type.Optional(StyleSettings),
  style_settings: Type.Optional(StyleSettings),
});

export const SiteIdParams = Type.Object({ siteId: Id() });
