import { httpError } from '@atlas/service-kit';
import type { MenuItem, MenuItemInput } from '../schemas/navigation';

/** A web address, a mail or phone link, a path or anchor on the site, or a page slug; never a script. */
const SAFE_URL = /^(https?:\/\/|mailto:|tel:|\/|#|[a-z0-9-]+(\/|$))/i;
const ABSOLUTE = /^https?:\/\//i;

/**
 * The menu as it is stored, from what the builder sends. A home item links to '/', a contact item to
 * '/contact'; an external address without http(s) gets 'https://'. Items without a type are external
 * when their URL is absolute, pages otherwise. A URL that could run code on the public site is refused.
 */
export function normalizeMenuItems(items: MenuItemInput[]): MenuItem[] {
  return items.map((item, index) => {
    const type: MenuItem['type'] = item.type ?? (ABSOLUTE.test(item.url) ? 'external' : 'page');
    let url = item.url.trim();
    if (type === 'home') url = '/';
    else if (type === 'contact') url = '/contact';
    else if (type === 'external' && !/^http/i.test(url)) url = `https://${url}`;
    if (!SAFE_URL.test(url)) throw httpError(400, `Menu item ${index + 1}: the URL must be a web address or a path on the site`);
    return {
      id: item.id ?? `item-${index + 1}`,
      label: item.label.trim(),
      url,
      type,
      is_external: type === 'external' ? true : (item.is_external ?? ABSOLUTE.test(url)),
      icon: item.icon ?? null,
      style: item.style ?? 'default',
      order: index,
      ...(item.page_id ? { page_id: item.page_id } : {}),
    };
  });
}
