import { Card, EmptyState, formatBytes, formatCount, formatDate } from '@atlas/shell-kit';
import { hoursOf } from '../api/keys';
import { useCurrentHealth, useHealthTrend } from '../api/system-health';
import type { PerformanceRange, SystemHealth } from '../api/types';
import { FigureCard } from '../figure-card';
import { formatPercent, formatRate } from '../figures';
import { PanelError, PanelLoading } from '../panel-state';
import { HEALTH_LABEL, HEALTH_LEVEL, usageLevel } from '../thresholds';
import { TrendChart, averageAndPeak } from '../trend-chart';

const FAILED = 'Failed to load system health data';

/** A usage figure with its healthy/warning/critical word and, for memory and disk, the machine's real amounts. */
function UsageCard({
  label,
  kind,
  percent,
  used,
  total,
}: {
  label: string;
  kind: 'cpu' | 'memory' | 'disk';
  percent: number;
  used?: number;
  total?: number;
}) {
  const level = usageLevel(kind, percent);
  return (
    <FigureCard
      label={label}
      value={formatPercent(percent)}
      level={HEALTH_LEVEL[level]}
      status={HEALTH_LABEL[level]}
      detail={
        <>
          <span className="perf-meter" aria-hidden="true">
            <span className={`perf-meter__fill perf-meter__fill--${HEALTH_LEVEL[level]}`} style={{ width: `${Math.min(100, percent)}%` }} />
          </span>
          {used !== undefined && total !== undefined && (
            <span>
              {formatBytes(used)} of {formatBytes(total)}
            </span>
          )}
        </>
      }
    />
  );
}

function CurrentHealth({ health }: { health: SystemHealth }) {
  const errorRate = health.request_count > 0 ? (health.error_count / health.request_count) * 100 : 0;
  return (
    <>
      <section className="analytics-metrics" aria-label="Current health">
        <FigureCard
          label="Health Score"
          value={String(Math.round(health.health_score))}
          level={HEALTH_LEVEL[health.status]}
          status={HEALTH_LABEL[health.status]}
          detail={`Sampled ${formatDate(health.timestamp, { time: true })} UTC`}
        />
        <UsageCard label="CPU" kind="cpu" percent={health.cpu_usage} />
        <UsageCard
          label="Memory"
          kind="memory"
          percent={health.memory_usage}
          used={health.memory_used_bytes}
          total={health.memory_total_bytes}
        />
        <UsageCard label="Disk" kind="disk" percent={health.disk_usage} used={health.disk_used_bytes} total={health.disk_total_bytes} />
      </section>
      <Card title="System" className="analytics-card">
        <dl className="perf-facts">
          <div>
            <dt>Load average (1, 5, 15 min)</dt>
            <dd>
              {health.load_1m.toFixed(2)} · {health.load_5m.toFixed(2)} · {health.load_15m.toFixed(2)}
            </dd>
          </div>
          <div>
            <dt>Active connections</dt>
            <dd>{formatCount(health.active_connections)}</dd>
          </div>
          <div>
            <dt>Requests (latest sample)</dt>
            <dd>{formatCount(health.request_count)}</dd>
          </div>
          <div>
            <dt>Errors (5xx)</dt>
            <dd>
              {formatCount(health.error_count)} <span className="analytics-muted">({formatPercent(errorRate)})</span>
            </dd>
          </div>
          <div>
            <dt>Network in</dt>
            <dd>{formatRate(health.network_in)}</dd>
          </div>
          <div>
            <dt>Network out</dt>
            <dd>{formatRate(health.network_out)}</dd>
          </div>
        </dl>
      </Card>
    </>
  );
}

const percentText = (values: number[]) => {
  const { average, peak } = averageAndPeak(values);
  return `average ${formatPercent(average)}, peak ${formatPercent(peak)}`;
};

function HealthTrend({ range }: { range: PerformanceRange }) {
  const trend = useHealthTrend(range);
  if (trend.isPending) return <PanelLoading label="Loading the health trend" />;
  if (trend.isError) return <PanelError query={trend} text={FAILED} />;
  const rows = trend.data.trend_data;
  if (rows.length === 0) {
    return (
      <EmptyState
        title="No samples in this range yet"
        description="The service records system health every few seconds; the trend fills in as samples arrive."
      />
    );
  }
  const hours = hoursOf(range);
  const requests = rows.reduce((sum, row) => sum + row.request_count, 0);
  const errors = rows.reduce((sum, row) => sum + row.error_count, 0);
  return (
    <div className="analytics-grid analytics-grid--roomy">
      <Card title="Usage Trend" className="analytics-card">
        <TrendChart
          rows={rows}
          hours={hours}
          domain={[0, 100]}
          format={(value) => `${Math.round(value)}%`}
          summary={`Over ${rows.length} points: CPU ${percentText(rows.map((row) => row.cpu_usage))}; memory ${percentText(rows.map((row) => row.memory_usage))}; disk ${percentText(rows.map((row) => row.disk_usage))}.`}
          lines={[
            { key: 'cpu_usage', name: 'CPU', color: 'var(--atlas-primary)' },
            { key: 'memory_usage', name: 'Memory', color: 'var(--atlas-success)' },
            { key: 'disk_usage', name: 'Disk', color: 'var(--atlas-warning)' },
          ]}
        />
      </Card>
      <Card title="Requests and Errors" className="analytics-card">
        <TrendChart
          rows={rows}
          hours={hours}
          format={(value) => formatCount(value)}
          summary={`Over ${rows.length} points: ${formatCount(requests)} requests and ${formatCount(errors)} errors in the sampled intervals.`}
          lines={[
            { key: 'request_count', name: 'Requests', color: 'var(--atlas-primary)' },
            { key: 'error_count', name: 'Errors', color: 'var(--atlas-danger)' },
          ]}
        />
      </Card>
    </div>
  );
}

/** The System Health tab: the latest sample against the product's limits, and the range's trends. */
export function SystemHealthPanel({ range }: { range: PerformanceRange }) {
  const current = useCurrentHealth();
  if (current.isPending) return <PanelLoading label="Loading system health" />;
  // The trend comes from the same service: one error with one Retry, not two.
  if (current.isError) return <PanelError query={current} text={FAILED} />;
  return (
    <div className="analytics-stack">
      <CurrentHealth health={current.data} />
      <HealthTrend range={range} />
    </div>
  );
}
