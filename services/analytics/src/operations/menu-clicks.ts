import { httpError, requireSiteOf, type AuthUser, type SiteAccessCheck } from '@atlas/service-kit';
import type { Repositories } from '../repositories';

export const MENU_CLICK_DAYS = [7, 30, 90, 365] as const;

export interface MenuClickThrough {
  menu_id: number;
  site: number;
  days: number;
  page_views: number;
  clicks: number;
  click_through_rate: number | null;
  items: { item_id: number; clicks: number; click_through_rate: number | null }[];
}

/** Clicks over page views in percent, two decimals; null without page views to divide by. */
const rate = (clicks: number, pageViews: number) => (pageViews > 0 ? Math.round((clicks / pageViews) * 10000) / 100 : null);

/**
 * A menu's click-through rate over the last `days` UTC days (today included): each item's clicks
 * over the page views of the menu's site, since a site's menu is drawn on every page of the site.
 * A viewer of the menu's site may read it; a menu of a site the user has no role on, or one this
 * service has not heard of, is 404 'Menu not found'.
 */
export async function menuClickThrough(
  repos: Pick<Repositories, 'menus' | 'rollups'>,
  access: SiteAccessCheck,
  user: AuthUser,
  menuId: number,
  days: number,
): Promise<MenuClickThrough> {
  const menu = await repos.menus.find(menuId);
  if (!menu) throw httpError(404, 'Menu not found');
  await requireSiteOf(access, user, menu.site_id, 'viewer', 'Menu not found');
  const since = new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const pageViews = await repos.rollups.pageViewsSince(menu.site_id, since);
  const items = await repos.menus.clicksSince(menuId, since);
  const clicks = items.reduce((sum, item) => sum + item.clicks, 0);
  return {
    menu_id: menuId,
    site: menu.site_id,
    days,
    page_views: pageViews,
    clicks,
    click_through_rate: rate(clicks, pageViews),
    items: items.map((item) => ({
      item_id: item.item_id,
      clicks: item.clicks,
      click_through_rate: rate(item.clicks, pageViews),
    })),
  };
}
