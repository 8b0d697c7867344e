import './shop.css';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Button, Card, EmptyState, PageHeader } from '@atlas/shell-kit';

/** Public shop screens (/shop/...) have no dashboard around them: a slim shop header instead. */
function PublicShopFrame({ children }: { children: ReactNode }) {
  return (
    <div className="shop-public">
      <header className="shop-public__header">
        <Link to="/shop" className="shop-public__brand">
          Atlas Shop
        </Link>
        <nav aria-label="Shop">
          <Link to="/shop/products">Products</Link>
          <Link to="/shop/cart">Cart</Link>
          <Link to="/dashboard/orders">Orders</Link>
        </nav>
      </header>
      <main className="shop-public__main">{children}</main>
    </div>
  );
}

function Catalogue() {
  return (
    <div className="atlas-screen">
      <PageHeader title="Products" subtitle="Browse the catalogue." />
      <Card>
        <EmptyState title="No products found" />
      </Card>
    </div>
  );
}

function ProductNotFound() {
  const navigate = useNavigate();
  return (
    <Card>
      <EmptyState
        title="Product not found"
        action={
          <Button variant="secondary" onClick={() => navigate(-1)}>
            Go Back
          </Button>
        }
      />
    </Card>
  );
}

function Cart({ shopBase }: { shopBase: string }) {
  return (
    <div className="atlas-screen">
      <PageHeader title="Shopping Cart" />
      <Card>
        <EmptyState
          title="Your cart is empty"
          description="Looks like you haven't added any items to your cart yet."
          action={
            <Link className="atlas-btn atlas-btn--primary atlas-btn--md" to={`${shopBase}/products`}>
              Continue Shopping
            </Link>
          }
        />
      </Card>
    </div>
  );
}

function Orders() {
  return (
    <div className="atlas-screen">
      <PageHeader title="Your Orders" />
      <Card>
        <EmptyState
          title="No orders found"
          description="You haven't placed any orders yet."
          action={
            <Link className="atlas-btn atlas-btn--primary atlas-btn--md" to="/dashboard/products">
              Start Shopping
            </Link>
          }
        />
      </Card>
    </div>
  );
}

function OrderNotFound() {
  return (
    <Card>
      <EmptyState
        title="Order not found"
        description="The order you're looking for doesn't exist."
        action={
          <Link className="atlas-btn atlas-btn--secondary atlas-btn--md" to="/dashboard/orders">
            Back to Orders
          </Link>
        }
      />
    </Card>
  );
}

const QUICK_LINKS = [
  { label: 'Browse Products', path: '/dashboard/products' },
  { label: 'Cart', path: '/dashboard/cart' },
  { label: 'Your Orders', path: '/dashboard/orders' },
];

function ShopDashboard() {
  return (
    <div className="atlas-screen">
      <PageHeader title="Shop" subtitle="Your store at a glance." />
      <Card title="Quick Links">
        <div className="shop-links">
          {QUICK_LINKS.map((link) => (
            <Link key={link.path} className="atlas-btn atlas-btn--secondary atlas-btn--md" to={link.path}>
              {link.label}
            </Link>
          ))}
        </div>
      </Card>
      <Card title="Recent Orders">
        <EmptyState title="No orders found" description="You haven't placed any orders yet." />
      </Card>
    </div>
  );
}

/** shop/ShopSection: the public /shop routes and the dashboard's shop routes. */
export default function ShopSection() {
  const { pathname } = useLocation();
  const { slug, id } = useParams();
  const isPublic = pathname.startsWith('/shop');
  const base = isPublic ? '/shop' : '/dashboard';

  let screen: ReactNode;
  if (pathname.endsWith('/checkout'))
    screen = <Navigate to={`${base}/cart`} replace />; // an empty cart goes back to the cart
  else if (pathname.endsWith('/cart')) screen = <Cart shopBase={base} />;
  else if (slug) screen = <ProductNotFound />;
  else if (id) screen = <OrderNotFound />;
  else if (pathname.endsWith('/orders')) screen = <Orders />;
  else if (pathname.endsWith('/ecommerce')) screen = <ShopDashboard />;
  else screen = <Catalogue />;

  return isPublic ? <PublicShopFrame>{screen}</PublicShopFrame> : <>{screen}</>;
}
