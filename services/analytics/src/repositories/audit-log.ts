import type { Knex } from 'knex';
import { table, type Db } from './db';
import type { Actor } from './activity';

/** The staff audit log's kinds of change (docs/contracts.md, analytics: `GET /api/analytics/audit/`). */
export type AuditAction = 'role' | 'settings' | 'domain' | 'module';

export interface AuditRow {
  id: string | number;
  action: string;
  description: string;
  created_at: Date;
  site_id: number | null;
  actor_id: number | null;
  actor_name: string | null;
}

export type NewAuditEntry = Actor & { action: AuditAction; description: string; site_id: number | null; created_at: Date };

/** The filters of the audit log: by action, by person, from a time and before a time. */
export interface AuditFilter {
  action?: string;
  actor?: number;
  from?: Date;
  before?: Date;
}

const newestFirst = [
  { column: 'created_at', order: 'desc' as const },
  { column: 'id', order: 'desc' as const },
];
const COLUMNS = ['id', 'action', 'description', 'created_at', 'site_id', 'actor_id', 'actor_name'];

/** The staff audit log: who changed roles, settings, domains and modules. */
export function auditLogRepository(db: Knex) {
  const filtered = (filter: AuditFilter, trx?: Db) => {
    const rows = table(trx ?? db, 'audit_log');
    if (filter.action) rows.where({ action: filter.action });
    if (filter.actor) rows.where({ actor_id: filter.actor });
    if (filter.from) rows.where('created_at', '>=', filter.from);
    if (filter.before) rows.where('created_at', '<', filter.before);
    return rows;
  };

  return {
    async insert(entry: NewAuditEntry, trx?: Db): Promise<void> {
      await table(trx ?? db, 'audit_log').insert(entry);
    },
    async count(filter: AuditFilter, trx?: Db): Promise<number> {
      const counted = (await filtered(filter, trx).count({ count: '*' }).first()) as { count: string | number } | undefined;
      return Number(counted?.count ?? 0);
    },
    /** The filtered entries, newest first, from `offset` on (at most `limit`). */
    async newest(filter: AuditFilter, offset: number, limit: number, trx?: Db): Promise<AuditRow[]> {
      return filtered(filter, trx).orderBy(newestFirst).offset(offset).limit(limit).select(COLUMNS);
    },
    /** Everyone the log names, by id, with their latest name. */
    async actors(trx?: Db): Promise<{ actor_id: number; actor_name: string | null }[]> {
      const rows = await table(trx ?? db, 'audit_log')
        .whereNotNull('actor_id')
        .groupBy('actor_id')
        .select('actor_id')
        .max({ actor_name: 'actor_name' })
        .orderBy('actor_id');
      return rows as { actor_id: number; actor_name: string | null }[];
    },
  };
}
