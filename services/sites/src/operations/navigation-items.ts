import { httpError, isLinkAddress, withWebScheme } from '@atlas/service-kit';
import type { MenuItem, MenuItemInput } from '../schemas/navigation';

const ABSOLUTE = /^https?:\/\//i;

/**
 * The menu as it is stored, from what the builder sends. A home item links to '/', a contact item to
 * '/contact'; an external address without a scheme gets 'https://'. Items without a type are external
 * when their URL is absolute, pages otherwise. A URL that could run code on the public site is refused
 * as typed (the kit's `isLinkAddress`): `javascript:` stays refused behind the `https://` it would get.
 */
export function normalizeMenuItems(items: MenuItemInput[]): MenuItem[] {
  return items.map((item, index) => {
    const type: MenuItem['type'] = item.type ?? (ABSOLUTE.test(item.url) ? 'external' : 'page');
    let url = item.url.trim();
    if (type === 'home') url = '/';
    else if (type === 'contact') url = '/contact';
    else if (type === 'external') url = withWebScheme(url);
    if (!isLinkAddress(url)) throw httpError(400, `Menu item ${index + 1}: the URL must be a web address or a path on the site`);
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
