import { Card, EmptyState, formatBytes, formatCount } from '@atlas/shell-kit';
import { useCacheAnalytics } from '../api/cache';
import { hoursOf } from '../api/keys';
import type { CacheAnalytics, PerformanceRange } from '../api/types';
import { FigureCard } from '../figure-card';
import { formatPercent } from '../figures';
import { PanelError, PanelLoading } from '../panel-state';
import { evictionsHigh, hitRateLevel, needsAttentionHigh } from '../thresholds';
import { TrendChart, averageAndPeak } from '../trend-chart';

const HIT_RATE_LABEL = { good: 'Excellent', fair: 'Good', poor: 'Poor' } as const;

function CacheFigures({ cache, hitRate }: { cache: CacheAnalytics; hitRate: number }) {
  const level = hitRateLevel(hitRate);
  const manyEvictions = evictionsHigh(cache.evictions);
  const manyMissed = needsAttentionHigh(cache.needs_attention);
  return (
    <section className="analytics-metrics" aria-label="Cache figures">
      <FigureCard
        label="Hit Rate"
        value={formatPercent(hitRate)}
        level={level}
        status={HIT_RATE_LABEL[level]}
        detail="90% and above is excellent, below 80% poor"
      />
      <FigureCard label="Hits" value={formatCount(cache.hits)} detail="Pages served from the cache" />
      <FigureCard label="Misses" value={formatCount(cache.misses)} detail="Pages rendered afresh" />
      <FigureCard
        label="Evictions"
        value={formatCount(cache.evictions)}
        level={manyEvictions ? 'poor' : 'good'}
        status={manyEvictions ? 'High' : 'Normal'}
        detail="High above 50: the cache may be too small"
      />
      <FigureCard label="Entries" value={formatCount(cache.entries)} detail="Pages held now" />
      <FigureCard label="Size" value={formatBytes(cache.bytes)} detail="Memory the cached pages take" />
      <FigureCard
        label="Needs Attention"
        value={formatCount(cache.needs_attention)}
        level={manyMissed ? 'poor' : 'good'}
        status={manyMissed ? 'High' : 'Normal'}
        detail="Pages missed more often than hit"
      />
    </section>
  );
}

/** The Cache Analytics tab: the public-site page cache's figures and hit-rate trend over the range. */
export function CachePanel({ range }: { range: PerformanceRange }) {
  const cache = useCacheAnalytics(range);
  if (cache.isPending) return <PanelLoading label="Loading cache analytics" />;
  if (cache.isError) return <PanelError query={cache} text="Failed to load cache analytics" />;
  const data = cache.data;
  // Without a hit or a miss there is no hit rate (the service answers null): nothing is invented.
  if (data.hit_rate === null) {
    return (
      <EmptyState
        title="No cache traffic in this range"
        description="Visits to published pages go through the page cache; its hits, misses and evictions appear here."
      />
    );
  }
  const rates = data.trend.flatMap((point) => (point.hit_rate === null ? [] : [point.hit_rate]));
  const { average, peak } = averageAndPeak(rates);
  return (
    <div className="analytics-stack">
      <CacheFigures cache={data} hitRate={data.hit_rate} />
      <Card title="Hit Rate Trend" className="analytics-card">
        {data.trend.length === 0 ? (
          <EmptyState
            title="No trend yet"
            description="The gateway reports the cache every 10 seconds; the trend fills in as reports arrive."
          />
        ) : (
          <TrendChart
            rows={data.trend}
            hours={hoursOf(range)}
            domain={[0, 100]}
            format={(value) => `${Math.round(value)}%`}
            summary={`Over ${rates.length} points with traffic the hit rate averaged ${formatPercent(average)} and peaked at ${formatPercent(peak)}.`}
            lines={[{ key: 'hit_rate', name: 'Hit rate', color: 'var(--atlas-primary)' }]}
          />
        )}
      </Card>
    </div>
  );
}
