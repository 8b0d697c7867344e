import { Card, EmptyState, formatBytes, formatCount } from '@atlas/shell-kit';
import { useDatabasePerformance } from '../api/database';
import type { DatabasePerformance } from '../api/types';
import { FigureCard } from '../figure-card';
import { formatMs, formatPercent } from '../figures';
import { PanelError, PanelLoading } from '../panel-state';

const UNAVAILABLE = 'Unavailable on this database';
const ENGINE_LABEL = { postgresql: 'PostgreSQL', embedded: 'Embedded (PGlite)' } as const;
const FIGURE_NAMES: Record<string, string> = {
  rows: 'row counts',
  seq_scans: 'sequential scans',
  index_scans: 'index scans',
  index_usage: 'index usage',
  connections: 'connections',
  cache_hit_ratio: 'cache hit ratio',
  slow_queries: 'slow queries',
};

/** A table cell's figure, or a dash that reads out as unavailable. */
function Figure({ value, format }: { value: number | null; format(value: number): string }) {
  if (value !== null) return <>{format(value)}</>;
  return (
    <span title={UNAVAILABLE}>
      <span aria-hidden="true">—</span>
      <span className="atlas-visually-hidden">{UNAVAILABLE}</span>
    </span>
  );
}

function Schemas({ database }: { database: DatabasePerformance }) {
  if (database.schemas.length === 0)
    return <EmptyState title="No schemas yet" description="Each service's schema appears here once it has run its migrations." />;
  return (
    <div className="analytics-stack">
      {database.schemas.map((schema) => (
        <details key={schema.schema} className="perf-schema">
          <summary>
            <span className="perf-schema__name">{schema.schema}</span>
            <span className="analytics-muted">
              {formatBytes(schema.size_bytes)} · {schema.rows === null ? '' : `${formatCount(schema.rows)} rows · `}
              {schema.tables.length === 1 ? '1 table' : `${schema.tables.length} tables`}
            </span>
          </summary>
          <div className="perf-table-wrap">
            <table className="perf-table">
              <caption className="atlas-visually-hidden">Tables of {schema.schema}</caption>
              <thead>
                <tr>
                  <th scope="col">Table</th>
                  <th scope="col">Rows</th>
                  <th scope="col">Size</th>
                  <th scope="col">Sequential scans</th>
                  <th scope="col">Index scans</th>
                  <th scope="col">Index usage</th>
                </tr>
              </thead>
              <tbody>
                {schema.tables.map((table) => (
                  <tr key={table.table}>
                    <th scope="row">{table.table}</th>
                    <td>
                      <Figure value={table.rows} format={formatCount} />
                    </td>
                    <td>{formatBytes(table.size_bytes)}</td>
                    <td>
                      <Figure value={table.seq_scans} format={formatCount} />
                    </td>
                    <td>
                      <Figure value={table.index_scans} format={formatCount} />
                    </td>
                    <td>
                      <Figure value={table.index_usage} format={formatPercent} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ))}
    </div>
  );
}

function SlowQueries({ queries }: { queries: DatabasePerformance['slow_queries'] }) {
  if (queries === null) return <p className="perf-unavailable">{UNAVAILABLE}</p>;
  if (queries.length === 0)
    return <EmptyState title="No statements recorded yet" description="The slowest statements show here as the services run queries." />;
  return (
    <div className="perf-table-wrap">
      <table className="perf-table">
        <caption className="atlas-visually-hidden">Slowest statements by mean time</caption>
        <thead>
          <tr>
            <th scope="col">Statement</th>
            <th scope="col">Calls</th>
            <th scope="col">Mean</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {queries.map((query) => (
            <tr key={query.query}>
              <th scope="row">
                <code className="perf-query">{query.query}</code>
              </th>
              <td>{formatCount(query.calls)}</td>
              <td>{formatMs(query.mean_ms)}</td>
              <td>{formatMs(query.total_ms)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The Database tab: what the database reports about each service's schema; what it cannot report is said so. */
export function DatabasePanel() {
  const database = useDatabasePerformance();
  if (database.isPending) return <PanelLoading label="Loading database performance" />;
  if (database.isError) return <PanelError query={database} text="Failed to load database performance" />;
  const data = database.data;
  const size = data.schemas.reduce((sum, schema) => sum + schema.size_bytes, 0);
  const rows = data.schemas.reduce((sum, schema) => sum + (schema.rows ?? 0), 0);
  return (
    <div className="analytics-stack">
      <section className="analytics-metrics" aria-label="Database figures">
        <FigureCard
          label="Engine"
          value={ENGINE_LABEL[data.engine]}
          detail={`${data.schemas.length} schemas, ${formatBytes(size)}${data.schemas.some((schema) => schema.rows === null) ? '' : `, ${formatCount(rows)} rows`}`}
        />
        <FigureCard
          label="Connections"
          value={data.connections === null ? '—' : `${data.connections.active + data.connections.idle} / ${data.connections.max}`}
          detail={
            data.connections === null
              ? UNAVAILABLE
              : `${data.connections.active} active, ${data.connections.idle} idle, ${data.connections.max} allowed`
          }
        />
        <FigureCard
          label="Cache Hit Ratio"
          value={formatPercent(data.cache_hit_ratio)}
          detail={data.cache_hit_ratio === null ? UNAVAILABLE : 'Reads answered from shared buffers'}
        />
      </section>
      {data.unavailable.length > 0 && (
        <p className="perf-note" role="note">
          This database cannot report {data.unavailable.map((name) => FIGURE_NAMES[name] ?? name).join(', ')}: those figures are shown as
          unavailable rather than estimated.
        </p>
      )}
      <Card title="Schemas" className="analytics-card">
        <Schemas database={data} />
      </Card>
      <Card title="Slow Queries" className="analytics-card">
        <SlowQueries queries={data.slow_queries} />
      </Card>
    </div>
  );
}
