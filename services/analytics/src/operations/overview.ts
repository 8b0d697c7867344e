import type { Knex } from 'knex';
import { intArray, siteCopyRepository, type Static } from '@atlas/service-kit';
import { ACTIVE_WINDOW_SECONDS, SOURCES, UNIQUE_VISITORS_NOTE, type TimeRange, type TrafficSource } from '../constants';
import type { Overview } from '../schemas/analytics';
import { funnelOf } from './funnel';
import { change, percentOf, periodOf, roundTo, type Period } from './periods';

/** Which sites a dashboard reads: one the caller may open, or all of them (`site` = null). */
export interface SiteScope {
  site: number | null;
  siteIds: number[];
  /** Whose all-sites goals (no site) count here: the owners of the sites in scope, and for all sites the caller. */
  goalOwners: number[];
}

interface Totals {
  pageviews: number;
  visitors: number;
  sessions: number;
  bounces: number;
  duration: number;
  session_pageviews: number;
}

const TOP = 10;

async function totals(db: Knex, schema: string, siteIds: number[], from: Date, to: Date, split: Date) {
  const columns = ['pageviews', 'day_visitors', 'sessions', 'bounces', 'duration_sum', 'session_pageviews'];
  const sums = (when: string) => columns.map((column) => `coalesce(sum(${column}) filter (where ${when}), 0)::float8`);
  const { rows } = await db.raw(
    `select ${[...sums('hour >= :split'), ...sums('hour < :split')].map((sql, i) => `${sql} as c${i}`).join(', ')}
     from ${schema}.site_hours where site_id = any(cast(:sites as int[])) and hour >= :from and hour < :to`,
    { sites: intArray(siteIds), from, to, split },
  );
  const values = Object.values(rows[0] as Record<string, number>).map(Number);
  const pick = (offset: number): Totals => ({
    pageviews: values[offset],
    visitors: values[offset + 1],
    sessions: values[offset + 2],
    bounces: values[offset + 3],
    duration: values[offset + 4],
    session_pageviews: values[offset + 5],
  });
  return { current: pick(0), previous: pick(columns.length) };
}

async function series(db: Knex, schema: string, siteIds: number[], period: Period) {
  const unit = period.hourly ? 'hour' : 'day';
  const { rows } = await db.raw(
    `select (extract(epoch from date_trunc('${unit}', hour at time zone 'UTC')) * 1000)::float8 as bucket,
            sum(pageviews)::float8 as views, sum(day_visitors)::float8 as visitors
     from ${schema}.site_hours where site_id = any(cast(:sites as int[])) and hour >= :from and hour < :to group by 1`,
    { sites: intArray(siteIds), from: period.start, to: period.end },
  );
  const byStart = new Map<number, { views: number; visitors: number }>();
  for (const row of rows as { bucket: number; views: number; visitors: number }[]) {
    byStart.set(Number(row.bucket), { views: Number(row.views), visitors: Number(row.visitors) });
  }
  if (period.hourly) {
    // An hour's distinct visitors, from the day's raw events (the rollups count visitors per day).
    const hourly = await db.raw(
      `select (extract(epoch from date_trunc('hour', occurred_at at time zone 'UTC')) * 1000)::float8 as bucket,
              count(distinct visitor_id)::float8 as visitors
       from ${schema}.events where site_id = any(cast(:sites as int[])) and occurred_at >= :from and occurred_at < :to group by 1`,
      { sites: intArray(siteIds), from: period.start, to: period.end },
    );
    for (const row of hourly.rows as { bucket: number; visitors: number }[]) {
      const bucket = byStart.get(Number(row.bucket));
      if (bucket) bucket.visitors = Number(row.visitors);
    }
  }
  return period.buckets.map((bucket) => ({ date: bucket.label, ...(byStart.get(bucket.start) ?? { views: 0, visitors: 0 }) }));
}

async function dimensions(db: Knex, schema: string, siteIds: number[], period: Period) {
  // By the hour for the last day, by the day otherwise.
  const [table, column, from, to] = period.hourly
    ? ['dimension_hours', 'hour', period.start, period.end]
    : ['dimension_days', 'day', period.start.toISOString().slice(0, 10), period.end.toISOString().slice(0, 10)];
  const { rows } = await db.raw(
    `select dimension, value, total from (
       select dimension, value, sum(count)::float8 as total,
              row_number() over (partition by dimension order by sum(count) desc, value) as rank
       from ${schema}.${table}
       where site_id = any(cast(:sites as int[])) and ${column} >= :from and ${column} < :to
       group by dimension, value) ranked
     where rank <= :top order by dimension, total desc, value`,
    { sites: intArray(siteIds), from, to, top: TOP },
  );
  const out = new Map<string, { value: string; total: number }[]>();
  for (const row of rows as { dimension: string; value: string; total: number }[]) {
    out.set(row.dimension, [...(out.get(row.dimension) ?? []), { value: row.value, total: Number(row.total) }]);
  }
  // Ties in one order whatever the database's collation.
  const order = (a: { value: string; total: number }, b: { value: string; total: number }) =>
    b.total - a.total || a.value.localeCompare(b.value, 'en');
  return (dimension: string) => [...(out.get(dimension) ?? [])].sort(order);
}

/** Page titles: the builder's title of the page a path shows, else the last title a visit reported. */
async function titlesOf(db: Knex, schema: string, siteIds: number[], paths: string[]): Promise<Map<string, string>> {
  if (paths.length === 0) return new Map();
  const reported: { path: string; title: string }[] = await db(`${schema}.page_titles`)
    .whereIn('site_id', siteIds)
    .whereIn('path', paths)
    .select('path', 'title');
  const titles = new Map(reported.map((row) => [row.path, row.title]));
  const pages: { slug: string; title: string; is_home_page: boolean; site_slug: string }[] = await siteCopyRepository(db, schema)
    .joinTo(db(`${schema}.pages as p`), 'p.site_id')
    .whereIn('p.site_id', siteIds)
    .select('p.slug', 'p.title', 'p.is_home_page', 's.slug as site_slug');
  for (const path of paths) {
    const [first, second, third] = path.split('/').filter(Boolean);
    const [siteSlug, pageSlug] = first === 'live' ? [second, third] : [first, second];
    const page = pages.find(
      (candidate) => candidate.site_slug === siteSlug && (pageSlug ? candidate.slug === pageSlug : candidate.is_home_page),
    );
    if (page) titles.set(path, page.title);
  }
  return titles;
}

export async function activeVisitors(db: Knex, schema: string, siteIds: number[]): Promise<number> {
  if (siteIds.length === 0) return 0;
  const { rows } = await db.raw(
    `select count(distinct visitor_id)::int as active from ${schema}.events
     where site_id = any(?::int[]) and occurred_at > now() - (? * interval '1 second')`,
    [intArray(siteIds), ACTIVE_WINDOW_SECONDS],
  );
  return Number(rows[0].active);
}

/** Every figure of the overview, from the hourly rollups (the raw events only for who is here now). */
export async function overview(db: Knex, schema: string, scope: SiteScope, range: TimeRange): Promise<Static<typeof Overview>> {
  const period = periodOf(range);
  const siteIds = scope.siteIds;
  const [{ current, previous }, daily, top, active, funnel] = await Promise.all([
    totals(db, schema, siteIds, period.previousStart, period.end, period.start),
    series(db, schema, siteIds, period),
    dimensions(db, schema, siteIds, period),
    activeVisitors(db, schema, siteIds),
    funnelOf(db, schema, scope, period),
  ]);
  const topPages = top('page');
  const titles = await titlesOf(
    db,
    schema,
    siteIds,
    topPages.map((page) => page.value),
  );
  const averageTime = (value: Totals) => (value.sessions > 0 ? roundTo(value.duration / value.sessions) : 0);
  const bounceRate = (value: Totals) => percentOf(value.bounces, value.sessions);
  const hadData = previous.pageviews > 0 || previous.sessions > 0;
  const sourceRows = top('source');
  const sourceTotal = sourceRows.reduce((sum, row) => sum + row.total, 0);
  const devices = Object.fromEntries(top('device').map((row) => [row.value, row.total]));

  return {
    pageViews: current.pageviews,
    uniqueVisitors: current.visitors,
    averageTime: averageTime(current),
    bounceRate: bounceRate(current),
    pageViewsChange: change(current.pageviews, previous.pageviews, hadData),
    uniqueVisitorsChange: change(current.visitors, previous.visitors, hadData),
    averageTimeChange: change(averageTime(current), averageTime(previous), hadData),
    bounceRateChange: change(bounceRate(current), bounceRate(previous), hadData),
    conversion_rate: funnel.conversion_rate,
    active_visitors: active,
    pages_per_session: current.sessions > 0 ? roundTo(current.session_pageviews / current.sessions, 2) : 0,
    topPages: topPages.map((page) => ({ path: page.value, views: page.total, title: titles.get(page.value) ?? page.value })),
    trafficSources: sourceRows
      .filter((row) => (SOURCES as readonly string[]).includes(row.value))
      .map((row) => ({ source: row.value as TrafficSource, visitors: row.total, percentage: percentOf(row.total, sourceTotal) })),
    deviceBreakdown: { desktop: devices.desktop ?? 0, mobile: devices.mobile ?? 0, tablet: devices.tablet ?? 0 },
    dailyStats: daily,
    popular_searches: top('search').map((row) => ({ query: row.value, count: row.total })),
    browser_stats: top('browser').map((row) => ({ browser: row.value, count: row.total })),
    os_stats: top('os').map((row) => ({ os: row.value, count: row.total })),
    conversion_funnel: funnel.funnel,
    unique_visitors_note: UNIQUE_VISITORS_NOTE,
  };
}
