import type { Static } from '@atlas/service-kit';
import { VITALS, type Metric, type Vital } from '../constants';
import type { Deps } from '../deps';
import type { VitalsGroup } from '../repositories/vitals';
import type { MetricFigures } from '../repositories/vitals/histogram';
import type { SiteCopyRow as SiteRow } from '@atlas/service-kit';
import type { PageSpeedReport } from '../schemas/performance';
import { performanceScore } from './lighthouse-score';

type Report = Static<typeof PageSpeedReport>;
type FieldVitals = Omit<Report['sites'][number], 'site' | 'site_slug' | 'samples'>;

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Shares in % with one decimal; needs-improvement takes the rounding so the three sum to 100. */
function shares(figures: MetricFigures | undefined) {
  if (!figures || figures.samples === 0) return { good: 0, needs_improvement: 0, poor: 0 };
  const good = round1((figures.good / figures.samples) * 100);
  const poor = round1((figures.poor / figures.samples) * 100);
  return { good, needs_improvement: round1(100 - good - poor), poor };
}

/** p75 as shown: milliseconds whole, CLS with three decimals. */
const shown = (metric: Metric, figures: MetricFigures | undefined) =>
  figures ? (metric === 'CLS' ? Math.round(figures.p75 * 1000) / 1000 : Math.round(figures.p75)) : null;

export function fieldVitals(group: Pick<VitalsGroup, 'metrics'>): FieldVitals {
  const p75 = Object.fromEntries(VITALS.map((metric) => [metric, group.metrics[metric]?.p75 ?? null])) as Record<Vital, number | null>;
  const lower = (metric: Vital) => metric.toLowerCase() as Lowercase<Vital>;
  return {
    lcp: shown('LCP', group.metrics.LCP),
    inp: shown('INP', group.metrics.INP),
    fid: shown('FID', group.metrics.FID),
    cls: shown('CLS', group.metrics.CLS),
    fcp: shown('FCP', group.metrics.FCP),
    ttfb: shown('TTFB', group.metrics.TTFB),
    load_time: shown('LOAD', group.metrics.LOAD),
    performance_score: performanceScore(p75),
    ratings: Object.fromEntries(VITALS.map((metric) => [lower(metric), shares(group.metrics[metric])])) as FieldVitals['ratings'],
  };
}

/**
 * Page speed per site and per page of `sites` over the last `hours`, plus the figures over all of
 * them (the dashboard's summary). Sites the read model no longer knows are left out.
 */
export async function pageSpeed(deps: Deps, hours: number, sites: SiteRow[] | null, { perSite = true } = {}) {
  const until = deps.clock.now();
  const since = new Date(until.getTime() - hours * 3600_000);
  const groups = await deps.vitals.figures(since, until, sites && { sites: sites.map((site) => site.id) }, { perSite });
  const known = sites
    ? new Map(sites.map((site) => [site.id, site]))
    : await deps.sites.byIds([...new Set(groups.flatMap((group) => (group.site_id === null ? [] : [group.site_id])))]);
  const report: Report = { sites: [], pages: [] };
  let overall: VitalsGroup = { site_id: null, path: null, metrics: {}, views: 0 };
  for (const group of groups) {
    if (group.site_id === null) {
      overall = group;
      continue;
    }
    const site = known.get(group.site_id);
    if (!site) continue;
    const speed = { site: site.id, site_slug: site.slug, samples: group.views, ...fieldVitals(group) };
    if (group.path === null) report.sites.push(speed);
    else report.pages.push({ ...speed, path: group.path, url: group.path });
  }
  report.sites.sort((a, b) => b.samples - a.samples || a.site - b.site);
  report.pages.sort((a, b) => b.samples - a.samples || a.site - b.site || a.path.localeCompare(b.path));
  return { report, overall };
}
