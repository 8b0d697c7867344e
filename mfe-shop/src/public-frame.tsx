import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useCart } from '@atlas/shell-kit';

const navClass = ({ isActive }: { isActive: boolean }) => `shop-public__link${isActive ? ' shop-public__link--active' : ''}`;

/** Public shop screens (/shop/...) have no dashboard around them: a slim shop header with the cart's count. */
export function PublicShopFrame({ children }: { children: ReactNode }) {
  const cart = useCart();
  const count = cart.data?.item_count ?? 0;
  return (
    <div className="shop-public">
      <header className="shop-public__header">
        <Link to="/shop" className="shop-public__brand">
          Atlas Shop
        </Link>
        <nav aria-label="Shop" className="shop-public__nav">
          <NavLink to="/shop/products" className={navClass}>
            Products
          </NavLink>
          <NavLink to="/shop/cart" className={navClass}>
            Cart
            <span className="shop-public__count" aria-label={`${count} item${count === 1 ? '' : 's'}`}>
              {count}
            </span>
          </NavLink>
          <NavLink to="/dashboard/orders" className={navClass}>
            Orders
          </NavLink>
        </nav>
      </header>
      <main className="shop-public__main">{children}</main>
    </div>
  );
}
