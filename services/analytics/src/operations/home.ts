import type { AuthUser, Static } from '@atlas/service-kit';
import type { ActivityList, Stats } from '../schemas/analytics';
import type { Repositories } from '../repositories';
import { change } from '../rules/period-rules';

const DAY_MS = 24 * 3600_000;

/**
 * The dashboard home's counts: the content of the sites the user may open (and their own without a
 * site), 30 days of visits to those sites, and (staff only) the platform's users.
 */
export async function homeStats(
  repos: Pick<Repositories, 'contentItems' | 'users' | 'rollups'>,
  user: AuthUser,
  siteIds: number[],
): Promise<Static<typeof Stats>> {
  const byType = await repos.contentItems.countByType(user.id, siteIds);
  const users = user.is_staff ? await repos.users.count() : null;
  const now = Date.now();
  const start = new Date(now - 30 * DAY_MS);
  const previousStart = new Date(now - 60 * DAY_MS);
  const { views, visitors, previous } = await repos.rollups.viewsSplitAt(siteIds, previousStart, start);
  return {
    content: Object.values(byType).reduce((sum, count) => sum + count, 0),
    content_types: { post: byType.post ?? 0, page: byType.page ?? 0, product: byType.product ?? 0, event: byType.event ?? 0 },
    users,
    page_views: views,
    page_views_change: change(views, previous, previous > 0),
    visitors,
  };
}

/** The recent events of the caller and of the sites they may open, newest first; staff also see the shop's orders. */
export async function recentActivity(
  repos: Pick<Repositories, 'activity'>,
  user: AuthUser,
  siteIds: number[],
  limit: number,
): Promise<Static<typeof ActivityList>> {
  const rows = await repos.activity.newest({ userId: user.id, isStaff: user.is_staff, siteIds }, limit);
  return {
    results: rows.map((row) => ({
      type: row.type,
      description: row.description,
      created_at: new Date(row.created_at).toISOString(),
      site: row.site_id,
    })),
  };
}
