import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { answer, callsTo, resetShopApi } from '../test-support/shop-api';
import { cart } from '../test-support/fixtures';
import { openShop } from '../test-support/open-shop';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  ...require('../test-support/shop-api').fakeClient,
}));

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

beforeEach(() => {
  resetShopApi();
  answer('GET', 'cart/', cart([]));
});

describe('Shop Analytics', () => {
  const report = (from: string, to: string) => ({
    from,
    to,
    total_orders: 4,
    cancelled_orders: 1,
    total_revenue: 250,
    average_order_value: 62.5,
    total_customers: 3,
    units_sold: 9,
    discount_total: 12,
    by_day: [
      { date: from, orders: 1, revenue: 50 },
      { date: to, orders: 3, revenue: 200 },
    ],
    top_products: [{ product_id: 1, product_name: 'Linen Shirt', quantity_sold: 6, revenue: 180 }],
  });

  test('shows revenue, orders, average order value and the best sellers of the last 30 days, and another range on request', async () => {
    answer('GET', 'reports/sales/', (_body: unknown, options: { query?: Record<string, unknown> }) =>
      report(String(options.query?.from), String(options.query?.to)),
    );
    openShop('/dashboard/ecommerce/analytics', 'staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shop Analytics' })).toBeInTheDocument();
    expect(await screen.findByText('$250.00')).toBeInTheDocument();
    expect(callsTo('GET', 'reports/sales/')[0].query).toEqual({ from: day(29), to: day(0) });
    const orders = screen.getByText('Orders').closest('.shop-stat') as HTMLElement;
    expect(orders).toHaveTextContent('4');
    expect(orders).toHaveTextContent('1 cancelled or refunded, not counted');
    expect(screen.getByText('$62.50')).toBeInTheDocument();
    const top = within(screen.getByRole('heading', { name: 'Top Products' }).closest('section') as HTMLElement);
    expect(top.getByText('Linen Shirt')).toBeInTheDocument();
    expect(top.getByText('$180.00')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `Revenue per day, highest $200.00 on ${day(0)}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await waitFor(() => expect(callsTo('GET', 'reports/sales/').at(-1)?.query).toEqual({ from: day(6), to: day(0) }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-01' } });
    await waitFor(() => expect(callsTo('GET', 'reports/sales/').at(-1)?.query).toEqual({ from: '2026-01-01', to: day(0) }));
  });

  test("a failed load says 'Failed to load analytics data' with Try Again", async () => {
    answer('GET', 'reports/sales/', () => {
      throw new TypeError('Failed to fetch');
    });
    openShop('/dashboard/ecommerce/analytics', 'staff');
    expect(await screen.findByText('Failed to load analytics data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  test('customers are told it is for staff and nothing is asked', async () => {
    openShop('/dashboard/ecommerce/analytics', 'customer');
    expect(await screen.findByText("Only staff members can see the shop's analytics.")).toBeInTheDocument();
    expect(callsTo('GET', 'reports/sales/')).toHaveLength(0);
  });
});

describe('Inventory Reports', () => {
  const item = (name: string, state: string, over: Record<string, unknown> = {}) => ({
    product_id: 1,
    product_slug: name.toLowerCase().replace(/ /g, '-'),
    product_name: name,
    product_status: 'active',
    variation_id: null,
    sku: 'SKU-1',
    options: '',
    stock_quantity: 0,
    low_stock_threshold: 3,
    unit_price: 10,
    stock_value: 0,
    state,
    ...over,
  });

  test('shows the stock value, units, low and out of stock, and each item; a state filter asks for it', async () => {
    answer('GET', 'reports/inventory/', {
      summary: { items: 3, untracked: 0, units_in_stock: 14, stock_value: 1234.5, in_stock: 1, low_stock: 1, out_of_stock: 1 },
      results: [
        item('Gone Mug', 'out_of_stock'),
        item('Shirt', 'low_stock', { variation_id: 7, options: 'Size: M', stock_quantity: 2, stock_value: 20 }),
        item('Lamp', 'in_stock', { stock_quantity: 12, stock_value: 120 }),
      ],
      count: 3,
      next: null,
      previous: null,
    });
    openShop('/dashboard/ecommerce/inventory', 'staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inventory Reports' })).toBeInTheDocument();
    expect(await screen.findByText('$1,234.50')).toBeInTheDocument();
    expect(screen.getByText('Low Stock').closest('.shop-stat') as HTMLElement).toHaveTextContent('1');
    const shirt = screen.getByRole('link', { name: 'Shirt' }).closest('tr') as HTMLElement;
    expect(shirt).toHaveTextContent('Size: M');
    expect(within(shirt).getByText('Low stock')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gone Mug' })).toHaveAttribute('href', '/dashboard/products/manage/gone-mug');

    fireEvent.click(screen.getByRole('button', { name: 'Out of stock' }));
    await waitFor(() => expect(callsTo('GET', 'reports/inventory/').at(-1)?.query).toEqual({ page: '1', state: 'out_of_stock' }));
  });
});
