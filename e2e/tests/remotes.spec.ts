import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, screenshot, signIn, test } from '../harness/fixtures';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Each remote's section: where it lives and a text its frame always shows. */
const SECTIONS = [
  { remote: 'content', path: '/dashboard/content', text: 'Pages, posts and other content across your sites.', heading: 'Content Manager' },
  { remote: 'content', path: '/dashboard/media', text: 'Drag and drop files here, or', heading: 'Media Library' },
  { remote: 'menus', path: '/dashboard/menus', heading: 'Menu Manager' },
  { remote: 'analytics', path: '/dashboard/analytics', heading: 'Analytics' },
  { remote: 'analytics', path: '/dashboard/performance', heading: 'Performance' },
  { remote: 'shop', path: '/dashboard/ecommerce', heading: 'Shop' },
  { remote: 'builder', path: '/dashboard/sites', heading: 'Site Manager' },
];

async function openSection(page: Page, section: (typeof SECTIONS)[number]) {
  await page.goto(section.path);
  await expect(page.getByRole('heading', { level: 1, name: section.heading, exact: true })).toBeVisible();
  if (section.text) await expect(page.getByText(section.text, { exact: true })).toBeVisible();
}

test.describe('micro-frontends', () => {
  test("each remote's section opens, with React loaded once from the shell", async ({ page }) => {
    const remoteScripts = new Set<string>();
    page.on('response', (response) => {
      const match = /\/remotes\/(\w+)\//.exec(response.url());
      if (match) remoteScripts.add(match[1]);
    });
    await signIn(page);
    for (const section of SECTIONS) {
      await openSection(page, section);
      await screenshot(page, `section-${section.path.split('/').pop()}`);
    }
    expect([...remoteScripts].sort()).toEqual(['analytics', 'builder', 'content', 'menus', 'shop']);

    const reactProviders = await page.evaluate(() => {
      const share = (
        globalThis as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean; lib?: unknown }>>>>;
          };
        }
      ).__FEDERATION__.__SHARE__;
      const providers = new Set<string>();
      for (const scopes of Object.values(share)) {
        for (const [version, shared] of Object.entries(scopes.default?.['react'] ?? {})) {
          if (shared.loaded || shared.lib) providers.add(`${shared.from}@${version}`);
        }
      }
      return [...providers];
    });
    expect(reactProviders).toHaveLength(1);
    expect(reactProviders[0]).toMatch(/^shell@/);
  });

  test('the public shop opens without signing in', async ({ page }) => {
    await page.goto('/shop');
    await expect(page.getByRole('link', { name: 'Atlas Shop' })).toBeVisible();
    await expect(page.getByText(/^\d+ products$/)).toBeVisible();
  });

  test("with one remote's files removed its section shows the error frame, the rest keeps working, and Retry recovers", async ({
    page,
  }) => {
    await signIn(page);
    const dist = path.join(REPO_ROOT, 'mfe-content', 'dist');
    const aside = path.join(REPO_ROOT, 'mfe-content', `dist.e2e-aside-${process.pid}`);
    fs.renameSync(dist, aside);
    try {
      // The gateway re-reads the remotes' folders at most once a second.
      await page.waitForTimeout(1200);
      await page.goto('/dashboard/content');
      await expect(page.getByText('Failed to load this page. Please try again.')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await screenshot(page, 'remote-missing');

      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Analytics' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Analytics', exact: true })).toBeVisible();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Overview' }).click();
      await expect(page.getByRole('heading', { name: 'Welcome back, demo!' })).toBeVisible();

      await page.goto('/dashboard/content');
      await expect(page.getByText('Failed to load this page. Please try again.')).toBeVisible();
    } finally {
      fs.renameSync(aside, dist);
    }
    await page.waitForTimeout(1200);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Content Manager' })).toBeVisible();
  });

  test('a remote whose entry is unreachable shows the error frame while the shell still renders', async ({ page }) => {
    await signIn(page);
    await page.route('**/remotes/menus/**', (route) => route.abort('connectionrefused'));
    await page.goto('/dashboard/menus');
    await expect(page.getByText('Failed to load this page. Please try again.')).toBeVisible();
    await page.unroute('**/remotes/menus/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Menu Manager' })).toBeVisible();
  });

  test('the shell mounts even when the manifest cannot be fetched', async ({ page }) => {
    await page.route('**/mf-manifest.json', (route) => route.fulfill({ status: 503, body: 'down' }));
    await signIn(page);
    await page.goto('/dashboard/analytics');
    await expect(page.getByText('Failed to load this page. Please try again.')).toBeVisible();
    await page.unroute('**/mf-manifest.json');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics', exact: true })).toBeVisible();
  });
});
