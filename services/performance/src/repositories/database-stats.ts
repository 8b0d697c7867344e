import type { Knex } from 'knex';

/** A table of any service's schema with its size on disk and (on a PostgreSQL server) its live rows and scans; bigints as text. */
export interface TableStats {
  schema: string;
  table: string;
  size_bytes: string;
  rows: string | null;
  seq_scans: string | null;
  index_scans: string | null;
}

/** A statement of pg_stat_statements: calls a bigint as text, times in milliseconds. */
export interface StatementStats {
  query: string;
  calls: string;
  mean_ms: number;
  total_ms: number;
}

/** What the database server tells of itself: the catalogue's and the statistics views' answers. */
export function databaseStatsRepository(db: Knex) {
  return {
    /** Answers once the database does (a failed round trip throws). */
    async ping(): Promise<void> {
      await db.raw('select 1');
    },

    /** Every table of every schema (the system's left out), by schema and name. */
    async tables(): Promise<TableStats[]> {
      const result = await db.raw(
        `select n.nspname as schema, c.relname as table, pg_total_relation_size(c.oid)::bigint as size_bytes,
           s.n_live_tup::bigint as rows, s.seq_scan::bigint as seq_scans, s.idx_scan::bigint as index_scans
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
         left join pg_stat_user_tables s on s.relid = c.oid
         where c.relkind in ('r', 'p') and n.nspname not in ('information_schema') and n.nspname not like 'pg\\_%'
         order by n.nspname, c.relname`,
      );
      return result.rows;
    },

    /** The server's connections to this database: active, idle and the most it allows. */
    async connections(): Promise<{ active: number; idle: number; max: number }> {
      const result = await db.raw(
        `select count(*) filter (where state = 'active')::int as active, count(*) filter (where state like 'idle%')::int as idle,
           current_setting('max_connections')::int as max
         from pg_stat_activity where datname = current_database()`,
      );
      return result.rows[0];
    },

    /** This database's blocks found in the buffer cache and read from disk (bigints as text). */
    async cacheBlocks(): Promise<{ hit: string; read: string }> {
      const result = await db.raw(
        `select blks_hit::bigint as hit, blks_read::bigint as read from pg_stat_database where datname = current_database()`,
      );
      return result.rows[0];
    },

    /**
     * The ten statements slowest on average in this database; null when pg_stat_statements is not
     * installed, or installed but not loaded (the view then refuses to answer).
     */
    async slowestStatements(): Promise<StatementStats[] | null> {
      const installed = await db.raw(`select 1 from pg_extension where extname = 'pg_stat_statements'`);
      if (installed.rows.length === 0) return null;
      try {
        const result = await db.raw(
          `select query, calls::bigint as calls, mean_exec_time as mean_ms, total_exec_time as total_ms from pg_stat_statements
           where dbid = (select oid from pg_database where datname = current_database()) order by mean_exec_time desc limit 10`,
        );
        return result.rows;
      } catch {
        // installed but not in shared_preload_libraries
        return null;
      }
    },
  };
}
export type DatabaseStatsRepository = ReturnType<typeof databaseStatsRepository>;
