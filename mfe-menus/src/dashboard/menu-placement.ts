import { MENU_LOCATIONS, PAGE_MENU_LOCATIONS } from '@atlas/menus/contract';
import type { Site } from '@atlas/sites/contract';
import type { Menu } from '../api/types';

// Whether the site's public pages show a menu: they draw the newest active menu at each of the page
// locations (the header, the footer, the social links) of a published site.

export interface Placement {
  shown: boolean;
  text: string;
}

const nameOf = (slug: string) => MENU_LOCATIONS.find((location) => location.slug === slug)?.name ?? slug;
const PAGE_LOCATION_NAMES = PAGE_MENU_LOCATIONS.map(nameOf);
export const PAGE_LOCATIONS_TEXT = `${PAGE_LOCATION_NAMES.slice(0, -1).join(', ')} and ${PAGE_LOCATION_NAMES.at(-1)}`;

const isPageLocation = (slug: string) => (PAGE_MENU_LOCATIONS as readonly string[]).includes(slug);

export function placementOf(menu: Menu, menus: Menu[], site: Pick<Site, 'name' | 'is_published'>): Placement {
  if (!isPageLocation(menu.location_slug)) {
    return {
      shown: false,
      text: `The site’s pages do not draw the ${menu.location_name} location; they show the menus at ${PAGE_LOCATIONS_TEXT}.`,
    };
  }
  if (!menu.is_active) return { shown: false, text: `Inactive: the site’s pages do not show it at ${menu.location_name}.` };
  const newer = menus.find((other) => other.id > menu.id && other.is_active && other.location === menu.location);
  if (newer) return { shown: false, text: `Not on the site’s pages: “${newer.name}” is the newer active menu at ${menu.location_name}.` };
  if (!site.is_published)
    return { shown: false, text: `${site.name} is not published yet: its pages will show this menu at ${menu.location_name}.` };
  return { shown: true, text: `Shown at ${menu.location_name} on the pages of ${site.name}.` };
}
