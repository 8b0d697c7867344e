import { Badge, Button, formatRelative } from '@atlas/shell-kit';
import type { Webhook } from '@atlas/marketplace/contract';
import { DeliveryStatus } from './deliveries-dialog';
import { eventLabel } from './webhook-events';

/** The newest delivery's status, as the list answers it. */
function LastDelivery({ last }: { last: Webhook['last_delivery'] }) {
  if (!last) return <span className="atlas-muted">No deliveries yet</span>;
  return (
    <span className="atlas-module-row__last">
      <DeliveryStatus delivery={last} /> {eventLabel(last.event_type)}, {formatRelative(last.created_at)}
    </span>
  );
}

interface WebhookRowProps {
  webhook: Webhook;
  onDeliveries(): void;
  onEdit(): void;
  onRotate(): void;
  onDelete(): void;
}

export function WebhookRow({ webhook, onDeliveries, onEdit, onRotate, onDelete }: WebhookRowProps) {
  return (
    <li className="atlas-module-row">
      <div className="atlas-module-row__main">
        <p className="atlas-module-row__title atlas-module-break">{webhook.url}</p>
        <ul className="atlas-module-row__events" aria-label="Events">
          {webhook.events.map((event) => (
            <li key={event} title={event}>
              {eventLabel(event)}
            </li>
          ))}
        </ul>
        <dl className="atlas-module-row__facts">
          <div>
            <dt>Status</dt>
            <dd>{webhook.is_active ? <Badge tone="success">Active</Badge> : <Badge>Paused</Badge>}</dd>
          </div>
          <div>
            <dt>Last delivery</dt>
            <dd>
              <LastDelivery last={webhook.last_delivery} />
            </dd>
          </div>
          <div>
            <dt>Secret</dt>
            <dd>
              <code>{webhook.secret_hint}</code>
            </dd>
          </div>
        </dl>
      </div>
      <div className="atlas-module-row__actions">
        <Button variant="secondary" size="sm" onClick={onDeliveries} aria-label={`Deliveries of ${webhook.url}`}>
          Deliveries
        </Button>
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={`Edit ${webhook.url}`}>
          Edit
        </Button>
        <Button variant="ghost" size="sm" onClick={onRotate} aria-label={`Rotate secret of ${webhook.url}`}>
          Rotate secret
        </Button>
        <Button variant="ghost" size="sm" className="atlas-module-row__delete" onClick={onDelete} aria-label={`Delete ${webhook.url}`}>
          Delete
        </Button>
      </div>
    </li>
  );
}
