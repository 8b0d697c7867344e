import { Link } from 'react-router-dom';
import { Button, EmptyState, ErrorState, PageHeader, Pagination, formatDate, useAuth, errorText } from '@atlas/shell-kit';
import { ORDER_PAGE_SIZE } from '@atlas/commerce/contract';
import { useOrders, type ShopOrderSummary } from '../../api/orders';
import { Loading } from '../shared/loading';
import { formatPrice } from '../shared/money';
import { OrderStatusBadge, paymentMethodLabel, statusLabel } from '../shared/order-status';
import { useUrlFilters } from '../shared/url-filters';
import './orders.css';
import { useStore } from '../../store/store-context';
import { useStorePaths } from '../../store/store-paths';

const FILTERS = [
  { value: '', label: 'All Orders' },
  { value: 'pending', label: 'Pending' },
  { value: 'processing', label: 'Processing' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'cancelled', label: 'Cancelled' },
];

function OrderCard({ order, showCustomer }: { order: ShopOrderSummary; showCustomer: boolean }) {
  const paths = useStorePaths();
  const payment = order.latest_payment;
  return (
    <li className="shop-order-card">
      <div className="shop-order-card__head">
        <h2 className="shop-order-card__number">{order.order_number}</h2>
        <OrderStatusBadge status={order.status} />
      </div>
      <dl className="shop-order-card__facts">
        {showCustomer && (
          <div>
            <dt>Customer</dt>
            <dd className="shop-order-card__customer">{order.customer_email}</dd>
          </div>
        )}
        <div>
          <dt>Placed</dt>
          <dd>{formatDate(order.created_at)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{formatPrice(order.total_amount)}</dd>
        </div>
        <div>
          <dt>Items</dt>
          <dd>
            {order.items_count} item{order.items_count === 1 ? '' : 's'}
          </dd>
        </div>
        {payment && (
          <div>
            <dt>Payment</dt>
            <dd>
              {paymentMethodLabel(payment.payment_method)} · {statusLabel(payment.status)}
            </dd>
          </div>
        )}
      </dl>
      <Link className="atlas-btn atlas-btn--secondary atlas-btn--sm" to={paths.order(order.id)}>
        View Details<span className="atlas-visually-hidden"> of order {order.order_number}</span>
      </Link>
    </li>
  );
}

/**
 * /dashboard/orders: a customer's 'Your Orders'; staff open on every customer's orders ('All orders'),
 * and `?mine=true` narrows to their own. /dashboard/sites/:siteId/shop/orders: the site's store's orders
 * (`?site=`), for any member. Status filters and pages for all.
 */
export function OrdersList() {
  const { isStaff, loading } = useAuth();
  const store = useStore();
  const ofSite = store.site !== null;
  const { params, setFilter, page } = useUrlFilters();
  const status = params.get('status') ?? '';
  const all = ofSite || (isStaff && params.get('mine') !== 'true');
  const orders = useOrders(store, { status, page, all: !ofSite && all, enabled: !loading });
  const results = orders.data?.results ?? [];
  const pageCount = Math.max(1, Math.ceil((orders.data?.count ?? 0) / ORDER_PAGE_SIZE));

  return (
    <div className="atlas-screen shop-orders">
      {ofSite ? (
        <PageHeader title="Orders" subtitle="What shoppers ordered from this site's shop, newest first." />
      ) : all ? (
        <PageHeader title="All orders" subtitle="Every customer's orders, newest first." />
      ) : (
        <PageHeader title="Your Orders" subtitle="Follow and manage what you ordered." />
      )}
      <div className="shop-orders__filters" role="group" aria-label="Filter by status">
        {FILTERS.map((filter) => {
          const active = filter.value === status;
          return (
            <Button
              key={filter.label}
              size="sm"
              variant={active ? 'primary' : 'secondary'}
              aria-pressed={active}
              // Clicking the active status clears it.
              onClick={() => setFilter('status', active ? '' : filter.value)}
            >
              {filter.label}
            </Button>
          );
        })}
        {isStaff && !ofSite && (
          <label className="shop-check shop-orders__all">
            <input type="checkbox" checked={!all} onChange={(event) => setFilter('mine', event.target.checked ? 'true' : '')} />
            Only my own orders
          </label>
        )}
      </div>
      {orders.isPending ? (
        <Loading label="Loading orders..." />
      ) : orders.isError ? (
        <ErrorState
          message={`Error loading orders: ${errorText(orders.error, 'Failed to load orders')}`}
          onRetry={() => void orders.refetch()}
          retryLabel="Retry"
        />
      ) : results.length === 0 ? (
        <EmptyState
          title="No orders found"
          description={
            all ? (status ? 'No order has this status.' : 'Nobody has ordered from the shop yet.') : "You haven't placed any orders yet."
          }
          action={
            all ? undefined : (
              <Link className="atlas-btn atlas-btn--primary atlas-btn--md" to="/dashboard/products">
                Start Shopping
              </Link>
            )
          }
        />
      ) : (
        <>
          <ul className="shop-order-cards">
            {results.map((order) => (
              <OrderCard key={order.id} order={order} showCustomer={all} />
            ))}
          </ul>
          <Pagination page={page} pageCount={pageCount} onPageChange={(next) => setFilter('page', String(next))} />
        </>
      )}
    </div>
  );
}
