import type { Knex } from 'knex';
import type { Db } from './db';

/**
 * Runs `sql` with the rows bound as one JSON document (read back with jsonb_to_recordset): one bind
 * parameter per statement instead of one per value, which PostgreSQL parses far faster.
 */
export async function withRows<Row, Out = unknown>(trx: Db, rows: Row[], sql: string, extra: unknown[] = []): Promise<Out[]> {
  if (rows.length === 0) return [];
  const { rows: out } = await trx.raw(sql, [JSON.stringify(rows), ...extra] as Knex.RawBinding[]);
  return out as Out[];
}
