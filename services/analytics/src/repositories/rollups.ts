import type { Knex } from 'knex';
import { intArray } from '@atlas/service-kit';
import { SCHEMA, table, type Db } from './db';
import { withRows } from './sql';

export type SiteHour = {
  site_id: number;
  hour: string;
  pageviews: number;
  events: number;
  day_visitors: number;
  sessions: number;
  bounces: number;
  duration_sum: number;
  session_pageviews: number;
};
export type DimensionHour = { site_id: number; dimension: string; hour: string; value: string; count: number };
export type DimensionDay = { site_id: number; dimension: string; day: string; value: string; count: number };
export type DayVisitor = { site_id: number; day: string; visitor_id: string };

/** The site_hours columns the overview sums, in the order `sumsAround` answers them. */
export const SITE_HOUR_SUMS = ['pageviews', 'day_visitors', 'sessions', 'bounces', 'duration_sum', 'session_pageviews'] as const;

/**
 * The hourly rollups (`site_hours`, `dimension_hours`, `dimension_days`) and the days' visitor sets
 * (`day_visitors`): what ingestion adds up and every dashboard reads.
 */
export function rollupsRepository(db: Knex) {
  return {
    /** Adds the days' visitors; answers those new to their day. */
    async addDayVisitors(visitors: DayVisitor[], trx?: Db): Promise<DayVisitor[]> {
      return withRows<DayVisitor, DayVisitor>(
        trx ?? db,
        visitors,
        `insert into ${SCHEMA}.day_visitors (site_id, day, visitor_id)
         select site_id, day, visitor_id from jsonb_to_recordset(?::jsonb) as r (site_id int, day date, visitor_id text)
         on conflict (site_id, day, visitor_id) do nothing
         returning site_id, day::text as day, visitor_id`,
      );
    },
    /** Visitor sets are only needed while their day can still receive events. */
    async deleteOldDayVisitors(trx?: Db): Promise<void> {
      const on = trx ?? db;
      await table(on, 'day_visitors').where('day', '<', on.raw(`current_date - 2`)).delete();
    },

    /** Adds the sums to site_hours, dimension_hours and dimension_days. */
    async add(hours: SiteHour[], dimensionHours: DimensionHour[], dimensionDays: DimensionDay[], trx?: Db): Promise<void> {
      const on = trx ?? db;
      await withRows(
        on,
        hours,
        `insert into ${SCHEMA}.site_hours as h (site_id, hour, pageviews, events, day_visitors, sessions, bounces, duration_sum, session_pageviews)
         select * from jsonb_to_recordset(?::jsonb) as r (site_id int, hour timestamptz, pageviews bigint, events bigint,
           day_visitors bigint, sessions bigint, bounces bigint, duration_sum bigint, session_pageviews bigint)
         on conflict (site_id, hour) do update set
           pageviews = h.pageviews + excluded.pageviews, events = h.events + excluded.events,
           day_visitors = h.day_visitors + excluded.day_visitors,
           sessions = h.sessions + excluded.sessions, bounces = h.bounces + excluded.bounces,
           duration_sum = h.duration_sum + excluded.duration_sum, session_pageviews = h.session_pageviews + excluded.session_pageviews`,
      );
      await withRows(
        on,
        dimensionHours,
        `insert into ${SCHEMA}.dimension_hours as d (site_id, dimension, hour, value, count)
         select * from jsonb_to_recordset(?::jsonb) as r (site_id int, dimension text, hour timestamptz, value text, count bigint)
         on conflict (site_id, dimension, hour, value) do update set count = d.count + excluded.count`,
      );
      await withRows(
        on,
        dimensionDays,
        `insert into ${SCHEMA}.dimension_days as d (site_id, dimension, day, value, count)
         select site_id, dimension, day, value, count from jsonb_to_recordset(?::jsonb) as r (site_id int, dimension text, day date, value text, count bigint)
         on conflict (site_id, dimension, day, value) do update set count = d.count + excluded.count`,
      );
    },

    /**
     * The SITE_HOUR_SUMS of the sites from `from` to before `to`: first those from `split` on, then
     * those before it (the period and the one before, in one read).
     */
    async sumsAround(siteIds: number[], from: Date, to: Date, split: Date, trx?: Db): Promise<number[]> {
      const sums = (when: string) => SITE_HOUR_SUMS.map((column) => `coalesce(sum(${column}) filter (where ${when}), 0)::float8`);
      const { rows } = await (trx ?? db).raw(
        `select ${[...sums('hour >= :split'), ...sums('hour < :split')].map((sql, i) => `${sql} as c${i}`).join(', ')}
         from ${SCHEMA}.site_hours where site_id = any(cast(:sites as int[])) and hour >= :from and hour < :to`,
        { sites: intArray(siteIds), from, to, split },
      );
      return Object.values(rows[0] as Record<string, number>).map(Number);
    },

    /** The sites' daily visitors summed from `from` to before `to`. */
    async dayVisitorsIn(siteIds: number[], from: Date, to: Date, trx?: Db): Promise<number> {
      const { rows } = await (trx ?? db).raw(
        `select coalesce(sum(day_visitors), 0)::float8 as visitors from ${SCHEMA}.site_hours
         where site_id = any(?::int[]) and hour >= ? and hour < ?`,
        [intArray(siteIds), from, to],
      );
      return Number(rows[0].visitors);
    },

    /** Page views and daily visitors of the sites by hour or by UTC day (bucket: epoch milliseconds of its start). */
    async viewsBy(
      unit: 'hour' | 'day',
      siteIds: number[],
      from: Date,
      to: Date,
      trx?: Db,
    ): Promise<{ bucket: number; views: number; visitors: number }[]> {
      const { rows } = await (trx ?? db).raw(
        `select (extract(epoch from date_trunc('${unit === 'hour' ? 'hour' : 'day'}', hour at time zone 'UTC')) * 1000)::float8 as bucket,
                sum(pageviews)::float8 as views, sum(day_visitors)::float8 as visitors
         from ${SCHEMA}.site_hours where site_id = any(cast(:sites as int[])) and hour >= :from and hour < :to group by 1`,
        { sites: intArray(siteIds), from, to },
      );
      return rows;
    },

    /**
     * The `top` values of every dimension by count, from the hourly rows (`hourly`) or the daily ones,
     * from `from` to before `to` (times for hours, YYYY-MM-DD for days).
     */
    async topValues(
      hourly: boolean,
      siteIds: number[],
      from: Date | string,
      to: Date | string,
      top: number,
      trx?: Db,
    ): Promise<{ dimension: string; value: string; total: number }[]> {
      const [name, column] = hourly ? ['dimension_hours', 'hour'] : ['dimension_days', 'day'];
      const { rows } = await (trx ?? db).raw(
        `select dimension, value, total from (
           select dimension, value, sum(count)::float8 as total,
                  row_number() over (partition by dimension order by sum(count) desc, value) as rank
           from ${SCHEMA}.${name}
           where site_id = any(cast(:sites as int[])) and ${column} >= :from and ${column} < :to
           group by dimension, value) ranked
         where rank <= :top order by dimension, total desc, value`,
        { sites: intArray(siteIds), from, to, top },
      );
      return rows;
    },

    /** The sites' page views and daily visitors from `start` on, and their page views from `from` to before `start`. */
    async viewsSplitAt(
      siteIds: number[],
      from: Date,
      start: Date,
      trx?: Db,
    ): Promise<{ views: number; visitors: number; previous: number }> {
      const { rows } = await (trx ?? db).raw(
        `select coalesce(sum(pageviews) filter (where hour >= :start), 0)::float8 as views,
                coalesce(sum(day_visitors) filter (where hour >= :start), 0)::float8 as visitors,
                coalesce(sum(pageviews) filter (where hour < :start), 0)::float8 as previous
         from ${SCHEMA}.site_hours where site_id = any(cast(:sites as int[])) and hour >= :from`,
        { start, from, sites: intArray(siteIds) },
      );
      return { views: Number(rows[0].views), visitors: Number(rows[0].visitors), previous: Number(rows[0].previous) };
    },

    /** A site's page views from an hour (or a day, YYYY-MM-DD) on. */
    async pageViewsSince(siteId: number, since: string, trx?: Db): Promise<number> {
      const [{ views }] = await table(trx ?? db, 'site_hours')
        .where({ site_id: siteId })
        .andWhere('hour', '>=', since)
        .sum({ views: 'pageviews' });
      return Number(views ?? 0);
    },
  };
}
