import type { Knex } from 'knex';
import type { Deps } from '../deps';
import { DEMO_FOOTER } from '../seed/templates';
import { addTemplateItems } from './templates';
import { menuChanged } from './menu-events';

/**
 * The demo site's menus: a header that gains each page as it is published (its pages arrive after the
 * site's own event) and a footer whose links all lead somewhere. Idempotent: a location that has a menu is left alone.
 */
export async function seedDemoMenus(deps: Deps, trx: Knex.Transaction, siteId: number) {
  const site = await deps.repos.sites.find(siteId, trx);
  if (!site || site.deleted) return;
  const existing = await deps.repos.menus.ofSite(siteId, trx);
  const header = await deps.repos.menus.locationBySlug('header-primary', trx);
  const footer = await deps.repos.menus.locationBySlug('footer-primary', trx);
  const has = (locationId: number | undefined) => existing.some((menu) => menu.location_id === locationId);

  if (header && !has(header.id)) {
    const menu = await deps.repos.menus.insert(
      { site_id: siteId, location_id: header.id, name: 'Main Menu', menu_type: 'standard', auto_add_pages: true, track_clicks: true },
      trx,
    );
    for (const page of await deps.repos.pages.ofSite(siteId, trx)) {
      if (!page.is_published) continue;
      await deps.repos.items.insert(
        {
          menu_id: menu.id,
          title: page.title || page.slug,
          item_type: 'page',
          page_id: page.id,
          sort_order: page.is_home_page ? 0 : page.id,
        },
        trx,
      );
    }
    await menuChanged(deps, trx, (await deps.repos.menus.find(menu.id, trx))!, 'created');
  }
  if (footer && !has(footer.id)) {
    const menu = await deps.repos.menus.insert(
      {
        site_id: siteId,
        location_id: footer.id,
        name: 'Footer',
        menu_type: DEMO_FOOTER.menu_type,
        mega_menu_columns: DEMO_FOOTER.mega_menu_columns,
      },
      trx,
    );
    await addTemplateItems(deps, trx, DEMO_FOOTER, site, menu.id);
    await menuChanged(deps, trx, (await deps.repos.menus.find(menu.id, trx))!, 'created');
  }
}
