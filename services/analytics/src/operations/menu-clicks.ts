import { httpError, requireSiteOf, type AuthUser } from '@atlas/service-kit';
import type { Deps } from '../deps';

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
  deps: Pick<Deps, 'db' | 'schema' | 'access'>,
  user: AuthUser,
  menuId: number,
  days: number,
): Promise<MenuClickThrough> {
  const { db, schema } = deps;
  const menu: { id: number; site_id: number } | undefined = await db(`${schema}.menus`).where({ id: menuId }).first('id', 'site_id');
  if (!menu) throw httpError(404, 'Menu not found');
  await requireSiteOf(deps.access, user, menu.site_id, 'viewer', 'Menu not found');
  const since = new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const [{ views }] = await db(`${schema}.site_hours`)
    .where({ site_id: menu.site_id })
    .andWhere('hour', '>=', since)
    .sum({ views: 'pageviews' });
  const items = (await db(`${schema}.menu_item_days`)
    .where({ menu_id: menuId })
    .andWhere('day', '>=', since)
    .groupBy('item_id')
    .select('item_id')
    .sum({ clicks: 'clicks' })
    .orderBy([{ column: 'clicks', order: 'desc' }, 'item_id'])) as { item_id: number; clicks: string | number }[];
  const pageViews = Number(views ?? 0);
  const clicks = items.reduce((sum, item) => sum + Number(item.clicks), 0);
  return {
    menu_id: menuId,
    site: menu.site_id,
    days,
    page_views: pageViews,
    clicks,
    click_through_rate: rate(clicks, pageViews),
    items: items.map((item) => ({
      item_id: item.item_id,
      clicks: Number(item.clicks),
      click_through_rate: rate(Number(item.clicks), pageViews),
    })),
  };
}
