import { useState, type FormEvent } from 'react';
import { Button, Input, errorText } from '@atlas/shell-kit';
import { useApplyDiscount, useRemoveDiscount, type ShopCart } from '../../api/cart';
import { formatPrice } from '../shared/money';

/** The discount code box: the code is trimmed; success clears the input, failure shows under it. */
export function DiscountForm({ cart, disabled }: { cart: ShopCart; disabled: boolean }) {
  const apply = useApplyDiscount();
  const remove = useRemoveDiscount();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const trimmed = code.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed || apply.isPending) return;
    try {
      await apply.mutateAsync(trimmed);
      setCode('');
      setError('');
    } catch (failure) {
      setError(errorText(failure, 'Failed to apply discount code'));
    }
  };

  return (
    <div className="shop-discount">
      {cart.discount_code && (
        <p className="shop-discount__applied">
          Code <strong>{cart.discount_code}</strong> applied: −{formatPrice(cart.discount_amount)}
          <Button variant="ghost" size="sm" onClick={() => remove.mutate()} disabled={disabled || remove.isPending}>
            Remove code
          </Button>
        </p>
      )}
      <form className="shop-discount__form" onSubmit={submit}>
        <Input
          label="Discount code"
          value={code}
          error={error || undefined}
          maxLength={50}
          autoComplete="off"
          onChange={(event) => {
            setCode(event.target.value);
            setError('');
          }}
        />
        <Button type="submit" variant="secondary" disabled={!trimmed || disabled} loading={apply.isPending}>
          Apply
        </Button>
      </form>
    </div>
  );
}
