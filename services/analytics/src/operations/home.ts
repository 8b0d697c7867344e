import type { Knex } from 'knex';
import { intArray, type AuthUser, type Static } from '@atlas/service-kit';
import type { ActivityList, Stats } from '../schemas/analytics';
import { change } from './periods';

const DAY_MS = 24 * 3600_000;

/**
 * The dashboard home's counts: the content of the sites the user may open (and their own without a
 * site), 30 days of visits to those sites, and (staff only) the platform's users.
 */
export async function homeStats(db: Knex, schema: string, user: AuthUser, siteIds: number[]): Promise<Static<typeof Stats>> {
  const types: { type: string; count: string }[] = await db(`${schema}.content_items`)
    .where((where) => where.where({ owner_id: user.id }).orWhereIn('site_id', siteIds))
    .groupBy('type')
    .select('type', db.raw('count(*) as count'));
  const byType = Object.fromEntries(types.map((row) => [row.type, Number(row.count)]));
  const users = user.is_staff ? Number(((await db(`${schema}.users`).count('* as users')) as { users: string }[])[0].users) : null;
  const now = Date.now();
  const start = new Date(now - 30 * DAY_MS);
  const previousStart = new Date(now - 60 * DAY_MS);
  const { rows } = await db.raw(
    `select coalesce(sum(pageviews) filter (where hour >= :start), 0)::float8 as views,
            coalesce(sum(day_visitors) filter (where hour >= :start), 0)::float8 as visitors,
            coalesce(sum(pageviews) filter (where hour < :start), 0)::float8 as previous
     from ${schema}.site_hours where site_id = any(cast(:sites as int[])) and hour >= :from`,
    { start, from: previousStart, sites: intArray(siteIds) },
  );
  const views = Number(rows[0].views);
  const previous = Number(rows[0].previous);
  return {
    content: Object.values(byType).reduce((sum, count) => sum + count, 0),
    content_types: { post: byType.post ?? 0, page: byType.page ?? 0, product: byType.product ?? 0, event: byType.event ?? 0 },
    users,
    page_views: views,
    page_views_change: change(views, previous, previous > 0),
    visitors: Number(rows[0].visitors),
  };
}

/** The recent events of the caller and of the sites they may open, newest first; staff also see the shop's orders. */
export async function recentActivity(
  db: Knex,
  schema: string,
  user: AuthUser,
  siteIds: number[],
  limit: number,
): Promise<Static<typeof ActivityList>> {
  const rows: { type: string; description: string; created_at: Date; site_id: number | null }[] = await db(`${schema}.activity`)
    .where((where) => {
      where.where({ owner_id: user.id }).orWhereIn('site_id', siteIds);
      if (user.is_staff) where.orWhere({ staff_only: true });
    })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(limit)
    .select('type', 'description', 'created_at', 'site_id');
  return {
    results: rows.map((row) => ({
      type: row.type,
      description: row.description,
      created_at: new Date(row.created_at).toISOString(),
      site: row.site_id,
    })),
  };
}
