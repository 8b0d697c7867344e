import type { Static } from '@atlas/service-kit';
import type { AuditLog, AuditQuery } from '../schemas/analytics';
import type { Repositories } from '../repositories';
import type { AuditFilter, AuditRow } from '../repositories/audit-log';

type Query = Static<typeof AuditQuery>;
type Entry = Static<typeof AuditLog>['results'][number];

const DAY_MS = 86_400_000;

/** The filters of the query: by action, by person, and by UTC day (`to` included). */
const filterOf = (query: Query): AuditFilter => ({
  action: query.action,
  actor: query.actor,
  from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
  before: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + DAY_MS) : undefined,
});

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
export async function auditLog(repos: Pick<Repositories, 'auditLog'>, query: Query): Promise<Static<typeof AuditLog>> {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 50;
  const filter = filterOf(query);
  const [count, rows, actors] = await Promise.all([
    repos.auditLog.count(filter),
    repos.auditLog.newest(filter, (page - 1) * pageSize, pageSize),
    repos.auditLog.actors(),
  ]);
  return {
    results: rows.map(entryOf),
    count,
    page,
    page_size: pageSize,
    actors: actors.map((actor) => ({
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
export async function auditCsv(repos: Pick<Repositories, 'auditLog'>, query: Query): Promise<string> {
  const rows = await repos.auditLog.newest(filterOf(query), 0, AUDIT_EXPORT_LIMIT);
  const lines = [['time', 'action', 'person', 'site', 'description'].map(cell).join(',')];
  for (const row of rows.map(entryOf)) {
    lines.push([row.created_at, row.action, row.actor?.username ?? '', row.site, row.description].map(cell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
