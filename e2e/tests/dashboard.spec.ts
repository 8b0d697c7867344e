import type { Locator } from '@playwright/test';
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

  test('at 375, 768 and 1280 px nothing overflows: the header with search or notifications open, the content list', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page);
    await page.goto('/dashboard/content');
    await expect(page.getByRole('heading', { name: 'Content Manager' })).toBeVisible();
    await expect(page.getByRole('listitem').first()).toBeVisible();
    const fitsTheScreen = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    const insideTheScreen = async (locator: Locator, width: number) => {
      const box = (await locator.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(box.width).toBeGreaterThan(Math.min(300, width - 40));
    };
    for (const [width, height] of [
      [375, 740],
      [768, 900],
      [1280, 800],
    ]) {
      await page.setViewportSize({ width, height });
      expect(await fitsTheScreen()).toBe(true);

      // The content list's Search button sits level with its field.
      const field = (await page.getByRole('searchbox', { name: 'Search', exact: true }).last().boundingBox())!;
      const button = (await page.getByRole('button', { name: 'Search', exact: true }).boundingBox())!;
      expect(Math.abs(button.y - field.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(button.y + button.height - (field.y + field.height))).toBeLessThanOrEqual(1);

      // On a phone the header's search is a button that opens it across the header.
      const opener = page.getByRole('button', { name: 'Open search' });
      if (width < 640) await opener.click();
      else await expect(opener).toBeHidden();
      // Typed afresh at each width (the field keeps what was typed at the last one).
      await page.getByRole('combobox', { name: 'Search' }).fill('');
      await page.getByRole('combobox', { name: 'Search' }).fill('me');
      const results = page.getByRole('listbox', { name: 'Search results' });
      await expect(results.getByRole('option').first()).toBeVisible();
      await insideTheScreen(results, width);
      expect(await fitsTheScreen()).toBe(true);
      await screenshot(page, `header-search-${width}`);
      await page.getByRole('combobox', { name: 'Search' }).press('Escape');
      await expect(results).toBeHidden();

      await page.getByRole('button', { name: 'Notifications' }).click();
      const notifications = page.getByRole('dialog', { name: 'Notifications' });
      await expect(notifications.getByText('No notifications')).toBeVisible();
      await insideTheScreen(notifications, width);
      expect(await fitsTheScreen()).toBe(true);
      await screenshot(page, `header-notifications-${width}`);
      await page.keyboard.press('Escape');
      await expect(notifications).toBeHidden();
    }
    await page.setViewportSize({ width: 375, height: 740 });
    // The sidebar slides away on a phone; the list is taken once it has.
    await expect(page.getByRole('complementary', { name: 'Dashboard' })).not.toBeInViewport();
    await screenshot(page, 'content-list-375');
  });

  test('the search box finds screens and the breadcrumbs follow the path', async ({ page }) => {
    await signIn(page);
    await page.getByRole('combobox', { name: 'Search' }).fill('menus');
    await page.getByRole('option', { name: /Menus/ }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/menus$/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Menus');
  });
});
