import type { Static } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { Dashboard } from '../schemas/performance';
import { presentAlert } from './alert-presenter';
import { hitRate } from './cache-report';
import { fieldVitals } from './page-speed';

const TOP_PAGES = 10;
const RECENT_ALERTS = 5;

/**
 * The staff dashboard's summary over the last `hours`: every site's field vitals, the cache, the
 * machine, the alerts. The site-wide p75s (and the score on them) come from the totals over every
 * page; the pages are ranked by their views first and only the top ones' vitals are read.
 */
export async function dashboard(deps: Deps, hours: number): Promise<Static<typeof Dashboard>> {
  const until = deps.clock.now();
  const since = new Date(until.getTime() - hours * 3600_000);
  const [totals, top, cache, latest, counts, recent] = await Promise.all([
    deps.vitals.totals(since, until),
    topPages(deps, since, until),
    deps.cache.totals('page', since),
    deps.samples.latest(),
    deps.alerts.openCounts(),
    deps.alerts.list({}, RECENT_ALERTS),
  ]);
  const everything = fieldVitals({ metrics: totals });
  return {
    avg_load_time: everything.load_time,
    avg_performance_score: everything.performance_score,
    cache_hit_rate: hitRate(cache.hits, cache.misses),
    current_cpu_usage: latest ? Math.round(latest.cpu_usage * 10) / 10 : null,
    avg_lcp: everything.lcp,
    avg_fid: everything.fid,
    avg_inp: everything.inp,
    avg_cls: everything.cls,
    critical_alerts_count: counts.critical,
    open_alerts_count: counts.open,
    top_pages: top,
    recent_alerts: recent.rows.map(presentAlert),
  };
}

/** The most viewed pages of sites the read model knows, with their vitals. */
async function topPages(deps: Deps, since: Date, until: Date) {
  const viewed = await deps.vitals.pageViews(since, until, null);
  const known = await deps.sites.byIds([...new Set(viewed.map((page) => page.site_id))]);
  const ranked = viewed
    .flatMap((page) => {
      const site = known.get(page.site_id);
      return site ? [{ ...page, site_slug: site.slug }] : [];
    })
    .sort((a, b) => b.views - a.views || a.site_id - b.site_id || a.path.localeCompare(b.path))
    .slice(0, TOP_PAGES);
  if (ranked.length === 0) return [];
  const groups = await deps.vitals.figures(since, until, { pages: ranked }, { perSite: false, countViews: false });
  const byPage = new Map(groups.map((group) => [`${group.site_id}|${group.path}`, group]));
  return ranked.map((page) => {
    const vitals = fieldVitals(byPage.get(`${page.site_id}|${page.path}`) ?? { metrics: {} });
    return {
      site: page.site_id,
      site_slug: page.site_slug,
      path: page.path,
      url: page.path,
      samples: page.views,
      load_time: vitals.load_time,
      performance_score: vitals.performance_score,
      lcp: vitals.lcp,
      inp: vitals.inp,
      cls: vitals.cls,
    };
  });
}
