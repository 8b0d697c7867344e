import type { ShopOrder } from '../../api/orders';

export interface TimelineEvent {
  title: string;
  at: string;
  note?: string;
}

/** What happened to an order, oldest first: placed always, then confirmed, shipped, delivered (and cancelled) as they happen. */
export function orderTimeline(order: ShopOrder): TimelineEvent[] {
  const events: TimelineEvent[] = [{ title: 'Order placed', at: order.created_at }];
  if (order.status !== 'pending') events.push({ title: 'Order confirmed', at: order.updated_at });
  if (order.shipped_at) {
    events.push({
      title: 'Order shipped',
      at: order.shipped_at,
      note: order.tracking_number ? `Tracking number: ${order.tracking_number}` : undefined,
    });
  }
  if (order.delivered_at) events.push({ title: 'Order delivered', at: order.delivered_at });
  if (order.cancelled_at) events.push({ title: 'Order cancelled', at: order.cancelled_at });
  return events;
}
