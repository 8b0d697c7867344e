import { STAFF, expect, screenshot, signIn, test } from '../harness/fixtures';

// The shop journey: a guest browses the catalogue, picks a size and colour, applies a code, checks out
// with the test card and sees the order; then staff sees it in the shop dashboard.

test('a guest buys a variation with a discount code and the test card; staff sees the order', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/shop');
  await page.getByRole('searchbox', { name: 'Search products' }).fill('organic cotton');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: 'Organic Cotton T-Shirt' }).first().click();
  await expect(page).toHaveURL(/\/shop\/products\/organic-cotton-t-shirt$/);
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await expect(add).toBeDisabled();
  await page.getByRole('radio', { name: 'M' }).check({ force: true });
  await page.getByRole('radio', { name: 'Navy' }).check({ force: true });
  await expect(add).toBeEnabled();
  await add.click();
  await expect(page.getByRole('link', { name: /Cart/ }).first()).toContainText('1');
  await screenshot(page, 'shop-product');

  await page.goto('/shop/cart');
  await expect(page.getByRole('link', { name: 'Organic Cotton T-Shirt' })).toBeVisible();
  await page.getByLabel('Discount code').fill(' welcome10 ');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('WELCOME10')).toBeVisible();
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/shop\/checkout$/);

  await page.getByRole('button', { name: /^Complete Order - / }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email').fill('guest-shopper@example.com');
  const billing = page.getByRole('region', { name: 'Billing Address' });
  await billing.getByLabel('First name').fill('Grace');
  await billing.getByLabel('Last name').fill('Hopper');
  await billing.getByLabel(/^Address(?! line)/).fill('7 Compiler Lane');
  await billing.getByLabel('City').fill('Arlington');
  await billing.getByLabel('State').fill('VA');
  await billing.getByLabel('Postal code').fill('22201');
  await screenshot(page, 'shop-checkout');
  await page.getByRole('button', { name: /^Complete Order - / }).click();
  await expect(page.getByText('Thank you for your order!')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/shop\/orders\/\d+\?token=/);
  const orderNumber = (await page
    .getByText(/ATL-\d{4}-\d{6}/)
    .first()
    .textContent())!.match(/ATL-\d{4}-\d{6}/)![0];
  await expect(page.getByText('Order placed')).toBeVisible();
  await screenshot(page, 'shop-order');

  await signIn(page, STAFF);
  await page.goto('/dashboard/ecommerce');
  await expect(page.getByText('Total Orders')).toBeVisible();
  await expect(page.getByText(orderNumber).first()).toBeVisible();
  await screenshot(page, 'shop-dashboard-staff');
});
