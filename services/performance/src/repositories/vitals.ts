import type { Knex } from 'knex';
import { VITAL_LIMITS, VITALS, type Vital } from '../constants';

/** What one page view reported: its vitals and its load time (stored as the metric LOAD). */
export interface VitalsReport {
  event_id: string;
  site_id: number;
  path: string;
  metrics: Partial<Record<Vital, number>>;
  load_time?: number;
  received_at: Date;
}

export type Metric = Vital | 'LOAD';

/** p75 and the count of good and poor samples of one metric in one group. */
export interface MetricFigures {
  samples: number;
  p75: number;
  good: number;
  poor: number;
}

export interface VitalsGroup {
  site_id: number | null;
  path: string | null;
  metrics: Partial<Record<Metric, MetricFigures>>;
  /** Page views that reported anything. */
  views: number;
}

/** The web.dev limits as a VALUES list, so the ratings are counted in the same pass as the p75s. */
const LIMITS_SQL = [
  ...VITALS.map((metric) => `('${metric}', ${VITAL_LIMITS[metric].good}::float8, ${VITAL_LIMITS[metric].poor}::float8)`),
  `('LOAD', null, null)`,
].join(', ');

/**
 * Field vitals: one row per page view and metric. p75 is the nearest-rank 75th percentile
 * (`percentile_disc`: the smallest value at or above which 25 % of the samples lie, a value some
 * visitor really had) over every sample of the range.
 */
export function vitalsRepository(db: Knex, schema: string) {
  const table = `${schema}.vitals`;
  return {
    /** Stores a report; a metric this page view already reported is kept as first stored. Returns the rows added. */
    async store(report: VitalsReport): Promise<number> {
      const rows = Object.entries(report.metrics).map(([metric, value]) => ({ metric, value }));
      if (report.load_time !== undefined) rows.push({ metric: 'LOAD', value: report.load_time });
      if (rows.length === 0) return 0;
      const inserted = await db(table)
        .insert(
          rows.map((row) => ({
            ...row,
            event_id: report.event_id,
            site_id: report.site_id,
            path: report.path,
            received_at: report.received_at,
          })),
        )
        .onConflict(['event_id', 'metric'])
        .ignore()
        .returning('metric');
      return inserted.length;
    },

    /**
     * The figures of the samples since `since` of `siteIds` (all sites when null), per page, per site
     * and over everything (site_id and path null), in one pass.
     */
    async figures(since: Date, siteIds: number[] | null, { perSite = true } = {}): Promise<VitalsGroup[]> {
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
      const views = await db.raw(
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
      for (const row of views.rows) group(row).views = row.views;
      for (const row of metrics.rows) {
        group(row).metrics[row.metric as Metric] = { samples: row.samples, p75: Number(row.p75), good: row.good, poor: row.poor };
      }
      return [...groups.values()];
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

    async deleteBefore(before: Date): Promise<number> {
      return db(table).where('received_at', '<', before).delete();
    },

    async deleteSite(trx: Knex.Transaction, siteId: number): Promise<void> {
      await trx(table).where({ site_id: siteId }).delete();
    },
  };
}
export type VitalsRepository = ReturnType<typeof vitalsRepository>;
