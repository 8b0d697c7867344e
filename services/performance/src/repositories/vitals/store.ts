import type { Knex } from 'knex';
import type { Vital } from '../../constants';
import { bucketSql, ratingSql } from './histogram';
import { dayOf } from './ranges';
import type { VitalsTables } from './tables';

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
 * Stores a report; a metric this page view already reported is kept as first stored. The
 * histogram counts only the rows really inserted, and the page view is counted on its first
 * row; a lock per page view keeps two beacons of one view from both counting it.
 */
export async function storeVitals(db: Knex, { vitals, histogram, views, spanBuilds }: VitalsTables, report: VitalsReport): Promise<number> {
  const rows = Object.entries(report.metrics).map(([metric, value]) => ({ metric, value }));
  if (report.load_time !== undefined) rows.push({ metric: 'LOAD', value: report.load_time });
  if (rows.length === 0) return 0;
  const day = dayOf(report.received_at);
  const { event_id, site_id, path } = report;
  return db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [event_id]);
    const result = await trx.raw(
      `with first_row as (select not exists (select 1 from ${vitals} where event_id = ?) as yes),
       inserted as (
         insert into ${vitals} (event_id, metric, site_id, path, value, received_at)
         select cast(? as uuid), r.metric, cast(? as integer), cast(? as text), r.value, cast(? as timestamptz)
         from json_to_recordset(cast(? as json)) as r (metric text, value float8)
         on conflict (event_id, metric) do nothing
         returning metric, value),
       counted as (
         insert into ${histogram} (site_id, path, metric, day, bucket, rating, count)
         select cast(? as integer), cast(? as text), metric, cast(? as date), ${bucketSql('metric', 'value')}, ${ratingSql('metric', 'value')}, 1 from inserted
         on conflict (site_id, path, metric, day, bucket, rating) do update set count = ${histogram}.count + 1),
       viewed as (
         insert into ${views} (site_id, path, day, views)
         select cast(? as integer), cast(? as text), cast(? as date), 1 from first_row where yes and exists (select 1 from inserted)
         on conflict (site_id, path, day) do update set views = ${views}.views + 1),
       -- a sample on a day some span already merged (a clock set back) makes that span stale
       stale as (delete from ${spanBuilds} where through > cast(? as date) and through - days <= cast(? as date))
       select count(*)::int as stored from inserted`,
      [event_id, event_id, site_id, path, report.received_at, JSON.stringify(rows), site_id, path, day, site_id, path, day, day, day],
    );
    return result.rows[0].stored as number;
  });
}
