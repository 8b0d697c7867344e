import type { ColumnWidth, ContactInfo, LinkTarget, MenuItem, MenuItemChanges, MenuItemType, SocialLink, WidgetType } from '../api/types';

// The item form as data: which fields each item type shows, its checks and the body it sends.

export const ITEM_TYPES: { value: MenuItemType; label: string }[] = [
  { value: 'custom_url', label: 'Custom URL' },
  { value: 'page', label: 'Page' },
  { value: 'category', label: 'Shop category' },
  { value: 'button', label: 'Button' },
  { value: 'text', label: 'Text' },
  { value: 'divider', label: 'Divider' },
  { value: 'search', label: 'Search' },
  { value: 'social_links', label: 'Social links' },
  { value: 'widget', label: 'Widget' },
];

export const TARGETS: { value: LinkTarget; label: string }[] = [
  { value: '_self', label: 'Same window' },
  { value: '_blank', label: 'New window or tab' },
  { value: '_parent', label: 'Parent frame' },
  { value: '_top', label: 'Whole window' },
];

export const WIDGET_TYPES: { value: WidgetType; label: string }[] = [
  { value: 'social_links', label: 'Social links' },
  { value: 'contact_info', label: 'Contact info' },
  { value: 'custom_html', label: 'Custom HTML' },
  { value: 'search', label: 'Search' },
  { value: 'newsletter', label: 'Newsletter' },
  { value: 'recent_posts', label: 'Recent posts' },
];

export const COLUMN_WIDTHS: ColumnWidth[] = ['auto', '1/4', '1/3', '1/2', '2/3', '3/4', 'full'];

export const SOCIAL_PLATFORMS = ['facebook', 'twitter', 'instagram', 'linkedin', 'youtube', 'tiktok', 'pinterest', 'github'];

/** Which parts of the form an item type shows. */
export function fieldsFor(type: MenuItemType) {
  return {
    url: type === 'custom_url' || type === 'button',
    urlRequired: type === 'custom_url',
    page: type === 'page',
    category: type === 'category',
    target: type === 'custom_url' || type === 'page' || type === 'category' || type === 'button',
    widget: type === 'widget',
    socialLinks: type === 'social_links',
  };
}

export interface ItemForm {
  title: string;
  item_type: MenuItemType;
  url: string;
  page: string;
  category: string;
  parent: string;
  target: LinkTarget;
  rel_attributes: string;
  description: string;
  icon_class: string;
  css_classes: string;
  is_active: boolean;
  show_to_logged_in_users: boolean;
  show_to_logged_out_users: boolean;
  is_mega_menu_item: boolean;
  mega_menu_column: string;
  mega_menu_column_width: ColumnWidth;
  widget_type: WidgetType;
  social_links: SocialLink[];
  contact: ContactInfo;
  html: string;
  /** What a search, newsletter or recent posts widget stores, kept as it was. */
  other_content: Record<string, unknown>;
}

export type ItemFormErrors = Partial<Record<'title' | 'url' | 'page' | 'category' | 'social' | 'form', string>>;

const asObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function socialLinksOf(content: unknown): SocialLink[] {
  const list = Array.isArray(content) ? content : Array.isArray(asObject(content).links) ? (asObject(content).links as unknown[]) : [];
  return list.map((entry) => {
    const link = asObject(entry);
    return { platform: text(link.platform), url: text(link.url), title: text(link.title), icon: text(link.icon) };
  });
}

export function itemFormFrom(item?: Partial<MenuItem>): ItemForm {
  const content = item?.widget_content;
  const contact = asObject(content);
  return {
    title: item?.title ?? '',
    item_type: item?.item_type ?? 'custom_url',
    url: item?.url ?? '',
    page: item?.page ? String(item.page) : '',
    category: item?.category ?? '',
    parent: item?.parent ? String(item.parent) : '',
    target: item?.target ?? '_self',
    rel_attributes: item?.rel_attributes ?? '',
    description: item?.description ?? '',
    icon_class: item?.icon_class ?? '',
    css_classes: item?.css_classes ?? '',
    is_active: item?.is_active ?? true,
    show_to_logged_in_users: item?.show_to_logged_in_users ?? true,
    show_to_logged_out_users: item?.show_to_logged_out_users ?? true,
    is_mega_menu_item: item?.is_mega_menu_item ?? false,
    mega_menu_column: String(item?.mega_menu_column ?? 1),
    mega_menu_column_width: item?.mega_menu_column_width ?? 'auto',
    widget_type: item?.widget_type ?? 'social_links',
    social_links: socialLinksOf(content),
    contact: { phone: text(contact.phone), email: text(contact.email), address: text(contact.address) },
    html: text(contact.html),
    other_content: contact,
  };
}

/** An address a menu link may hold: http(s) with a host, or a path on this site ('/about', not '//elsewhere'). */
export function isValidUrl(value: string): boolean {
  const url = value.trim();
  if (/^\/(?!\/)\S*$/.test(url)) return !url.includes('\\');
  if (!/^https?:\/\//i.test(url) || /\s/.test(url)) return false;
  try {
    return Boolean(new URL(url).hostname);
  } catch {
    return false;
  }
}

export function validateItemForm(form: ItemForm): ItemFormErrors {
  const errors: ItemFormErrors = {};
  const shown = fieldsFor(form.item_type);
  if (!form.title.trim()) errors.title = 'Title is required';
  if (shown.url) {
    if (!form.url.trim()) {
      if (shown.urlRequired) errors.url = 'URL is required';
    } else if (!isValidUrl(form.url)) errors.url = 'Enter a valid URL';
  }
  if (shown.page && !form.page) errors.page = 'Choose a page';
  if (shown.category && !form.category.trim()) errors.category = 'Choose a category';
  if (shown.socialLinks || (shown.widget && form.widget_type === 'social_links')) {
    const bad = form.social_links.findIndex((link) => link.url.trim() && !/^https?:\/\/\S+$/i.test(link.url.trim()));
    if (bad >= 0) errors.social = `Social link ${bad + 1}: enter an http:// or https:// address`;
    else if (form.social_links.some((link) => link.url.trim() && !link.platform)) errors.social = 'Choose a platform for each link';
  }
  return errors;
}

/** Rows left without an address are dropped; the title defaults to the platform. */
const socialLinksFor = (form: ItemForm) =>
  form.social_links
    .filter((link) => link.url.trim())
    .map((link) => ({ ...link, url: link.url.trim(), title: link.title.trim() || link.platform }));

function widgetContent(form: ItemForm): MenuItemChanges['widget_content'] {
  if (form.item_type === 'social_links') return socialLinksFor(form);
  if (form.item_type !== 'widget') return null;
  switch (form.widget_type) {
    case 'social_links':
      return socialLinksFor(form);
    case 'contact_info':
      return { ...form.contact };
    case 'custom_html':
      return { html: form.html };
    default:
      return form.other_content as MenuItemChanges['widget_content'];
  }
}

/** The body of POST /api/items/ and PUT /api/items/{id}/ (the menu is added by the hook). */
export function itemPayload(form: ItemForm, base: { menu: number; sort_order: number; mega_menu_columns?: number }): MenuItemChanges {
  const shown = fieldsFor(form.item_type);
  return {
    menu: base.menu,
    parent: form.parent ? Number(form.parent) : null,
    title: form.title.trim(),
    url: shown.url ? form.url.trim() : '',
    page: shown.page && form.page ? Number(form.page) : null,
    category: shown.category ? form.category.trim() : null,
    item_type: form.item_type,
    target: shown.target ? form.target : '_self',
    rel_attributes: form.rel_attributes.trim(),
    description: form.description,
    icon_class: form.icon_class.trim(),
    css_classes: form.css_classes.trim(),
    sort_order: base.sort_order,
    is_active: form.is_active,
    is_mega_menu_item: form.is_mega_menu_item,
    mega_menu_column: Number(form.mega_menu_column) || 1,
    mega_menu_columns: base.mega_menu_columns ?? 4,
    mega_menu_column_width: form.mega_menu_column_width,
    widget_type: form.item_type === 'widget' ? form.widget_type : null,
    widget_content: widgetContent(form),
    show_to_logged_in_users: form.show_to_logged_in_users,
    show_to_logged_out_users: form.show_to_logged_out_users,
  };
}
