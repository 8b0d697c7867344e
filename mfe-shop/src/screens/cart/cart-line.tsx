import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@atlas/shell-kit';
import type { ShopCartItem } from '../../api/cart';
import { formatPrice } from '../shared/money';
import type { ShopPaths } from '../shared/shop-paths';

interface CartLineProps {
  item: ShopCartItem;
  paths: ShopPaths;
  /** Some line is being changed: every button waits. */
  busy: boolean;
  error?: string;
  onQuantity(quantity: number): void;
  onRemove(): void;
}

/** A cart line: picture, name, variation, unit price, quantity (− typed +), line total and Remove. */
export function CartLine({ item, paths, busy, error, onQuantity, onRemove }: CartLineProps) {
  const [typed, setTyped] = useState(String(item.quantity));
  useEffect(() => setTyped(String(item.quantity)), [item.quantity]);
  const atMost = item.available_quantity;

  const commitTyped = () => {
    const parsed = Number.parseInt(typed, 10);
    // A cleared or non-numeric field goes back to the quantity the line has; 0 removes the line.
    if (!Number.isFinite(parsed) || parsed < 0) return setTyped(String(item.quantity));
    if (parsed !== item.quantity) onQuantity(parsed);
  };

  return (
    <li className={`shop-line${item.is_available ? '' : ' shop-line--unavailable'}`}>
      <Link to={paths.product(item.product.slug)} className="shop-line__image" tabIndex={-1} aria-hidden="true">
        {item.product.main_image ? <img src={item.product.main_image} alt="" /> : <span className="shop-card__no-image">No image</span>}
      </Link>
      <div className="shop-line__about">
        <Link to={paths.product(item.product.slug)} className="shop-line__name">
          {item.product.name}
        </Link>
        {item.variation && item.variation.attributes.length > 0 && (
          <p className="shop-muted">{item.variation.attributes.map((a) => `${a.attribute_name}: ${a.value}`).join(', ')}</p>
        )}
        <p className="shop-muted">{formatPrice(item.unit_price)} each</p>
        {!item.is_available && <p className="shop-line__warning">No longer available: remove it to check out.</p>}
        {error && (
          <p className="shop-form-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <div className="shop-line__quantity" role="group" aria-label={`Quantity of ${item.product.name}`}>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Decrease quantity of ${item.product.name}`}
          disabled={busy}
          onClick={() => onQuantity(item.quantity - 1)}
        >
          −
        </Button>
        <input
          className="atlas-input shop-line__input"
          type="number"
          inputMode="numeric"
          min={0}
          max={atMost ?? undefined}
          aria-label={`Quantity of ${item.product.name}`}
          value={typed}
          disabled={busy}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={commitTyped}
          onKeyDown={(event) => event.key === 'Enter' && commitTyped()}
        />
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Increase quantity of ${item.product.name}`}
          disabled={busy || (atMost !== null && item.quantity >= atMost)}
          onClick={() => onQuantity(item.quantity + 1)}
        >
          +
        </Button>
      </div>
      <p className="shop-line__total">{formatPrice(item.total_price)}</p>
      <Button variant="ghost" size="sm" className="shop-line__remove" disabled={busy} onClick={onRemove}>
        Remove<span className="atlas-visually-hidden"> {item.product.name}</span>
      </Button>
    </li>
  );
}
