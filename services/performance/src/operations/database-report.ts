import type { Static } from '@atlas/service-kit';
import type { Deps } from '../deps';
import type { DatabaseReport } from '../schemas/performance';

type Report = Static<typeof DatabaseReport>;

/** What the embedded database (PGlite, one process, its statistics never flushed) cannot tell. */
const EMBEDDED_UNAVAILABLE = ['rows', 'seq_scans', 'index_scans', 'index_usage', 'connections', 'cache_hit_ratio', 'slow_queries'];

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

/**
 * Per schema (every service has one): tables, their size on disk and, on a PostgreSQL server, their
 * live rows and scans (pg_stat_user_tables); the server's connections to this database, its buffer
 * cache hit ratio and the slowest statements (pg_stat_statements, when the extension is installed).
 */
export async function databaseReport(deps: Deps): Promise<Report> {
  const embedded = deps.engine === 'embedded';
  const tables = await deps.database.tables();
  const schemas = new Map<string, Report['schemas'][number]>();
  for (const row of tables) {
    const name = row.schema;
    let schema = schemas.get(name);
    if (!schema) {
      schema = { schema: name, size_bytes: 0, rows: embedded ? null : 0, tables: [] };
      schemas.set(name, schema);
    }
    const seq = embedded || row.seq_scans === null ? null : Number(row.seq_scans);
    const index = embedded || row.index_scans === null ? null : Number(row.index_scans);
    const rows = embedded || row.rows === null ? null : Number(row.rows);
    schema.size_bytes += Number(row.size_bytes);
    if (schema.rows !== null && rows !== null) schema.rows += rows;
    schema.tables.push({
      table: row.table,
      rows,
      size_bytes: Number(row.size_bytes),
      seq_scans: seq,
      index_scans: index,
      index_usage: seq === null || index === null ? null : percent(index, seq + index),
    });
  }
  const report: Report = {
    engine: embedded ? 'embedded' : 'postgresql',
    schemas: [...schemas.values()],
    connections: null,
    cache_hit_ratio: null,
    slow_queries: null,
    unavailable: embedded ? [...EMBEDDED_UNAVAILABLE] : [],
  };
  if (embedded) return report;

  report.connections = await deps.database.connections();
  const { hit, read } = await deps.database.cacheBlocks();
  report.cache_hit_ratio = percent(Number(hit), Number(hit) + Number(read));
  report.slow_queries = await slowStatements(deps);
  if (report.slow_queries === null) report.unavailable.push('slow_queries');
  return report;
}

/** The ten statements slowest on average in this database, or null when pg_stat_statements is not installed or not loaded. */
async function slowStatements(deps: Deps): Promise<Report['slow_queries']> {
  const statements = await deps.database.slowestStatements();
  return (
    statements?.map((row) => ({
      query: String(row.query).slice(0, 1000),
      calls: Number(row.calls),
      mean_ms: Math.round(Number(row.mean_ms) * 100) / 100,
      total_ms: Math.round(Number(row.total_ms) * 100) / 100,
    })) ?? null
  );
}
