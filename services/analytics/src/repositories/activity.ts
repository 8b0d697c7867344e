import type { Knex } from 'knex';
import { table, type Db } from './db';

/** Who acted (from the event that reported it); null when no one signed in is known. */
export interface Actor {
  actor_id: number | null;
  actor_name: string | null;
}

export interface ActivityRow {
  id: string | number;
  type: string;
  description: string;
  created_at: Date;
  site_id: number | null;
  actor_id: number | null;
  actor_name: string | null;
}

export type NewActivity = Partial<Actor> & {
  owner_id: number | null;
  staff_only?: boolean;
  type: string;
  description: string;
  site_id?: number | null;
  created_at: Date;
};

/** Whose entries a reader sees: their own, those of the sites they may open, and (staff) the shop's. */
export interface ActivityReader {
  userId: number;
  isStaff: boolean;
  siteIds: number[];
}

/** The filters of a page of the activity log. */
export interface ActivityFilter {
  site?: number;
  actor?: number;
}

const newestFirst = [
  { column: 'created_at', order: 'desc' as const },
  { column: 'id', order: 'desc' as const },
];

/** The feed of Recent Activity: what happened on the sites and to the account, newest first. */
export function activityRepository(db: Knex) {
  const visible = (reader: ActivityReader, site?: number, trx?: Db) => {
    const rows = table(trx ?? db, 'activity').where((where) => {
      where.where({ owner_id: reader.userId }).orWhereIn('site_id', reader.siteIds);
      if (reader.isStaff) where.orWhere({ staff_only: true });
    });
    if (site) rows.andWhere({ site_id: site });
    return rows;
  };
  const filtered = (reader: ActivityReader, filter: ActivityFilter, trx?: Db) => {
    const rows = visible(reader, filter.site, trx);
    if (filter.actor) rows.andWhere({ actor_id: filter.actor });
    return rows;
  };

  return {
    async insert(entry: NewActivity, trx?: Db): Promise<void> {
      await table(trx ?? db, 'activity').insert({ staff_only: false, site_id: null, ...entry });
    },
    async newest(
      reader: ActivityReader,
      limit: number,
      trx?: Db,
    ): Promise<Pick<ActivityRow, 'type' | 'description' | 'created_at' | 'site_id'>[]> {
      return visible(reader, undefined, trx).orderBy(newestFirst).limit(limit).select('type', 'description', 'created_at', 'site_id');
    },
    async count(reader: ActivityReader, filter: ActivityFilter, trx?: Db): Promise<number> {
      const counted = (await filtered(reader, filter, trx).count({ count: '*' }).first()) as { count: string | number } | undefined;
      return Number(counted?.count ?? 0);
    },
    async page(reader: ActivityReader, filter: ActivityFilter, offset: number, limit: number, trx?: Db): Promise<ActivityRow[]> {
      return filtered(reader, filter, trx)
        .orderBy(newestFirst)
        .offset(offset)
        .limit(limit)
        .select('id', 'type', 'description', 'created_at', 'site_id', 'actor_id', 'actor_name');
    },
    /** Everyone who acted in what the reader sees (of one site, when given), by id, with their latest name. */
    async actors(reader: ActivityReader, site: number | undefined, trx?: Db): Promise<{ actor_id: number; actor_name: string | null }[]> {
      const rows = await visible(reader, site, trx)
        .whereNotNull('actor_id')
        .groupBy('actor_id')
        .select('actor_id')
        .max({ actor_name: 'actor_name' })
        .orderBy('actor_id');
      return rows as { actor_id: number; actor_name: string | null }[];
    },
  };
}
