import { Link } from 'react-router-dom';
import { useCart } from '@atlas/shell-kit';
import { Icon } from './icon';
import './cart-badge.css';

/** The top bar's cart: how many items it holds (the shop's cart query, so every cart change shows here). A failed load shows none. */
export function CartBadge() {
  const cart = useCart();
  const count = cart.data?.item_count ?? 0;
  const label = `Cart, ${count} item${count === 1 ? '' : 's'}`;
  return (
    <Link to="/dashboard/cart" className="atlas-icon-btn shell-cart" aria-label={label} title={label}>
      <Icon name="bag" />
      {count > 0 && (
        <span className="shell-cart__count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
