import type { Knex } from 'knex';
import type { Deps } from '../deps';
import { MENU_ITEM_LIMIT } from '../constants';
import { menuChanged } from './menu-events';

/**
 * A page of the site was published: every menu of the site with auto_add_pages gains a page item at
 * the end of its top level (the home page at the start), unless it links the page already (so a second delivery adds nothing).
 */
export async function addPageToAutoMenus(deps: Deps, trx: Knex.Transaction, siteId: number, pageId: number) {
  const page = await deps.repos.pages.find(pageId, trx);
  if (!page || page.deleted) return;
  for (const candidate of await deps.repos.menus.autoAddOf(siteId, trx)) {
    await deps.repos.menus.lock(candidate.id, trx);
    if (await deps.repos.items.hasPage(candidate.id, pageId, trx)) continue;
    const menu = (await deps.repos.menus.find(candidate.id, trx))!;
    if (Number(menu.item_count) >= MENU_ITEM_LIMIT) continue;
    // The home page leads the menu; any other page joins the end.
    if (page.is_home_page) await deps.repos.items.shiftTopLevel(menu.id, trx);
    await deps.repos.items.insert(
      {
        menu_id: menu.id,
        title: (page.title || page.slug || 'Page').slice(0, 200),
        item_type: 'page',
        page_id: page.id,
        sort_order: page.is_home_page ? 0 : await deps.repos.items.nextSortOrder(menu.id, null, trx),
      },
      trx,
    );
    await menuChanged(deps, trx, menu, 'items');
  }
}
