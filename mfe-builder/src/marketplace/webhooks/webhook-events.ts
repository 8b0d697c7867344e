// The service's event names (WEBHOOK_EVENTS of the marketplace) in the product's words; an event the
// screen does not know yet shows its name.
const EVENT_LABELS: Record<string, string> = {
  'sites.form.submitted': 'Form submitted',
  'sites.page.published': 'Page published',
  'sites.site.published': 'Site published',
  'content.item.published': 'Content published',
  'commerce.order.created': 'Order placed',
  'commerce.order.cancelled': 'Order cancelled',
};

export const eventLabel = (event: string) => EVENT_LABELS[event] ?? event;
