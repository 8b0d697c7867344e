import { useState } from 'react';
import { Button, Card, EmptyState, Select, formatDate, useAuth, useToast, errorText } from '@atlas/shell-kit';
import { useAlertAction, useAlerts, type AlertAction } from '../api/alerts';
import type { Alert, AlertSeverity, AlertStatus } from '../api/types';
import { PanelError, PanelLoading } from '../panel-state';
import { SEVERITY_LABEL, STATUS_LABEL, SeverityBadge, StatusBadge } from './alert-badges';

const STATUS_OPTIONS = [{ value: '', label: 'All statuses' }, ...Object.entries(STATUS_LABEL).map(([value, label]) => ({ value, label }))];
const SEVERITY_OPTIONS = [
  { value: '', label: 'All severities' },
  ...Object.entries(SEVERITY_LABEL).map(([value, label]) => ({ value, label })),
];

/** Percentages and milliseconds as the alert type measures them. */
function formatAlertValue(alert: Alert, value: number): string {
  if (alert.alert_type === 'cls') return String(Number(value.toFixed(3)));
  if (alert.alert_type === 'lcp' || alert.alert_type === 'inp') return `${Math.round(value)} ms`;
  return `${Number(value.toFixed(1))}%`;
}

/** The service names who moved an alert by user id: ' by you' for the signed-in user. */
function byWhom(userId: number | null, me: number | undefined): string {
  if (userId === null) return '';
  return userId === me ? ' by you' : ` by user ${userId}`;
}

function AlertRow({
  alert,
  me,
  pending,
  onAction,
}: {
  alert: Alert;
  me: number | undefined;
  pending: AlertAction | null;
  onAction(action: AlertAction): void;
}) {
  return (
    <li className={`perf-alert perf-alert--${alert.severity}`} aria-label={alert.title}>
      <div className="perf-alert__head">
        <SeverityBadge severity={alert.severity} />
        <StatusBadge status={alert.status} />
        <h3 className="perf-alert__title">{alert.title}</h3>
      </div>
      <p className="perf-alert__message">{alert.message}</p>
      <dl className="perf-alert__facts">
        <div>
          <dt>Actual</dt>
          <dd>{formatAlertValue(alert, alert.actual_value)}</dd>
        </div>
        <div>
          <dt>Threshold</dt>
          <dd>{formatAlertValue(alert, alert.threshold_value)}</dd>
        </div>
        <div>
          <dt>Occurrences</dt>
          <dd>{alert.occurrence_count}</dd>
        </div>
        <div>
          <dt>First seen</dt>
          <dd>{formatDate(alert.first_occurrence, { time: true })}</dd>
        </div>
        <div>
          <dt>Last seen</dt>
          <dd>{formatDate(alert.last_occurrence, { time: true })}</dd>
        </div>
        {alert.acknowledged_at && (
          <div>
            {/* A re-opened alert keeps its earlier transitions. */}
            <dt>{alert.status === 'new' ? 'Previously acknowledged' : 'Acknowledged'}</dt>
            <dd>
              {formatDate(alert.acknowledged_at, { time: true })}
              {byWhom(alert.acknowledged_by, me)}
            </dd>
          </div>
        )}
        {alert.resolved_at && (
          <div>
            <dt>{alert.status === 'resolved' ? 'Resolved' : 'Previously resolved'}</dt>
            <dd>
              {formatDate(alert.resolved_at, { time: true })}
              {byWhom(alert.resolved_by, me)}
            </dd>
          </div>
        )}
      </dl>
      {alert.status !== 'resolved' && (
        <div className="perf-alert__actions">
          {alert.status === 'new' && (
            <Button
              size="sm"
              variant="secondary"
              loading={pending === 'acknowledge'}
              disabled={pending !== null}
              onClick={() => onAction('acknowledge')}
            >
              Acknowledge
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            loading={pending === 'resolve'}
            disabled={pending !== null}
            onClick={() => onAction('resolve')}
          >
            Resolve
          </Button>
        </div>
      )}
    </li>
  );
}

/** The Alerts tab: alerts raised from the limits, filtered by status and severity, acknowledged and resolved on the server. */
export function AlertsPanel() {
  const [status, setStatus] = useState<AlertStatus | null>(null);
  const [severity, setSeverity] = useState<AlertSeverity | null>(null);
  const alerts = useAlerts(status, severity);
  const move = useAlertAction();
  const toast = useToast();
  const me = useAuth().user?.id;
  const pendingFor = (id: number) => (move.isPending && move.variables?.id === id ? move.variables.action : null);

  function act(alert: Alert, action: AlertAction) {
    move.mutate(
      { id: alert.id, action },
      {
        onSuccess: () => toast.success(action === 'acknowledge' ? 'Alert acknowledged' : 'Alert resolved'),
        onError: (error) =>
          toast.error(errorText(error, action === 'acknowledge' ? 'Failed to acknowledge alert' : 'Failed to resolve alert')),
      },
    );
  }

  return (
    <div className="analytics-stack">
      <div className="analytics-toolbar">
        <Select
          label="Status"
          value={status ?? ''}
          options={STATUS_OPTIONS}
          onChange={(event) => setStatus((event.target.value || null) as AlertStatus | null)}
        />
        <Select
          label="Severity"
          value={severity ?? ''}
          options={SEVERITY_OPTIONS}
          onChange={(event) => setSeverity((event.target.value || null) as AlertSeverity | null)}
        />
      </div>
      {alerts.isPending && <PanelLoading label="Loading alerts" />}
      {alerts.isError && <PanelError query={alerts} text="Failed to load alerts" />}
      {alerts.data && (
        <Card className="analytics-card" aria-label="Alerts">
          <p className="analytics-muted">{alerts.data.count === 1 ? '1 alert' : `${alerts.data.count} alerts`}</p>
          {alerts.data.results.length === 0 ? (
            <EmptyState
              title={status || severity ? 'No alerts match these filters' : 'No alerts'}
              description="Alerts are raised when CPU, memory, disk, error rate, Core Web Vitals or the cache hit rate cross their limits."
            />
          ) : (
            <ul className="perf-alerts">
              {alerts.data.results.map((alert) => (
                <AlertRow key={alert.id} alert={alert} me={me} pending={pendingFor(alert.id)} onAction={(action) => act(alert, action)} />
              ))}
            </ul>
          )}
        </Card>
      )}
    </div>
  );
}
