import type { PublicMenu, PublicMenuItem } from '../types';

// Public menu answers as the menus service gives them, built item by item.

let nextId = 1;

export function item(overrides: Partial<PublicMenuItem> = {}): PublicMenuItem {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Item ${id}`,
    url: `/shop/item-${id}`,
    item_type: 'custom_url',
    target: '_self',
    rel_attributes: '',
    description: '',
    icon_class: '',
    css_classes: '',
    is_mega_menu_item: false,
    mega_menu_column: 1,
    mega_menu_columns: 0,
    mega_menu_column_width: 'auto',
    widget_type: null,
    widget_content: null,
    children: [],
    ...overrides,
  };
}

export function menu(items: PublicMenuItem[], overrides: Partial<PublicMenu> = {}): PublicMenu {
  return {
    id: 7,
    name: 'Main menu',
    location: 'header-primary',
    menu_type: 'standard',
    css_classes: '',
    mega_menu_columns: 4,
    mega_menu_width: 'full',
    track_clicks: false,
    items,
    ...overrides,
  };
}

/** A store's mega menu: Shop opens three columns with links, contact info and social links. */
export function storeMegaMenu(overrides: Partial<PublicMenu> = {}): PublicMenu {
  return menu(
    [
      item({ id: 100, title: 'Home', url: '/store' }),
      item({
        id: 101,
        title: 'Shop',
        url: '/shop/products',
        is_mega_menu_item: true,
        children: [
          item({
            id: 110,
            title: 'Clothing',
            url: '/shop/products?category=clothing',
            item_type: 'category',
            mega_menu_column: 1,
            mega_menu_column_width: '1/2',
            children: [item({ id: 111, title: 'Shirts', url: '/shop/products?category=shirts', item_type: 'category' })],
          }),
          item({ id: 120, title: 'Sale', url: '/shop/products?on_sale=1', mega_menu_column: 2 }),
          item({
            id: 130,
            title: 'Call us',
            url: '',
            item_type: 'widget',
            widget_type: 'contact_info',
            widget_content: { phone: '+1 (555) 010-2030', email: 'shop@example.com', address: '1 Market St, Springfield' },
            mega_menu_column: 3,
          }),
          item({
            id: 131,
            title: 'Follow us',
            url: '',
            item_type: 'widget',
            widget_type: 'social_links',
            widget_content: [
              { platform: 'instagram', url: 'https://instagram.com/store', title: 'Instagram', icon: 'instagram' },
              { platform: 'x', url: 'javascript:alert(1)', title: 'X', icon: 'x' },
            ],
            mega_menu_column: 3,
          }),
        ],
      }),
      item({ id: 102, title: 'Docs', url: 'https://docs.example.com', target: '_blank', rel_attributes: 'nofollow' }),
    ],
    { menu_type: 'mega_menu', name: 'Store menu', mega_menu_columns: 3, ...overrides },
  );
}
