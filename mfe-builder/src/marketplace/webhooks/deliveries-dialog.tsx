import { Badge, Button, EmptyState, ErrorState, Modal, Skeleton, formatDate, type BadgeTone, errorText } from '@atlas/shell-kit';
import type { Webhook, WebhookDelivery } from '@atlas/marketplace/contract';
import { eventLabel } from './webhook-events';
import { useDeliveries, useRefreshDeliveries } from './webhooks-api';

const STATUS: Record<WebhookDelivery['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Retrying', tone: 'warning' },
  delivered: { label: 'Delivered', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

export function DeliveryStatus({ delivery }: { delivery: Pick<WebhookDelivery, 'status' | 'attempts'> }) {
  const status = STATUS[delivery.status];
  // A pending delivery not tried yet is on its way, not retrying.
  const label = delivery.status === 'pending' && delivery.attempts === 0 ? 'Pending' : status.label;
  return <Badge tone={status.tone}>{label}</Badge>;
}

/** What the endpoint answered last: its status code, else the reason the attempt failed. */
const responseText = (delivery: WebhookDelivery) =>
  delivery.last_status_code !== null ? `HTTP ${delivery.last_status_code}` : (delivery.last_error ?? '—');

/** An endpoint's delivery log: each event sent, its attempts, the endpoint's last answer and the next retry. */
export function DeliveriesDialog({ webhook, onClose }: { webhook: Webhook; onClose(): void }) {
  const deliveries = useDeliveries(webhook.id);
  const refresh = useRefreshDeliveries(webhook.id);
  const list = deliveries.data?.results ?? [];
  return (
    <Modal
      open
      size="xl"
      title="Deliveries"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={() => void refresh()} loading={deliveries.isFetching && !deliveries.isPending}>
            Refresh
          </Button>
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <p className="atlas-module-break atlas-muted atlas-module-dialog__subject">{webhook.url}</p>
      {deliveries.isPending ? (
        <Skeleton height={160} />
      ) : deliveries.isError ? (
        <ErrorState
          message={errorText(deliveries.error, 'Failed to load deliveries')}
          onRetry={() => void deliveries.refetch()}
          retryLabel="Retry"
          retrying={deliveries.isFetching}
        />
      ) : list.length === 0 ? (
        <EmptyState title="No deliveries yet" description="Deliveries appear here when one of the endpoint's events happens." />
      ) : (
        <table className="atlas-module-table">
          <caption className="atlas-visually-hidden">Last {list.length} deliveries, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Event</th>
              <th scope="col">Status</th>
              <th scope="col">Attempts</th>
              <th scope="col">Response</th>
              <th scope="col">Next retry</th>
            </tr>
          </thead>
          <tbody>
            {list.map((delivery) => (
              <tr key={delivery.id}>
                <td data-label="Time">{formatDate(delivery.created_at, { time: true })}</td>
                <td data-label="Event">{eventLabel(delivery.event_type)}</td>
                <td data-label="Status">
                  <DeliveryStatus delivery={delivery} />
                </td>
                <td data-label="Attempts">{delivery.attempts}</td>
                <td data-label="Response" className="atlas-module-break">
                  {responseText(delivery)}
                </td>
                <td data-label="Next retry">{delivery.next_attempt_at ? formatDate(delivery.next_attempt_at, { time: true }) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Modal>
  );
}
