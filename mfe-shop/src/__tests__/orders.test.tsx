import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, calls, callsTo, deferred, refusal, resetShopApi } from '../test-support/shop-api';
import { cart, order, orderSummary } from '../test-support/fixtures';
import { openShop } from '../test-support/open-shop';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  ...require('../test-support/shop-api').fakeClient,
}));

beforeEach(() => {
  resetShopApi();
  answer('GET', 'cart/', cart([]));
});

const orderQueries = () => calls.filter((c) => c.method === 'GET' && c.path === 'orders/').map((c) => c.query);

describe('Your Orders', () => {
  test('shows each order with its number, status, date, total, items and payment', async () => {
    answer('GET', 'orders/', { results: [orderSummary(1)], count: 1, next: null, previous: null });
    openShop('/dashboard/orders', 'customer');
    const card = (await screen.findByText('ORD-1001')).closest('li') as HTMLElement;
    expect(within(card).getByText('Processing')).toBeInTheDocument();
    expect(within(card).getByText('Mar 1, 2026')).toBeInTheDocument();
    expect(within(card).getByText('$60.00')).toBeInTheDocument();
    expect(within(card).getByText('2 items')).toBeInTheDocument();
    expect(within(card).getByText('Credit Card · Completed')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /View Details/ })).toHaveAttribute('href', '/dashboard/orders/1');
    expect(screen.queryByText(/Page \d of/)).toBeNull();
  });

  test('a status filter goes back to page 1; clicking the active one clears it', async () => {
    answer('GET', 'orders/', { results: [orderSummary(1)], count: 45, next: 3, previous: 1 });
    openShop('/dashboard/orders?page=2', 'customer');
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(orderQueries()[0]).toEqual({ page: '2', limit: '20' });

    fireEvent.click(screen.getByRole('button', { name: 'Pending' }));
    await waitFor(() => expect(orderQueries().at(-1)).toEqual({ page: '1', limit: '20', status: 'pending' }));
    expect(screen.getByRole('button', { name: 'Pending' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(orderQueries().at(-1)).toEqual({ page: '2', limit: '20', status: 'pending' }));

    fireEvent.click(screen.getByRole('button', { name: 'Pending' }));
    await waitFor(() => expect(orderQueries().at(-1)).toEqual({ page: '1', limit: '20' }));
    expect(screen.getByRole('button', { name: 'All Orders' })).toHaveAttribute('aria-pressed', 'true');
  });

  test("staff open on every customer's orders, headed 'All orders', and can narrow to their own", async () => {
    answer('GET', 'orders/', (_body: unknown, options: { query?: Record<string, unknown> }) =>
      options.query?.all === 'true'
        ? { results: [orderSummary(1, { customer_email: 'ada@example.com' }), orderSummary(2)], count: 2, next: null, previous: null }
        : { results: [], count: 0, next: null, previous: null },
    );
    openShop('/dashboard/orders', 'staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'All orders' })).toBeInTheDocument();
    expect(await screen.findByText('ORD-1001')).toBeInTheDocument();
    expect(screen.getByText('ORD-1002')).toBeInTheDocument();
    expect(within(screen.getByText('ORD-1001').closest('li') as HTMLElement).getByText('ada@example.com')).toBeInTheDocument();
    expect(orderQueries()[0]).toEqual({ page: '1', limit: '20', all: 'true' });

    fireEvent.click(screen.getByLabelText('Only my own orders'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Orders' })).toBeInTheDocument();
    await waitFor(() => expect(orderQueries().at(-1)).toEqual({ page: '1', limit: '20' }));
    expect(await screen.findByText("You haven't placed any orders yet.")).toBeInTheDocument();
  });

  test('no orders: says so and offers to start shopping', async () => {
    answer('GET', 'orders/', { results: [], count: 0, next: null, previous: null });
    openShop('/dashboard/orders', 'customer');
    expect(await screen.findByText('No orders found')).toBeInTheDocument();
    expect(screen.getByText("You haven't placed any orders yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/dashboard/products');
  });

  test("a failed load says 'Error loading orders' with the reason", async () => {
    answer('GET', 'orders/', () => {
      throw new TypeError('Failed to fetch');
    });
    openShop('/dashboard/orders', 'customer');
    expect(await screen.findByText('Error loading orders: Failed to load orders')).toBeInTheDocument();
  });
});

describe('order detail', () => {
  test('lists the items, the timeline with tracking, payments and addresses', async () => {
    answer(
      'GET',
      'orders/5/',
      order(5, { status: 'shipped', shipped_at: '2026-03-03T09:00:00Z', tracking_number: 'TRK123', customer_notes: 'Leave at door' }),
    );
    openShop('/dashboard/orders/5', 'customer');
    expect(await screen.findByRole('heading', { name: /Order ORD-1005/ })).toBeInTheDocument();
    expect(screen.getByText('SKU: LS-1')).toBeInTheDocument();
    expect(screen.getByText('Color: Red')).toBeInTheDocument();
    expect(screen.getByText('$25.00 each')).toBeInTheDocument();
    const timeline = within(screen.getByRole('region', { name: 'Timeline' }));
    expect(timeline.getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'Order placed',
      'Order confirmed',
      'Order shipped',
    ]);
    expect(timeline.getByText('Tracking number: TRK123')).toBeInTheDocument();
    expect(screen.getByText('Leave at door')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toHaveAttribute('href', '/dashboard/orders');
  });

  test("Cancel Order asks first, says 'Cancelling...' while it works, then shows the order cancelled", async () => {
    const pending = deferred<unknown>();
    answer('GET', 'orders/5/', order(5, { status: 'pending' }));
    answer('POST', 'orders/5/cancel/', () => pending.promise);
    openShop('/dashboard/orders/5', 'customer');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to cancel this order?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByRole('button', { name: 'Cancelling...' })).toBeDisabled();
    pending.resolve(order(5, { status: 'cancelled', cancelled_at: '2026-03-02T00:00:00Z' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(callsTo('POST', 'orders/5/cancel/')).toHaveLength(1);
  });

  test('an order cancelled right after checkout no longer thanks for a placed order: it says it is cancelled', async () => {
    answer('GET', 'orders/5/', order(5, { status: 'pending' }));
    answer('POST', 'orders/5/cancel/', () =>
      order(5, { status: 'cancelled', cancelled_at: '2026-03-02T00:00:00Z', payments: [{ ...order(5).payments[0], status: 'refunded' }] }),
    );
    openShop('/dashboard/orders/5?created=1', 'customer');
    expect(await screen.findByText('Thank you for your order!')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Order' }));
    expect(await screen.findByText('This order has been cancelled')).toBeInTheDocument();
    expect(screen.getByText('This order has been cancelled').closest('[role="status"]')).toHaveTextContent(
      'Order ORD-1005 was cancelled on Mar 2, 2026',
    );
    expect(screen.getByText(/Your payment has been refunded\./)).toBeInTheDocument();
    expect(screen.queryByText('Thank you for your order!')).toBeNull();
    expect(screen.queryByText(/has been placed/)).toBeNull();
  });

  test("an unknown order says 'Order not found' with the server's reason", async () => {
    answer('GET', 'orders/99/', () => {
      throw refusal(404, { detail: 'No order 99' });
    });
    openShop('/dashboard/orders/99', 'customer');
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(screen.getByText('No order 99')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Orders' })).toBeInTheDocument();
  });

  test("a guest's order opens with the token of the address", async () => {
    answer('GET', 'orders/5/', order(5));
    openShop('/shop/orders/5?token=abc');
    expect(await screen.findByRole('heading', { name: /Order ORD-1005/ })).toBeInTheDocument();
    expect(callsTo('GET', 'orders/5/')[0].headers).toEqual({ 'x-order-token': 'abc' });
    expect(screen.queryByText('Thank you for your order!')).toBeNull();
  });

  test('staff move a processing order to shipped with a tracking number', async () => {
    answer('GET', 'orders/5/', order(5, { status: 'processing' }));
    answer('POST', 'orders/5/update_status/', order(5, { status: 'shipped', shipped_at: '2026-03-03T00:00:00Z', tracking_number: 'TRK9' }));
    openShop('/dashboard/orders/5', 'staff');
    fireEvent.change(await screen.findByLabelText('Tracking number'), { target: { value: 'TRK9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark as Shipped' }));
    await waitFor(() => expect(callsTo('POST', 'orders/5/update_status/')).toHaveLength(1));
    expect(callsTo('POST', 'orders/5/update_status/')[0].body).toEqual({ status: 'shipped', tracking_number: 'TRK9' });
    expect(await screen.findByRole('button', { name: 'Mark as Delivered' })).toBeInTheDocument();
  });

  test('customers see no status controls', async () => {
    answer('GET', 'orders/5/', order(5, { status: 'processing' }));
    openShop('/dashboard/orders/5', 'customer');
    await screen.findByRole('heading', { name: /Order ORD-1005/ });
    expect(screen.queryByRole('button', { name: /Mark as/ })).toBeNull();
  });
});
