import { bearer, expect, publishedSite, screenshot, signIn, test } from '../harness/fixtures';
import type { Page } from '@playwright/test';

// The marketplace journey of issue 14: a block pack installed from the Marketplace brings its blocks
// into the builder's library; one is added and published; after an uninstall the public page still
// draws it. A featured preset is applied and its primary colour customised, and the public page wears
// it. The cookie-consent integration, installed and switched on, shows its banner to visitors. The
// Redirects utility, configured from its Configure screen, makes the public site answer a 301.

/** Opens a module's detail dialog from the Marketplace (searched by its title) and runs `action`. */
async function moduleAction(page: Page, title: string, action: 'Install' | 'Uninstall') {
  await page.goto(`/dashboard/marketplace?search=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: `${title}: details` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: action, exact: true }).click();
  if (action === 'Uninstall') await page.getByRole('dialog').getByRole('button', { name: 'Uninstall', exact: true }).click();
  await expect(page.getByText(`Successfully ${action === 'Install' ? 'installed' : 'uninstalled'} ${title}`)).toBeVisible();
  // Once installed, the dialog's Install is a disabled 'Installed'.
  if (action === 'Install') await expect(dialog.getByRole('button', { name: 'Installed' })).toBeDisabled();
  if (await dialog.isVisible()) await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('a block pack in the builder and on the public page, a customised preset, the cookie banner, a redirect', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const auth = await bearer(request);
  const site = await publishedSite(request, auth, 'Pack Shop', [{ title: 'Home', slug: 'home' }]);
  const listed = await (await request.get(`/api/builder/pages/?site=${site.id}`, { headers: auth })).json();
  const home = ((Array.isArray(listed) ? listed : listed.results) as { id: number; slug: string }[]).find((p) => p.slug === 'home')!;
  const publicPage = `/${site.slug}`;

  await signIn(page);
  // Install Marketing Blocks from its detail dialog: Install turns into a disabled 'Installed'.
  await moduleAction(page, 'Marketing Blocks', 'Install');
  await screenshot(page, 'marketplace');

  // The builder's library offers the pack's blocks; one is added and the page published.
  await page.goto(`/builder/site/${site.id}/page/${home.id}`);
  const addBar = page.getByRole('button', { name: 'Add Announcement Bar block' });
  await expect(addBar).toBeVisible({ timeout: 20_000 });
  await addBar.click();
  await expect(page.locator('.atlas-declarative-block').getByText('Our summer collection is here.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Page published')).toBeVisible();

  // Visitors see the block, drawn as the canvas drew it.
  const visitor = await browser.newContext({ baseURL });
  const visit = await visitor.newPage();
  await expect
    .poll(async () => (await visit.goto(publicPage), visit.locator('.atlas-declarative-block').count()), { timeout: 15_000 })
    .toBe(1);
  await expect(visit.locator('.atlas-declarative-block')).toContainText('Our summer collection is here.');

  // Uninstalled: the library no longer offers it, the canvas marks it, and the public page still draws it.
  await moduleAction(page, 'Marketing Blocks', 'Uninstall');
  await page.goto(`/builder/site/${site.id}/page/${home.id}`);
  await expect(page.getByText('From an uninstalled module')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Add Announcement Bar block' })).toHaveCount(0);
  await visit.goto(publicPage);
  await expect(visit.locator('.atlas-declarative-block')).toContainText('Our summer collection is here.');

  // A featured preset applied to the site, its primary colour customised: the public page wears it.
  await page.goto(`/dashboard/sites/${site.id}/themes`);
  await page.getByRole('tab', { name: 'Featured Presets' }).click();
  await page.getByRole('button', { name: 'Apply Food Blog' }).click();
  const primary = page.getByRole('textbox', { name: 'Primary color', exact: true });
  await expect(primary).toBeVisible({ timeout: 15_000 });
  await primary.fill('#0f766e');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /saved/i })).toBeVisible();
  await screenshot(page, 'themes-customiser');
  await expect
    .poll(
      async () => {
        const response = await request.get(publicPage);
        return /--atlas-color-primary:\s*#0f766e/i.test(await response.text());
      },
      { timeout: 15_000 },
    )
    .toBe(true);

  // Cookie Consent installed and switched on in Site Settings: a new visitor is asked first.
  await moduleAction(page, 'Cookie Consent', 'Install');
  const settings = await request.patch(`/api/builder/sites/${site.id}/`, { headers: auth, data: { cookie_consent_enabled: true } });
  expect(settings.ok()).toBe(true);
  const guest = await browser.newContext({ baseURL });
  const guestPage = await guest.newPage();
  const banner = guestPage.getByRole('region', { name: 'Cookie consent' });
  await expect.poll(async () => (await guestPage.goto(publicPage), banner.isVisible()), { timeout: 15_000 }).toBe(true);
  await screenshot(guestPage, 'public-cookie-banner');
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  await guestPage.reload();
  await expect(banner).toBeHidden();
  await guest.close();
  await visitor.close();

  // Redirects installed, a rule added on its screen: the public site answers the old path with a 301.
  await moduleAction(page, 'Redirects', 'Install');
  await page.getByRole('link', { name: 'Configure Redirects' }).click();
  await page.getByRole('combobox', { name: 'Site' }).selectOption(String(site.id));
  await page.getByRole('button', { name: 'Add redirect' }).click();
  const rule = page.getByRole('dialog', { name: 'Add redirect' });
  await rule.getByRole('textbox', { name: /From path/ }).fill('/old-home');
  await rule.getByRole('textbox', { name: /^To/ }).fill('/home');
  await rule.getByRole('button', { name: 'Add redirect' }).click();
  await expect(page.getByRole('table', { name: `Redirects of ${site.name}` })).toContainText('/old-home');
  await screenshot(page, 'marketplace-redirects');
  await expect
    .poll(async () => {
      const answer = await request.get(`${publicPage}/old-home`, { maxRedirects: 0 });
      return `${answer.status()} ${answer.headers().location ?? ''}`;
    })
    .toMatch(new RegExp(`^301 \\S*/${site.slug}/home$`));
});
