import type { AuthUser, Static } from '@atlas/service-kit';
import type { ActivityLog, ActivityLogQuery } from '../schemas/analytics';
import type { Repositories } from '../repositories';

type Query = Static<typeof ActivityLogQuery>;

/**
 * The log Recent Activity shows the newest of: the entries of the sites the caller owns or is a member
 * of (`siteIds`, the kit's copy; staff also the shop's),
 * newest first, a page at a time, by site and by the person who acted.
 */
export async function activityLog(
  repos: Pick<Repositories, 'activity'>,
  user: AuthUser,
  siteIds: number[],
  query: Query,
): Promise<Static<typeof ActivityLog>> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  const reader = { userId: user.id, isStaff: user.is_staff, siteIds };
  const filter = { site: query.site, actor: query.actor };
  const [count, rows, actors] = await Promise.all([
    repos.activity.count(reader, filter),
    repos.activity.page(reader, filter, (page - 1) * pageSize, pageSize),
    repos.activity.actors(reader, query.site),
  ]);
  return {
    results: rows.map((row) => ({
      id: Number(row.id),
      type: row.type,
      description: row.description,
      created_at: new Date(row.created_at).toISOString(),
      site: row.site_id,
      actor: row.actor_id === null ? null : { id: row.actor_id, username: row.actor_name },
    })),
    count,
    page,
    page_size: pageSize,
    actors: actors.map((actor) => ({ id: actor.actor_id, username: actor.actor_name })),
  };
}
