import type { Locator, Page } from '@playwright/test';
import { expect, screenshot, test } from '../harness/fixtures';
import { drag, expectNoOverflow, openMenuBuilder, visit } from '../harness/journeys';

// Issue 21: the first hour of a new owner, in one browser, from registering to a home whose figures
// agree. Register → welcomed as new → a site from the Restaurant & Café template named "Café Olé" →
// the builder opens on its home page → a heading and a map dragged on, the heading edited (and kept by
// leaving a second later), its mobile style changed → publish (the draft site too) → View Live → a post scheduled for tomorrow (Schedule,
// listed Scheduled, not on the blog) with an image uploaded into a new folder → a three-column mega
// menu under Shop, open on the public page → visits counted on Analytics → a module installed → a
// guest's purchase → the home's figures. At 375 px the header, the home, a content list, the shop and
// the public page fit the screen and their popovers stay inside it.

// A 64×48 PNG (red), small enough to inline, real enough for sharp.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSD1scE195oF2M8/sAAOhY/TpO6gQugvqK7EHdJ3cAFUF/RXYi7pG7gAqiv6C7EXVI3cAHUV3QX4i6pG7gA6iu6C3GX1A1cAPUV3YW4S+oGLoD6iu5C3CV1AxdAfUV3Ie6SuoELoL6iuxB3Sd3AxwN+JFKwxBwdS6QAAAAASUVORK5CYII=',
  'base64',
);

// Ordinary browsers (the headless default is dropped as a bot); one address, so the user agent tells visitors apart.
const VISITORS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
];

// One long journey: a step that cannot be taken fails within 20 s instead of holding the whole run.
test.use({ actionTimeout: 20_000 });

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1280, height: 800 };

/** A popover's box lies inside the window. */
async function expectInsideWindow(page: Page, popover: Locator) {
  const box = (await popover.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

/** A datetime-local value for tomorrow at this time (local time). */
function tomorrowInput(): string {
  const at = new Date(Date.now() + 24 * 3600 * 1000);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** A statistic on the home: the card labelled `label`. */
const stat = (page: Page, label: string) =>
  page
    .getByRole('region', { name: 'Statistics' })
    .locator('.shell-stat')
    .filter({ has: page.getByText(label, { exact: true }) });

test("a new owner's first hour: register, a template site, build, publish, schedule, media, mega menu, analytics, module, a sale", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(600_000);
  await page.setViewportSize(DESKTOP);
  const username = `owner_${Date.now().toString(36)}`;
  const password = 'a-long-password';

  // Register: the home greets a new owner, not a returning one, with nothing yet to count.
  await page.goto('/register');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${username}!` })).toBeVisible({ timeout: 30_000 });
  await expect(stat(page, 'Active Sites').getByText('No sites yet')).toBeVisible();
  await screenshot(page, 'first-hour-01-home-new-1280');
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('heading', { name: `Welcome, ${username}!` })).toBeVisible();
  await expectNoOverflow(page);
  await screenshot(page, 'first-hour-01-home-new-375');
  await page.setViewportSize(DESKTOP);

  // A site from the Restaurant & Café template, named Café Olé: the server picks the slug (é folded).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sites', exact: true }).click();
  await page.getByRole('button', { name: 'From Template' }).click();
  await page.getByRole('button', { name: 'Use template Restaurant & Café' }).click();
  const useTemplate = page.getByRole('dialog', { name: 'Use Template: Restaurant & Café' });
  await expect(useTemplate.getByLabel(/Site Name/)).toHaveValue('Restaurant & Café');
  await useTemplate.getByLabel(/Site Name/).fill('Café Olé');
  await expect(useTemplate.getByText('/cafe-ole ', { exact: false })).toBeVisible();
  await useTemplate.getByRole('button', { name: 'Create Site' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const card = page.getByRole('article', { name: 'Café Olé' });
  await expect(card).toBeVisible();
  await screenshot(page, 'first-hour-02-sites-1280');

  // Edit opens the template's home page with its blocks, not an empty page.
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/builder\/site\/\d+\/page\/\d+$/);
  const siteId = Number(page.url().match(/\/builder\/site\/(\d+)/)![1]);
  await expect(page.getByLabel('Page title')).toHaveValue('Home');
  const blocks = page.locator('[data-canvas-block]');
  await expect(blocks.first()).toBeVisible();
  await expect(page.getByText('Start Building Your Page')).toHaveCount(0);
  const before = await blocks.count();

  // A heading and a map dragged onto the page; the heading edited, then its mobile style changed.
  await drag(page, page.getByRole('button', { name: 'Add Heading block' }), blocks.first(), { yFraction: 0.75 });
  await expect(blocks).toHaveCount(before + 1);
  const dropped = page.locator('[data-canvas-block]').filter({ hasText: 'Your heading here' }).last();
  const headingId = (await dropped.getAttribute('data-canvas-block'))!;
  const heading = page.locator(`[data-canvas-block="${headingId}"]`);
  await heading.click();
  await page.getByLabel('Text', { exact: true }).fill('Olé! Tapas all day');
  await expect(heading).toContainText('Olé! Tapas all day');
  // "← Sites" a second after the edit, before the 3 s autosave: leaving saves it first, and the page
  // opened afresh has it.
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  const builderUrl = page.url();
  await page.waitForTimeout(1000);
  await page.getByRole('link', { name: 'Back to sites' }).click();
  await expect(page).toHaveURL(/\/dashboard\/sites$/);
  await page.goto(builderUrl);
  await expect(heading).toContainText('Olé! Tapas all day');
  await heading.click();
  await drag(page, page.getByRole('button', { name: 'Add Map block' }), blocks.first(), { yFraction: 0.75 });
  await expect(blocks).toHaveCount(before + 2);
  await expect(page.getByTestId('builder-canvas').locator('iframe[title^="Map of"]').first()).toBeAttached();
  await page.getByRole('button', { name: 'Mobile' }).click();
  // (A click on the selected block deselects it: the heading is still selected from its edit.)
  if ((await heading.getAttribute('aria-pressed')) !== 'true') await heading.click();
  await expect(heading).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('tab', { name: 'Style' }).click();
  await expect(page.getByText('Editing the mobile style')).toBeVisible();
  await page.getByLabel('Font size').fill('22px');
  await page.getByLabel('Alignment').selectOption('center');
  await screenshot(page, 'first-hour-03-builder-mobile-1280');
  await page.getByRole('button', { name: 'Desktop' }).click();

  // Publish: the site is a draft, so the builder offers to publish it in the same place; then View Live.
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Page published')).toBeVisible();
  await expect(page.getByText('“Café Olé” is still a draft.')).toBeVisible();
  await page.getByRole('button', { name: 'Publish site' }).click();
  const viewLive = page.getByRole('link', { name: 'View Live' });
  await expect(viewLive).toBeVisible();
  await screenshot(page, 'first-hour-04-builder-published-1280');
  const liveHref = (await viewLive.getAttribute('href'))!;
  const siteSlug = liveHref.match(/^\/live\/([^/]+)/)![1];
  expect(siteSlug).toMatch(/^cafe-ole(-\d+)?$/);
  const [live] = await Promise.all([page.context().waitForEvent('page'), viewLive.click()]);
  await expect(live.getByText('Olé! Tapas all day')).toBeVisible();
  await live.close();
  const publicPage = await page.request.get(`/${siteSlug}`);
  expect(publicPage.status()).toBe(200);
  expect(await publicPage.text()).toContain('Olé! Tapas all day');

  // A post for tomorrow: the primary button says Schedule, the list says Scheduled, the blog shows nothing yet.
  await page.goto('/dashboard/content/new?type=post');
  await page.getByLabel(/^Title/).fill('Paella night');
  await page.getByLabel(/^Body/).fill('Every Friday, a **giant** paella.');
  await page.getByLabel('Site').selectOption({ label: 'Café Olé' });
  await page.getByLabel('Status').selectOption('scheduled');
  await page.getByLabel('Publish date', { exact: true }).fill(tomorrowInput());
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/dashboard\/content\/\d+\/edit$/);
  const postEditor = page.url();
  await screenshot(page, 'first-hour-05-post-scheduled-1280');
  await page.goto('/dashboard/content');
  const postRow = page.getByRole('listitem').filter({ hasText: 'Paella night' });
  await expect(postRow.getByText('Scheduled', { exact: true })).toBeVisible();
  const blog = await page.request.get(`/${siteSlug}/blog`);
  expect(await blog.text()).not.toContain('Paella night');

  // An image uploaded into a new folder, then chosen from the library as the post's featured image.
  await page.goto('/dashboard/media');
  await page.getByRole('button', { name: 'New Folder' }).click();
  await page.getByLabel('Folder name').fill('Tapas');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByTestId('media-drop-zone')).toContainText('Tapas');
  await page.getByLabel('Files to upload').setInputFiles({ name: 'paella.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: 'View paella.png' })).toBeVisible();
  await screenshot(page, 'first-hour-06-media-1280');
  await page.goto(postEditor);
  await page.getByRole('button', { name: 'Choose from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose from the media library' });
  await picker.getByLabel('Folder', { exact: true }).selectOption({ label: 'Tapas' });
  await picker.getByRole('button', { name: 'Use paella.png' }).click();
  await expect(page.getByRole('img', { name: 'Featured' })).toHaveAttribute('src', /^\/media\/u\d+\//);
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByText(/^Last saved/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('img', { name: 'Featured' })).toHaveAttribute('src', /^\/media\/u\d+\//);
  await expect(page.getByLabel('Status')).toHaveValue('scheduled');

  // A mega menu in the header: Home and Shop, three columns of links under Shop.
  await openMenuBuilder(page, siteId);
  await page.getByRole('button', { name: 'Create Menu' }).click();
  const menuForm = page.getByRole('dialog', { name: 'Create Menu' });
  await menuForm.getByLabel(/^Name/).fill('Main Navigation');
  await menuForm.getByLabel('Location').selectOption({ label: 'Header (Primary)' });
  await menuForm.getByLabel('Menu type').selectOption({ label: 'Mega menu' });
  await menuForm.getByLabel('Columns').fill('3');
  await menuForm.getByRole('button', { name: 'Create Menu' }).click();
  await expect(menuForm).toHaveCount(0);
  const addItem = async (title: string, url: string, column?: number) => {
    await page.getByRole('toolbar', { name: 'Menu actions' }).getByRole('button', { name: 'Add Item' }).click();
    const form = page.getByRole('dialog', { name: 'Add Item' });
    await form.getByLabel(/^Title/).fill(title);
    await form.getByLabel(/^URL/).fill(url);
    if (column) {
      await form.getByLabel('Parent item').selectOption({ label: 'Shop' });
      await form.getByLabel('Column', { exact: true }).selectOption(String(column));
      await form.getByLabel(/^Mega menu item/).check();
    }
    await form.getByRole('button', { name: 'Add Item' }).click();
    await expect(form).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Menu items' }).getByText(title, { exact: true })).toBeVisible();
  };
  await addItem('Home', `/${siteSlug}`);
  await addItem('Shop', '/shop/products');
  const columns = ['Tapas', 'Wines', 'Desserts'];
  for (const [index, title] of columns.entries()) await addItem(title, `/shop/products?search=${title.toLowerCase()}`, index + 1);
  await page.getByRole('tab', { name: 'Mega Menu' }).click();
  await expect(page.getByLabel('Mega panel of').locator('option:checked')).toHaveText('Shop');
  for (const [index, title] of columns.entries())
    await expect(page.getByRole('region', { name: `Column ${index + 1}`, exact: true }).getByText(title, { exact: true })).toBeVisible();
  await screenshot(page, 'first-hour-07-mega-menu-1280');

  // On the public page Shop opens its three-column panel.
  const nav = page.locator('nav[data-location="header-primary"]');
  const panel = nav.locator('.atlas-site-menu__item--mega > .atlas-site-menu__mega');
  await expect
    .poll(
      async () => {
        await page.goto(`/${siteSlug}`);
        return panel.locator('.atlas-site-menu__column a').count();
      },
      { timeout: 20_000, intervals: [500, 1_000] },
    )
    .toBe(3);
  await nav.locator('.atlas-site-menu__item--mega > a.atlas-site-menu__link').hover();
  await expect(panel).toBeVisible();
  for (const [index, title] of columns.entries())
    await expect(panel.locator('.atlas-site-menu__column').nth(index).getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(page.getByText('Olé! Tapas all day')).toBeVisible();
  await screenshot(page, 'first-hour-08-public-1280');

  // The public page at 375 px: the heading wears its mobile style, nothing overflows, the menu opens inside the screen.
  await page.setViewportSize(PHONE);
  await page.reload();
  const publicHeading = page.getByText('Olé! Tapas all day');
  await expect(publicHeading).toBeVisible();
  expect(await publicHeading.evaluate((element) => getComputedStyle(element).fontSize)).toBe('22px');
  await expectNoOverflow(page);
  await nav.getByRole('button', { name: 'Menu', exact: true }).click();
  const drawer = nav.locator('.atlas-site-menu__panel');
  await expect(drawer.getByRole('link', { name: 'Wines', exact: true })).toBeVisible();
  await expectInsideWindow(page, drawer);
  await expectNoOverflow(page);
  await screenshot(page, 'first-hour-08-public-375');
  await page.setViewportSize(DESKTOP);

  // Two visitors on the public pages; Analytics counts them (beacons are ingested in batches).
  for (const userAgent of VISITORS) await visit(browser, baseURL!, `/${siteSlug}`, userAgent);
  await page.goto(`/dashboard/analytics?site=${siteId}&range=30d&tab=overview`);
  const figure = (label: string) =>
    page
      .getByRole('region', { name: 'Key figures' })
      .locator('.analytics-metric')
      .filter({ has: page.getByRole('heading', { name: label, exact: true }) })
      .locator('.analytics-metric__value');
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: 'Refresh' }).click();
        await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
        return (await figure('Page Views').textContent())?.trim();
      },
      { timeout: 60_000, intervals: [1_000, 2_000] },
    )
    .toBe('2');
  await expect(figure('Unique Visitors')).toHaveText('2');
  await screenshot(page, 'first-hour-09-analytics-1280');

  // A module from the Marketplace.
  await page.goto(`/dashboard/marketplace?search=${encodeURIComponent('Marketing Blocks')}`);
  await page.getByRole('button', { name: 'Marketing Blocks: details' }).click();
  const details = page.getByRole('dialog');
  await details.getByRole('button', { name: 'Install', exact: true }).click();
  await expect(page.getByText('Successfully installed Marketing Blocks')).toBeVisible();
  await expect(details.getByRole('button', { name: 'Installed' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await screenshot(page, 'first-hour-10-marketplace-1280');

  // A guest buys a product in the shop, on a phone: the shop fits the screen.
  const guest = await browser.newContext({ baseURL, viewport: PHONE });
  const shopper = await guest.newPage();
  await shopper.goto('/shop');
  await expect(shopper.getByRole('searchbox', { name: 'Search products' })).toBeVisible();
  await expectNoOverflow(shopper);
  await screenshot(shopper, 'first-hour-11-shop-375');
  await shopper.goto('/shop/products/wool-beanie');
  await shopper.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(shopper.getByRole('link', { name: /Cart/ }).first()).toContainText('1');
  await shopper.goto('/shop/checkout');
  await shopper.getByLabel('Email').fill('guest@example.com');
  const billing = shopper.getByRole('region', { name: 'Billing Address' });
  await billing.getByLabel('First name').fill('Lola');
  await billing.getByLabel('Last name').fill('Flores');
  await billing.getByLabel(/^Address(?! line)/).fill('3 Calle Mayor');
  await billing.getByLabel('City').fill('Sevilla');
  await billing.getByLabel('State').fill('AN');
  await billing.getByLabel('Postal code').fill('41001');
  await shopper.getByRole('note', { name: 'Test mode' }).getByRole('button', { name: 'Use test card' }).click();
  await expectNoOverflow(shopper);
  await shopper.getByRole('button', { name: /^Complete Order - / }).click();
  await expect(shopper.getByText('Thank you for your order!')).toBeVisible({ timeout: 15_000 });
  await expectNoOverflow(shopper);
  await screenshot(shopper, 'first-hour-11-order-375');
  await guest.close();

  // The owner's home: one site, published; its pages; the page views and visitors Analytics counted.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome back, ${username}!` })).toBeVisible();
  await expect(stat(page, 'Active Sites').locator('.shell-stat__value')).toHaveText('1');
  await expect(stat(page, 'Active Sites').getByText('1 published')).toBeVisible();
  await expect(stat(page, 'Total Pages').locator('.shell-stat__value')).toHaveText('1');
  await expect(stat(page, 'Page Views').locator('.shell-stat__value')).toHaveText('2');
  await expect(stat(page, 'Users').locator('.shell-stat__value')).toHaveText('2');
  // Recent Content says what the content list says: the post is scheduled, not a draft.
  await expect(
    page.locator('.shell-recent__item').filter({ hasText: 'Paella night' }).getByText('Scheduled', { exact: true }),
  ).toBeVisible();
  await screenshot(page, 'first-hour-12-home-1280');

  // At 375 px: the home, the header's search and notifications, a content list.
  await page.setViewportSize(PHONE);
  await expectNoOverflow(page);
  await screenshot(page, 'first-hour-12-home-375');
  await page.getByRole('button', { name: 'Open search' }).click();
  await page.getByRole('combobox', { name: 'Search' }).fill('con');
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('option').first()).toBeVisible();
  await expectInsideWindow(page, results);
  await expectNoOverflow(page);
  await page.getByRole('combobox', { name: 'Search' }).press('Escape');
  await page.getByRole('button', { name: 'Notifications' }).click();
  const notifications = page.getByRole('dialog', { name: 'Notifications' });
  await expect(notifications).toBeVisible();
  await expectInsideWindow(page, notifications);
  await expectNoOverflow(page);
  await screenshot(page, 'first-hour-13-notifications-375');
  await page.keyboard.press('Escape');
  await page.goto('/dashboard/content');
  await expect(page.getByRole('listitem').filter({ hasText: 'Paella night' })).toBeVisible();
  await expectNoOverflow(page);
  await screenshot(page, 'first-hour-14-content-375');
});
