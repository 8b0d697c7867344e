import { Badge, Card, ErrorState, PageHeader, Skeleton, errorText, type BadgeTone } from '@atlas/shell-kit';
import { HEALTH_REFRESH_MS, usePlatformHealth, type ServiceHealth } from './platform';
import '../account/account.css';

const STATUS: Record<ServiceHealth['status'], { label: string; tone: BadgeTone }> = {
  up: { label: 'Ready', tone: 'success' },
  stopping: { label: 'Stopping', tone: 'warning' },
  down: { label: 'Down', tone: 'danger' },
};

/** '3 d 4 h', '2 h 5 min', '45 s'. */
export function formatUptime(seconds: number | null): string {
  if (seconds === null) return '—';
  const days = Math.floor(seconds / 86400);
  const hours = Math.floor((seconds % 86400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  if (minutes > 0) return `${minutes} min`;
  return `${seconds} s`;
}

function eventLag(outbox: ServiceHealth['outbox']): string {
  if (!outbox) return '—';
  if (outbox.pending === 0) return 'None waiting';
  return `${outbox.pending} waiting${outbox.oldest_seconds === null ? '' : `, oldest ${formatUptime(outbox.oldest_seconds)}`}`;
}

/** /dashboard/dev/health (staff): every service's readiness, version, uptime and event backlog. */
export function HealthScreen() {
  const health = usePlatformHealth();
  const services = health.data?.services ?? [];
  const ready = services.filter((service) => service.status === 'up').length;
  return (
    <div className="atlas-screen">
      <PageHeader title="Health" subtitle={`Every service of the platform, read again every ${HEALTH_REFRESH_MS / 1000} seconds.`} />
      {health.isPending ? (
        <Card aria-busy="true">
          <Skeleton height={200} />
        </Card>
      ) : health.isError && !health.data ? (
        <ErrorState message={errorText(health.error, 'The system status could not be read.')} onRetry={() => void health.refetch()} />
      ) : (
        <Card
          title="Services"
          actions={
            <div className="health-summary" aria-live="polite">
              <Badge tone={ready === services.length ? 'success' : ready === 0 ? 'danger' : 'warning'}>
                {ready} of {services.length} ready
              </Badge>
              <span className="account-hint">Checked {new Date(health.data.checked_at).toLocaleTimeString()}</span>
            </div>
          }
        >
          <div className="account-table-wrap" tabIndex={0} role="group" aria-label="Services (scrolls sideways)">
            <table className="account-table">
              <caption className="atlas-visually-hidden">Services and their health</caption>
              <thead>
                <tr>
                  <th scope="col">Service</th>
                  <th scope="col">Status</th>
                  <th scope="col">Version</th>
                  <th scope="col">Uptime</th>
                  <th scope="col">Response</th>
                  <th scope="col">Events not yet published</th>
                </tr>
              </thead>
              <tbody>
                {services.map((service) => (
                  <tr key={service.name}>
                    <th scope="row">{service.name}</th>
                    <td>
                      <Badge tone={STATUS[service.status].tone}>{STATUS[service.status].label}</Badge>
                      {service.detail && service.status !== 'up' && <div className="account-hint">{service.detail}</div>}
                    </td>
                    <td>{service.version ?? '—'}</td>
                    <td>{formatUptime(service.uptime_seconds)}</td>
                    <td>{service.response_ms === null ? '—' : `${service.response_ms} ms`}</td>
                    <td>{eventLag(service.outbox)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      )}
    </div>
  );
}
