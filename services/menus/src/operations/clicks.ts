import { createHash } from 'node:crypto';
import { httpError } from '@atlas/service-kit';
import type { Deps } from '../deps';
import { publishItemClicked } from '../events/published';
import { ANALYTICS_DEFAULT_DAYS, ANALYTICS_RANGES } from '../constants';

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** Only the path of the page the click came from: no host, query or fragment (they may carry personal data). */
export function pagePathOf(pageUrl: string | null | undefined): string {
  if (!pageUrl) return '';
  try {
    return new URL(pageUrl, 'http://placeholder.invalid').pathname.slice(0, 500);
  } catch {
    return '';
  }
}

export interface Visitor {
  ip: string;
  userAgent: string;
}

/**
 * Counts a visitor's click on a menu item when its menu tracks clicks and the visitor is under the
 * per-minute limit. The visitor is a hash of the day's salt, the site, the address and the browser:
 * nothing that identifies them is stored, and once the salt is gone the hash cannot be recomputed.
 */
export async function trackClick(deps: Deps, itemId: number, pageUrl: string | null | undefined, visitor: Visitor, now = new Date()) {
  const target = await deps.repos.items.clickTarget(itemId);
  if (!target || target.deleted) throw httpError(404, 'Menu item not found');
  if (!target.track_clicks || !target.menu_active || !target.is_active) return { status: 'ignored' as const };

  const day = utcDay(now);
  return deps.db.transaction(async (trx) => {
    const salt = await deps.repos.clicks.saltFor(day, trx);
    const hash = createHash('sha256').update(`${salt}\n${target.site_id}\n${visitor.ip}\n${visitor.userAgent}`).digest('hex');
    const minute = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
    if ((await deps.repos.clicks.countInWindow(hash, minute, trx)) > deps.settings.clicksPerMinute) return { status: 'ignored' as const };
    // The windows are small; dropping the old ones now and then keeps the table at a few minutes' worth.
    if (Math.random() < 0.02) await deps.repos.clicks.pruneWindows(new Date(minute.getTime() - 120_000), trx);

    const path = pagePathOf(pageUrl);
    await deps.repos.clicks.insert({ item_id: target.id, menu_id: target.menu_id, day, visitor: hash, page_url: path }, trx);
    await deps.repos.items.countClick(target.id, trx);
    await publishItemClicked(deps.events, trx, {
      menu_id: target.menu_id,
      item_id: target.id,
      site_id: target.site_id,
      site_slug: target.slug,
      page_url: path,
      visitor: hash,
      occurred_at: now.toISOString(),
    });
    return { status: 'ok' as const };
  });
}

/**
 * Drops yesterday's salt even on a day nobody clicks (the first click of a day does it too), hourly;
 * the old rate windows go with it. Answers a stop function.
 */
export function startSaltRotation(deps: Deps, log: { error: (obj: unknown, msg: string) => void }, everyMs = 3_600_000) {
  const rotate = async () => {
    try {
      await deps.repos.clicks.dropSaltsBefore(utcDay(new Date()));
      await deps.repos.clicks.pruneWindows(new Date(Date.now() - 120_000));
    } catch (error) {
      log.error({ err: error }, 'menus: dropping old visitor salts failed');
    }
  };
  void rotate();
  const timer = setInterval(rotate, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

export function analyticsDays(days: number | undefined): number {
  const value = days ?? ANALYTICS_DEFAULT_DAYS;
  if (!(ANALYTICS_RANGES as readonly number[]).includes(value)) throw httpError(400, `days must be one of ${ANALYTICS_RANGES.join(', ')}`);
  return value;
}

/**
 * A menu's clicks over the last `days` days, today included: totals, unique visitors (a visitor is
 * counted once per day: the daily salt makes days unlinkable), the ten most clicked items and one
 * entry per day, zeros included.
 */
export async function menuAnalytics(deps: Deps, menuId: number, days: number, now = new Date()) {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  const from = utcDay(first);
  const [totals, topItems, byDay] = await Promise.all([
    deps.repos.clicks.totals(menuId, from),
    deps.repos.clicks.topItems(menuId, from, 10),
    deps.repos.clicks.byDay(menuId, from),
  ]);
  const clicksByDate = Array.from({ length: days }, (_, index) => {
    const date = utcDay(new Date(first.getTime() + index * 86_400_000));
    return { date, clicks: byDay.get(date) ?? 0 };
  });
  return { days, total_clicks: totals.total, unique_users: totals.unique, top_items: topItems, clicks_by_date: clicksByDate };
}
