import type { Knex } from 'knex';
import { VITAL_LIMITS, VITALS, type Metric, type Vital } from '../constants';
import { addCounts, bucketSql, histogramFigures, ratingSql, RATING, type MetricFigures, type MetricHistogram } from './vitals-histogram';

/** What one page view reported: its vitals and its load time (stored as the metric LOAD). */
export interface VitalsReport {
  event_id: string;
  site_id: number;
  path: string;
  metrics: Partial<Record<Vital, number>>;
  load_time?: number;
  received_at: Date;
}

export interface VitalsGroup {
  site_id: number | null;
  path: string | null;
  metrics: Partial<Record<Metric, MetricFigures>>;
  /** Page views that reported anything. */
  views: number;
}

/** Ranges up to this long are read from the raw rows (exact p75s); longer ones from the histogram. */
const EXACT_RANGE_HOURS = 24;

const DAY_MS = 24 * 3600_000;
/** The UTC day of a time, as the histogram stores it. */
const dayOf = (time: Date) => time.toISOString().slice(0, 10);
const dayAfter = (day: string) => new Date(Date.parse(day) + DAY_MS);

/** A metric's buckets in one part of a range (a span of whole days, or today and the range's first day). */
interface HistogramPart {
  site_id: number;
  path: string;
  metric: Metric;
  buckets: number[];
  counts: number[];
  good: number;
  poor: number;
}

/** The web.dev limits as a VALUES list, so the ratings are counted in the same pass as the p75s. */
const LIMITS_SQL = [
  ...VITALS.map((metric) => `('${metric}', ${VITAL_LIMITS[metric].good}::float8, ${VITAL_LIMITS[metric].poor}::float8)`),
  `('LOAD', null, null)`,
].join(', ');

/**
 * Field vitals: one row per page view and metric, and beside them, written in the same statement,
 * the histogram of every sample (`vitals_histogram`, counts per page, metric, UTC day, bucket and
 * rating; vitals-histogram.ts) and the page views per page and day (`vitals_views`). Short ranges
 * read the raw rows: p75 is the nearest-rank 75th percentile (`percentile_disc`: the smallest value
 * at or above which 25 % of the samples lie, a value some visitor really had). Long ranges read the
 * histogram: the whole days before today from a span merged once a day (`vitals_spans`), today's
 * histogram rows, and the raw rows of the range's first, partial day.
 */
export function vitalsRepository(db: Knex, schema: string) {
  const table = `${schema}.vitals`;
  const histogram = `${schema}.vitals_histogram`;
  const views = `${schema}.vitals_views`;
  const spans = `${schema}.vitals_spans`;
  const spanBuilds = `${schema}.vitals_span_builds`;

  /** The raw rows' figures since `since`: exact. */
  async function exactFigures(since: Date, siteIds: number[] | null, perSite: boolean): Promise<VitalsGroup[]> {
    const filter = siteIds === null ? '' : 'and v.site_id = any(:sites)';
    // each grouping set is one more sort of the range's samples: the dashboard needs no per-site figures
    const metricSets = perSite
      ? '(v.site_id, v.path, v.metric), (v.site_id, v.metric), (v.metric)'
      : '(v.site_id, v.path, v.metric), (v.metric)';
    const viewSets = perSite ? '(v.site_id, v.path), (v.site_id), ()' : '(v.site_id, v.path), ()';
    const bindings = { since, ...(siteIds === null ? {} : { sites: siteIds }) };
    const metrics = await db.raw(
      `select v.site_id, v.path, v.metric, grouping(v.site_id, v.path) as level, count(*)::int as samples,
         percentile_disc(0.75) within group (order by v.value) as p75,
         count(*) filter (where v.value <= l.good)::int as good, count(*) filter (where v.value > l.poor)::int as poor
       from ${table} v join (values ${LIMITS_SQL}) as l (metric, good, poor) on l.metric = v.metric
       where v.received_at >= :since ${filter}
       group by grouping sets (${metricSets})`,
      bindings,
    );
    const viewCounts = await db.raw(
      `select v.site_id, v.path, grouping(v.site_id, v.path) as level, count(distinct v.event_id)::int as views
       from ${table} v where v.received_at >= :since ${filter}
       group by grouping sets (${viewSets})`,
      bindings,
    );
    const groups = new Map<string, VitalsGroup>();
    const group = (row: { site_id: number | null; path: string | null; level: number }) => {
      const key = `${row.level}|${row.site_id}|${row.path}`;
      let found = groups.get(key);
      if (!found) {
        found = { site_id: row.site_id, path: row.path, metrics: {}, views: 0 };
        groups.set(key, found);
      }
      return found;
    };
    for (const row of viewCounts.rows) group(row).views = row.views;
    for (const row of metrics.rows) {
      group(row).metrics[row.metric as Metric] = { samples: row.samples, p75: Number(row.p75), good: row.good, poor: row.poor };
    }
    return [...groups.values()];
  }

  /**
   * Merges the whole days [through − days, through) into one span once (the first reader of the day
   * builds it; another waits on the claim and then reads it). Days before today do not change: a
   * sample is stored on the day it is received.
   */
  async function ensureSpan(through: string, days: number): Promise<void> {
    await db.transaction(async (trx) => {
      const claimed = await trx(spanBuilds).insert({ through, days }).onConflict(['through', 'days']).ignore().returning('days');
      if (claimed.length === 0) return;
      // yesterday's spans may still be in a reader's hands around midnight: older ones go
      const expired = dayOf(new Date(Date.parse(through) - DAY_MS));
      await trx(spanBuilds).where('through', '<', expired).delete();
      await trx(spans).where('through', '<', expired).delete();
      await trx(spans).where({ through, days }).delete();
      await trx.raw(
        `insert into ${spans} (through, days, site_id, path, metric, buckets, counts, good, poor)
         select cast(? as date), cast(? as smallint), site_id, path, metric, array_agg(bucket), array_agg(n), sum(good), sum(poor)
         from (select site_id, path, metric, bucket, sum(count)::int as n,
                 coalesce(sum(count) filter (where rating = ${RATING.good}), 0)::int as good,
                 coalesce(sum(count) filter (where rating = ${RATING.poor}), 0)::int as poor
               from ${histogram} where day >= ? and day < ? group by site_id, path, metric, bucket) as b
         group by site_id, path, metric`,
        [through, days, dayOf(new Date(Date.parse(through) - days * DAY_MS)), through],
      );
    });
  }

  /** The histogram's figures from `since` to `until` (p75 within 1 %, counts exact). */
  async function histogramFiguresSince(since: Date, until: Date, siteIds: number[] | null, perSite: boolean): Promise<VitalsGroup[]> {
    const today = dayOf(until);
    const firstDay = dayOf(since);
    const firstDayEnd = dayAfter(firstDay);
    const spanDays = Math.round((Date.parse(today) - Date.parse(firstDay)) / DAY_MS) - 1;
    if (spanDays > 0) await ensureSpan(today, spanDays);
    // a range within one day is all raw rows; else today's histogram rows follow the first day's raw rows
    const recentFrom = spanDays >= 0 ? today : dayOf(firstDayEnd);
    const filter = (column: string) => (siteIds === null ? '' : `and ${column} = any(?)`);
    const withSites = siteIds === null ? [] : [siteIds];
    const parts = await Promise.all([
      spanDays > 0
        ? db.raw(
            `select site_id, path, metric, buckets, counts, good, poor from ${spans} where through = ? and days = ? ${filter('site_id')}`,
            [today, spanDays, ...withSites],
          )
        : { rows: [] },
      db.raw(
        `select site_id, path, metric, array_agg(bucket) as buckets, array_agg(count) as counts,
           coalesce(sum(count) filter (where rating = ${RATING.good}), 0)::int as good,
           coalesce(sum(count) filter (where rating = ${RATING.poor}), 0)::int as poor
         from (select site_id, path, metric, bucket, rating, count from ${histogram} where day >= ? ${filter('site_id')}
               union all
               select site_id, path, metric, ${bucketSql('metric', 'value')}, ${ratingSql('metric', 'value')}, 1 from ${table}
               where received_at >= ? and received_at < ? ${filter('site_id')}) as c
         group by site_id, path, metric`,
        [recentFrom, ...withSites, since, firstDayEnd, ...withSites],
      ),
      db.raw(
        `select site_id, path, sum(views)::int as views
         from (select site_id, path, views from ${views} where day > ? ${filter('site_id')}
               union all
               select site_id, path, count(distinct event_id)::int from ${table}
               where received_at >= ? and received_at < ? ${filter('site_id')} group by site_id, path) as v
         group by site_id, path`,
        [firstDay, ...withSites, since, firstDayEnd, ...withSites],
      ),
    ]);

    const groups = new Map<string, VitalsGroup & { histograms: Map<Metric, MetricHistogram> }>();
    const group = (site_id: number | null, path: string | null) => {
      const key = `${site_id}|${path}`;
      let found = groups.get(key);
      if (!found) {
        found = { site_id, path, metrics: {}, views: 0, histograms: new Map() };
        groups.set(key, found);
      }
      return found;
    };
    const levels = (row: { site_id: number; path: string }) =>
      perSite
        ? [group(row.site_id, row.path), group(row.site_id, null), group(null, null)]
        : [group(row.site_id, row.path), group(null, null)];
    for (const row of [...parts[0].rows, ...parts[1].rows] as HistogramPart[]) {
      for (const level of levels(row)) {
        let metric = level.histograms.get(row.metric);
        if (!metric) {
          metric = { counts: new Map(), samples: 0, good: 0, poor: 0 };
          level.histograms.set(row.metric, metric);
        }
        addCounts(metric, row);
      }
    }
    for (const row of parts[2].rows as { site_id: number; path: string; views: number }[]) {
      for (const level of levels(row)) level.views += row.views;
    }
    return [...groups.values()].map(({ histograms, ...rest }) => ({
      ...rest,
      metrics: Object.fromEntries([...histograms].map(([metric, counts]) => [metric, histogramFigures(metric, counts)])),
    }));
  }

  return {
    /**
     * Stores a report; a metric this page view already reported is kept as first stored. The
     * histogram counts only the rows really inserted, and the page view is counted on its first
     * row; a lock per page view keeps two beacons of one view from both counting it.
     */
    async store(report: VitalsReport): Promise<number> {
      const rows = Object.entries(report.metrics).map(([metric, value]) => ({ metric, value }));
      if (report.load_time !== undefined) rows.push({ metric: 'LOAD', value: report.load_time });
      if (rows.length === 0) return 0;
      const day = dayOf(report.received_at);
      return db.transaction(async (trx) => {
        await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [report.event_id]);
        const result = await trx.raw(
          `with first_row as (select not exists (select 1 from ${table} where event_id = ?) as yes),
           inserted as (
             insert into ${table} (event_id, metric, site_id, path, value, received_at)
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
          [
            report.event_id,
            report.event_id,
            report.site_id,
            report.path,
            report.received_at,
            JSON.stringify(rows),
            report.site_id,
            report.path,
            day,
            report.site_id,
            report.path,
            day,
            day,
            day,
          ],
        );
        return result.rows[0].stored as number;
      });
    },

    /**
     * The figures of the samples from `since` to `until` of `siteIds` (all sites when null), per
     * page, per site (unless `perSite` is false) and over everything (site_id and path null).
     */
    async figures(since: Date, until: Date, siteIds: number[] | null, { perSite = true } = {}): Promise<VitalsGroup[]> {
      return until.getTime() - since.getTime() > EXACT_RANGE_HOURS * 3600_000
        ? histogramFiguresSince(since, until, siteIds, perSite)
        : exactFigures(since, siteIds, perSite);
    },

    /** p75 of LCP, INP and CLS per page since `since`, for pages with at least `minSamples` of a metric (alerts). */
    async pageP75s(
      since: Date,
      minSamples: number,
    ): Promise<{ site_id: number; path: string; metric: Vital; p75: number; samples: number }[]> {
      const result = await db.raw(
        `select site_id, path, metric, count(*)::int as samples, percentile_disc(0.75) within group (order by value) as p75
         from ${table} where received_at >= ? and metric in ('LCP', 'INP', 'CLS')
         group by site_id, path, metric having count(*) >= ?`,
        [since, minSamples],
      );
      return result.rows.map((row: { p75: string | number }) => ({ ...row, p75: Number(row.p75) }));
    },

    async receivedSince(since: Date): Promise<boolean> {
      return Boolean(await db(table).where('received_at', '>', since).first('metric'));
    },

    /** The raw rows' retention; the histogram is kept for good, like the samples' hourly rows. */
    async deleteBefore(before: Date): Promise<number> {
      return db(table).where('received_at', '<', before).delete();
    },

    async deleteSite(trx: Knex.Transaction, siteId: number): Promise<void> {
      await trx(table).where({ site_id: siteId }).delete();
      await trx(histogram).where({ site_id: siteId }).delete();
      await trx(views).where({ site_id: siteId }).delete();
      await trx(spans).where({ site_id: siteId }).delete();
    },
  };
}
export type VitalsRepository = ReturnType<typeof vitalsRepository>;
