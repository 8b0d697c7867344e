import { Button, Card, EmptyState, formatRelative } from '@atlas/shell-kit';
import { usePerformanceDashboard } from '../api/dashboard';
import type { PerformanceDashboard, PerformanceRange } from '../api/types';
import { SeverityBadge } from '../alerts/alert-badges';
import { FigureCard } from '../figure-card';
import { formatMs, formatPercent } from '../figures';
import { PanelError, PanelLoading } from '../panel-state';
import { TopPagesTable } from './top-pages-table';
import { dashboardCards } from '../thresholds';
import { INP_NOTE, VitalFigure } from '../vital-figure';

const NO_SAMPLES = 'No samples in this range';
/** The service scores a page only once LCP and CLS are measured: before that, load-time samples alone grade nothing. */
const SCORE_WAITS = 'No score yet: it needs LCP and CLS, which visits report as they end';

function SummaryCards({ summary }: { summary: PerformanceDashboard }) {
  const load = summary.avg_load_time === null ? null : dashboardCards.loadTime(summary.avg_load_time);
  const score = summary.avg_performance_score === null ? null : dashboardCards.score(summary.avg_performance_score);
  const cache = summary.cache_hit_rate === null ? null : dashboardCards.cacheHitRate(summary.cache_hit_rate);
  const cpu = summary.current_cpu_usage === null ? null : dashboardCards.cpu(summary.current_cpu_usage);
  const hasSamples = [summary.avg_load_time, summary.avg_lcp, summary.avg_fid, summary.avg_inp, summary.avg_cls].some((v) => v !== null);
  return (
    <section className="analytics-metrics" aria-label="Summary">
      <FigureCard
        label="Avg Load Time"
        value={formatMs(summary.avg_load_time)}
        level={load?.level}
        status={load?.label}
        detail={load ? 'p75 of visitors’ load times' : NO_SAMPLES}
      />
      <FigureCard
        label="Performance Score"
        value={summary.avg_performance_score === null ? '—' : String(Math.round(summary.avg_performance_score))}
        level={score?.level}
        status={score?.label}
        detail={score ? 'Out of 100, from field vitals' : hasSamples ? SCORE_WAITS : NO_SAMPLES}
      />
      <FigureCard
        label="Cache Hit Rate"
        value={formatPercent(summary.cache_hit_rate)}
        level={cache?.level}
        status={cache?.label}
        detail={cache ? 'Public pages served from cache' : 'No cache traffic in this range'}
      />
      <FigureCard
        label="CPU Usage"
        value={formatPercent(summary.current_cpu_usage)}
        level={cpu?.level}
        status={cpu?.label}
        detail={cpu ? 'Latest sample' : 'No sample yet'}
      />
    </section>
  );
}

function RecentAlerts({ summary, onOpenAlerts }: { summary: PerformanceDashboard; onOpenAlerts(): void }) {
  return (
    <Card
      title="Recent Alerts"
      className="analytics-card"
      actions={
        <Button variant="secondary" size="sm" onClick={onOpenAlerts}>
          View all alerts
        </Button>
      }
    >
      <p className="analytics-muted">
        {summary.open_alerts_count} open, {summary.critical_alerts_count} critical
      </p>
      {summary.recent_alerts.length === 0 ? (
        <EmptyState title="No alerts in this range" description="Alerts are raised when a limit is crossed; they show here." />
      ) : (
        <ul className="perf-list" aria-label="Recent alerts">
          {summary.recent_alerts.map((alert) => (
            <li key={alert.id} className="perf-list__row">
              <SeverityBadge severity={alert.severity} />
              <span className="perf-list__main">{alert.title}</span>
              <span className="analytics-muted">{formatRelative(alert.last_occurrence)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The Overview tab: the summary cards, the field Core Web Vitals, top pages and recent alerts. */
export function OverviewPanel({ range, onOpenAlerts }: { range: PerformanceRange; onOpenAlerts(): void }) {
  const dashboard = usePerformanceDashboard(range);
  if (dashboard.isPending) return <PanelLoading label="Loading the performance overview" />;
  if (dashboard.isError) return <PanelError query={dashboard} text="Failed to load performance data" />;
  const summary = dashboard.data;
  return (
    <div className="analytics-stack">
      <SummaryCards summary={summary} />
      <Card title="Core Web Vitals" className="analytics-card">
        <p className="analytics-muted">p75 of every visit in the range, measured in real visitors’ browsers.</p>
        <dl className="perf-vitals">
          <VitalFigure vital="lcp" value={summary.avg_lcp} />
          <VitalFigure vital="fid" value={summary.avg_fid} />
          <VitalFigure vital="inp" value={summary.avg_inp} note={INP_NOTE} />
          <VitalFigure vital="cls" value={summary.avg_cls} />
        </dl>
      </Card>
      <div className="analytics-grid analytics-grid--roomy">
        <Card title="Top Pages" className="analytics-card">
          <TopPagesTable pages={summary.top_pages} />
        </Card>
        <RecentAlerts summary={summary} onOpenAlerts={onOpenAlerts} />
      </div>
    </div>
  );
}
