import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { answer, callsTo, refusal, resetShopApi } from '../test-support/shop-api';
import { cart, cartItem, orderSummary } from '../test-support/fixtures';
import { openShop } from '../test-support/open-shop';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  ...require('../test-support/shop-api').fakeClient,
}));

const alert = (id: number) => ({
  id,
  alert_type: id % 2 ? 'out_of_stock' : 'low_stock',
  product_id: id,
  product_slug: `product-${id}`,
  product_name: `Product ${id}`,
  variation_sku: null,
  current_stock: id % 2 ? 0 : 2,
  threshold: 3,
  created_at: '2026-03-01T00:00:00Z',
});

beforeEach(() => {
  resetShopApi();
  answer('GET', 'cart/', cart([cartItem(1, 'Linen Shirt', { quantity: 3, total_price: 75 })]));
  answer('GET', 'categories/', { results: [{ id: 1, name: 'Shirts', slug: 'shirts', description: '', product_count: 4 }], count: 1 });
});

test('staff see the 30-day figures, five stock alerts, recent orders, top products and management links', async () => {
  answer('GET', 'analytics/', {
    days: 30,
    total_orders: 1234,
    cancelled_orders: 0,
    total_revenue: 5678.9,
    average_order_value: 46.02,
    total_customers: 321,
    recent_orders: [orderSummary(1), orderSummary(2)],
    top_products: [{ product__name: 'Linen Shirt', quantity_sold: 40, revenue: 1600 }],
  });
  answer('GET', 'stock-alerts/', { results: [1, 2, 3, 4, 5, 6, 7].map(alert), count: 7 });
  openShop('/dashboard/ecommerce', 'staff');
  expect(await screen.findByText('1.2K')).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Shop' })).toBeInTheDocument();
  for (const label of ['Total Orders', 'Total Revenue', 'Avg Order Value', 'Total Customers'])
    expect(screen.getByText(label)).toBeInTheDocument();
  expect(screen.getByText('$5,678.90')).toBeInTheDocument();
  expect(callsTo('GET', 'analytics/')[0].query).toEqual({ days: 30 });
  expect(callsTo('GET', 'stock-alerts/')[0].query).toEqual({ limit: 10 });

  const alerts = within(screen.getByRole('heading', { name: 'Stock Alerts' }).closest('section') as HTMLElement);
  expect(await alerts.findByText('Product 5')).toBeInTheDocument();
  expect(alerts.queryByText('Product 6')).toBeNull();
  expect(screen.getByText('ORD-1002')).toBeInTheDocument();
  expect(screen.getByText('40 sold')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Pending Orders' })).toHaveAttribute('href', '/dashboard/orders?status=pending');
  expect(screen.getByRole('link', { name: 'Manage Products' })).toHaveAttribute('href', '/dashboard/products/manage');
  expect(screen.getByRole('link', { name: 'Discounts' })).toHaveAttribute('href', '/dashboard/ecommerce/discounts');
  expect(screen.getByRole('link', { name: 'Shop Analytics' })).toHaveAttribute('href', '/dashboard/ecommerce/analytics');
  expect(screen.getByRole('link', { name: 'Inventory Reports' })).toHaveAttribute('href', '/dashboard/ecommerce/inventory');
  // Every management link leads to a screen: nothing is 'Coming soon', and Promotions is gone.
  expect(screen.queryByText(/Coming soon/i)).toBeNull();
  expect(screen.queryByText('Promotions')).toBeNull();
  expect(
    within(screen.getByRole('heading', { name: 'Quick Links' }).closest('section') as HTMLElement).getByRole('link', { name: /Cart/ }),
  ).toHaveTextContent('Cart 3');
});

test('staff read what the figures count beside a list of orders that includes cancelled ones', async () => {
  answer('GET', 'analytics/', {
    days: 30,
    total_orders: 0,
    cancelled_orders: 2,
    total_revenue: 0,
    average_order_value: 0,
    total_customers: 0,
    recent_orders: [orderSummary(1, { status: 'cancelled' }), orderSummary(2, { status: 'refunded' })],
    top_products: [],
  });
  answer('GET', 'stock-alerts/', { results: [], count: 0 });
  openShop('/dashboard/ecommerce', 'staff');
  const figures = within(await screen.findByRole('region', { name: 'Last 30 days' }));
  expect(figures.getByText('Last 30 days · cancelled and refunded orders are not counted')).toBeInTheDocument();
  const orders = (await figures.findByText('Total Orders')).closest('.shop-stat') as HTMLElement;
  expect(await within(orders).findByText('2 cancelled or refunded, not counted')).toBeInTheDocument();
  expect(orders).toHaveTextContent('0');
  expect(screen.getByText('ORD-1001')).toBeInTheDocument();
});

test('staff with no orders at all read that nobody has ordered, not that they have not', async () => {
  answer('GET', 'analytics/', {
    days: 30,
    total_orders: 0,
    cancelled_orders: 0,
    total_revenue: 0,
    average_order_value: 0,
    total_customers: 0,
    recent_orders: [],
    top_products: [],
  });
  answer('GET', 'stock-alerts/', { results: [], count: 0 });
  openShop('/dashboard/ecommerce', 'staff');
  expect(await screen.findByText('None cancelled')).toBeInTheDocument();
  expect(screen.getByText('Nobody has ordered from the shop yet.')).toBeInTheDocument();
  expect(screen.queryByText("You haven't placed any orders yet.")).toBeNull();
});

test('customers get their shopping: cart, orders, featured and sale links, categories and recent orders; no staff calls', async () => {
  answer('GET', 'orders/', { results: [orderSummary(3)], count: 1, next: null, previous: null });
  openShop('/dashboard/ecommerce', 'customer');
  expect(await screen.findByText('ORD-1003')).toBeInTheDocument();
  expect(await screen.findByText('3 items in your cart.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Featured' })).toHaveAttribute('href', '/dashboard/products?featured=true');
  expect(screen.getByRole('link', { name: 'On Sale' })).toHaveAttribute('href', '/dashboard/products?on_sale=true');
  expect(await screen.findByRole('link', { name: 'Shirts' })).toHaveAttribute('href', '/dashboard/products?category=shirts');
  expect(callsTo('GET', 'orders/')[0].query).toEqual({ page: '1', limit: '5' });
  expect(callsTo('GET', 'analytics/')).toHaveLength(0);
  expect(screen.queryByText('Total Revenue')).toBeNull();
});

test('failures to load the figures are not shown', async () => {
  answer('GET', 'analytics/', () => {
    throw refusal(500, { detail: 'boom' });
  });
  answer('GET', 'stock-alerts/', () => {
    throw refusal(500, { detail: 'boom' });
  });
  openShop('/dashboard/ecommerce', 'staff');
  expect(await screen.findByText('Total Orders')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Quick Links' })).toBeInTheDocument();
  expect(screen.queryByText('boom')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
});
