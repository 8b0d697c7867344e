import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useIsMutating } from '@tanstack/react-query';
import { Button, Card, ConfirmDialog, EmptyState, ErrorState, PageHeader, cartKeys, errorText, useToast } from '@atlas/shell-kit';
import { useCart, useClearCart, useRemoveLine, useSetQuantity } from '../../api/cart';
import { Loading } from '../shared/loading';
import { formatPrice } from '../shared/money';
import { useShopPaths } from '../shared/shop-paths';
import { CartLine } from './cart-line';
import { DiscountForm } from './discount-form';
import './cart.css';

/** /shop/cart and /dashboard/cart. */
export function CartScreen() {
  const paths = useShopPaths();
  const cart = useCart();
  const setQuantity = useSetQuantity();
  const removeLine = useRemoveLine();
  const clearCart = useClearCart();
  const toast = useToast();
  const busy = useIsMutating({ mutationKey: [...cartKeys.all, 'change'] }) > 0;
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [lineErrors, setLineErrors] = useState<Record<number, string>>({});

  if (cart.isPending) return <Loading label="Loading cart..." />;
  if (cart.isError && !cart.data) {
    return (
      <div className="atlas-screen">
        <ErrorState
          message={`Error loading cart: ${errorText(cart.error, 'Failed to load cart')}`}
          onRetry={() => void cart.refetch()}
          retryLabel="Retry"
          retrying={cart.isFetching}
        />
      </div>
    );
  }

  const items = cart.data?.items ?? [];
  if (!cart.data || items.length === 0) {
    return (
      <div className="atlas-screen">
        <EmptyState
          title="Your cart is empty"
          description="Looks like you haven't added any items to your cart yet."
          action={
            <Link className="atlas-btn atlas-btn--primary atlas-btn--md" to={paths.products}>
              Continue Shopping
            </Link>
          }
        />
      </div>
    );
  }

  const current = cart.data;
  const changeQuantity = (itemId: number, quantity: number) => {
    setLineErrors(({ [itemId]: _gone, ...others }) => others);
    setQuantity.mutate(
      { itemId, quantity },
      {
        // A refused quantity ('Only 3 left in stock ...') is said on its line; other failures pass silently.
        onError: (error) => {
          const reason = errorText(error, '');
          if (reason) setLineErrors((errors) => ({ ...errors, [itemId]: reason }));
        },
      },
    );
  };
  const unavailable = items.some((item) => !item.is_available);

  return (
    <div className="atlas-screen shop-cart">
      <PageHeader
        title="Shopping Cart"
        subtitle={`${current.item_count} item${current.item_count === 1 ? '' : 's'} in your cart`}
        actions={
          <Button variant="danger" onClick={() => setConfirmingClear(true)} disabled={busy}>
            Clear Cart
          </Button>
        }
      />
      <div className="shop-cart__layout">
        <Card className="shop-cart__lines">
          <ul className="shop-lines">
            {items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                paths={paths}
                busy={busy}
                error={lineErrors[item.id]}
                onQuantity={(quantity) => changeQuantity(item.id, quantity)}
                onRemove={() => removeLine.mutate(item.id, { onError: () => undefined })}
              />
            ))}
          </ul>
          <Link to={paths.products} className="shop-cart__continue">
            Continue Shopping
          </Link>
        </Card>
        <aside className="shop-cart__side" aria-label="Order summary">
          <Card>
            <DiscountForm cart={current} disabled={busy} />
          </Card>
          <Card title="Order Summary">
            <dl className="shop-summary">
              <dt>Subtotal</dt>
              <dd>{formatPrice(current.subtotal)}</dd>
              <dt>Discount</dt>
              <dd>{current.discount_amount > 0 ? `−${formatPrice(current.discount_amount)}` : formatPrice(0)}</dd>
              <dt>Shipping</dt>
              <dd>Calculated at checkout</dd>
              <dt>Tax</dt>
              <dd>Calculated at checkout</dd>
              <dt className="shop-summary__total">Total</dt>
              <dd className="shop-summary__total">{formatPrice(current.total)}</dd>
            </dl>
            {unavailable && <p className="shop-line__warning">Some items are no longer available.</p>}
            {busy || unavailable ? (
              <Button size="lg" className="shop-wide" disabled>
                Proceed to Checkout
              </Button>
            ) : (
              <Link className="atlas-btn atlas-btn--primary atlas-btn--lg shop-wide" to={paths.checkout}>
                Proceed to Checkout
              </Link>
            )}
          </Card>
        </aside>
      </div>
      <ConfirmDialog
        open={confirmingClear}
        title="Clear Cart"
        message="Are you sure you want to clear your cart?"
        confirmLabel="Clear Cart"
        danger
        busy={clearCart.isPending}
        onCancel={() => setConfirmingClear(false)}
        onConfirm={() =>
          clearCart.mutate(undefined, {
            onError: (error) => toast.error(errorText(error, 'Failed to clear cart')),
            onSettled: () => setConfirmingClear(false),
          })
        }
      />
    </div>
  );
}
