import { Button, Card, ErrorState, Skeleton, formatCount, errorText } from '@atlas/shell-kit';
import { useOverview } from '../api/overview';
import type { AnalyticsOverview, TimeRange } from '../api/types';
import { DeviceSplitList } from './device-split';
import { formatDuration, formatPercent } from './figures';
import { InfoTip, MetricCard } from './metric-card';
import { RankedList } from './ranked-list';
import { TrafficChart } from './traffic-chart';

function Metrics({ overview }: { overview: AnalyticsOverview }) {
  return (
    <section className="analytics-metrics" aria-label="Key figures">
      <MetricCard label="Page Views" value={formatCount(overview.pageViews)} change={overview.pageViewsChange} />
      <MetricCard
        label="Unique Visitors"
        value={formatCount(overview.uniqueVisitors)}
        change={overview.uniqueVisitorsChange}
        info={<InfoTip label="About unique visitors" text={overview.unique_visitors_note} />}
      />
      <MetricCard label="Avg. Session Duration" value={formatDuration(overview.averageTime)} change={overview.averageTimeChange} />
      <MetricCard
        label="Bounce Rate"
        value={formatPercent(overview.bounceRate)}
        change={overview.bounceRateChange}
        higherIsBetter={false}
      />
    </section>
  );
}

function RealtimeSummary({ overview, onOpenRealtime }: { overview: AnalyticsOverview; onOpenRealtime(): void }) {
  return (
    <Card title="Real-time Activity" className="analytics-card">
      <dl className="analytics-summary">
        <div>
          <dt>Active visitors now</dt>
          <dd>
            <span className="analytics-live-dot" aria-hidden="true" />
            {formatCount(overview.active_visitors)}
          </dd>
        </div>
        <div>
          <dt>Pages per session</dt>
          <dd>{Number(overview.pages_per_session.toFixed(1))}</dd>
        </div>
        <div>
          <dt>Conversion rate</dt>
          <dd>{formatPercent(overview.conversion_rate)}</dd>
        </div>
      </dl>
      <Button variant="secondary" size="sm" onClick={onOpenRealtime}>
        Open Real-time
      </Button>
    </Card>
  );
}

function OverviewBody({ overview, onOpenRealtime }: { overview: AnalyticsOverview; onOpenRealtime(): void }) {
  return (
    <div className="analytics-stack">
      <Metrics overview={overview} />
      <Card title="Traffic Overview" className="analytics-card">
        <TrafficChart days={overview.dailyStats} />
      </Card>
      <div className="analytics-grid">
        <Card title="Top Pages" className="analytics-card">
          <RankedList
            label="Top pages"
            unit={['view', 'views']}
            empty="No page views in this period"
            rows={overview.topPages.map((page) => ({
              key: page.path,
              label: page.title || page.path,
              detail: page.title ? page.path : undefined,
              count: page.views,
            }))}
          />
        </Card>
        <Card title="Traffic Sources" className="analytics-card">
          <RankedList
            label="Traffic sources"
            unit={['visitor', 'visitors']}
            empty="No visitors in this period"
            rows={overview.trafficSources.map((source) => ({
              key: source.source,
              label: source.source,
              detail: formatPercent(source.percentage),
              count: source.visitors,
            }))}
          />
        </Card>
        <Card title="Device Breakdown" className="analytics-card">
          <DeviceSplitList devices={overview.deviceBreakdown} empty="No visitors in this period" />
        </Card>
        <Card title="Popular Searches" className="analytics-card">
          <RankedList
            label="Popular searches"
            unit={['search', 'searches']}
            empty="No searches in this period"
            rows={overview.popular_searches.map((search) => ({ key: search.query, label: search.query, count: search.count }))}
          />
        </Card>
        <Card title="Top Browsers" className="analytics-card">
          <RankedList
            label="Top browsers"
            unit={['visitor', 'visitors']}
            empty="No visitors in this period"
            rows={overview.browser_stats.map((browser) => ({ key: browser.browser, label: browser.browser, count: browser.count }))}
          />
        </Card>
        <RealtimeSummary overview={overview} onOpenRealtime={onOpenRealtime} />
      </div>
    </div>
  );
}

/** The Overview tab: key figures, the traffic chart and the lists, for the chosen site and range. */
export function OverviewPanel({ site, range, onOpenRealtime }: { site: number | null; range: TimeRange; onOpenRealtime(): void }) {
  const overview = useOverview(site, range);
  if (overview.isPending) {
    return (
      <div className="analytics-stack" aria-busy="true">
        <div className="analytics-metrics">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height={96} />
          ))}
        </div>
        <Skeleton height={280} />
      </div>
    );
  }
  if (overview.isError) {
    return (
      <ErrorState
        title="Analytics could not be loaded"
        message={errorText(overview.error, 'Failed to load analytics.')}
        onRetry={() => void overview.refetch()}
        retrying={overview.isFetching}
      />
    );
  }
  return <OverviewBody overview={overview.data} onOpenRealtime={onOpenRealtime} />;
}
