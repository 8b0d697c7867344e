import type { Menu, MenuAnalytics, MenuItem } from '../api/types';

/** A menu as the service answers it, with the fields a test cares about changed. */
export function menu(id: number, name: string, over: Partial<Menu> = {}): Menu {
  return {
    id,
    name,
    site: 3,
    location: 1,
    location_name: 'Header (Primary)',
    location_slug: 'header-primary',
    description: '',
    css_classes: '',
    menu_type: 'standard',
    auto_add_pages: false,
    mega_menu_columns: 4,
    mega_menu_width: 'container',
    show_to_logged_in_users: true,
    show_to_logged_out_users: true,
    track_clicks: true,
    is_active: true,
    item_count: 0,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...over,
  };
}

export function item(id: number, title: string, over: Partial<MenuItem> = {}): MenuItem {
  return {
    id,
    menu: 10,
    parent: null,
    title,
    url: `/${title.toLowerCase().replace(/\s+/g, '-')}`,
    page: null,
    page_title: null,
    category: null,
    item_type: 'custom_url',
    target: '_self',
    rel_attributes: '',
    description: '',
    icon_class: '',
    css_classes: '',
    sort_order: 0,
    is_active: true,
    is_mega_menu_item: false,
    mega_menu_column: 1,
    mega_menu_columns: 1,
    mega_menu_column_width: 'auto',
    widget_type: null,
    widget_content: null,
    show_to_logged_in_users: true,
    show_to_logged_out_users: true,
    page_missing: false,
    click_count: 0,
    ...over,
  };
}

// The sites list as the signed-in user sees it: both sites their own (a member's role is answered beside each).
export const SITES = [
  { id: 3, name: 'Acme', slug: 'acme', domain: '', role: 'owner' },
  { id: 4, name: 'Bakery', slug: 'bakery', domain: '', role: 'owner' },
];

export const LOCATIONS = [
  { id: 1, name: 'Header (Primary)', slug: 'header-primary' },
  { id: 3, name: 'Footer (Primary)', slug: 'footer-primary' },
];

export function analytics(over: Partial<MenuAnalytics> = {}): MenuAnalytics {
  return {
    days: 30,
    total_clicks: 0,
    unique_users: 0,
    top_items: [],
    clicks_by_date: [],
    ...over,
  } as MenuAnalytics;
}
