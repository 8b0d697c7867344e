// The dashboard while one service is down. Atlas runs as separate processes on PostgreSQL
// (`ATLAS_PROCESSES=separate`, its own instance, not global setup's); the sites service is stopped:
// the sections built on it show their error with Retry, identity and the other sections keep
// working, and once sites is started again Retry brings the figures back. Without
// ATLAS_E2E_DATABASE_URL the journey fails (CI always has PostgreSQL): see harness/atlas-process.mjs.
import type { Page } from '@playwright/test';
import { startAtlas, type RunningAtlas } from '../harness/atlas-process.mjs';
import { expect, screenshot, signIn, test } from '../harness/fixtures';

let atlas: RunningAtlas;

test.beforeAll(async () => {
  test.setTimeout(150_000);
  atlas = await startAtlas({ separate: true });
});

test.afterAll(async () => {
  await atlas?.stop();
});

const statistics = (page: Page) => page.getByRole('region', { name: 'Statistics' });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test('with the sites service stopped, its sections show an error with Retry, the rest keeps working, and Retry recovers', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const context = await browser.newContext({ baseURL: atlas.baseURL });
  const page = await context.newPage();
  const started = atlas.pids();
  expect(Object.keys(started).sort()).toEqual([
    'analytics',
    'commerce',
    'content',
    'gateway',
    'identity',
    'marketplace',
    'menus',
    'performance',
    'sites',
  ]);

  await signIn(page);
  await expect(statistics(page).getByText('Active Sites', { exact: true })).toBeVisible();
  await page.goto('/dashboard/sites');
  await expect(page.getByRole('heading', { name: 'Demo Site' })).toBeVisible();

  await atlas.stopService('sites');
  expect(atlas.output()).toMatch(/sites stopped \(.*\)\. It is not restarted/);

  // A fresh page load asks the sites service again (the dashboard keeps answers for 30 s).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Failed to Load Sites' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(mainNav(page)).toBeVisible();

  // Identity answers: the user menu knows who is signed in, and its /api/auth/me/ is a 200.
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByText('Signed in as')).toContainText('demo');
  await page.keyboard.press('Escape');
  const me = await page.evaluate(async () => {
    const response = await fetch('/api/auth/me/', { headers: { authorization: `Bearer ${localStorage.getItem('atlas_access_token')}` } });
    return { status: response.status, body: await response.json() };
  });
  expect(me).toMatchObject({ status: 200, body: { username: 'demo' } });

  // The theme toggle and another remote's section work.
  const theme = await page.evaluate(() => document.documentElement.dataset.theme);
  await page.getByRole('button', { name: /Switch to (dark|light) mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme === 'dark' ? 'light' : 'dark');
  await page.getByRole('button', { name: /Switch to (dark|light) mode/ }).click();
  await mainNav(page).getByRole('link', { name: 'Analytics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics', exact: true })).toBeVisible();

  // The dashboard home: an error with Retry where the sites figures were, the rest as usual.
  await mainNav(page).getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back, demo!' })).toBeVisible();
  await expect(statistics(page).getByRole('alert')).toContainText('Failed to load your sites.', { timeout: 20_000 });
  await expect(statistics(page).getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(statistics(page).getByText('Active Sites', { exact: true })).toHaveCount(0);
  await expect(statistics(page).getByText('Page Views')).toBeVisible();
  await expect(page.getByText('Failed to load recent content.')).toBeVisible();
  await expect(page.getByRole('link', { name: /Create a site/ })).toBeVisible();
  await screenshot(page, 'service-down-home-1366');
  await page.setViewportSize({ width: 375, height: 812 });
  // On a phone the sidebar slides away (a 0.2 s transition): photograph the page once it has.
  await expect(page.getByRole('complementary', { name: 'Dashboard' })).not.toBeInViewport();
  await screenshot(page, 'service-down-home-375');
  await page.setViewportSize({ width: 1366, height: 860 });

  await atlas.startService('sites');
  await statistics(page).getByRole('button', { name: 'Retry' }).click();
  await expect(statistics(page).getByText('Active Sites', { exact: true })).toBeVisible();
  await expect(statistics(page).getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Failed to load recent content.')).toHaveCount(0);

  await mainNav(page).getByRole('link', { name: 'Sites', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Demo Site' })).toBeVisible();

  // Only sites was started again: identity, content and the gateway are the processes the launcher started.
  const now = atlas.pids();
  expect({ identity: now.identity, content: now.content, gateway: now.gateway }).toEqual({
    identity: started.identity,
    content: started.content,
    gateway: started.gateway,
  });
  expect(now.sites).not.toBe(started.sites);
  await context.close();
});
