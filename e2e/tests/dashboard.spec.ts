import { DEMO, STAFF, expect, screenshot, signIn, test } from '../harness/fixtures';

test.describe('dashboard layout', () => {
  test('a staff user sees Administration and Developer Tools', async ({ page }) => {
    await signIn(page, STAFF);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByText('Administration')).toBeVisible();
    await expect(nav.getByText('Developer Tools')).toBeVisible();
    await expect(page.getByText('System Status')).toBeVisible();
    await screenshot(page, 'dashboard-staff');
  });

  test('the demo owner does not see Administration or Developer Tools', async ({ page }) => {
    await signIn(page, DEMO);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByText('Site Management')).toBeVisible();
    await expect(nav.getByText('Administration')).toHaveCount(0);
    await expect(nav.getByText('Developer Tools')).toHaveCount(0);
    await expect(page.getByText('System Status')).toHaveCount(0);
    // A staff-only address says so where it was opened, instead of silently showing the home.
    await page.goto('/dashboard/admin/users');
    await expect(page.getByText('For staff only')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/admin\/users$/);
    await screenshot(page, 'staff-only');
  });

  test('dark mode survives a reload', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: /Switch to (dark|light) mode/ }).click();
    const chosen = await page.evaluate(() => document.documentElement.dataset.theme);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Welcome back, demo!' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(chosen);
    if (chosen !== 'dark') {
      await page.getByRole('button', { name: 'Switch to dark mode' }).click();
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    }
    expect(await page.evaluate(() => localStorage.getItem('atlas_theme'))).toBe('dark');
    await screenshot(page, 'dashboard-dark');
  });

  test('the search box finds screens and the breadcrumbs follow the path', async ({ page }) => {
    await signIn(page);
    await page.getByRole('combobox', { name: 'Search' }).fill('menus');
    await page.getByRole('option', { name: /Menus/ }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/menus$/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Menus');
  });
});
