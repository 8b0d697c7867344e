import type { MenuItem, MenuItemType, Page } from '../api/types';

export interface MenuItemForm {
  label: string;
  url: string;
  type: MenuItemType;
  pageId?: number | null;
}

/** Where a menu link to one of the site's pages points on the public site. */
export function pageUrl(siteSlug: string, page: Pick<Page, 'slug' | 'is_home_page'>): string {
  return page.is_home_page ? `/${siteSlug}` : `/${siteSlug}/${page.slug}`;
}

/** The url a type implies: home '/', contact '/contact', external gains 'https://'. */
export function urlForType(type: MenuItemType, url: string): string {
  const trimmed = url.trim();
  if (type === 'home') return '/';
  if (type === 'contact') return '/contact';
  if (type === 'external' && trimmed && !/^http/i.test(trimmed)) return `https://${trimmed}`;
  return trimmed;
}

/**
 * The item a submitted form makes, or null when label or url is empty after trimming (the form then
 * silently does not submit).
 */
export function menuItemFromForm(form: MenuItemForm, base: Pick<MenuItem, 'id' | 'order'> & Partial<MenuItem>): MenuItem | null {
  const label = form.label.trim();
  const url = urlForType(form.type, form.url);
  if (!label || !url) return null;
  return {
    icon: null,
    style: 'default',
    ...base,
    label,
    url,
    type: form.type,
    is_external: form.type === 'external',
    ...(form.type === 'page' && form.pageId ? { page_id: form.pageId } : {}),
  };
}

export function newMenuItemId(): string {
  return `item-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}
