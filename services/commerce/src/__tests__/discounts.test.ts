import { alice, checkoutForm, staff, startCommerce, type Commerce } from './harness';

// Staff's discount codes: made and changed through the API, applied at checkout within their limits.
let shop: Commerce;
beforeAll(async () => {
  shop = await startCommerce({ seed: false });
}, 60_000);
afterAll(() => shop.close());

const create = (body: Record<string, unknown>, as: typeof staff | typeof alice = staff) => shop.call('POST', 'discounts/', { as, body });

test('staff create a percentage code with a window and limits; it is listed, stored upper-case and applies in a cart', async () => {
  const made = await create({
    code: ' spring-20 ',
    description: 'Spring sale',
    kind: 'percent',
    value: 20,
    starts_at: new Date(Date.now() - 3_600_000).toISOString(),
    ends_at: new Date(Date.now() + 86_400_000).toISOString(),
    usage_limit: 100,
  });
  expect(made.status).toBe(201);
  expect(made.body).toMatchObject({
    code: 'SPRING-20',
    kind: 'percent',
    value: 20,
    used_count: 0,
    is_active: true,
    per_customer_limit: null,
  });
  const list = await shop.call('GET', 'discounts/', { as: staff });
  expect(list.body.results.map((d: { code: string }) => d.code)).toContain('SPRING-20');

  const vase = await shop.makeProduct({ name: 'Discount Vase', regular_price: 50, stock_quantity: 10 });
  await shop.add({ as: alice }, { product_id: vase.id });
  const applied = await shop.call('POST', 'cart/apply_discount/', { as: alice, body: { code: 'spring-20' } });
  expect(applied.body).toMatchObject({ success: true, data: { discount_code: 'SPRING-20', discount_amount: 10, cart_total: 40 } });

  // Switched off, the code no longer applies; the uses stay.
  const off = await shop.call('PATCH', `discounts/${made.body.id}/`, { as: staff, body: { is_active: false } });
  expect(off.body).toMatchObject({ is_active: false, code: 'SPRING-20' });
  expect((await shop.call('POST', 'cart/apply_discount/', { as: alice, body: { code: 'SPRING-20' } })).body.detail).toBe(
    'Invalid discount code',
  );
});

test('refuses what cannot work, with a detail: bad codes, over 100%, an end before the start, a duplicate, a limit under the uses', async () => {
  const detail = async (body: Record<string, unknown>) => (await create({ kind: 'fixed', value: 5, ...body })).body.detail;
  expect(await detail({ code: 'a b' })).toBe('Code must be 3 to 50 letters, digits, dashes or underscores');
  expect(await detail({ code: 'HALFPLUS', kind: 'percent', value: 150 })).toBe('A percentage must be at most 100');
  expect(await detail({ code: 'ZERO', value: 0 })).toBe('Amount must be more than 0 (at most 1000000)');
  expect(await detail({ code: 'BACKWARDS', starts_at: '2026-05-02T00:00:00Z', ends_at: '2026-05-01T00:00:00Z' })).toBe(
    'The end must be after the start',
  );
  expect(await detail({ code: 'WHEN', starts_at: 'soon' })).toBe('Starts must be a date and time (ISO 8601) or null');
  expect(await detail({ code: 'NEGLIMIT', usage_limit: -1 })).toBe(
    'Usage limit must be a whole number from 1 to 1000000, or null for no limit',
  );
  // The use count is checkout's alone: a count sent along is dropped.
  expect((await create({ code: 'EXTRA', kind: 'fixed', value: 5, used_count: 7 })).body.used_count).toBe(0);
  expect((await create({ code: 'ONCE', kind: 'fixed', value: 5 })).status).toBe(201);
  const again = await create({ code: 'once', kind: 'fixed', value: 1 });
  expect(again).toMatchObject({ status: 409, body: { detail: 'A discount with the code ONCE already exists' } });
  expect((await create({ code: 'NOTSTAFF', kind: 'fixed', value: 1 }, alice)).status).toBe(403);
  expect((await shop.call('PATCH', 'discounts/999999/', { as: staff, body: { value: 2 } })).status).toBe(404);

  const used = await create({ code: 'USEDTWICE', kind: 'fixed', value: 1 });
  await shop.service.app.db('commerce.discounts').where({ id: used.body.id }).update({ used_count: 2 });
  const lowered = await shop.call('PATCH', `discounts/${used.body.id}/`, { as: staff, body: { usage_limit: 1 } });
  expect(lowered).toMatchObject({ status: 400, body: { detail: 'The usage limit cannot be below the 2 uses so far' } });
  expect((await shop.call('PATCH', `discounts/${used.body.id}/`, { as: staff, body: { usage_limit: 2 } })).body.usage_limit).toBe(2);
});

test('50 checkouts at once with a code limited to 10 uses: exactly 10 orders get it, the rest are told it is used up', async () => {
  const limited = await create({ code: 'TENONLY', kind: 'fixed', value: 3, usage_limit: 10 });
  expect(limited.status).toBe(201);
  const pot = await shop.makeProduct({ name: 'Race Pot', regular_price: 20, stock_quantity: 100 });
  const buyers = Array.from({ length: 50 }, (_, i) => ({ id: 500 + i, username: `racer${i}` }));
  for (const buyer of buyers) await shop.add({ as: buyer }, { product_id: pot.id });

  const results = await Promise.all(
    buyers.map((buyer) =>
      shop.call('POST', 'orders/', {
        as: buyer,
        body: checkoutForm({ customer_email: `${buyer.username}@example.com`, discount_code: 'TENONLY' }),
      }),
    ),
  );
  const placed = results.filter((r) => r.status === 201);
  expect(placed).toHaveLength(10);
  expect(placed.every((r) => r.body.discount_amount === 3 && r.body.total_amount === 27)).toBe(true);
  const refused = results.filter((r) => r.status !== 201);
  expect(refused.every((r) => r.status === 400 && r.body.detail === 'This discount code has reached its usage limit')).toBe(true);
  const listed = (await shop.call('GET', 'discounts/', { as: staff })).body.results.find((d: { code: string }) => d.code === 'TENONLY');
  expect(listed.used_count).toBe(10);
  expect(await shop.stockOf(pot.id)).toBe(90);
});
