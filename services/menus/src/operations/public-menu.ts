import type { Deps } from '../deps';
import type { PublicMenu, PublicMenuItem, WidgetContent } from '../contract';
import type { ItemView } from '../repositories/items';
import { parseJson, qualified } from '../repositories/db';
import type { MenuRow } from '../repositories/menus';
import { itemHref, pageMissing } from './responses';
import { nest } from './tree';

/** Whether a visitor in this sign-in state may see something with these flags. */
const visibleTo = (signedIn: boolean, flags: { show_to_logged_in_users: boolean; show_to_logged_out_users: boolean }) =>
  signedIn ? flags.show_to_logged_in_users : flags.show_to_logged_out_users;

/** A page item is shown while its page exists and is published (a visitor would get a 404 otherwise). */
const linkWorks = (item: ItemView) => item.item_type !== 'page' || (!pageMissing(item) && item.page_published === true);

/**
 * The menu a published site shows at a location, as a visitor in this sign-in state sees it: active
 * items they may see, in order, with resolved addresses, as JSON text made by `serialize` (the route's
 * answer schema). Two queries (the menu with its site, the items with their pages); the tree is built
 * in memory and its text kept briefly, so a cached answer costs neither queries nor serialization.
 * Null when there is none.
 */
export async function publicMenuJson(
  deps: Deps,
  siteSlug: string,
  locationSlug: string,
  signedIn: boolean,
  serialize: (menu: PublicMenu) => string,
): Promise<string | null> {
  return deps.publicMenus.load(deps.publicMenus.key(siteSlug, locationSlug, signedIn), async () => {
    const menu = await buildPublicMenu(deps, siteSlug, locationSlug, signedIn);
    return menu ? serialize(menu) : null;
  });
}

async function buildPublicMenu(deps: Deps, siteSlug: string, locationSlug: string, signedIn: boolean): Promise<PublicMenu | null> {
  const menu: (MenuRow & { location_slug: string }) | undefined = await deps
    .db(`${qualified('menus')} as m`)
    .join(`${qualified('sites')} as s`, 's.id', 'm.site_id')
    .join(`${qualified('locations')} as l`, 'l.id', 'm.location_id')
    .where({ 's.slug': siteSlug, 's.deleted': false, 's.is_published': true, 'l.slug': locationSlug, 'm.is_active': true })
    .orderBy('m.id', 'desc')
    .select('m.*', 'l.slug as location_slug')
    .first();
  if (!menu) return null;

  const items = visibleTo(signedIn, menu) ? await deps.repos.items.ofMenu(menu.id) : [];
  const answer: PublicMenu = {
    id: menu.id,
    name: menu.name,
    location: menu.location_slug,
    menu_type: menu.menu_type as PublicMenu['menu_type'],
    css_classes: menu.css_classes,
    mega_menu_columns: menu.mega_menu_columns,
    mega_menu_width: menu.mega_menu_width as PublicMenu['mega_menu_width'],
    track_clicks: menu.track_clicks,
    items: nest<ItemView, PublicMenuItem>(
      items,
      (item, children) => ({
        id: item.id,
        title: item.title,
        url: itemHref(item, siteSlug),
        item_type: item.item_type as PublicMenuItem['item_type'],
        target: item.target as PublicMenuItem['target'],
        rel_attributes: item.rel_attributes,
        description: item.description,
        icon_class: item.icon_class,
        css_classes: item.css_classes,
        is_mega_menu_item: item.is_mega_menu_item,
        mega_menu_column: item.mega_menu_column,
        mega_menu_columns: item.mega_menu_columns,
        mega_menu_column_width: item.mega_menu_column_width as PublicMenuItem['mega_menu_column_width'],
        widget_type: item.widget_type as PublicMenuItem['widget_type'],
        widget_content: parseJson<WidgetContent>(item.widget_content),
        children,
      }),
      (item) => item.is_active && visibleTo(signedIn, item) && linkWorks(item),
    ),
  };
  return answer;
}
