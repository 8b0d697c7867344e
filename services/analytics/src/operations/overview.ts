import type { Static } from '@atlas/service-kit';
import { ACTIVE_WINDOW_SECONDS, SOURCES, UNIQUE_VISITORS_NOTE, type TimeRange, type TrafficSource } from '../constants';
import type { Overview } from '../schemas/analytics';
import type { Repositories } from '../repositories';
import { SITE_HOUR_SUMS } from '../repositories/rollups';
import { change, percentOf, periodOf, roundTo, type Period } from '../rules/period-rules';
import { funnelOf } from './funnel';

/** What the overview reads. */
type OverviewRepos = Pick<Repositories, 'rollups' | 'events' | 'goals' | 'pages'>;

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

async function totals(repos: OverviewRepos, siteIds: number[], from: Date, to: Date, split: Date) {
  const values = await repos.rollups.sumsAround(siteIds, from, to, split);
  const pick = (offset: number): Totals => ({
    pageviews: values[offset],
    visitors: values[offset + 1],
    sessions: values[offset + 2],
    bounces: values[offset + 3],
    duration: values[offset + 4],
    session_pageviews: values[offset + 5],
  });
  return { current: pick(0), previous: pick(SITE_HOUR_SUMS.length) };
}

async function series(repos: OverviewRepos, siteIds: number[], period: Period) {
  const rows = await repos.rollups.viewsBy(period.hourly ? 'hour' : 'day', siteIds, period.start, period.end);
  const byStart = new Map<number, { views: number; visitors: number }>();
  for (const row of rows) byStart.set(Number(row.bucket), { views: Number(row.views), visitors: Number(row.visitors) });
  if (period.hourly) {
    // An hour's distinct visitors, from the day's raw events (the rollups count visitors per day).
    for (const row of await repos.events.visitorsByHour(siteIds, period.start, period.end)) {
      const bucket = byStart.get(Number(row.bucket));
      if (bucket) bucket.visitors = Number(row.visitors);
    }
  }
  return period.buckets.map((bucket) => ({ date: bucket.label, ...(byStart.get(bucket.start) ?? { views: 0, visitors: 0 }) }));
}

async function dimensions(repos: OverviewRepos, siteIds: number[], period: Period) {
  // By the hour for the last day, by the day otherwise.
  const rows = period.hourly
    ? await repos.rollups.topValues(true, siteIds, period.start, period.end, TOP)
    : await repos.rollups.topValues(false, siteIds, period.start.toISOString().slice(0, 10), period.end.toISOString().slice(0, 10), TOP);
  const out = new Map<string, { value: string; total: number }[]>();
  for (const row of rows) {
    out.set(row.dimension, [...(out.get(row.dimension) ?? []), { value: row.value, total: Number(row.total) }]);
  }
  // Ties in one order whatever the database's collation.
  const order = (a: { value: string; total: number }, b: { value: string; total: number }) =>
    b.total - a.total || a.value.localeCompare(b.value, 'en');
  return (dimension: string) => [...(out.get(dimension) ?? [])].sort(order);
}

/** Page titles: the builder's title of the page a path shows, else the last title a visit reported. */
async function titlesOf(repos: OverviewRepos, siteIds: number[], paths: string[]): Promise<Map<string, string>> {
  if (paths.length === 0) return new Map();
  const reported = await repos.pages.reportedTitles(siteIds, paths);
  const titles = new Map(reported.map((row) => [row.path, row.title]));
  const pages = await repos.pages.ofSites(siteIds);
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

async function activeVisitors(repos: OverviewRepos, siteIds: number[]): Promise<number> {
  if (siteIds.length === 0) return 0;
  return repos.events.visitorsWithin(siteIds, ACTIVE_WINDOW_SECONDS);
}

/** Every figure of the overview, from the hourly rollups (the raw events only for who is here now). */
export async function overview(repos: OverviewRepos, scope: SiteScope, range: TimeRange): Promise<Static<typeof Overview>> {
  const period = periodOf(range);
  const siteIds = scope.siteIds;
  const [{ current, previous }, daily, top, active, funnel] = await Promise.all([
    totals(repos, siteIds, period.previousStart, period.end, period.start),
    series(repos, siteIds, period),
    dimensions(repos, siteIds, period),
    activeVisitors(repos, siteIds),
    funnelOf(repos, scope, period),
  ]);
  const topPages = top('page');
  const titles = await titlesOf(
    repos,
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
