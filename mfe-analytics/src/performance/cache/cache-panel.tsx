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

function CacheFigures({ cache }: { cache: CacheAnalytics }) {
  const level = hitRateLevel(cache.hit_rate);
  const manyEvictions = evictionsHigh(cache.evictions);
  const manyMissed = needsAttentionHigh(cache.needs_attention);
  return (
    <section className="perf-cards" aria-label="Cache figures">
      <FigureCard
        label="Hit Rate"
        value={formatPercent(cache.hit_rate)}
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
  if (data.hits + data.misses === 0 && data.entries === 0) {
    return (
      <EmptyState
        title="No cache traffic in this range"
        description="Visits to published pages go through the page cache; its hits, misses and evictions appear here."
      />
    );
  }
  const { average, peak } = averageAndPeak(data.trend.map((point) => point.hit_rate));
  return (
    <div className="perf-stack">
      <CacheFigures cache={data} />
      <Card title="Hit Rate Trend" className="perf-card">
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
            summary={`Over ${data.trend.length} points the hit rate averaged ${formatPercent(average)} and peaked at ${formatPercent(peak)}.`}
            lines={[{ key: 'hit_rate', name: 'Hit rate', color: 'var(--atlas-primary)' }]}
          />
        )}
      </Card>
    </div>
  );
}
