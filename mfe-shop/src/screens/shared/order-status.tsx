import { Badge, type BadgeTone } from '@atlas/shell-kit';
import { PAYMENT_METHODS } from '@atlas/commerce/contract';

// pending amber, processing and shipped blue, delivered and completed green, cancelled red; others grey
const TONES: Record<string, BadgeTone> = {
  pending: 'warning',
  processing: 'info',
  shipped: 'info',
  delivered: 'success',
  completed: 'success',
  cancelled: 'danger',
  refunded: 'neutral',
};

export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ');

export function OrderStatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{statusLabel(status)}</Badge>;
}

/** 'stripe' → 'Credit Card'. */
export const paymentMethodLabel = (method: string) => PAYMENT_METHODS.find((m) => m.value === method)?.label ?? statusLabel(method);
