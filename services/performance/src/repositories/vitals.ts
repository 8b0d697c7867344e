import type { Knex } from 'knex';
import { RANGE_HOURS, VITAL_LIMITS, VITALS, type Metric, type Vital } from '../constants';
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
/** The long ranges offered: their spans of whole days are built ahead by the monitor. */
const LONG_RANGE_HOURS = RANGE_HOURS.filter((hours) => hours > EXACT_RANGE_HOURS);

const DAY_MS = 24 * 3600_000;
/** The UTC day of a time, as the histogram stores it. */
const dayOf = (time: Date) => time.toISOString().slice(0, 10);
const dayAfter = (day: string) => new Date(Date.parse(day) + DAY_MS);

/** Which rows a read covers: every site (null), some sites, or some pages. */
export type VitalsScope = null | { sites: number[] } | { pages: { site_id: number; path: string }[] };

/** The scope as an `and …` condition on `alias`'s columns, with its positional bindings. */
function scopeSql(scope: VitalsScope, alias = ''): { sql: string; bindings: Knex.RawBinding[] } {
  if (scope === null) return { sql: '', bindings: [] };
  if ('sites' in scope) return { sql: `and ${alias}site_id = any(?)`, bindings: [scope.sites] };
  return {
    sql: `and (${alias}site_id, ${alias}path) in (select * from unnest(cast(? as integer[]), cast(? as text[])))`,
    bindings: [scope.pages.map((page) => page.site_id), scope.pages.map((page) => page.path)],
  };
}

/** The parts of a long range: whole days merged in a span, today's histogram rows, the first day's raw rows. */
function rangeParts(since: Date, until: Date) {
  const today = dayOf(until);
  const firstDay = dayOf(since);
  const firstDayEnd = dayAfter(firstDay);
  const spanDays = Math.round((Date.parse(today) - Date.parse(firstDay)) / DAY_MS) - 1;
  // a range within one day is all raw rows; else today's histogram rows follow the first day's raw rows
  const recentFrom = spanDays >= 0 ? today : dayOf(firstDayEnd);
  return { today, firstDay, firstDayEnd, spanDays, recentFrom };
}

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

/** Adds a part's counts to the metric's histogram of a group. */
function addPart(histograms: Map<Metric, MetricHistogram>, part: Omit<HistogramPart, 'site_id' | 'path'>): void {
  let metric = histograms.get(part.metric);
  if (!metric) {
    metric = { counts: new Map(), samples: 0, good: 0, poor: 0 };
    histograms.set(part.metric, metric);
  }
  addCounts(metric, part);
}

const metricFigures = (histograms: Map<Metric, MetricHistogram>): VitalsGroup['metrics'] =>
  Object.fromEntries([...histograms].map(([metric, counts]) => [metric, histogramFigures(metric, counts)]));

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
  const spanTotals = `${schema}.vitals_span_totals`;

  /**
   * The raw rows' figures since `since`: exact. `levels` says which groups: per page, site and in all,
   * per page and in all (the dashboard needs no per-site figures), or only in all (the totals).
   */
  async function exactFigures(
    since: Date,
    scope: VitalsScope,
    levels: 'sites' | 'pages' | 'all',
    countViews: boolean,
  ): Promise<VitalsGroup[]> {
    const filter = scopeSql(scope, 'v.');
    // each grouping set is one more sort of the range's samples
    const metricSets = {
      sites: '(v.site_id, v.path, v.metric), (v.site_id, v.metric), (v.metric)',
      pages: '(v.site_id, v.path, v.metric), (v.metric)',
      all: '(v.metric)',
    }[levels];
    // grouped by metric alone, the page columns are the overall group's (as grouping() gives it: level 3)
    const groupColumns =
      levels === 'all'
        ? 'null::integer as site_id, null::text as path, 3 as level'
        : 'v.site_id, v.path, grouping(v.site_id, v.path) as level';
    const viewSets = levels === 'sites' ? '(v.site_id, v.path), (v.site_id), ()' : '(v.site_id, v.path), ()';
    const metrics = await db.raw(
      `select ${groupColumns}, v.metric, count(*)::int as samples,
         percentile_disc(0.75) within group (order by v.value) as p75,
         count(*) filter (where v.value <= l.good)::int as good, count(*) filter (where v.value > l.poor)::int as poor
       from ${table} v join (values ${LIMITS_SQL}) as l (metric, good, poor) on l.metric = v.metric
       where v.received_at >= ? ${filter.sql}
       group by grouping sets (${metricSets})`,
      [since, ...filter.bindings],
    );
    const viewCounts = countViews
      ? await db.raw(
          `select v.site_id, v.path, grouping(v.site_id, v.path) as level, count(distinct v.event_id)::int as views
           from ${table} v where v.received_at >= ? ${filter.sql}
           group by grouping sets (${viewSets})`,
          [since, ...filter.bindings],
        )
      : { rows: [] };
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
   * Merges the whole days [through − days, through) into one span once, per page and over every
   * page (`vitals_span_totals`): the monitor's maintenance pass builds the day's spans, and a reader
   * finding none builds it (a claim row, so concurrent builders build it once; another waits on the
   * claim and then reads it). Days before today do not change: a sample is stored on the day it is
   * received, and one stored on a past day (a clock set back) or a site deleted drops the stale spans.
   */
  async function ensureSpan(through: string, days: number): Promise<void> {
    await db.transaction(async (trx) => {
      const claimed = await trx(spanBuilds).insert({ through, days }).onConflict(['through', 'days']).ignore().returning('days');
      if (claimed.length === 0) return;
      // yesterday's spans may still be in a reader's hands around midnight: older ones go
      const expired = dayOf(new Date(Date.parse(through) - DAY_MS));
      await trx(spanBuilds).where('through', '<', expired).delete();
      for (const merged of [spans, spanTotals]) {
        await trx(merged).where('through', '<', expired).delete();
        await trx(merged).where({ through, days }).delete();
      }
      const bindings = [through, days, dayOf(new Date(Date.parse(through) - days * DAY_MS)), through];
      const buckets = (columns: string) =>
        `select ${columns}, bucket, sum(count)::int as n,
           coalesce(sum(count) filter (where rating = ${RATING.good}), 0)::int as good,
           coalesce(sum(count) filter (where rating = ${RATING.poor}), 0)::int as poor
         from ${histogram} where day >= ? and day < ? group by ${columns}, bucket`;
      await trx.raw(
        `insert into ${spans} (through, days, site_id, path, metric, buckets, counts, good, poor)
         select cast(? as date), cast(? as smallint), site_id, path, metric, array_agg(bucket), array_agg(n), sum(good), sum(poor)
         from (${buckets('site_id, path, metric')}) as b group by site_id, path, metric`,
        bindings,
      );
      await trx.raw(
        `insert into ${spanTotals} (through, days, metric, buckets, counts, good, poor)
         select cast(? as date), cast(? as smallint), metric, array_agg(bucket), array_agg(n), sum(good), sum(poor)
         from (${buckets('metric')}) as b group by metric`,
        bindings,
      );
    });
  }

  /** The histogram's figures from `since` to `until` (p75 within 1 %, counts exact). */
  async function histogramFiguresSince(
    since: Date,
    until: Date,
    scope: VitalsScope,
    perSite: boolean,
    countViews: boolean,
  ): Promise<VitalsGroup[]> {
    const { today, firstDayEnd, spanDays, recentFrom } = rangeParts(since, until);
    if (spanDays > 0) await ensureSpan(today, spanDays);
    const filter = scopeSql(scope);
    const [span, recent, viewCounts] = await Promise.all([
      spanDays > 0
        ? db.raw(`select site_id, path, metric, buckets, counts, good, poor from ${spans} where through = ? and days = ? ${filter.sql}`, [
            today,
            spanDays,
            ...filter.bindings,
          ])
        : { rows: [] },
      db.raw(
        `select site_id, path, metric, array_agg(bucket) as buckets, array_agg(count) as counts,
           coalesce(sum(count) filter (where rating = ${RATING.good}), 0)::int as good,
           coalesce(sum(count) filter (where rating = ${RATING.poor}), 0)::int as poor
         from (select site_id, path, metric, bucket, rating, count from ${histogram} where day >= ? ${filter.sql}
               union all
               select site_id, path, metric, ${bucketSql('metric', 'value')}, ${ratingSql('metric', 'value')}, 1 from ${table}
               where received_at >= ? and received_at < ? ${filter.sql}) as c
         group by site_id, path, metric`,
        [recentFrom, ...filter.bindings, since, firstDayEnd, ...filter.bindings],
      ),
      countViews ? pageViews(since, until, scope) : [],
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
    for (const row of [...span.rows, ...recent.rows] as HistogramPart[]) {
      for (const level of levels(row)) addPart(level.histograms, row);
    }
    for (const row of viewCounts) {
      for (const level of levels(row)) level.views += row.views;
    }
    return [...groups.values()].map(({ histograms, ...rest }) => ({ ...rest, metrics: metricFigures(histograms) }));
  }

  /** Page views per page from `since` to `until`: the days after the first from `vitals_views`, the first day's raw rows. */
  async function pageViews(since: Date, until: Date, scope: VitalsScope): Promise<{ site_id: number; path: string; views: number }[]> {
    const filter = scopeSql(scope);
    const result =
      until.getTime() - since.getTime() > EXACT_RANGE_HOURS * 3600_000
        ? await db.raw(
            `select site_id, path, sum(views)::int as views
             from (select site_id, path, views from ${views} where day > ? ${filter.sql}
                   union all
                   select site_id, path, count(distinct event_id)::int from ${table}
                   where received_at >= ? and received_at < ? ${filter.sql} group by site_id, path) as v
             group by site_id, path`,
            [dayOf(since), ...filter.bindings, since, dayAfter(dayOf(since)), ...filter.bindings],
          )
        : await db.raw(
            `select site_id, path, count(distinct event_id)::int as views from ${table}
             where received_at >= ? ${filter.sql} group by site_id, path`,
            [since, ...filter.bindings],
          );
    return result.rows;
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
     * The figures of the samples from `since` to `until` in `scope` (every site when null), per
     * page, per site (unless `perSite` is false) and over the scope (site_id and path null); the
     * page views are left at 0 with `countViews` false (a caller that ranked the pages has them).
     */
    async figures(since: Date, until: Date, scope: VitalsScope, { perSite = true, countViews = true } = {}): Promise<VitalsGroup[]> {
      return until.getTime() - since.getTime() > EXACT_RANGE_HOURS * 3600_000
        ? histogramFiguresSince(since, until, scope, perSite, countViews)
        : exactFigures(since, scope, perSite ? 'sites' : 'pages', countViews);
    },

    /**
     * The figures over every page of every site from `since` to `until` (views not counted): long
     * ranges read the span's totals, today's histogram and the first day's raw rows merged per
     * metric and bucket in the database, a few thousand rows however many pages there are.
     */
    async totals(since: Date, until: Date): Promise<VitalsGroup['metrics']> {
      if (until.getTime() - since.getTime() <= EXACT_RANGE_HOURS * 3600_000) {
        const groups = await exactFigures(since, null, 'all', false);
        return groups.find((group) => group.site_id === null)?.metrics ?? {};
      }
      const { today, firstDayEnd, spanDays, recentFrom } = rangeParts(since, until);
      if (spanDays > 0) await ensureSpan(today, spanDays);
      const [span, recent] = await Promise.all([
        spanDays > 0
          ? db.raw(`select metric, buckets, counts, good, poor from ${spanTotals} where through = ? and days = ?`, [today, spanDays])
          : { rows: [] },
        db.raw(
          `select metric, array_agg(bucket) as buckets, array_agg(n) as counts, sum(good)::int as good, sum(poor)::int as poor
           from (select metric, bucket, sum(count)::int as n,
                   coalesce(sum(count) filter (where rating = ${RATING.good}), 0)::int as good,
                   coalesce(sum(count) filter (where rating = ${RATING.poor}), 0)::int as poor
                 from (select metric, bucket, rating, count from ${histogram} where day >= ?
                       union all
                       select metric, ${bucketSql('metric', 'value')}, ${ratingSql('metric', 'value')}, 1 from ${table}
                       where received_at >= ? and received_at < ?) as c
                 group by metric, bucket) as b
           group by metric`,
          [recentFrom, since, firstDayEnd],
        ),
      ]);
      const histograms = new Map<Metric, MetricHistogram>();
      for (const row of [...span.rows, ...recent.rows]) addPart(histograms, row);
      return metricFigures(histograms);
    },

    /** Page views per page from `since` to `until` in `scope` (exact), to rank pages before reading their vitals. */
    pageViews,

    /**
     * Merges today's spans of whole days for the long ranges (168 and 720 h), so the day's first
     * reader finds them built; the monitor calls it in its maintenance pass.
     */
    async prepareSpans(now: Date): Promise<void> {
      for (const hours of LONG_RANGE_HOURS) {
        const { today, spanDays } = rangeParts(new Date(now.getTime() - hours * 3600_000), now);
        if (spanDays > 0) await ensureSpan(today, spanDays);
      }
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
      // the totals over every page counted the site: rebuilt by the next reader or maintenance pass
      await trx(spanTotals).delete();
      await trx(spanBuilds).delete();
    },
  };
}
export type VitalsRepository = ReturnType<typeof vitalsRepository>;
