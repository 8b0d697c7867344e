import type { Knex } from 'knex';
import type { ServiceEvents } from '@atlas/service-kit';
import type { AlertRow } from '../repositories/alerts';

export const ALERT_RAISED = 'performance.alert.raised';

/** `performance.alert.raised` (key: alert type): an alert became new, first raised or re-opened. */
export async function publishAlertRaised(events: ServiceEvents, trx: Knex.Transaction, alert: AlertRow): Promise<void> {
  await events.publish(trx, {
    type: ALERT_RAISED,
    key: alert.alert_type,
    payload: { alert_id: alert.id, alert_type: alert.alert_type, severity: alert.severity, title: alert.title },
  });
}
