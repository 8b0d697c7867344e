import type { Static } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { Dashboard } from '../schemas/performance';
import { presentAlert } from './alert-presenter';
import { hitRate } from './cache-report';
import { fieldVitals, pageSpeed } from './page-speed';

const TOP_PAGES = 10;
const RECENT_ALERTS = 5;

/** The staff dashboard's summary over the last `hours`: every site's field vitals, the cache, the machine, the alerts. */
export async function dashboard(deps: Deps, hours: number): Promise<Static<typeof Dashboard>> {
  const since = new Date(deps.clock.now().getTime() - hours * 3600_000);
  const [{ report, overall }, cache, latest, counts, recent] = await Promise.all([
    pageSpeed(deps, hours, null, { perSite: false }),
    deps.cache.totals('page', since),
    deps.samples.latest(),
    deps.alerts.openCounts(),
    deps.alerts.list({}, RECENT_ALERTS),
  ]);
  const everything = fieldVitals(overall);
  const scores = report.pages.flatMap((page) => (page.performance_score === null ? [] : [page.performance_score]));
  return {
    avg_load_time: everything.load_time,
    avg_performance_score: scores.length ? Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length) : null,
    cache_hit_rate: hitRate(cache.hits, cache.misses),
    current_cpu_usage: latest ? Math.round(latest.cpu_usage * 10) / 10 : null,
    avg_lcp: everything.lcp,
    avg_fid: everything.fid,
    avg_inp: everything.inp,
    avg_cls: everything.cls,
    critical_alerts_count: counts.critical,
    open_alerts_count: counts.open,
    top_pages: report.pages.slice(0, TOP_PAGES).map((page) => ({
      site: page.site,
      site_slug: page.site_slug,
      path: page.path,
      url: page.url,
      samples: page.samples,
      load_time: page.load_time,
      performance_score: page.performance_score,
      lcp: page.lcp,
      inp: page.inp,
      cls: page.cls,
    })),
    recent_alerts: recent.rows.map(presentAlert),
  };
}
