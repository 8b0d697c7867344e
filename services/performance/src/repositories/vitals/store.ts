import type { Knex } from 'knex';
import { SCHEMA } from '../db';
import type { Vital } from '../../constants';
import { bucketSql, ratingSql } from './histogram';
import { dayOf } from './ranges';

/** What one page view reported: its vitals and its load time (stored as the metric LOAD). */
export interface VitalsReport {
  event_id: string;
  site_id: number;
  path: string;
  metrics: Partial<Record<Vital, number>>;
  load_time?: number;
  received_at: Date;
}

/**
 * Stores reports in one transaction and one statement (the beacons' write batch); a metric a page
 * view already reported is kept as first stored (also within the batch: in order). The histogram
 * counts only the rows really inserted, and a page view is counted once, when its first rows are
 * inserted; a lock per page view (taken in a fixed order, so two processes' batches never deadlock)
 * keeps two batches holding beacons of one view from both counting it. Answers the rows inserted.
 */
export async function storeVitals(db: Knex, reports: VitalsReport[]): Promise<number> {
  const rows = reports
    .flatMap((report) => {
      const values = Object.entries(report.metrics).map(([metric, value]) => ({ metric, value }));
      if (report.load_time !== undefined) values.push({ metric: 'LOAD', value: report.load_time });
      const { event_id, site_id, path, received_at } = report;
      return values.map(({ metric, value }) => ({ event_id, metric, site_id, path, value, received_at, day: dayOf(received_at) }));
    })
    .map((row, n) => ({ ...row, n }));
  if (rows.length === 0) return 0;
  const ids = [...new Set(rows.map((row) => row.event_id))];
  const days = [...new Set(rows.map((row) => row.day))];
  return db.transaction(async (trx) => {
    await trx.raw(
      'select pg_advisory_xact_lock(k) from (select distinct hashtext(id) as k from unnest(cast(? as text[])) as id) as ids order by k',
      [ids],
    );
    const result = await trx.raw(
      `with input as (
         select * from json_to_recordset(cast(? as json))
           as r (n integer, event_id uuid, metric text, site_id integer, path text, value float8, received_at timestamptz)),
       seen as (select distinct event_id from ${SCHEMA}.vitals where event_id = any (cast(? as uuid[]))),
       inserted as (
         insert into ${SCHEMA}.vitals (event_id, metric, site_id, path, value, received_at)
         select event_id, metric, site_id, path, value, received_at from input order by n
         on conflict (event_id, metric) do nothing
         returning event_id, metric, site_id, path, value, received_at),
       stored as (select inserted.*, (inserted.received_at at time zone 'UTC')::date as day from inserted),
       counted as (
         insert into ${SCHEMA}.vitals_histogram (site_id, path, metric, day, bucket, rating, count)
         select site_id, path, metric, day, ${bucketSql('metric', 'value')}, ${ratingSql('metric', 'value')}, count(*) from stored
         group by 1, 2, 3, 4, 5, 6
         on conflict (site_id, path, metric, day, bucket, rating) do update set count = ${SCHEMA}.vitals_histogram.count + excluded.count),
       first_views as (
         select distinct on (event_id) site_id, path, day from stored
         where event_id not in (select event_id from seen) order by event_id, received_at),
       viewed as (
         insert into ${SCHEMA}.vitals_views (site_id, path, day, views)
         select site_id, path, day, count(*) from first_views group by 1, 2, 3
         on conflict (site_id, path, day) do update set views = ${SCHEMA}.vitals_views.views + excluded.views),
       -- a sample on a day some span already merged (a clock set back) makes that span stale
       stale as (
         delete from ${SCHEMA}.vitals_span_builds as builds using unnest(cast(? as date[])) as d (day)
         where builds.through > d.day and builds.through - builds.days <= d.day)
       select count(*)::int as stored from inserted`,
      [JSON.stringify(rows), ids, days],
    );
    return result.rows[0].stored as number;
  });
}
