import type { Knex } from 'knex';
import { SCHEMA, table } from '../db';
import { VITAL_LIMITS, VITALS, type Metric, type Vital } from '../../constants';
import { scopeSql, type VitalsGroup, type VitalsScope } from './tables';

/** The web.dev limits as a VALUES list, so the ratings are counted in the same pass as the p75s. */
const LIMITS_SQL = [
  ...VITALS.map((metric) => `('${metric}', ${VITAL_LIMITS[metric].good}::float8, ${VITAL_LIMITS[metric].poor}::float8)`),
  `('LOAD', null, null)`,
].join(', ');

/** Which groups a read of the raw rows returns: per page, site and in all; per page and in all; or only in all. */
export type RawLevels = 'sites' | 'pages' | 'all';

/**
 * The raw rows' figures since `since`: exact. `levels` says which groups: per page, site and in all,
 * per page and in all (the dashboard needs no per-site figures), or only in all (the totals).
 */
export async function rawFigures(
  db: Knex,
  since: Date,
  scope: VitalsScope,
  levels: RawLevels,
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
     from ${SCHEMA}.vitals v join (values ${LIMITS_SQL}) as l (metric, good, poor) on l.metric = v.metric
     where v.received_at >= ? ${filter.sql}
     group by grouping sets (${metricSets})`,
    [since, ...filter.bindings],
  );
  const viewCounts = countViews
    ? await db.raw(
        `select v.site_id, v.path, grouping(v.site_id, v.path) as level, count(distinct v.event_id)::int as views
         from ${SCHEMA}.vitals v where v.received_at >= ? ${filter.sql}
         group by grouping sets (${viewSets})`,
        [since, ...filter.bindings],
      )
    : { rows: [] };
  return rawGroups(metrics.rows, viewCounts.rows);
}

type GroupRow = { site_id: number | null; path: string | null; level: number };

/** The metric and view rows of each grouping level gathered into one group per page, site or scope. */
function rawGroups(
  metricRows: (GroupRow & { metric: Metric; samples: number; p75: string | number; good: number; poor: number })[],
  viewRows: (GroupRow & { views: number })[],
): VitalsGroup[] {
  const groups = new Map<string, VitalsGroup>();
  const group = (row: GroupRow) => {
    const key = `${row.level}|${row.site_id}|${row.path}`;
    let found = groups.get(key);
    if (!found) {
      found = { site_id: row.site_id, path: row.path, metrics: {}, views: 0 };
      groups.set(key, found);
    }
    return found;
  };
  for (const row of viewRows) group(row).views = row.views;
  for (const row of metricRows) {
    group(row).metrics[row.metric] = { samples: row.samples, p75: Number(row.p75), good: row.good, poor: row.poor };
  }
  return [...groups.values()];
}

/** p75 of LCP, INP and CLS per page since `since`, for pages with at least `minSamples` of a metric (alerts). */
export async function pageP75s(
  db: Knex,
  since: Date,
  minSamples: number,
): Promise<{ site_id: number; path: string; metric: Vital; p75: number; samples: number }[]> {
  const result = await db.raw(
    `select site_id, path, metric, count(*)::int as samples, percentile_disc(0.75) within group (order by value) as p75
     from ${SCHEMA}.vitals where received_at >= ? and metric in ('LCP', 'INP', 'CLS')
     group by site_id, path, metric having count(*) >= ?`,
    [since, minSamples],
  );
  return result.rows.map((row: { p75: string | number }) => ({ ...row, p75: Number(row.p75) }));
}

/** Whether any sample arrived after `since` (the monitor evaluates the vitals alerts only then). */
export async function receivedSince(db: Knex, since: Date): Promise<boolean> {
  return Boolean(await table(db, 'vitals').where('received_at', '>', since).first('metric'));
}
