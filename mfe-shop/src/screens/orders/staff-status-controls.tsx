import { useState } from 'react';
import { Button, Card, Input, useToast, errorText } from '@atlas/shell-kit';
import { ORDER_TRANSITIONS } from '@atlas/commerce/contract';
import { useUpdateOrderStatus, type ShopOrder } from '../../api/orders';
import { statusLabel } from '../shared/order-status';
import { useStore } from '../../store/store-context';

/** Staff (a site's admins) move an order along its steps (processing → shipped with a tracking number → delivered ...); cancelling is Cancel Order's. */
export function StaffStatusControls({ order }: { order: ShopOrder }) {
  const update = useUpdateOrderStatus(useStore(), order.id);
  const toast = useToast();
  const [tracking, setTracking] = useState(order.tracking_number);
  const steps = (ORDER_TRANSITIONS[order.status] ?? []).filter((status) => status !== 'cancelled');
  if (steps.length === 0) return null;

  const move = (status: string) =>
    update.mutate(
      { status, ...(status === 'shipped' && tracking.trim() ? { tracking_number: tracking.trim() } : {}) },
      {
        onSuccess: () => toast.success(`Order marked as ${statusLabel(status).toLowerCase()}`),
        onError: (error) => toast.error(errorText(error, 'Failed to update order status')),
      },
    );

  return (
    <Card title="Update Status" className="shop-staff-status">
      {steps.includes('shipped') && (
        <Input label="Tracking number" value={tracking} maxLength={100} onChange={(event) => setTracking(event.target.value)} />
      )}
      <div className="shop-staff-status__buttons">
        {steps.map((status) => (
          <Button
            key={status}
            variant={status === 'refunded' ? 'danger' : 'primary'}
            disabled={update.isPending}
            onClick={() => move(status)}
          >
            {status === 'refunded' ? 'Refund' : `Mark as ${statusLabel(status)}`}
          </Button>
        ))}
      </div>
    </Card>
  );
}
