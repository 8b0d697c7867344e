import type { Knex } from 'knex';
import { SCHEMA } from '../db';
import type { Metric } from '../../constants';
import { addCounts, bucketSql, histogramFigures, ratingSql, RATING, type MetricHistogram } from './histogram';
import { pageViews } from './page-views';
import { rangeParts } from './ranges';
import { ensureSpan } from './spans';
import { scopeSql, type VitalsGroup, type VitalsScope } from './tables';

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

/** The histogram's figures from `since` to `until` per page, per site (if `perSite`) and over the scope (p75 within 1 %, counts exact). */
export async function histogramGroups(
  db: Knex,
  since: Date,
  until: Date,
  scope: VitalsScope,
  { perSite, countViews }: { perSite: boolean; countViews: boolean },
): Promise<VitalsGroup[]> {
  const { today, firstDayEnd, spanDays, recentFrom } = rangeParts(since, until);
  if (spanDays > 0) await ensureSpan(db, today, spanDays);
  const filter = scopeSql(scope);
  const [span, recent, viewCounts] = await Promise.all([
    spanDays > 0
      ? db.raw(
          `select site_id, path, metric, buckets, counts, good, poor from ${SCHEMA}.vitals_spans where through = ? and days = ? ${filter.sql}`,
          [today, spanDays, ...filter.bindings],
        )
      : { rows: [] },
    db.raw(
      `select site_id, path, metric, array_agg(bucket) as buckets, array_agg(count) as counts,
         coalesce(sum(count) filter (where rating = ${RATING.good}), 0)::int as good,
         coalesce(sum(count) filter (where rating = ${RATING.poor}), 0)::int as poor
       from (select site_id, path, metric, bucket, rating, count from ${SCHEMA}.vitals_histogram where day >= ? ${filter.sql}
             union all
             select site_id, path, metric, ${bucketSql('metric', 'value')}, ${ratingSql('metric', 'value')}, 1 from ${SCHEMA}.vitals
             where received_at >= ? and received_at < ? ${filter.sql}) as c
       group by site_id, path, metric`,
      [recentFrom, ...filter.bindings, since, firstDayEnd, ...filter.bindings],
    ),
    countViews ? pageViews(db, since, until, scope) : [],
  ]);
  return mergeGroups([...span.rows, ...recent.rows], viewCounts, perSite);
}

/** Adds each page's parts and views to its page's group, its site's (if `perSite`) and the overall one. */
function mergeGroups(
  parts: HistogramPart[],
  viewCounts: { site_id: number; path: string; views: number }[],
  perSite: boolean,
): VitalsGroup[] {
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
  for (const row of parts) {
    for (const level of levels(row)) addPart(level.histograms, row);
  }
  for (const row of viewCounts) {
    for (const level of levels(row)) level.views += row.views;
  }
  return [...groups.values()].map(({ histograms, ...rest }) => ({ ...rest, metrics: metricFigures(histograms) }));
}

/**
 * The histogram's figures over every page of every site from `since` to `until`: the span's totals,
 * today's histogram and the first day's raw rows merged per metric and bucket in the database, a
 * few thousand rows however many pages there are.
 */
export async function histogramTotals(db: Knex, since: Date, until: Date): Promise<VitalsGroup['metrics']> {
  const { today, firstDayEnd, spanDays, recentFrom } = rangeParts(since, until);
  if (spanDays > 0) await ensureSpan(db, today, spanDays);
  const [span, recent] = await Promise.all([
    spanDays > 0
      ? db.raw(`select metric, buckets, counts, good, poor from ${SCHEMA}.vitals_span_totals where through = ? and days = ?`, [
          today,
          spanDays,
        ])
      : { rows: [] },
    db.raw(
      `select metric, array_agg(bucket) as buckets, array_agg(n) as counts, sum(good)::int as good, sum(poor)::int as poor
       from (select metric, bucket, sum(count)::int as n,
               coalesce(sum(count) filter (where rating = ${RATING.good}), 0)::int as good,
               coalesce(sum(count) filter (where rating = ${RATING.poor}), 0)::int as poor
             from (select metric, bucket, rating, count from ${SCHEMA}.vitals_histogram where day >= ?
                   union all
                   select metric, ${bucketSql('metric', 'value')}, ${ratingSql('metric', 'value')}, 1 from ${SCHEMA}.vitals
                   where received_at >= ? and received_at < ?) as c
             group by metric, bucket) as b
       group by metric`,
      [recentFrom, since, firstDayEnd],
    ),
  ]);
  const histograms = new Map<Metric, MetricHistogram>();
  for (const row of [...span.rows, ...recent.rows]) addPart(histograms, row);
  return metricFigures(histograms);
}
