import type { Static } from '@atlas/service-kit';
import type { AlertRow } from '../repositories/alerts';
import type { Alert } from '../schemas/performance';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** An alert as the API shows it (the subject stays inside: the title names the page). */
export function presentAlert(row: AlertRow): Static<typeof Alert> {
  return {
    id: row.id,
    alert_type: row.alert_type,
    title: row.title,
    message: row.message,
    severity: row.severity,
    status: row.status,
    first_occurrence: iso(row.first_occurrence) as string,
    last_occurrence: iso(row.last_occurrence) as string,
    occurrence_count: row.occurrence_count,
    actual_value: Number(row.actual_value),
    threshold_value: Number(row.threshold_value),
    acknowledged_by: row.acknowledged_by,
    acknowledged_at: iso(row.acknowledged_at),
    resolved_by: row.resolved_by,
    resolved_at: iso(row.resolved_at),
  };
}
