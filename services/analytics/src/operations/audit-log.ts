import type { Knex } from 'knex';
import type { Static } from '@atlas/service-kit';
import type { AuditLog, AuditQuery } from '../schemas/analytics';

type Query = Static<typeof AuditQuery>;
type Entry = Static<typeof AuditLog>['results'][number];

interface AuditRow {
  id: string | number;
  action: string;
  description: string;
  created_at: Date;
  site_id: number | null;
  actor_id: number | null;
  actor_name: string | null;
}

const DAY_MS = 86_400_000;

/** The rows the filters keep: by action, by person, and by UTC day (`to` included). */
function filtered(db: Knex, schema: string, query: Query) {
  const rows = db(`${schema}.audit_log`);
  if (query.action) rows.where({ action: query.action });
  if (query.actor) rows.where({ actor_id: query.actor });
  if (query.from) rows.where('created_at', '>=', new Date(`${query.from}T00:00:00Z`));
  if (query.to) rows.where('created_at', '<', new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS));
  return rows;
}

const newestFirst = [
  { column: 'created_at', order: 'desc' as const },
  { column: 'id', order: 'desc' as const },
];
const COLUMNS = ['id', 'action', 'description', 'created_at', 'site_id', 'actor_id', 'actor_name'];

function entryOf(row: AuditRow): Entry {
  return {
    id: Number(row.id),
    action: row.action,
    description: row.description,
    created_at: new Date(row.created_at).toISOString(),
    site: row.site_id,
    actor: row.actor_id === null ? null : { id: row.actor_id, username: row.actor_name },
  };
}

/** One page of the audit log, newest first, with everyone it names (the person filter's choices). */
export async function auditLog(db: Knex, schema: string, query: Query): Promise<Static<typeof AuditLog>> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 50;
  const [counted, rows, actors] = await Promise.all([
    filtered(db, schema, query).count({ count: '*' }).first(),
    filtered(db, schema, query)
      .orderBy(newestFirst)
      .offset((page - 1) * pageSize)
      .limit(pageSize)
      .select(COLUMNS),
    db(`${schema}.audit_log`)
      .whereNotNull('actor_id')
      .groupBy('actor_id')
      .select('actor_id')
      .max({ actor_name: 'actor_name' })
      .orderBy('actor_id'),
  ]);
  return {
    results: (rows as AuditRow[]).map(entryOf),
    count: Number((counted as { count: string | number } | undefined)?.count ?? 0),
    page,
    page_size: pageSize,
    actors: (actors as { actor_id: number; actor_name: string | null }[]).map((actor) => ({
      id: actor.actor_id,
      username: actor.actor_name,
    })),
  };
}

/** At most this many rows in one export (newest first); a narrower filter exports the rest. */
export const AUDIT_EXPORT_LIMIT = 10_000;

/** A CSV cell: quoted, and a leading =, +, - or @ defused so a spreadsheet never runs it as a formula. */
function cell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** The filtered audit log as CSV (time, action, person, site, description), newest first. */
export async function auditCsv(db: Knex, schema: string, query: Query): Promise<string> {
  const rows = (await filtered(db, schema, query).orderBy(newestFirst).limit(AUDIT_EXPORT_LIMIT).select(COLUMNS)) as AuditRow[];
  const lines = [['time', 'action', 'person', 'site', 'description'].map(cell).join(',')];
  for (const row of rows.map(entryOf)) {
    lines.push([row.created_at, row.action, row.actor?.username ?? '', row.site, row.description].map(cell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
