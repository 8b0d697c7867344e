import type { Static } from '@atlas/service-kit';
import type { MenuView, LocationRow } from '../repositories/menus';
import type { ItemView } from '../repositories/items';
import type { TemplateRow } from '../repositories/templates';
import type { Menu, MenuItem, MenuLocation, MenuTemplate, WidgetContent } from '../contract';
import type { Template } from '../schemas/menus';
import { iso, parseJson } from '../repositories/db';
import { categoryPath } from '../rules/menu-rules';

export function menuResponse(menu: MenuView): Menu {
  return {
    id: menu.id,
    name: menu.name,
    site: menu.site_id,
    location: menu.location_id,
    location_name: menu.location_name,
    location_slug: menu.location_slug,
    description: menu.description,
    css_classes: menu.css_classes,
    menu_type: menu.menu_type as Menu['menu_type'],
    auto_add_pages: menu.auto_add_pages,
    mega_menu_columns: menu.mega_menu_columns,
    mega_menu_width: menu.mega_menu_width as Menu['mega_menu_width'],
    show_to_logged_in_users: menu.show_to_logged_in_users,
    show_to_logged_out_users: menu.show_to_logged_out_users,
    track_clicks: menu.track_clicks,
    is_active: menu.is_active,
    item_count: Number(menu.item_count),
    created_at: iso(menu.created_at),
    updated_at: iso(menu.updated_at),
  };
}

/** A page's address on the public site: the home page is the site's root. */
export const pagePath = (siteSlug: string, page: { slug: string | null; is_home_page: boolean | null }) =>
  page.is_home_page || !page.slug ? `/${siteSlug}` : `/${siteSlug}/${page.slug}`;

/** A linked page this service no longer knows, or knows as deleted. */
export const pageMissing = (item: ItemView) => item.page_id !== null && (item.page_slug === null || item.page_deleted === true);

/** Where an item leads: its own address, its page's public path or its shop category; '' for the rest. */
export function itemHref(item: ItemView, siteSlug: string): string {
  switch (item.item_type) {
    case 'custom_url':
      return item.url;
    case 'page':
      return item.page_id === null || pageMissing(item) ? '' : pagePath(siteSlug, { slug: item.page_slug, is_home_page: item.page_home });
    case 'category':
      return item.category ? categoryPath(item.category) : '';
    case 'button':
      if (item.page_id !== null && !pageMissing(item)) return pagePath(siteSlug, { slug: item.page_slug, is_home_page: item.page_home });
      return item.url;
    default:
      return '';
  }
}

export function itemResponse(item: ItemView, siteSlug: string): MenuItem {
  return {
    id: item.id,
    menu: item.menu_id,
    parent: item.parent_id,
    title: item.title,
    url: itemHref(item, siteSlug),
    page: item.page_id,
    page_title: item.page_id === null ? null : item.page_title,
    category: item.category,
    item_type: item.item_type as MenuItem['item_type'],
    target: item.target as MenuItem['target'],
    rel_attributes: item.rel_attributes,
    description: item.description,
    icon_class: item.icon_class,
    css_classes: item.css_classes,
    sort_order: item.sort_order,
    is_active: item.is_active,
    is_mega_menu_item: item.is_mega_menu_item,
    mega_menu_column: item.mega_menu_column,
    mega_menu_columns: item.mega_menu_columns,
    mega_menu_column_width: item.mega_menu_column_width as MenuItem['mega_menu_column_width'],
    widget_type: item.widget_type as MenuItem['widget_type'],
    widget_content: parseJson<WidgetContent>(item.widget_content),
    show_to_logged_in_users: item.show_to_logged_in_users,
    show_to_logged_out_users: item.show_to_logged_out_users,
    page_missing: pageMissing(item),
    click_count: Number(item.click_count),
  };
}

export const locationResponse = (location: LocationRow): MenuLocation => ({ id: location.id, name: location.name, slug: location.slug });

const countItems = (items: { children?: unknown[] }[]): number =>
  items.reduce((sum, item) => sum + 1 + countItems((item.children ?? []) as { children?: unknown[] }[]), 0);

export const templateResponse = (template: TemplateRow): MenuTemplate & Static<typeof Template> => ({
  id: template.id,
  name: template.name,
  description: template.description,
  category: template.category,
  is_featured: template.is_featured,
  menu_type: template.menu_type as MenuTemplate['menu_type'],
  item_count: countItems(template.items),
});
