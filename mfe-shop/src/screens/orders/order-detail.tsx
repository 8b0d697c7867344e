import { useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { Button, Card, ConfirmDialog, EmptyState, PageHeader, formatDate, errorText } from '@atlas/shell-kit';
import { CANCELLABLE_STATUSES, COUNTRIES, type OrderStatus } from '@atlas/commerce/contract';
import { orderToken } from '../../api/order-tokens';
import { useCancelOrder, useOrder, type ShopOrder } from '../../api/orders';
import { Loading } from '../shared/loading';
import { formatPrice } from '../shared/money';
import { OrderStatusBadge, paymentMethodLabel, statusLabel } from '../shared/order-status';
import { useShopPaths } from '../shared/shop-paths';
import { orderTimeline } from './order-timeline';
import { StaffStatusControls } from './staff-status-controls';
import './orders.css';
import { useStore } from '../../store/store-context';
import { useStoreAllows } from '../../store/store-access';
import { useStorePaths } from '../../store/store-paths';

const BackToOrders = () => (
  <Link className="atlas-btn atlas-btn--secondary atlas-btn--md" to={useStorePaths().orders}>
    Back to Orders
  </Link>
);

function Address({ order, prefix }: { order: ShopOrder; prefix: 'billing' | 'shipping' }) {
  const field = (name: string) => order[`${prefix}_${name}`] ?? '';
  const country = COUNTRIES.find((c) => c.value === field('country'))?.label ?? field('country');
  return (
    <address className="shop-address-view">
      {field('first_name')} {field('last_name')}
      <br />
      {field('address_1')}
      {field('address_2') && (
        <>
          <br />
          {field('address_2')}
        </>
      )}
      <br />
      {[field('city'), field('state'), field('postal_code')].filter(Boolean).join(', ')}
      <br />
      {country}
    </address>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} aria-label={title}>
      {children}
    </Card>
  );
}

function OrderView({ order, token }: { order: ShopOrder; token?: string }) {
  const store = useStore();
  // The platform's status steps are staff's; a site's its admins'. A member's cancel is manage too.
  const manages = useStoreAllows('manage');
  const paths = useShopPaths();
  const location = useLocation();
  const [params] = useSearchParams();
  const cancel = useCancelOrder(store, order.id, token);
  const [confirming, setConfirming] = useState(false);
  const justCreated = (location.state as { created?: boolean } | null)?.created === true || params.get('created') === '1';
  const cancellable = CANCELLABLE_STATUSES.includes(order.status as OrderStatus) && (store.site === null || manages);
  // A cancelled order says so in place of the thanks, also on the page the checkout opened.
  const ended = order.status === 'cancelled' || order.status === 'refunded';
  const refunded = order.payments.some((payment) => payment.status === 'refunded');

  return (
    <div className="atlas-screen shop-order">
      {ended ? (
        <div className="shop-thanks shop-thanks--ended" role="status">
          <p className="shop-thanks__title">This order has been {order.status === 'refunded' ? 'refunded' : 'cancelled'}</p>
          <p>
            Order {order.order_number} was {order.status}
            {order.cancelled_at ? ` on ${formatDate(order.cancelled_at, { time: true })}` : ''}.
            {refunded && ' Your payment has been refunded.'}
          </p>
        </div>
      ) : (
        justCreated && (
          <div className="shop-thanks" role="status">
            <p className="shop-thanks__title">Thank you for your order!</p>
            <p>
              Order {order.order_number} has been placed. We&apos;ll send updates to {order.customer_email}.
              {token && ' Keep this page’s address to see your order again.'}
            </p>
          </div>
        )
      )}
      <PageHeader
        title={
          <span className="shop-order__title">
            Order {order.order_number} <OrderStatusBadge status={order.status} />
          </span>
        }
        subtitle={`Placed ${formatDate(order.created_at, { time: true })}`}
        actions={
          <>
            {paths.isPublic && (
              <Link className="atlas-btn atlas-btn--secondary atlas-btn--md" to={paths.products}>
                Continue Shopping
              </Link>
            )}
            <BackToOrders />
            {cancellable && (
              <Button variant="danger" onClick={() => setConfirming(true)} disabled={cancel.isPending}>
                {cancel.isPending ? 'Cancelling...' : 'Cancel Order'}
              </Button>
            )}
          </>
        }
      />
      <div className="shop-order__layout">
        <div className="shop-order__main">
          <Section title="Items">
            <table className="shop-items">
              <thead>
                <tr>
                  <th scope="col">Product</th>
                  <th scope="col">Quantity</th>
                  <th scope="col">Price</th>
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {order.items.map((item) => (
                  <tr key={item.id}>
                    <td data-label="Product">
                      <strong>{item.product_name}</strong>
                      <span className="shop-muted">SKU: {item.product_sku || '—'}</span>
                      {Object.entries(item.variation_details).length > 0 && (
                        <span className="shop-muted">
                          {Object.entries(item.variation_details)
                            .map(([name, value]) => `${name}: ${value}`)
                            .join(', ')}
                        </span>
                      )}
                    </td>
                    <td data-label="Quantity">{item.quantity}</td>
                    <td data-label="Price">{formatPrice(item.unit_price)} each</td>
                    <td data-label="Total">{formatPrice(item.total_price)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Section>
          <Section title="Timeline">
            <ol className="shop-timeline">
              {orderTimeline(order).map((event) => (
                <li key={event.title}>
                  <strong>{event.title}</strong>
                  <span className="shop-muted">{formatDate(event.at, { time: true })}</span>
                  {event.note && <span>{event.note}</span>}
                </li>
              ))}
            </ol>
          </Section>
          <Section title="Payments">
            {order.payments.length === 0 ? (
              <p className="shop-muted">No payments yet.</p>
            ) : (
              <ul className="shop-payments">
                {order.payments.map((payment) => (
                  <li key={payment.id}>
                    <span>
                      <strong>{paymentMethodLabel(payment.payment_method)}</strong> · {statusLabel(payment.status)}
                    </span>
                    <span>
                      {formatPrice(payment.amount)} {payment.currency}
                    </span>
                    <span className="shop-muted">
                      {payment.transaction_id && `${payment.transaction_id} · `}
                      {formatDate(payment.created_at, { time: true })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
        <div className="shop-order__side">
          {manages && <StaffStatusControls order={order} />}
          <Section title="Summary">
            <dl className="shop-summary">
              <dt>Subtotal</dt>
              <dd>{formatPrice(order.subtotal)}</dd>
              <dt>Discount{order.discount_code ? ` (${order.discount_code})` : ''}</dt>
              <dd>{order.discount_amount > 0 ? `−${formatPrice(order.discount_amount)}` : formatPrice(0)}</dd>
              <dt>Shipping</dt>
              <dd>{formatPrice(order.shipping_amount)}</dd>
              <dt>Tax</dt>
              <dd>{formatPrice(order.tax_amount)}</dd>
              <dt className="shop-summary__total">Total</dt>
              <dd className="shop-summary__total">{formatPrice(order.total_amount)}</dd>
            </dl>
          </Section>
          <Section title="Shipping Address">
            <Address order={order} prefix="shipping" />
            {order.tracking_number && <p>Tracking number: {order.tracking_number}</p>}
          </Section>
          <Section title="Billing Address">
            <Address order={order} prefix="billing" />
          </Section>
          <Section title="Contact">
            <p>{order.customer_email}</p>
            {order.customer_phone && <p>{order.customer_phone}</p>}
          </Section>
          {order.customer_notes && (
            <Section title="Notes">
              <p className="shop-pre">{order.customer_notes}</p>
            </Section>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Cancel Order"
        message="Are you sure you want to cancel this order?"
        confirmLabel="Cancel Order"
        cancelLabel="Keep Order"
        danger
        busy={cancel.isPending}
        onCancel={() => setConfirming(false)}
        // A failed cancel says nothing on this screen; the order stays as it was.
        onConfirm={() => {
          setConfirming(false);
          cancel.mutate(undefined, { onError: () => undefined });
        }}
      />
    </div>
  );
}

/** /dashboard/orders/:id, and /shop/orders/:id?token=... for a guest's order. */
export function OrderDetailScreen({ id }: { id: number }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? orderToken(id);
  const order = useOrder(useStore(), id, token);
  if (order.isPending && Number.isInteger(id) && id > 0) return <Loading label="Loading order..." />;
  if (!order.data) {
    return (
      <div className="atlas-screen">
        <EmptyState
          title="Order not found"
          description={
            order.isError
              ? errorText(order.error, "The order you're looking for doesn't exist.")
              : "The order you're looking for doesn't exist."
          }
          action={<BackToOrders />}
        />
      </div>
    );
  }
  return <OrderView order={order.data} token={token} />;
}
