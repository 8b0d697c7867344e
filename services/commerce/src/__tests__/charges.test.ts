import { alice, checkoutForm, startCommerce, type Commerce } from './harness';

// Issue 22: the cart says what checkout will charge. With COMMERCE_SHIPPING_FLAT and COMMERCE_TAX_RATE set,
// the cart's shipping, tax and order total are the ones the order is then charged (the checkout page
// used to add a hard-coded 10 and 0).
let shop: Commerce;
const previous = { shipping: process.env.COMMERCE_SHIPPING_FLAT, tax: process.env.COMMERCE_TAX_RATE };
beforeAll(async () => {
  process.env.COMMERCE_SHIPPING_FLAT = '4.5';
  process.env.COMMERCE_TAX_RATE = '8.25';
  shop = await startCommerce({ seed: false });
});
afterAll(async () => {
  await shop?.close();
  for (const [name, value] of [
    ['COMMERCE_SHIPPING_FLAT', previous.shipping],
    ['COMMERCE_TAX_RATE', previous.tax],
  ] as const)
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
});

test('the cart answers the shipping, tax and order total checkout charges, with the rules behind them', async () => {
  const empty = await shop.call('GET', 'cart/', { as: alice });
  expect(empty.body).toMatchObject({ shipping_amount: 0, tax_amount: 0, order_total: 0, shipping_flat: 4.5, tax_rate: 8.25 });

  const kettle = await shop.makeProduct({ name: 'Charged Kettle', regular_price: 20, stock_quantity: 5 });
  const cart = await shop.add({ as: alice }, { product_id: kettle.id, quantity: 2 });
  expect(cart.body).toMatchObject({ subtotal: 40, total: 40, shipping_amount: 4.5, tax_amount: 3.3, order_total: 47.8 });

  const order = await shop.call('POST', 'orders/', { as: alice, body: checkoutForm() });
  expect(order.status).toBe(201);
  expect(order.body).toMatchObject({ shipping_amount: 4.5, tax_amount: 3.3, total_amount: cart.body.order_total });
});
