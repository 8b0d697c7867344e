import { Link } from 'react-router-dom';
import { Badge, Card, EmptyState, PageHeader, formatCount, formatDate, useAuth } from '@atlas/shell-kit';
import { useCart } from '../../api/cart';
import { useCategories } from '../../api/catalogue';
import { STATS_DAYS, useShopStats, useStockAlerts, type ShopStockAlert } from '../../api/dashboard';
import { useOrders, type ShopOrderSummary } from '../../api/orders';
import { formatPrice } from '../shared/money';
import { OrderStatusBadge } from '../shared/order-status';
import './dashboard.css';
import { useStore } from '../../store/store-context';
import { useStoreAllows } from '../../store/store-access';
import { useStorePaths, type StorePaths } from '../../store/store-paths';

const SHOWN = 5;

/** Staff's management screens of the platform's store. */
const PLATFORM_LINKS: { label: string; path: string }[] = [
  { label: 'Manage Products', path: '/dashboard/products/manage' },
  { label: 'Categories & Brands', path: '/dashboard/products/manage#categories' },
  { label: 'Inventory', path: '/dashboard/products/manage' },
  { label: 'All Orders', path: '/dashboard/orders' },
  { label: 'Pending Orders', path: '/dashboard/orders?status=pending' },
  { label: 'Processing Orders', path: '/dashboard/orders?status=processing' },
  { label: 'Discounts', path: '/dashboard/ecommerce/discounts' },
  { label: 'Shop Analytics', path: '/dashboard/ecommerce/analytics' },
  { label: 'Inventory Reports', path: '/dashboard/ecommerce/inventory' },
];

/** A site's store: its screens, those of the shop's admins only when the reader is one. */
function siteLinks(paths: StorePaths, manages: boolean): { label: string; path: string }[] {
  return [
    { label: 'Manage Products', path: paths.products },
    { label: 'All Orders', path: paths.orders },
    { label: 'Pending Orders', path: `${paths.orders}?status=pending` },
    { label: 'Processing Orders', path: `${paths.orders}?status=processing` },
    ...(manages ? [{ label: 'Discounts', path: paths.discounts }] : []),
    ...(paths.settings ? [{ label: 'Shop Settings', path: paths.settings }] : []),
  ];
}

function QuickLinks() {
  const cart = useCart();
  const count = cart.data?.item_count ?? 0;
  return (
    <Card title="Quick Links">
      <div className="shop-quick-links">
        <Link className="shop-quick-link" to="/dashboard/products">
          Browse Products
        </Link>
        <Link className="shop-quick-link" to="/dashboard/cart">
          Cart <Badge tone="info">{count}</Badge>
        </Link>
        <Link className="shop-quick-link" to="/dashboard/orders">
          Your Orders
        </Link>
      </div>
    </Card>
  );
}

function RecentOrders({ orders, allPath, emptyText }: { orders: ShopOrderSummary[]; allPath: string; emptyText: string }) {
  const paths = useStorePaths();
  return (
    <Card
      title="Recent Orders"
      actions={
        <Link to={allPath} className="shop-card-link">
          View all
        </Link>
      }
    >
      {orders.length === 0 ? (
        <EmptyState title="No orders found" description={emptyText} />
      ) : (
        <ul className="shop-rows">
          {orders.slice(0, SHOWN).map((order) => (
            <li key={order.id}>
              <Link to={paths.order(order.id)}>{order.order_number}</Link>
              <OrderStatusBadge status={order.status} />
              <span className="shop-muted">{formatDate(order.created_at)}</span>
              <strong>{formatPrice(order.total_amount)}</strong>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function StockAlerts({ alerts }: { alerts: ShopStockAlert[] }) {
  const store = useStore();
  const paths = useStorePaths();
  return (
    <Card
      title="Stock Alerts"
      actions={
        store.site === null && (
          <Link to="/dashboard/ecommerce/inventory" className="shop-card-link">
            View all
          </Link>
        )
      }
    >
      {alerts.length === 0 ? (
        <p className="shop-muted">No stock alerts.</p>
      ) : (
        <ul className="shop-rows">
          {alerts.slice(0, SHOWN).map((alert) => (
            <li key={alert.id}>
              <Link to={paths.product(alert.product_slug)}>
                {alert.product_name}
                {alert.variation_sku && ` (${alert.variation_sku})`}
              </Link>
              <Badge tone={alert.alert_type === 'out_of_stock' ? 'danger' : 'warning'}>
                {alert.alert_type === 'out_of_stock' ? 'Out of stock' : 'Low stock'}
              </Badge>
              <span className="shop-muted">{alert.current_stock} left</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** What the staff figures count, said beside them: the recent orders below list cancelled ones too. */
const COUNTED_TEXT = `Last ${STATS_DAYS} days · cancelled and refunded orders are not counted`;

function cancelledNote(cancelled: number | undefined): string {
  if (cancelled === undefined) return '\u00a0';
  if (cancelled === 0) return 'None cancelled';
  return `${formatCount(cancelled)} cancelled or refunded, not counted`;
}

/** The store's figures, stock and newest orders: staff's of the platform's store, any member's of a site's. */
export function StoreFigures() {
  const store = useStore();
  const paths = useStorePaths();
  const manages = useStoreAllows('manage');
  const stats = useShopStats(store, true);
  const alerts = useStockAlerts(store, true);
  const links = store.site === null ? PLATFORM_LINKS : siteLinks(paths, manages);
  const figures = stats.data;
  const cards = [
    { label: 'Total Orders', value: figures ? formatCount(figures.total_orders) : '—', note: cancelledNote(figures?.cancelled_orders) },
    { label: 'Total Revenue', value: figures ? formatPrice(figures.total_revenue) : '—', note: 'Of the orders counted' },
    { label: 'Avg Order Value', value: figures ? formatPrice(figures.average_order_value) : '—', note: 'Revenue per order counted' },
    { label: 'Total Customers', value: figures ? formatCount(figures.total_customers) : '—', note: 'Who placed those orders' },
  ];
  return (
    <>
      <section className="shop-stats-block" aria-label={`Last ${STATS_DAYS} days`}>
        <p className="shop-muted shop-stats-block__counted">{COUNTED_TEXT}</p>
        <div className="shop-stats">
          {cards.map((card) => (
            <div key={card.label} className="atlas-card shop-stat">
              <p className="shop-stat__label">{card.label}</p>
              <p className="shop-stat__value">{card.value}</p>
              <p className="shop-stat__note">{card.note}</p>
            </div>
          ))}
        </div>
      </section>
      <div className="shop-dashboard__grid">
        <StockAlerts alerts={alerts.data ?? []} />
        <RecentOrders orders={figures?.recent_orders ?? []} allPath={paths.orders} emptyText="Nobody has ordered from the shop yet." />
        <Card title="Top Products">
          {(figures?.top_products ?? []).length === 0 ? (
            <p className="shop-muted">No sales in the last 30 days.</p>
          ) : (
            <ol className="shop-rows">
              {figures?.top_products.slice(0, SHOWN).map((product) => (
                <li key={product.product__name}>
                  <span>{product.product__name}</span>
                  <span className="shop-muted">{product.quantity_sold} sold</span>
                  <strong>{formatPrice(product.revenue)}</strong>
                </li>
              ))}
            </ol>
          )}
        </Card>
        <Card title="Management">
          <ul className="shop-manage-links">
            {links.map((link) => (
              <li key={link.label}>
                <Link to={link.path}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </>
  );
}

function CustomerDashboard() {
  const store = useStore();
  const cart = useCart();
  const orders = useOrders(store, { limit: SHOWN });
  const categories = useCategories(store);
  const count = cart.data?.item_count ?? 0;
  return (
    <>
      <div className="shop-dashboard__cards">
        <Card title="Your Cart">
          <p>{count === 0 ? 'Your cart is empty.' : `${count} item${count === 1 ? '' : 's'} in your cart.`}</p>
          <Link to="/dashboard/cart">View Cart</Link>
        </Card>
        <Card title="Your Orders">
          <p>{orders.data ? `${orders.data.count} order${orders.data.count === 1 ? '' : 's'} placed.` : 'Follow what you ordered.'}</p>
          <Link to="/dashboard/orders">View Orders</Link>
        </Card>
        <Card title="Featured Products">
          <p>Hand-picked for you, and what is on sale.</p>
          <p className="shop-inline-links">
            <Link to="/dashboard/products?featured=true">Featured</Link>
            <Link to="/dashboard/products?on_sale=true">On Sale</Link>
          </p>
        </Card>
        <Card title="Categories">
          {(categories.data ?? []).length === 0 ? (
            <Link to="/dashboard/products">All products</Link>
          ) : (
            <p className="shop-inline-links">
              {categories.data?.map((category) => (
                <Link key={category.id} to={`/dashboard/products?category=${encodeURIComponent(category.slug)}`}>
                  {category.name}
                </Link>
              ))}
            </p>
          )}
        </Card>
      </div>
      <RecentOrders orders={orders.data?.results ?? []} allPath="/dashboard/orders" emptyText="You haven't placed any orders yet." />
    </>
  );
}

/** /dashboard/ecommerce: quick links for everyone; staff get the figures, customers their shopping. Load failures show nothing. */
export function ShopDashboard() {
  const { isStaff } = useAuth();
  return (
    <div className="atlas-screen shop-dashboard">
      <PageHeader
        title="Shop"
        subtitle={isStaff ? 'Sales over the last 30 days, stock to watch and the newest orders.' : 'Your shopping at a glance.'}
      />
      <QuickLinks />
      {isStaff ? <StoreFigures /> : <CustomerDashboard />}
    </div>
  );
}
