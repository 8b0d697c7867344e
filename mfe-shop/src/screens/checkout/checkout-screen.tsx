import { useEffect, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { ApiError, Button, Card, Input, PageHeader, Select, useAuth, errorText, fieldErrors } from '@atlas/shell-kit';
import { COUNTRIES, PAYMENT_METHODS, TEST_CARDS, checkoutProblems, type PaymentMethod } from '@atlas/commerce/contract';
import { useCart, type ShopCart } from '../../api/cart';
import { rememberOrderToken } from '../../api/order-tokens';
import { useCreateOrder } from '../../api/orders';
import { Loading } from '../shared/loading';
import { formatPrice } from '../shared/money';
import { useShopPaths } from '../shared/shop-paths';
import { TextArea } from '../shared/text-area';
import {
  ADDRESS_FIELDS,
  checkoutPayload,
  copyBillingToShipping,
  emptyCheckout,
  groupedCard,
  newIdempotencyKey,
  type AddressPrefix,
  type CheckoutErrors,
  type CheckoutFields,
} from './checkout-form';
import './checkout.css';
import { useStore } from '../../store/store-context';

/** A card number kept on one line. */
const TestCard = ({ digits }: { digits: string }) => <span className="shop-test-mode__card">{groupedCard(digits)}</span>;

/**
 * The shop's payments go through the commerce service's test provider (no real charge is made), so the
 * card step says so and offers the test card; the number is never filled in unasked.
 */
function TestModeNote({ onUseTestCard }: { onUseTestCard(): void }) {
  return (
    <div className="shop-test-mode" role="note" aria-label="Test mode">
      <p>
        <strong>Test mode:</strong> no real payment is taken. Use <TestCard digits={TEST_CARDS.success} />;{' '}
        <TestCard digits={TEST_CARDS.declined} /> is declined and <TestCard digits={TEST_CARDS.insufficientFunds} /> has insufficient funds.
      </p>
      <Button type="button" variant="secondary" size="sm" onClick={onUseTestCard}>
        Use test card
      </Button>
    </div>
  );
}

type TextKey = Exclude<keyof CheckoutFields, 'payment_method' | 'same_as_billing'>;

function CheckoutFormScreen({ cart, onPlaced }: { cart: ShopCart; onPlaced(): void }) {
  const paths = useShopPaths();
  const navigate = useNavigate();
  const location = useLocation();
  const { user, isAuthenticated } = useAuth();
  const createOrder = useCreateOrder(useStore());
  const [fields, setFields] = useState<CheckoutFields>(() => emptyCheckout(user?.email ?? ''));
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [formError, setFormError] = useState('');
  // One key per checkout attempt: a retry after a lost answer is the same attempt, so the service charges once.
  const idempotencyKey = useRef(newIdempotencyKey());
  const formRef = useRef<HTMLFormElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  // The cart answers what checkout will charge, by the service's one rule (its shipping and tax settings).
  const total = cart.order_total;

  const edit = (key: TextKey, value: string) => {
    setFields((current) => {
      const next = { ...current, [key]: value };
      return next.same_as_billing && key.startsWith('billing_') ? copyBillingToShipping(next) : next;
    });
    setErrors(({ [key]: _cleared, ...others }) => others);
  };

  const setSameAsBilling = (same: boolean) => {
    setFields((current) => (same ? copyBillingToShipping({ ...current, same_as_billing: true }) : { ...current, same_as_billing: false }));
    if (same) setErrors((current) => Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('shipping_'))));
  };

  // After the render that shows the errors: the first field to fix; with none (a declined card, a sold-out item), the
  // message above the form, which focus scrolls into view (the buyer pressed Complete Order at the bottom of the page).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) (formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? errorRef.current)?.focus();
  }, [focusRequest]);
  const focusFirstError = () => setFocusRequest((n) => n + 1);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (createOrder.isPending) return;
    const found = checkoutProblems(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFormError('Please correct the errors below');
      return focusFirstError();
    }
    setFormError('');
    try {
      const order = await createOrder.mutateAsync({
        form: checkoutPayload(fields, cart.discount_code),
        idempotencyKey: idempotencyKey.current,
      });
      onPlaced();
      const token = isAuthenticated ? undefined : order.access_token;
      if (token) rememberOrderToken(order.id, token);
      navigate(`${paths.order(order.id)}${token ? `?token=${encodeURIComponent(token)}` : ''}`, { state: { created: true } });
    } catch (error) {
      // A refusal means no order was made: the next try is a new attempt. A lost answer keeps the key.
      if (error instanceof ApiError && error.status < 500) idempotencyKey.current = newIdempotencyKey();
      setErrors(fieldErrors(error));
      setFormError(errorText(error, 'Failed to create order'));
      focusFirstError();
    }
  };

  const text = (key: TextKey, label: string, extra: Partial<ComponentProps<typeof Input>> = {}) => (
    <Input label={label} value={fields[key]} error={errors[key]} onChange={(event) => edit(key, event.target.value)} {...extra} />
  );

  const addressFields = (prefix: AddressPrefix) => (
    <div className="shop-address">
      {ADDRESS_FIELDS.map((field) =>
        field.key === 'country' ? (
          <Select
            key={field.key}
            label={field.label}
            value={fields[`${prefix}_country`]}
            error={errors[`${prefix}_country`]}
            options={COUNTRIES.map((country) => ({ value: country.value, label: country.label }))}
            autoComplete={`${prefix} country`}
            onChange={(event) => edit(`${prefix}_country`, event.target.value)}
          />
        ) : (
          <div key={field.key} className={field.key.startsWith('address') ? 'shop-address__wide' : undefined}>
            {text(`${prefix}_${field.key}`, field.label, { required: field.required, autoComplete: `${prefix} ${field.autoComplete}` })}
          </div>
        ),
      )}
    </div>
  );

  return (
    <div className="atlas-screen shop-checkout">
      <PageHeader
        title="Checkout"
        actions={
          <Link className="atlas-btn atlas-btn--secondary atlas-btn--md" to={paths.cart}>
            Back to Cart
          </Link>
        }
      />
      {!isAuthenticated && (
        <p className="shop-muted">
          Have an account? <Link to={`/login?next=${encodeURIComponent(location.pathname)}`}>Sign in</Link> to keep this order with your
          others.
        </p>
      )}
      {formError && (
        <p ref={errorRef} tabIndex={-1} className="shop-form-error shop-checkout__error" role="alert">
          {formError}
        </p>
      )}
      <form ref={formRef} className="shop-checkout__layout" onSubmit={submit} noValidate aria-label="Checkout">
        <div className="shop-checkout__sections">
          <Card title="Contact Information" aria-label="Contact Information">
            <div className="shop-address">
              {text('customer_email', 'Email', { type: 'email', required: true, autoComplete: 'email' })}
              {text('customer_phone', 'Phone', { type: 'tel', autoComplete: 'tel' })}
            </div>
          </Card>
          <Card title="Billing Address" aria-label="Billing Address">
            {addressFields('billing')}
          </Card>
          <Card title="Shipping Address" aria-label="Shipping Address">
            <label className="shop-check">
              <input type="checkbox" checked={fields.same_as_billing} onChange={(event) => setSameAsBilling(event.target.checked)} />
              Same as billing address
            </label>
            {!fields.same_as_billing && addressFields('shipping')}
          </Card>
          <Card title="Payment Method" aria-label="Payment Method">
            <fieldset className="shop-payment">
              <legend className="atlas-visually-hidden">Payment method</legend>
              {PAYMENT_METHODS.map((method) => (
                <label
                  key={method.value}
                  className={`shop-payment__choice${fields.payment_method === method.value ? ' shop-payment__choice--on' : ''}`}
                >
                  <input
                    type="radio"
                    name="payment_method"
                    value={method.value}
                    checked={fields.payment_method === method.value}
                    onChange={() => setFields((current) => ({ ...current, payment_method: method.value as PaymentMethod }))}
                  />
                  {method.label}
                </label>
              ))}
            </fieldset>
            {fields.payment_method === 'stripe' && (
              <>
                <TestModeNote onUseTestCard={() => edit('card_number', groupedCard(TEST_CARDS.success))} />
                {text('card_number', 'Card number', { required: true, inputMode: 'numeric', autoComplete: 'cc-number' })}
              </>
            )}
            {fields.payment_method === 'paypal' &&
              text('paypal_email', 'PayPal email', { type: 'email', hint: 'Leave empty to use your contact email.' })}
            {fields.payment_method === 'cash_on_delivery' && <p className="shop-muted">Pay when your order arrives.</p>}
          </Card>
          <Card title="Order Notes" aria-label="Order Notes">
            <TextArea
              label="Notes about your order"
              rows={3}
              maxLength={2000}
              value={fields.customer_notes}
              onChange={(event) => edit('customer_notes', event.target.value)}
            />
          </Card>
        </div>
        <aside className="shop-checkout__side" aria-label="Order summary">
          <Card title="Order Summary" aria-label="Order Summary">
            <ul className="shop-checkout__items">
              {cart.items.map((item) => (
                <li key={item.id}>
                  <span>
                    {item.product.name}
                    {item.variation && item.variation.attributes.length > 0 && (
                      <span className="shop-muted"> ({item.variation.attributes.map((a) => a.value).join(', ')})</span>
                    )}{' '}
                    × {item.quantity}
                  </span>
                  <span>{formatPrice(item.total_price)}</span>
                </li>
              ))}
            </ul>
            <dl className="shop-summary">
              <dt>Subtotal</dt>
              <dd>{formatPrice(cart.subtotal)}</dd>
              <dt>Discount</dt>
              <dd>{cart.discount_amount > 0 ? `−${formatPrice(cart.discount_amount)}` : formatPrice(0)}</dd>
              <dt>Shipping</dt>
              <dd>{formatPrice(cart.shipping_amount)}</dd>
              <dt>{cart.tax_rate > 0 ? `Tax (${cart.tax_rate}%)` : 'Tax'}</dt>
              <dd>{formatPrice(cart.tax_amount)}</dd>
              <dt className="shop-summary__total">Total</dt>
              <dd className="shop-summary__total">{formatPrice(total)}</dd>
            </dl>
            <Button type="submit" size="lg" className="shop-wide" disabled={createOrder.isPending}>
              {createOrder.isPending ? 'Processing Order...' : `Complete Order - ${formatPrice(total)}`}
            </Button>
          </Card>
        </aside>
      </form>
    </div>
  );
}

/** /shop/checkout and /dashboard/checkout; an empty cart goes back to the cart. */
export function CheckoutScreen() {
  const paths = useShopPaths();
  const cart = useCart();
  // Once the order is placed the cart empties: that must not send the buyer back to the cart.
  const [placed, setPlaced] = useState(false);
  if (cart.isPending) return <Loading label="Loading cart..." />;
  if (!cart.data || (cart.data.items.length === 0 && !placed)) return <Navigate to={paths.cart} replace />;
  return <CheckoutFormScreen cart={cart.data} onPlaced={() => setPlaced(true)} />;
}
