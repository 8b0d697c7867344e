/** @jest-environment node */
import { JSDOM, VirtualConsole } from 'jsdom';
import { shopIslandScript } from '../shop-island';

// The shop island in a browser-like page against a fake fetch: add to cart keeps the store's cart id and counts,
// and checkout shows the service's field errors beside their fields.

function pageWith(body: string, answers: ((url: string, init: any) => { status: number; body: unknown })[]) {
  const dom = new JSDOM(
    `<!DOCTYPE html><body><a href="/bakery/cart">Cart<span data-atlas-cart-count=""></span></a>
     <div data-atlas-shop="" data-site="1" data-base="/bakery" data-currency="EUR" data-lang="en">${body}
     <p role="status" data-atlas-shop-status=""></p></div></body>`,
    // the order's page opening after checkout is a navigation jsdom does not do: its complaint is not shown
    { runScripts: 'outside-only', url: 'https://example.test/bakery/products/sourdough', virtualConsole: new VirtualConsole() },
  );
  const calls: { url: string; init: any }[] = [];
  (dom.window as any).fetch = (url: string, init: any) => {
    calls.push({ url, init });
    const answer = answers.shift()!(url, init);
    return Promise.resolve({ ok: answer.status < 300, status: answer.status, json: () => Promise.resolve(answer.body) });
  };
  dom.window.eval(shopIslandScript);
  return { dom, calls, doc: dom.window.document };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
const cart = {
  id: 'cart-abc',
  items: [],
  item_count: 2,
  subtotal: 13,
  discount_amount: 0,
  shipping_amount: 5,
  tax_amount: 1.3,
  order_total: 19.3,
};

it("adds to the store's cart with its cart id, keeps the id the service answers and counts the items", async () => {
  const { dom, calls, doc } = pageWith(
    `<form data-atlas-add-to-cart=""><input type="hidden" name="product_id" value="4"><input name="quantity" value="2"><button type="submit">Add to cart</button></form>`,
    [() => ({ status: 200, body: cart })],
  );
  doc.querySelector('form')!.dispatchEvent(new dom.window.Event('submit', { bubbles: true, cancelable: true }));
  await settle();
  expect(calls[0].url).toBe('/ecommerce/api/cart/add_item/?site=1');
  expect(JSON.parse(calls[0].init.body)).toEqual({ product_id: 4, variation_id: null, quantity: 2 });
  expect(dom.window.localStorage.getItem('atlas_cart_id:1')).toBe('cart-abc');
  expect(doc.querySelector('[data-atlas-cart-count]')!.textContent).toBe('2');
  expect(doc.querySelector('[role=status]')!.textContent).toBe('Added to your cart.');
});

it('shows the service’s checkout errors beside each field, and keeps no Idempotency-Key after a refusal', async () => {
  const { dom, calls, doc } = pageWith(
    `<form data-atlas-checkout="">
      <label for="e">Email</label><input id="e" name="customer_email"><p id="customer_email-error" data-atlas-field-error="" hidden></p>
      <input name="payment_method" type="radio" value="cash_on_delivery" checked>
      <p role="alert" data-atlas-checkout-error=""></p><button type="submit">Place order</button></form>`,
    [
      () => ({ status: 400, body: { detail: 'Please correct the errors below', errors: { customer_email: 'Email is required' } } }),
      () => ({ status: 201, body: { id: 31, access_token: 'tok' } }),
    ],
  );
  dom.window.localStorage.setItem('atlas_cart_id:1', 'cart-abc');
  const form = doc.querySelector('form')!;
  form.dispatchEvent(new dom.window.Event('submit', { bubbles: true, cancelable: true }));
  await settle();
  expect(calls[0].url).toBe('/ecommerce/api/orders/');
  expect(calls[0].init.headers['X-Cart-Id']).toBe('cart-abc');
  expect(JSON.parse(calls[0].init.body)).toMatchObject({ site: 1, payment_method: 'cash_on_delivery', customer_email: '' });
  const email = doc.getElementById('e')!;
  expect(email.getAttribute('aria-invalid')).toBe('true');
  expect(email.getAttribute('aria-describedby')).toBe('customer_email-error');
  const error = doc.getElementById('customer_email-error')!;
  expect([error.textContent, error.hidden]).toEqual(['Email is required', false]);
  expect(doc.querySelector('[role=alert]')!.textContent).toBe('Please correct the errors below');
  const firstKey = calls[0].init.headers['Idempotency-Key'];
  form.dispatchEvent(new dom.window.Event('submit', { bubbles: true, cancelable: true }));
  await settle();
  expect(calls[1].init.headers['Idempotency-Key']).not.toBe(firstKey);
  expect(email.hasAttribute('aria-invalid')).toBe(false);
});
