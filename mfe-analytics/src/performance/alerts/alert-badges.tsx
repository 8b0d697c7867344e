import { Badge, type BadgeTone } from '@atlas/shell-kit';
import type { AlertSeverity, AlertStatus } from '../api/types';

const SEVERITY_TONE: Record<AlertSeverity, BadgeTone> = { low: 'info', medium: 'warning', high: 'danger', critical: 'danger' };
const STATUS_TONE: Record<AlertStatus, BadgeTone> = { new: 'danger', acknowledged: 'warning', resolved: 'success' };

export const SEVERITY_LABEL: Record<AlertSeverity, string> = { low: 'Low', medium: 'Medium', high: 'High', critical: 'Critical' };
export const STATUS_LABEL: Record<AlertStatus, string> = { new: 'New', acknowledged: 'Acknowledged', resolved: 'Resolved' };

export function SeverityBadge({ severity }: { severity: AlertSeverity }) {
  return (
    <Badge tone={SEVERITY_TONE[severity]} className={`perf-severity perf-severity--${severity}`}>
      {SEVERITY_LABEL[severity]}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: AlertStatus }) {
  return (
    <Badge tone={STATUS_TONE[status]} className={`perf-status perf-status--${status}`}>
      {STATUS_LABEL[status]}
    </Badge>
  );
}
