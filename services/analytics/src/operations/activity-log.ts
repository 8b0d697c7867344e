import type { Knex } from 'knex';
import type { AuthUser, Static } from '@atlas/service-kit';
import type { ActivityLog, ActivityLogQuery } from '../schemas/analytics';

type Query = Static<typeof ActivityLogQuery>;

/**
 * The log Recent Activity shows the newest of: the entries of the sites the caller owns or is a member
 * of (`siteIds`, the kit's copy; staff also the shop's),
 * newest first, a page at a time, by site and by the person who acted.
 */
export async function activityLog(
  db: Knex,
  schema: string,
  user: AuthUser,
  siteIds: number[],
  query: Query,
): Promise<Static<typeof ActivityLog>> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  const visible = () => {
    const rows = db(`${schema}.activity`).where((where) => {
      where.where({ owner_id: user.id }).orWhereIn('site_id', siteIds);
      if (user.is_staff) where.orWhere({ staff_only: true });
    });
    if (query.site) rows.andWhere({ site_id: query.site });
    return rows;
  };
  const filtered = () => {
    const rows = visible();
    if (query.actor) rows.andWhere({ actor_id: query.actor });
    return rows;
  };
  const [counted, rows, actors] = await Promise.all([
    filtered().count({ count: '*' }).first(),
    filtered()
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ])
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .select('id', 'type', 'description', 'created_at', 'site_id', 'actor_id', 'actor_name'),
    visible().whereNotNull('actor_id').groupBy('actor_id').select('actor_id').max({ actor_name: 'actor_name' }).orderBy('actor_id'),
  ]);
  return {
    results: (
      rows as {
        id: string | number;
        type: string;
        description: string;
        created_at: Date;
        site_id: number | null;
        actor_id: number | null;
        actor_name: string | null;
      }[]
    ).map((row) => ({
      id: Number(row.id),
      type: row.type,
      description: row.description,
      created_at: new Date(row.created_at).toISOString(),
      site: row.site_id,
      actor: row.actor_id === null ? null : { id: row.actor_id, username: row.actor_name },
    })),
    count: Number((counted as { count: string | number } | undefined)?.count ?? 0),
    page,
    page_size: pageSize,
    actors: (actors as { actor_id: number; actor_name: string | null }[]).map((actor) => ({
      id: actor.actor_id,
      username: actor.actor_name,
    })),
  };
}
