import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { locationSeen } from '@atlas/shell-kit/src/test-support/render';
import type { SiteRole } from '@atlas/sites/contract';
import { answer, callsTo, refusal, resetShopApi } from '../test-support/shop-api';
import { cart, orderSummary, product } from '../test-support/fixtures';
import { openShop } from '../test-support/open-shop';

jest.mock('@atlas/shell-kit/src/api/client', () => ({
  ...jest.requireActual('@atlas/shell-kit/src/api/client'),
  ...require('../test-support/shop-api').fakeClient,
}));

const SHOP = '/dashboard/sites/3/shop';

/** Café Olé (site 3) as the sites service answers a member holding `role`. */
function memberOf(role: SiteRole) {
  answer('GET', '/builder/sites/3/', { id: 3, name: 'Café Olé', slug: 'cafe-ole', role });
}

const settings = (over: Record<string, unknown> = {}) => ({
  site: 3,
  enabled: true,
  currency: 'EUR',
  order_email: '',
  terms_page: null,
  shipping_flat: 5,
  tax_rate: 0,
  updated_at: '2026-03-01T10:00:00Z',
  ...over,
});

beforeEach(() => {
  resetShopApi();
  answer('GET', 'cart/', cart([]));
  answer('GET', 'categories/', { results: [{ id: 1, name: 'Coffee', slug: 'coffee', description: '', product_count: 1 }], count: 1 });
  answer('GET', 'brands/', { results: [], count: 0 });
});

describe("a site's products", () => {
  test("lists the site's store under the site's name, linking within the site's shop", async () => {
    memberOf('editor');
    answer('GET', 'products/', { results: [product({ slug: 'house-blend', name: 'House Blend' })], count: 1, next: null, previous: null });
    openShop(`${SHOP}/products`, 'customer');
    expect(await screen.findByRole('link', { name: 'House Blend' })).toHaveAttribute('href', `${SHOP}/products/house-blend`);
    expect(screen.getByRole('heading', { name: 'Shop — Café Olé' })).toBeInTheDocument();
    expect(callsTo('GET', 'products/')[0].query).toEqual({ status: 'all', site: '3' });
    expect(callsTo('GET', 'categories/')[0].query).toEqual({ site: '3' });
    // An editor changes products but not discounts: the nav has no Discounts.
    const nav = within(screen.getByRole('navigation', { name: 'Shop' }));
    expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', `${SHOP}/orders`);
    expect(nav.queryByRole('link', { name: 'Discounts' })).toBeNull();
  });

  test('an editor creates a product in the site store and it opens in the site shop', async () => {
    memberOf('editor');
    answer('POST', 'products/', product({ slug: 'silk-tie', name: 'Silk Tie', status: 'draft' }));
    answer('GET', 'products/silk-tie/', product({ slug: 'silk-tie', name: 'Silk Tie', status: 'draft' }));
    answer('GET', 'products/', { results: [], count: 0, next: null, previous: null });
    openShop(`${SHOP}/products`, 'customer');
    fireEvent.click(await screen.findByRole('link', { name: 'New Product' }));
    fireEvent.change(await screen.findByLabelText(/^Name/), { target: { value: 'Silk Tie' } });
    fireEvent.change(screen.getByLabelText(/^Regular price/), { target: { value: '35' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(locationSeen.pathname).toBe(`${SHOP}/products/silk-tie`));
    expect(callsTo('POST', 'products/')[0].body).toMatchObject({ name: 'Silk Tie', regular_price: 35, site: 3 });
    await waitFor(() => expect(callsTo('GET', 'products/silk-tie/')[0]?.query).toEqual({ site: '3' }));
  });

  test('a viewer reads the products but is offered no way to change them', async () => {
    memberOf('viewer');
    answer('GET', 'products/', { results: [product()], count: 1, next: null, previous: null });
    answer('GET', 'products/linen-shirt/', product());
    openShop(`${SHOP}/products`, 'customer');
    expect(await screen.findByRole('link', { name: 'Linen Shirt' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Product' })).toBeNull();
    expect(screen.queryByLabelText('New category')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Linen Shirt' }));
    expect(await screen.findByLabelText(/^Name/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save Product' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Product' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Variation' })).toBeNull();
  });

  test('a viewer opening the new product form is told their role does not allow it', async () => {
    memberOf('viewer');
    openShop(`${SHOP}/products/new`, 'customer');
    expect(await screen.findByText('Your role on this site does not allow this.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Product' })).toBeNull();
  });
});

describe("a site's orders", () => {
  test("reads the store's orders with ?site= and opens one in the site's shop", async () => {
    memberOf('viewer');
    answer('GET', 'orders/', { results: [orderSummary(5)], count: 1, next: null, previous: null });
    openShop(`${SHOP}/orders`, 'customer');
    const card = (await screen.findByText('ORD-1005')).closest('li') as HTMLElement;
    expect(within(card).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /View Details/ })).toHaveAttribute('href', `${SHOP}/orders/5`);
    expect(callsTo('GET', 'orders/')[0].query).toEqual({ page: '1', limit: '20', site: '3' });
    expect(screen.queryByLabelText('Only my own orders')).toBeNull();
  });
});

describe("a site's shop settings", () => {
  test('an admin saves them; a field the service refuses says why under it', async () => {
    memberOf('admin');
    answer('GET', 'shops/3/', settings());
    answer('GET', '/builder/pages/', [{ id: 8, title: 'Terms of sale', slug: 'terms' }]);
    answer('PUT', 'shops/3/', (body: Record<string, unknown>) => settings({ ...body, updated_at: '2026-03-02T10:00:00Z' }));
    openShop(`${SHOP}/settings`, 'customer');
    fireEvent.click(await screen.findByLabelText('Sell on this site'));
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'GBP' } });
    await screen.findByRole('option', { name: 'Terms of sale' });
    fireEvent.change(screen.getByLabelText('Terms page'), { target: { value: 'terms' } });
    fireEvent.change(screen.getByLabelText(/^Tax rate/), { target: { value: '20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Shop settings saved')).toBeInTheDocument();
    expect(callsTo('PUT', 'shops/3/')[0].body).toEqual({
      enabled: false,
      currency: 'GBP',
      order_email: '',
      terms_page: 'terms',
      shipping_flat: 5,
      tax_rate: 20,
    });

    answer('PUT', 'shops/3/', () => {
      throw refusal(400, { detail: 'Please correct the errors below', errors: { order_email: 'Enter a valid e-mail address' } });
    });
    fireEvent.change(screen.getByLabelText(/^Order e-mail/), { target: { value: 'orders@cafe.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Order e-mail/)).toHaveAttribute('aria-invalid', 'true');
  });

  test('an amount out of range is said before anything is sent', async () => {
    memberOf('owner');
    answer('GET', 'shops/3/', settings());
    answer('GET', '/builder/pages/', []);
    openShop(`${SHOP}/settings`, 'customer');
    fireEvent.change(await screen.findByLabelText(/^Shipping/), { target: { value: '20000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Shipping must be an amount from 0 to 10000')).toBeInTheDocument();
    expect(callsTo('PUT', 'shops/3/')).toHaveLength(0);
  });

  test('an editor reads them without a way to change them', async () => {
    memberOf('editor');
    answer('GET', 'shops/3/', settings());
    answer('GET', '/builder/pages/', []);
    openShop(`${SHOP}/settings`, 'customer');
    expect(await screen.findByLabelText('Sell on this site')).toBeDisabled();
    expect(screen.getByLabelText('Currency')).toHaveValue('EUR');
    expect(screen.queryByRole('button', { name: 'Save Settings' })).toBeNull();
  });
});

describe("a site's shop overview", () => {
  test('a shop not yet open leads its admin to the settings', async () => {
    memberOf('admin');
    answer('GET', 'shops/3/', settings({ enabled: false }));
    openShop(SHOP, 'customer');
    expect(await screen.findByRole('link', { name: 'Set up your shop' })).toHaveAttribute('href', `${SHOP}/settings`);
    expect(callsTo('GET', 'analytics/')).toHaveLength(0);
  });

  test("an open shop shows the store's figures", async () => {
    memberOf('viewer');
    answer('GET', 'shops/3/', settings());
    answer('GET', 'analytics/', {
      total_orders: 4,
      cancelled_orders: 0,
      total_revenue: 120,
      average_order_value: 30,
      total_customers: 3,
      recent_orders: [orderSummary(7)],
      top_products: [],
    });
    answer('GET', 'stock-alerts/', { results: [], count: 0 });
    openShop(SHOP, 'customer');
    expect(await screen.findByText('$120.00')).toBeInTheDocument();
    expect(callsTo('GET', 'analytics/')[0].query).toEqual({ days: 30, site: '3' });
    expect(screen.getByRole('link', { name: 'ORD-1007' })).toHaveAttribute('href', `${SHOP}/orders/7`);
    // A viewer manages nothing: no discounts among the links.
    expect(screen.queryByRole('link', { name: 'Discounts' })).toBeNull();
  });
});
