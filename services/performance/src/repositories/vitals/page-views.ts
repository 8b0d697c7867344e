import type { Knex } from 'knex';
import { SCHEMA } from '../db';
import { dayAfter, dayOf, isExactRange } from './ranges';
import { scopeSql, type VitalsScope } from './tables';

export type PageViews = { site_id: number; path: string; views: number };

/**
 * Page views per page from `since` to `until` in `scope` (exact): short ranges count the raw rows;
 * long ones read the days after the first from `vitals_views` and the first day's raw rows.
 */
export async function pageViews(db: Knex, since: Date, until: Date, scope: VitalsScope): Promise<PageViews[]> {
  const filter = scopeSql(scope);
  const result = isExactRange(since, until)
    ? await db.raw(
        `select site_id, path, count(distinct event_id)::int as views from ${SCHEMA}.vitals
         where received_at >= ? ${filter.sql} group by site_id, path`,
        [since, ...filter.bindings],
      )
    : await db.raw(
        `select site_id, path, sum(views)::int as views
         from (select site_id, path, views from ${SCHEMA}.vitals_views where day > ? ${filter.sql}
               union all
               select site_id, path, count(distinct event_id)::int from ${SCHEMA}.vitals
               where received_at >= ? and received_at < ? ${filter.sql} group by site_id, path) as v
         group by site_id, path`,
        [dayOf(since), ...filter.bindings, since, dayAfter(dayOf(since)), ...filter.bindings],
      );
  return result.rows;
}
