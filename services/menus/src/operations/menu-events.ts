import type { Knex } from 'knex';
import type { Deps } from '../deps';
import { publishItemsChanged, publishMenuEvent, type MenuEventVerb } from '../events/published';

interface MenuSubject {
  id: number;
  site_id: number;
  site_slug: string;
  owner_id: number;
  location_slug: string;
}

/**
 * Tells everyone a menu changed (`menus.menu.{verb}` or, for its items, `menus.item.changed`) in the
 * change's own transaction, and drops this process's public copies once it commits.
 */
export async function menuChanged(deps: Deps, trx: Knex.Transaction, menu: MenuSubject, what: MenuEventVerb | 'items') {
  const subject = {
    menu_id: menu.id,
    site_id: menu.site_id,
    site_slug: menu.site_slug,
    owner_id: menu.owner_id,
    location: menu.location_slug,
  };
  if (what === 'items') await publishItemsChanged(deps.events, trx, subject);
  else await publishMenuEvent(deps.events, trx, what, subject);
  deps.publicMenus.clearAfter(trx);
}
