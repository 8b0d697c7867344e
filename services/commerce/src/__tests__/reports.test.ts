import { alice, bob, checkoutForm, staff, startCommerce, type Commerce } from './harness';

// Shop Analytics and Inventory Reports, from real orders and real stock (one service start).
let shop: Commerce;
beforeAll(async () => {
  shop = await startCommerce({ seed: false });
}, 60_000);
afterAll(() => shop.close());

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

async function buy(as: typeof alice, productId: number, quantity: number) {
  await shop.add({ as }, { product_id: productId, quantity });
  const placed = await shop.call('POST', 'orders/', { as, body: checkoutForm({ customer_email: `${as.username}@example.com` }) });
  expect(placed.status).toBe(201);
  return placed.body;
}

describe('sales report', () => {
  test('revenue, orders, average, customers, units, each day and the best sellers of a range come from the orders placed', async () => {
    const mug = await shop.makeProduct({ name: 'Report Mug', regular_price: 12, stock_quantity: 100 });
    const lamp = await shop.makeProduct({ name: 'Report Lamp', regular_price: 40, stock_quantity: 100 });
    await buy(alice, mug.id, 3); // 36 + 10 shipping
    await buy(bob, lamp.id, 1); // 40 + 10
    const cancelled = await buy(bob, mug.id, 1);
    expect((await shop.call('POST', `orders/${cancelled.id}/cancel/`, { as: bob })).status).toBe(200);
    const old = await buy(alice, lamp.id, 2);
    await shop.service.app
      .db('commerce.orders')
      .where({ id: old.id })
      .update({ created_at: new Date(Date.now() - 40 * 86_400_000) });

    const report = await shop.call('GET', `reports/sales/?from=${daysAgo(6)}&to=${today()}`, { as: staff });
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({
      from: daysAgo(6),
      to: today(),
      total_orders: 2,
      cancelled_orders: 1,
      total_revenue: 96,
      average_order_value: 48,
      total_customers: 2,
      units_sold: 4,
      discount_total: 0,
    });
    expect(report.body.by_day).toHaveLength(7);
    expect(report.body.by_day.at(-1)).toEqual({ date: today(), orders: 2, revenue: 96 });
    expect(report.body.by_day.slice(0, 6).every((day: { orders: number }) => day.orders === 0)).toBe(true);
    expect(report.body.top_products).toEqual([
      { product_id: mug.id, product_name: 'Report Mug', quantity_sold: 3, revenue: 36 },
      { product_id: lamp.id, product_name: 'Report Lamp', quantity_sold: 1, revenue: 40 },
    ]);

    // The default is the last 30 days; a range reaching back 40 days finds the older order.
    expect((await shop.call('GET', 'reports/sales/', { as: staff })).body).toMatchObject({ from: daysAgo(29), total_orders: 2 });
    const longer = await shop.call('GET', `reports/sales/?from=${daysAgo(45)}&to=${today()}`, { as: staff });
    expect(longer.body).toMatchObject({ total_orders: 3, total_revenue: 186, units_sold: 6 });
    expect(longer.body.top_products[0]).toMatchObject({ product_name: 'Report Lamp', quantity_sold: 3 });
  });

  test('refuses bad ranges with a detail and is for staff only', async () => {
    const detail = async (query: string) => (await shop.call('GET', `reports/sales/?${query}`, { as: staff })).body.detail;
    expect(await detail('from=2026-02-31&to=2026-03-02')).toBe('from must be a date (YYYY-MM-DD)');
    expect(await detail('from=2026-03-05&to=2026-03-01')).toBe('The start must not be after the end');
    expect(await detail('from=2020-01-01&to=2026-01-01')).toBe('A report covers at most 366 days');
    expect(await detail('from=yesterday')).toBe('from must be a date (YYYY-MM-DD)');
    expect((await shop.call('GET', 'reports/sales/', { as: alice })).status).toBe(403);
    expect((await shop.call('GET', 'reports/sales/')).status).toBe(401);
  });
});

describe('inventory report', () => {
  test('stock levels, low and out of stock, untracked items and the stock value at today’s prices', async () => {
    const db = shop.service.app.db;
    await db('commerce.products').update({ status: 'archived' }); // the sales test's products
    await shop.makeProduct({ name: 'Stock Plenty', regular_price: 10, stock_quantity: 10, low_stock_threshold: 3 });
    await shop.makeProduct({ name: 'Stock Low', regular_price: 20, sale_price: 15, stock_quantity: 2, low_stock_threshold: 3 });
    await shop.makeProduct({ name: 'Stock Gone', regular_price: 5, stock_quantity: 0 });
    await shop.makeProduct({ name: 'Stock Untracked', regular_price: 5, stock_quantity: 0, manage_stock: false });
    const shirt = await shop.makeProduct({ name: 'Stock Shirt', regular_price: 30, low_stock_threshold: 2 });
    for (const [size, stock] of [
      ['S', 0],
      ['M', 4],
    ] as const) {
      const made = await shop.call('POST', `products/${shirt.slug}/variations/`, {
        as: staff,
        body: { sku: `SHIRT-${size}`, stock_quantity: stock, attributes: [{ attribute_name: 'Size', value: size }] },
      });
      expect(made.status).toBe(201);
    }

    const report = await shop.call('GET', 'reports/inventory/', { as: staff });
    expect(report.status).toBe(200);
    expect(report.body.summary).toEqual({
      items: 6,
      untracked: 1,
      units_in_stock: 16,
      stock_value: 100 + 30 + 120,
      in_stock: 2,
      low_stock: 1,
      out_of_stock: 2,
    });
    expect(
      report.body.results.map((r: { product_name: string; options: string; state: string }) => [r.product_name, r.options, r.state]),
    ).toEqual([
      ['Stock Gone', '', 'out_of_stock'],
      ['Stock Shirt', 'Size: S', 'out_of_stock'],
      ['Stock Low', '', 'low_stock'],
      ['Stock Shirt', 'Size: M', 'in_stock'],
      ['Stock Plenty', '', 'in_stock'],
      ['Stock Untracked', '', 'untracked'],
    ]);
    expect(report.body.results[2]).toMatchObject({ stock_quantity: 2, low_stock_threshold: 3, unit_price: 15, stock_value: 30 });

    const low = await shop.call('GET', 'reports/inventory/?state=low_stock', { as: staff });
    expect(low.body).toMatchObject({ count: 1, next: null, results: [{ product_name: 'Stock Low' }] });
    const paged = await shop.call('GET', 'reports/inventory/?page=2&page_size=4', { as: staff });
    expect(paged.body).toMatchObject({ count: 6, next: null, previous: 1 });
    expect(paged.body.results).toHaveLength(2);

    expect((await shop.call('GET', 'reports/inventory/?state=lost', { as: staff })).status).toBe(400);
    expect((await shop.call('GET', 'reports/inventory/?page_size=1000', { as: staff })).status).toBe(400);
    expect((await shop.call('GET', 'reports/inventory/', { as: alice })).status).toBe(403);
  });
});
