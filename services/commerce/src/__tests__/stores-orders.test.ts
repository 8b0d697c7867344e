import { checkoutForm, staff, startCommerce, type Commerce, type Who } from './harness';

// A shop on every site (docs/contracts.md): carts, checkout, orders, discounts, figures and stock alerts
// of two site stores and the platform's, each kept to its own store and its own people.
const owner1 = { id: 501, username: 'baker' };
const owner2 = { id: 502, username: 'mechanic' };
const viewer = { id: 503, username: 'viewer' };
const editor = { id: 504, username: 'editor' };
const admin = { id: 505, username: 'admin' };
const stranger = { id: 506, username: 'stranger' };
const shopper = { id: 507, username: 'shopper' };

let shop: Commerce;
const products: Record<string, any> = {};

/** A product of a store: made on the platform by staff, then moved into the store. */
async function storeProduct(site: number | null, fields: Record<string, unknown>) {
  const made = await shop.makeProduct(fields);
  await shop.service.app.db('commerce.products').where({ id: made.id }).update({ site_id: site });
  return made;
}

beforeAll(async () => {
  process.env.ATLAS_SITE_LOOKUP_URL = 'http://127.0.0.1:9';
  shop = await startCommerce({ seed: false });
  const sites = shop.deps.sites;
  await sites.upsert({ id: 1, owner_id: owner1.id, slug: 'bakery', name: 'Bakery', is_published: true });
  await sites.upsert({ id: 2, owner_id: owner2.id, slug: 'garage', name: 'Garage', is_published: true });
  await sites.upsert({ id: 3, owner_id: owner2.id, slug: 'closed', name: 'Closed', is_published: true });
  for (const [user, role] of [
    [viewer, 'viewer'],
    [editor, 'editor'],
    [admin, 'admin'],
  ] as const) {
    await sites.recordMembership({ site_id: 1, user_id: user.id, role, changed_at: new Date() });
  }
  const bakery = { enabled: true, currency: 'EUR', order_email: 'orders@bakery.test', shipping_flat: 5, tax_rate: 10 };
  expect((await shop.call('PUT', 'shops/1/', { as: owner1, body: bakery })).status).toBe(200);
  expect((await shop.call('PUT', 'shops/2/', { as: owner2, body: { enabled: true, currency: 'GBP', terms_page: 'terms' } })).status).toBe(
    200,
  );
  products.bread = await storeProduct(1, { name: 'Store Bread', regular_price: 4, stock_quantity: 10, low_stock_threshold: 7 });
  products.tyre = await storeProduct(2, { name: 'Store Tyre', regular_price: 50, stock_quantity: 5 });
  products.mug = await storeProduct(null, { name: 'Platform Mug', regular_price: 10, stock_quantity: 100 });
}, 60_000);
afterAll(() => shop.close());

const add = (site: number | null, who: { as?: Who; cart?: string }, body: Record<string, unknown>) =>
  shop.call('POST', `cart/add_item/${site === null ? '' : `?site=${site}`}`, {
    as: who.as ?? null,
    body,
    headers: who.cart ? { 'x-cart-id': who.cart } : {},
  });
const cartOf = (site: number | null, who: { as?: Who; cart?: string }) =>
  shop.call('GET', `cart/${site === null ? '' : `?site=${site}`}`, {
    as: who.as ?? null,
    headers: who.cart ? { 'x-cart-id': who.cart } : {},
  });
const checkout = (site: number | null, as: Who, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  shop.call('POST', 'orders/', { as, headers, body: checkoutForm({ ...(site === null ? {} : { site }), ...extra }) });

describe('carts per store', () => {
  test('a cart is one store’s: its charges and currency, another store’s cart id is no cart, another store’s product 404', async () => {
    const first = await add(1, {}, { product_id: products.bread.id, quantity: 2 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ site: 1, currency: 'EUR', subtotal: 8, shipping_amount: 5, tax_amount: 0.8, order_total: 13.8 });
    const bakeryCart = first.body.id;
    // The bakery's cart id in the garage: no cart there, and adding makes a new one; the bakery's is untouched.
    expect((await cartOf(2, { cart: bakeryCart })).body).toMatchObject({ id: '', item_count: 0, site: 2, currency: 'GBP' });
    const garage = await add(2, { cart: bakeryCart }, { product_id: products.tyre.id });
    expect(garage.status).toBe(200);
    expect(garage.body.id).not.toBe(bakeryCart);
    expect((await cartOf(1, { cart: bakeryCart })).body.item_count).toBe(2);
    // Another store's product is not sold here.
    expect(await add(2, { cart: garage.body.id }, { product_id: products.bread.id })).toMatchObject({
      status: 404,
      body: { detail: 'Product not found' },
    });
    expect((await add(1, { cart: bakeryCart }, { product_id: products.mug.id })).body).toEqual({ detail: 'Product not found' });
    expect((await add(null, {}, { product_id: products.tyre.id })).status).toBe(404);
    // An unknown store and a site whose shop was never opened.
    for (const site of [99, 3]) {
      expect(await cartOf(site, {})).toMatchObject({ status: 404, body: { detail: 'Shop not found' } });
      expect((await add(site, {}, { product_id: products.bread.id })).body).toEqual({ detail: 'Shop not found' });
    }
  });

  test('a signed-in shopper has one cart per store', async () => {
    const who = { as: { id: 610, username: 'two-carts' } };
    expect((await add(null, who, { product_id: products.mug.id, quantity: 3 })).status).toBe(200);
    expect((await add(1, who, { product_id: products.bread.id })).status).toBe(200);
    const platform = (await cartOf(null, who)).body;
    const bakery = (await cartOf(1, who)).body;
    expect(platform).toMatchObject({ site: null, currency: 'USD', item_count: 3 });
    expect(bakery).toMatchObject({ site: 1, currency: 'EUR', item_count: 1 });
    expect(platform.id).not.toBe(bakery.id);
    await shop.call('DELETE', 'cart/clear/', { as: who.as });
    expect((await cartOf(1, who)).body.item_count).toBe(1);
    await shop.call('DELETE', 'cart/clear/?site=1', { as: who.as });
  });

  test('a discount code is its store’s: another store’s code is an invalid code', async () => {
    const made = await shop.call('POST', 'discounts/', { as: owner1, body: { site: 1, code: 'bake10', kind: 'percent', value: 10 } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ code: 'BAKE10', site: 1 });
    // The same code may exist in another store.
    expect((await shop.call('POST', 'discounts/', { as: staff, body: { code: 'BAKE10', kind: 'fixed', value: 1 } })).body.site).toBeNull();
    const who = { as: { id: 611, username: 'coder' } };
    await add(2, who, { product_id: products.tyre.id });
    expect(await shop.call('POST', 'cart/apply_discount/?site=2', { as: who.as, body: { code: 'BAKE10' } })).toMatchObject({
      status: 400,
      body: { detail: 'Invalid discount code' },
    });
    await add(1, who, { product_id: products.bread.id, quantity: 5 });
    const applied = await shop.call('POST', 'cart/apply_discount/?site=1', { as: who.as, body: { code: 'bake10' } });
    expect(applied.body.cart).toMatchObject({ discount_code: 'BAKE10', discount_amount: 2, total: 18 });
    await shop.call('DELETE', 'cart/clear/?site=1', { as: who.as });
    await shop.call('DELETE', 'cart/clear/?site=2', { as: who.as });
  });
});

describe('checkout and orders per store', () => {
  let bakeryOrder: any;
  let platformOrder: any;

  test('an order of a site’s store: its currency and charges, its events and e-mails; the platform cart untouched', async () => {
    await add(null, { as: shopper }, { product_id: products.mug.id });
    await add(1, { as: shopper }, { product_id: products.bread.id, quantity: 4 });
    const placed = await checkout(1, shopper, {}, { 'idempotency-key': 'same-key' });
    expect(placed.status).toBe(201);
    bakeryOrder = placed.body;
    expect(bakeryOrder).toMatchObject({ site: 1, currency: 'EUR', subtotal: 16, shipping_amount: 5, tax_amount: 1.6, total_amount: 22.6 });
    expect(bakeryOrder.payments[0].currency).toBe('EUR');
    expect((await cartOf(1, { as: shopper })).body.item_count).toBe(0);
    expect((await cartOf(null, { as: shopper })).body.item_count).toBe(1);
    // The same Idempotency-Key in another store is another order.
    platformOrder = (await checkout(null, shopper, {}, { 'idempotency-key': 'same-key' })).body;
    expect(platformOrder).toMatchObject({ site: null, currency: 'USD' });
    expect(platformOrder.id).not.toBe(bakeryOrder.id);
    expect((await checkout(1, shopper, {}, { 'idempotency-key': 'same-key' })).body.id).toBe(bakeryOrder.id);

    const created = (await shop.outbox('commerce.order.created')).map((e) => e.payload);
    expect(created.find((p) => p.order_id === bakeryOrder.id)).toMatchObject({ site_id: 1, owner_id: owner1.id, currency: 'EUR' });
    expect(created.find((p) => p.order_id === platformOrder.id)).toMatchObject({ site_id: null, owner_id: null });
    // Stock 10 → 6 crossed the bakery's threshold of 7: its alert and event are the bakery's.
    const low = (await shop.outbox('commerce.stock.low')).map((e) => e.payload).find((p) => p.product_id === products.bread.id);
    expect(low).toMatchObject({ site_id: 1, owner_id: owner1.id, alert_type: 'low_stock', current_stock: 6 });

    const mails = (await shop.outbox('mail.message.requested')).map((e) => e.payload);
    const about = (order: any) => mails.filter((m) => m.subject === `Order ${order.order_number} confirmed`);
    const link = expect.stringMatching(new RegExp(`/bakery/orders/${bakeryOrder.id}\\?token=${bakeryOrder.access_token}$`));
    expect(about(bakeryOrder)).toEqual([
      expect.objectContaining({ to: 'shopper@example.com', category: 'order', link }),
      expect.objectContaining({ to: 'orders@bakery.test', category: 'order', link }),
    ]);
    expect(about(bakeryOrder)[0].text).toContain(bakeryOrder.order_number);
    expect(about(platformOrder)).toEqual([
      expect.objectContaining({ to: 'shopper@example.com', link: expect.stringMatching(new RegExp(`/shop/orders/${platformOrder.id}$`)) }),
    ]);
  });

  test('a store with a terms page needs them accepted; an unknown or closed store is not sold from', async () => {
    const buyer = { id: 620, username: 'terms' };
    await add(2, { as: buyer }, { product_id: products.tyre.id });
    expect(await checkout(2, buyer)).toEqual({
      status: 400,
      headers: expect.anything(),
      body: expect.objectContaining({ detail: 'Please correct the errors below', errors: { accept_terms: 'Please accept the terms' } }),
    });
    const placed = await checkout(2, buyer, { accept_terms: true });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ site: 2, currency: 'GBP' });
    expect(await checkout(99, buyer)).toMatchObject({ status: 404, body: { detail: 'Shop not found' } });
    expect((await checkout(3, buyer)).body).toEqual({ detail: 'Shop not found' });
  });

  test('orders are listed by store for its members, and every store’s own orders for their buyer', async () => {
    const ids = (reply: any) => reply.body.results.map((o: any) => o.id);
    const bakery = await shop.call('GET', 'orders/?site=1', { as: viewer });
    expect(bakery.status).toBe(200);
    expect(ids(bakery)).toContain(bakeryOrder.id);
    expect(bakery.body.results.every((o: any) => o.site === 1)).toBe(true);
    expect(await shop.call('GET', 'orders/?site=2', { as: viewer })).toMatchObject({ status: 404, body: { detail: 'Site not found' } });
    expect((await shop.call('GET', 'orders/?site=1', { as: stranger })).status).toBe(404);
    expect((await shop.call('GET', 'orders/?site=1')).status).toBe(401);
    const own = await shop.call('GET', 'orders/', { as: shopper });
    expect(ids(own)).toEqual(expect.arrayContaining([bakeryOrder.id, platformOrder.id]));
    const platform = await shop.call('GET', 'orders/?all=true', { as: staff });
    expect(ids(platform)).toContain(platformOrder.id);
    expect(ids(platform)).not.toContain(bakeryOrder.id);
  });

  test('an order’s detail: its buyer, its token and its store’s members; a stranger 404', async () => {
    const path = `orders/${bakeryOrder.id}/`;
    expect((await shop.call('GET', path, { as: shopper })).body.site).toBe(1);
    expect((await shop.call('GET', `${path}?token=${bakeryOrder.access_token}`)).status).toBe(200);
    expect((await shop.call('GET', path, { as: viewer })).status).toBe(200);
    expect((await shop.call('GET', path, { as: owner1 })).status).toBe(200);
    for (const who of [stranger, owner2]) {
      expect(await shop.call('GET', path, { as: who })).toMatchObject({ status: 404, body: { detail: 'Order not found' } });
    }
    expect((await shop.call('GET', path)).status).toBe(404);
  });

  test('status changes and a member’s cancel need manage of the order’s store', async () => {
    const path = `orders/${bakeryOrder.id}/update_status/`;
    const ship = { status: 'shipped', tracking_number: 'TRACK-1' };
    expect((await shop.call('POST', path, { body: ship })).status).toBe(401);
    expect(await shop.call('POST', path, { as: stranger, body: ship })).toMatchObject({ status: 404, body: { detail: 'Order not found' } });
    expect((await shop.call('POST', path, { as: viewer, body: ship })).status).toBe(403);
    expect((await shop.call('POST', path, { as: editor, body: ship })).status).toBe(403);
    expect((await shop.call('POST', path, { as: staff, body: ship })).status).toBe(404);
    const shipped = await shop.call('POST', path, { as: admin, body: ship });
    expect(shipped.body).toMatchObject({ status: 'shipped', site: 1 });
    const event = (await shop.outbox('commerce.order.shipped')).find((e) => e.payload.order_id === bakeryOrder.id);
    expect(event.payload).toMatchObject({ site_id: 1, owner_id: owner1.id, tracking_number: 'TRACK-1' });

    // A second order, cancelled by the store's admin (a viewer may not): its e-mails say so.
    const buyer = { id: 630, username: 'cancelled' };
    await add(1, { as: buyer }, { product_id: products.bread.id });
    const order = (await checkout(1, buyer, { customer_email: 'cancel@example.com' })).body;
    expect((await shop.call('POST', `orders/${order.id}/cancel/`, { as: viewer })).status).toBe(403);
    expect((await shop.call('POST', `orders/${order.id}/cancel/`, { as: stranger })).status).toBe(404);
    const cancelled = await shop.call('POST', `orders/${order.id}/cancel/`, { as: owner1 });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', site: 1 });
    const mails = (await shop.outbox('mail.message.requested')).map((e) => e.payload);
    expect(mails.filter((m) => m.subject === `Order ${order.order_number} cancelled`).map((m) => m.to)).toEqual([
      'cancel@example.com',
      'orders@bakery.test',
    ]);
    const cancelledEvent = (await shop.outbox('commerce.order.cancelled')).find((e) => e.payload.order_id === order.id);
    expect(cancelledEvent.payload).toMatchObject({ site_id: 1, owner_id: owner1.id });
  });
});

describe('discounts, figures and stock alerts per store', () => {
  test('discounts: the store’s admins and owner; viewer and editor 403, stranger 404, signed out 401', async () => {
    const list = (who: Who, site = 1) => shop.call('GET', `discounts/?site=${site}`, { as: who });
    expect((await list(null)).status).toBe(401);
    expect((await list(viewer)).status).toBe(403);
    expect((await list(editor)).status).toBe(403);
    expect(await list(stranger)).toMatchObject({ status: 404, body: { detail: 'Site not found' } });
    const mine = await list(admin);
    expect(mine.status).toBe(200);
    expect(mine.body.results.map((d: any) => [d.code, d.site])).toEqual([['BAKE10', 1]]);
    expect((await shop.call('GET', 'discounts/', { as: staff })).body.results.every((d: any) => d.site === null)).toBe(true);
    expect((await shop.call('POST', 'discounts/', { as: editor, body: { site: 1, code: 'NOPE', kind: 'fixed', value: 1 } })).status).toBe(
      403,
    );

    const made = (await shop.call('POST', 'discounts/', { as: admin, body: { site: 1, code: 'SPRING', kind: 'fixed', value: 2 } })).body;
    const path = `discounts/${made.id}/`;
    expect(await shop.call('PATCH', path, { as: stranger, body: { is_active: false } })).toMatchObject({
      status: 404,
      body: { detail: 'Discount not found' },
    });
    expect((await shop.call('PATCH', path, { as: owner2, body: { is_active: false } })).status).toBe(404);
    expect((await shop.call('PATCH', path, { as: editor, body: { is_active: false } })).status).toBe(403);
    expect((await shop.call('PATCH', path, { as: admin, body: { is_active: false } })).body).toMatchObject({ is_active: false, site: 1 });
    expect((await shop.call('DELETE', path, { as: viewer })).status).toBe(403);
    expect((await shop.call('DELETE', path, { as: stranger })).status).toBe(404);
    expect((await shop.call('DELETE', path, { as: admin })).status).toBe(204);
    expect((await shop.call('PATCH', path, { as: admin, body: { is_active: true } })).status).toBe(404);
  });

  test('dashboard figures, reports and stock alerts count one store only', async () => {
    const figures = (who: Who, query = '') => shop.call('GET', `analytics/${query}`, { as: who });
    const bakery = await figures(viewer, '?site=1');
    expect(bakery.status).toBe(200);
    // The bakery's one order counted (the cancelled one apart); the platform's and the garage's not.
    expect(bakery.body).toMatchObject({ total_orders: 1, cancelled_orders: 1, total_revenue: 22.6 });
    expect(bakery.body.recent_orders.every((o: any) => o.site === 1)).toBe(true);
    expect(bakery.body.top_products).toEqual([{ product__name: 'Store Bread', quantity_sold: 4, revenue: 16 }]);
    expect((await figures(viewer, '?site=2')).status).toBe(404);
    expect((await figures(stranger, '?site=1')).status).toBe(404);
    expect((await figures(null, '?site=1')).status).toBe(401);
    const platform = (await figures(staff)).body;
    expect(platform.recent_orders.every((o: any) => o.site === null)).toBe(true);
    expect(platform.top_products.map((p: any) => p.product__name)).toEqual(['Platform Mug']);

    const sales = await shop.call('GET', 'reports/sales/?site=1', { as: viewer });
    expect(sales.body).toMatchObject({ total_orders: 1, units_sold: 4, total_revenue: 22.6 });
    expect((await shop.call('GET', 'reports/sales/?site=2', { as: owner2 })).body).toMatchObject({ total_orders: 1, total_revenue: 60 });
    const inventory = await shop.call('GET', 'reports/inventory/?site=1', { as: viewer });
    expect(inventory.body.results.map((i: any) => i.product_name)).toEqual(['Store Bread']);
    expect((await shop.call('GET', 'reports/inventory/?site=1', { as: stranger })).status).toBe(404);

    const alerts = (site: number, who: Who) => shop.call('GET', `stock-alerts/?site=${site}`, { as: who });
    expect((await alerts(1, viewer)).body.results.map((a: any) => a.product_name)).toEqual(['Store Bread']);
    expect((await alerts(2, owner2)).body.results).toEqual([]);
    expect((await alerts(1, stranger)).status).toBe(404);
    const platformAlerts = (await shop.call('GET', 'stock-alerts/?limit=100', { as: staff })).body.results;
    expect(platformAlerts.some((a: any) => a.product_id === products.bread.id)).toBe(false);
  });
});
