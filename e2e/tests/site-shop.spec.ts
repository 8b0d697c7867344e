import type { Page } from '@playwright/test';
import { bearer, DEMO, expect, screenshot, signIn, test } from '../harness/fixtures';
import { drag, expectNoOverflow } from '../harness/journeys';

// Issue 36: a shop on every site. An owner opens the shop of "Café Olé" in its dashboard, adds two
// products (one with variations) with stock, drops a product grid on the home page and publishes; a
// signed-out shopper on a phone opens the site, adds both to the cart, checks out and lands on the
// order's page on the site itself, under the site's header; the owner finds the order in the site's
// shop dashboard; another owner (the demo account) sees nothing of it, on screen or through the API.

test.use({ actionTimeout: 20_000 });

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** A new active product through the site's product editor: name, price and stock. */
async function newProduct(page: Page, shopBase: string, fields: { name: string; price: string; stock: string }) {
  await page.goto(`${shopBase}/products`);
  await page
    .getByRole('link', { name: 'New Product' })
    .or(page.getByRole('button', { name: 'New Product' }))
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${shopBase}/products/new$`));
  await page.getByLabel(/^Name/).fill(fields.name);
  await page.getByLabel('Regular price').fill(fields.price);
  await page.getByLabel('Stock quantity').fill(fields.stock);
  // A new product is a draft until it is made active: only active ones are sold.
  await page.getByLabel('Status').selectOption('active');
  await page.getByRole('button', { name: 'Create Product' }).click();
  await expect(page).toHaveURL(new RegExp(`${shopBase}/products/[a-z0-9-]+$`));
}

/** A variation of the open product: one attribute (Size), its price and stock. */
async function addVariation(page: Page, size: string, price: string, stock: string) {
  await page.getByRole('button', { name: 'Add Variation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Variation' });
  await dialog.getByLabel('Stock').fill(stock);
  await dialog.getByLabel('Regular price').fill(price);
  await dialog.getByLabel('Name of attribute 1').fill('Size');
  await dialog.getByLabel('Value of attribute 1').fill(size);
  await dialog.getByRole('button', { name: 'Save Variation' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(size).first()).toBeVisible();
}

test("an owner's own shop: set up in the dashboard, sold on the site, bought on a phone, seen only by its owner", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(420_000);
  await page.setViewportSize(DESKTOP);

  // A new owner with the site "Café Olé" (a blank home page to build on).
  const suffix = Date.now().toString(36);
  const owner = { username: `cafe_${suffix}`, password: 'a-long-password' };
  const registered = await request.post('/api/auth/register/', {
    data: { ...owner, email: `${owner.username}@example.com`, password_confirm: owner.password },
  });
  expect(registered.status()).toBe(201);
  const auth = await bearer(request, owner);
  const created = await request.post('/api/builder/sites/', { headers: auth, data: { name: 'Café Olé', slug: `cafe-ole-${suffix}` } });
  expect(created.status()).toBe(201);
  const site = (await created.json()) as { id: number; slug: string };
  const shopBase = `/dashboard/sites/${site.id}/shop`;

  // The site card offers its shop; the shop is not open yet, so the overview leads to its settings.
  await signIn(page, owner);
  await page.goto('/dashboard/sites');
  const card = page.getByRole('article', { name: 'Café Olé' });
  await card.getByRole('link', { name: 'Shop', exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${shopBase}$`));
  await expect(page.getByRole('heading', { name: 'Shop — Café Olé' })).toBeVisible();
  await page.getByRole('link', { name: 'Set up your shop' }).click();
  await expect(page).toHaveURL(new RegExp(`${shopBase}/settings$`));
  await page.getByLabel('Sell on this site').check();
  await page.getByLabel('Order e-mail').fill(`orders-${suffix}@example.com`);
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();
  await screenshot(page, 'site-shop-01-settings-1280');
  await page.setViewportSize(PHONE);
  await expectNoOverflow(page);
  await screenshot(page, 'site-shop-01-settings-375');
  await page.setViewportSize(DESKTOP);

  // Two products with stock; the coffee comes in two sizes.
  await newProduct(page, shopBase, { name: 'Croissant', price: '3.50', stock: '40' });
  await newProduct(page, shopBase, { name: 'Coffee Beans', price: '12.00', stock: '0' });
  await addVariation(page, '250 g', '12.00', '10');
  await addVariation(page, '1 kg', '40.00', '5');
  await screenshot(page, 'site-shop-02-product-variations-1280');
  await page.goto(`${shopBase}/products`);
  await expect(page.getByText('Croissant').first()).toBeVisible();
  await expect(page.getByText('Coffee Beans').first()).toBeVisible();
  await screenshot(page, 'site-shop-03-products-1280');

  // A product grid on the home page, showing the two products picked from the site's own shop.
  await page.goto(`/builder/site/${site.id}`);
  await expect(page.getByText('Start Building Your Page')).toBeVisible();
  await page.getByPlaceholder('Search blocks...').fill('product grid');
  await drag(page, page.getByRole('button', { name: 'Add Product Grid block' }), page.getByTestId('builder-canvas'));
  // Selecting the dropped grid opens its properties (a click while the drop settles may not count: again, unless selected).
  const gridBlock = page.locator('[data-canvas-block]').first();
  await expect(async () => {
    if ((await gridBlock.getAttribute('aria-pressed')) !== 'true') await gridBlock.click();
    await expect(page.getByLabel('Add a product')).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  for (const [search, name] of [
    ['croissant', /Croissant/],
    ['coffee', /Coffee Beans/],
  ] as const) {
    await page.getByLabel('Add a product').fill(search);
    await page.getByRole('list', { name: 'Products' }).getByRole('button', { name }).click();
  }
  await page.getByLabel('Page title').fill('Home');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Page published')).toBeVisible();
  await page.getByRole('button', { name: 'Publish site' }).click();
  await expect(page.getByRole('link', { name: 'View Live' })).toBeVisible();
  await screenshot(page, 'site-shop-04-builder-grid-1280');

  // A signed-out shopper on a phone: the site's home shows its own products, linking to its own pages.
  const shopperContext = await browser.newContext({ baseURL, viewport: PHONE });
  const shopper = await shopperContext.newPage();
  await shopper.goto(`/${site.slug}`);
  const grid = shopper.locator('.atlas-product-grid');
  await expect(grid.getByRole('heading', { name: 'Croissant' })).toBeVisible();
  await expect(grid.getByText('$3.50')).toBeVisible();
  await expectNoOverflow(shopper);
  await screenshot(shopper, 'site-shop-05-home-375');
  await grid.locator('[data-product="croissant"]').getByRole('link').first().click();
  await expect(shopper).toHaveURL(new RegExp(`/${site.slug}/products/croissant$`));
  await expect(shopper.getByRole('heading', { name: 'Croissant', level: 1 })).toBeVisible();
  await shopper.getByLabel('Quantity').fill('2');
  await shopper.getByRole('button', { name: 'Add to cart' }).click();
  await expect(shopper.locator('[data-atlas-cart-count]').first()).toHaveText('2');
  await screenshot(shopper, 'site-shop-06-product-375');

  // The coffee in its larger size: the picker shows that size's price.
  await shopper.goto(`/${site.slug}/shop`);
  await shopper
    .getByRole('link', { name: /Coffee Beans/ })
    .first()
    .click();
  await shopper.getByLabel('Options').selectOption({ label: 'Size: 1 kg' });
  await expect(shopper.locator('[data-atlas-price]').first()).toHaveText('$40.00');
  await shopper.getByRole('button', { name: 'Add to cart' }).click();
  await expect(shopper.locator('[data-atlas-cart-count]').first()).toHaveText('3');

  // The cart, then checkout, on the site.
  await shopper.getByRole('link', { name: /Cart/ }).first().click();
  await expect(shopper).toHaveURL(new RegExp(`/${site.slug}/cart$`));
  const lines = shopper.getByRole('list', { name: 'Items in your cart' });
  await expect(lines.getByText('Croissant')).toBeVisible();
  await expect(lines.getByText('Coffee Beans')).toBeVisible();
  await expectNoOverflow(shopper);
  await screenshot(shopper, 'site-shop-07-cart-375');
  await shopper
    .getByRole('link', { name: /checkout/i })
    .first()
    .click();
  await expect(shopper).toHaveURL(new RegExp(`/${site.slug}/checkout$`));
  await shopper.getByRole('button', { name: 'Place order' }).click();
  await expect(shopper.getByText('Email is required')).toBeVisible();
  await shopper.getByLabel('Email').fill(`shopper-${suffix}@example.com`);
  const billing = shopper.getByRole('group', { name: 'Billing address' });
  await billing.getByLabel('First name').fill('Ana');
  await billing.getByLabel('Last name').fill('Ruiz');
  await billing.getByLabel('Address', { exact: true }).fill('3 Calle Mayor');
  await billing.getByLabel('City').fill('Austin');
  await billing.getByLabel('State').fill('TX');
  await billing.getByLabel('Postal code').fill('73301');
  await shopper.getByLabel('Cash on Delivery').check();
  await expectNoOverflow(shopper);
  await screenshot(shopper, 'site-shop-08-checkout-375');
  await shopper.getByRole('button', { name: 'Place order' }).click();

  // The order's page on the site, under the site's own header.
  await expect(shopper).toHaveURL(new RegExp(`/${site.slug}/orders/\\d+\\?token=`), { timeout: 15_000 });
  const heading = shopper.getByRole('heading', { name: /^Order ATL-/ });
  await expect(heading).toBeVisible();
  const orderNumber = ((await heading.textContent()) ?? '').replace(/^Order /, '').trim();
  await expect(shopper.locator('header').getByText('Café Olé').first()).toBeVisible();
  await expect(shopper.getByText('$57.00').first()).toBeVisible();
  await expectNoOverflow(shopper);
  await screenshot(shopper, 'site-shop-09-order-375');
  await shopperContext.close();

  // The owner sees the order in the site's shop dashboard.
  await page.goto(`${shopBase}/orders`);
  await expect(page.getByText(orderNumber).first()).toBeVisible();
  await screenshot(page, 'site-shop-10-orders-1280');
  await page.goto(shopBase);
  await expect(page.getByText(orderNumber).first()).toBeVisible();
  await screenshot(page, 'site-shop-11-overview-1280');

  // Another owner: nothing of it, on screen or through the API.
  const demo = await bearer(request, DEMO);
  expect((await request.get(`/ecommerce/api/orders/?site=${site.id}`, { headers: demo })).status()).toBe(404);
  const theirOrders = await request.get('/ecommerce/api/orders/', { headers: demo });
  expect(JSON.stringify(await theirOrders.json())).not.toContain(orderNumber);
  const other = await browser.newContext({ baseURL, viewport: DESKTOP });
  const otherPage = await other.newPage();
  await signIn(otherPage, DEMO);
  await otherPage.goto(`${shopBase}/orders`);
  await expect(otherPage.getByText(orderNumber)).toHaveCount(0);
  await expect(otherPage.getByText(/not found/i).first()).toBeVisible();
  await otherPage.goto('/dashboard/orders');
  await expect(otherPage.getByRole('heading').first()).toBeVisible();
  await expect(otherPage.getByText(orderNumber)).toHaveCount(0);
  await other.close();
});
