import type { Knex } from 'knex';
import type { AlertSeverity, AlertStatus, AlertType } from '../constants';
import { SCHEMA, table } from './db';

export interface AlertRow {
  id: number;
  alert_type: AlertType;
  subject: string;
  title: string;
  message: string;
  severity: AlertSeverity;
  status: AlertStatus;
  first_occurrence: Date;
  last_occurrence: Date;
  occurrence_count: number;
  actual_value: number;
  threshold_value: number;
  acknowledged_by: number | null;
  acknowledged_at: Date | null;
  resolved_by: number | null;
  resolved_at: Date | null;
}

/** A condition that holds now. */
export interface Occurrence {
  alert_type: AlertType;
  /** '' for the machine; 'site id:path' for a page's vitals. */
  subject: string;
  title: string;
  message: string;
  severity: AlertSeverity;
  actual_value: number;
  threshold_value: number;
  at: Date;
}

const OPEN = ['new', 'acknowledged'];

/** Alerts and their transitions (who moved an alert, from what, when). */
export function alertsRepository(db: Knex) {
  const alerts = (trx?: Knex.Transaction) => table(trx ?? db, 'alerts');
  const transitions = (trx?: Knex.Transaction) => table(trx ?? db, 'alert_transitions');

  return {
    /**
     * Records an occurrence in one transaction: the open alert of its condition counts it; else the
     * latest resolved one re-opens as new; else a new alert starts. The insert is an upsert on the
     * one-open-alert index, so a process racing this one adds to the alert it made instead of
     * making a second (a re-open racing an insert fails on that index: the caller tries again).
     * `opened` tells whether the alert became new (to publish it).
     */
    async record(trx: Knex.Transaction, occurrence: Occurrence): Promise<{ alert: AlertRow; opened: boolean }> {
      const { alert_type, subject, at } = occurrence;
      const latest = {
        title: occurrence.title,
        message: occurrence.message,
        severity: occurrence.severity,
        actual_value: occurrence.actual_value,
        threshold_value: occurrence.threshold_value,
        last_occurrence: at,
      };
      const [counted] = await alerts(trx)
        .where({ alert_type, subject })
        .whereIn('status', OPEN)
        .update({ ...latest, occurrence_count: trx.raw('occurrence_count + 1') })
        .returning('*');
      if (counted) return { alert: counted, opened: false };

      const resolved = await alerts(trx).where({ alert_type, subject, status: 'resolved' }).orderBy('resolved_at', 'desc').first('id');
      if (resolved) {
        const [reopened] = await alerts(trx)
          .where({ id: resolved.id, status: 'resolved' })
          .update({ ...latest, status: 'new', occurrence_count: trx.raw('occurrence_count + 1') })
          .returning('*');
        if (reopened) {
          await transitions(trx).insert({ alert_id: reopened.id, from_status: 'resolved', to_status: 'new', user_id: null, at });
          return { alert: reopened, opened: true };
        }
      }

      const result = await trx.raw(
        `insert into ${SCHEMA}.alerts (alert_type, subject, title, message, severity, status, first_occurrence, last_occurrence,
           occurrence_count, actual_value, threshold_value)
         values (:alert_type, :subject, :title, :message, :severity, 'new', :at, :at, 1, :actual_value, :threshold_value)
         on conflict (alert_type, subject) where status <> 'resolved' do update
         set occurrence_count = ${SCHEMA}.alerts.occurrence_count + 1, last_occurrence = excluded.last_occurrence,
           title = excluded.title, message = excluded.message, severity = excluded.severity,
           actual_value = excluded.actual_value, threshold_value = excluded.threshold_value
         returning *, (xmax = 0) as inserted`,
        { ...occurrence },
      );
      const { inserted, ...alert } = result.rows[0] as AlertRow & { inserted: boolean };
      if (inserted) await transitions(trx).insert({ alert_id: alert.id, from_status: null, to_status: 'new', user_id: null, at });
      return { alert, opened: inserted };
    },

    async byId(id: number, trx?: Knex.Transaction, forUpdate = false): Promise<AlertRow | undefined> {
      const query = alerts(trx).where({ id }).first();
      return forUpdate ? query.forUpdate() : query;
    },

    async move(trx: Knex.Transaction, alert: AlertRow, to: AlertStatus, userId: number, at: Date): Promise<AlertRow> {
      const changes =
        to === 'acknowledged'
          ? { status: to, acknowledged_by: userId, acknowledged_at: at }
          : { status: to, resolved_by: userId, resolved_at: at };
      const [moved] = await alerts(trx).where({ id: alert.id }).update(changes).returning('*');
      await transitions(trx).insert({ alert_id: alert.id, from_status: alert.status, to_status: to, user_id: userId, at });
      return moved;
    },

    async list(filter: { status?: AlertStatus; severity?: AlertSeverity }, limit = 500): Promise<{ rows: AlertRow[]; count: number }> {
      const where = (query: Knex.QueryBuilder) => {
        if (filter.status) query.where('status', filter.status);
        if (filter.severity) query.where('severity', filter.severity);
        return query;
      };
      const [{ count }] = await where(alerts().count('* as count'));
      const rows = await where(alerts().select('*').orderBy('last_occurrence', 'desc').orderBy('id', 'desc').limit(limit));
      return { rows, count: Number(count) };
    },

    async openCounts(): Promise<{ open: number; critical: number }> {
      const [row] = await alerts()
        .whereIn('status', OPEN)
        .select(db.raw(`count(*)::int as open, count(*) filter (where severity = 'critical')::int as critical`));
      return { open: row.open, critical: row.critical };
    },

    async transitionsOf(id: number): Promise<{ from_status: string | null; to_status: string; user_id: number | null; at: Date }[]> {
      return transitions().where({ alert_id: id }).orderBy('id').select('from_status', 'to_status', 'user_id', 'at');
    },
  };
}
export type AlertsRepository = ReturnType<typeof alertsRepository>;
