import { encodeAnswer, type CachedAnswer } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { Menu, PublicMenu } from '../contract';
import { publicMenu } from '../rules/menu-rules';
import type { ItemView } from '../repositories/items';
import { itemResponse, pageMissing } from './responses';

/** On the public site a page item leads nowhere unless its page exists and is published. */
const pageUnreachable = (item: ItemView) => pageMissing(item) || (item.item_type === 'page' && item.page_published !== true);

/**
 * The menu a published site shows at a location, as a visitor in this sign-in state sees it: active
 * items they may see, in order, with resolved addresses, as JSON text made by `serialize` (the route's
 * answer schema), compressed once and tagged. Two queries (the menu with its site, the items with
 * their pages); the tree is built in memory and the answer kept briefly, so a kept answer costs
 * neither queries, nor serialization, nor compression. Null when there is none (not kept: a menu made
 * a moment later shows at once).
 */
export async function publicMenuAnswer(
  deps: Deps,
  siteSlug: string,
  locationSlug: string,
  signedIn: boolean,
  serialize: (menu: PublicMenu) => string,
): Promise<CachedAnswer | null> {
  return deps.publicMenus.load(
    `${siteSlug}\u0000${locationSlug}\u0000${signedIn ? 1 : 0}`,
    async () => {
      const menu = await buildPublicMenu(deps, siteSlug, locationSlug, signedIn);
      return menu ? encodeAnswer(serialize(menu)) : null;
    },
    (answer) => answer !== null,
  );
}

async function buildPublicMenu(deps: Deps, siteSlug: string, locationSlug: string, signedIn: boolean): Promise<PublicMenu | null> {
  const menu = await deps.repos.menus.publishedAt(siteSlug, locationSlug);
  if (!menu) return null;

  const items = await deps.repos.items.ofMenu(menu.id);
  return publicMenu(
    { ...menu, menu_type: menu.menu_type as Menu['menu_type'], mega_menu_width: menu.mega_menu_width as Menu['mega_menu_width'] },
    items.map((item) => ({ ...itemResponse(item, siteSlug), page_missing: pageUnreachable(item) })),
    signedIn,
  );
}
