import { expect, screenshot, signIn, test } from '../harness/fixtures';
import { drag } from '../harness/journeys';
import type { Page } from '@playwright/test';

// The builder journey of spec 1: a site from a template, a page built by dragging blocks, edits
// with undo and redo, save and publish, the public page at desktop and mobile widths, the meta
// title from Site Settings, the navigation menu in the public header, and another user locked out.

const canvasBlocks = (page: Page) => page.locator('[data-canvas-block]');

test.describe.configure({ mode: 'serial' });

let siteId = '';
let siteName = '';
let siteSlug = '';
let pagePath = '';

test('builds a page from dragged blocks, publishes it and visitors see it', async ({ page, request }) => {
  test.setTimeout(180_000);
  // Every content-security violation the dashboard's pages report (a refused map frame among them).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await signIn(page);
  // The dashboard's figures first: the shell and the builder share one cached sites list.
  await page.goto('/dashboard');
  const activeSites = page.locator('.shell-stat').filter({ hasText: 'Active Sites' }).locator('.shell-stat__value');
  await expect(activeSites).toHaveText(/^\d+$/);
  const sitesBefore = Number(await activeSites.textContent());
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  await sidebar.getByRole('link', { name: 'Sites', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Site Manager' })).toBeVisible();

  // A site from a template: its name is asked for (the template's, prefilled); the service picks the
  // slug by the one rule (accents folded), and the site goes to the top of the list.
  await page.getByRole('button', { name: 'From Template' }).click();
  const useButton = page.getByRole('button', { name: /^Use template / }).first();
  const templateName = (await useButton.getAttribute('aria-label'))!.replace('Use template ', '');
  await useButton.click();
  const useTemplate = page.getByRole('dialog', { name: `Use Template: ${templateName}` });
  await expect(useTemplate.getByLabel(/Site Name/)).toHaveValue(templateName);
  const suffix = Date.now().toString(36);
  siteName = `Crusty Café ${suffix}`;
  await useTemplate.getByLabel(/Site Name/).fill(siteName);
  await expect(useTemplate.getByText(`/crusty-cafe-${suffix} `, { exact: false })).toBeVisible();
  await useTemplate.getByRole('button', { name: 'Create Site' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const card = page.getByRole('article').first();
  await expect(card).toHaveAttribute('aria-label', siteName);

  // Back on the dashboard without a reload, its figures already count the new site.
  await sidebar.getByRole('link', { name: 'Overview', exact: true }).click();
  await expect(activeSites).toHaveText(String(sitesBefore + 1));
  await sidebar.getByRole('link', { name: 'Sites', exact: true }).click();
  await expect(page.getByRole('article').first()).toHaveAttribute('aria-label', siteName);

  // Edit opens the template's home page, not an empty one; a new page is an explicit choice.
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/builder\/site\/\d+\/page\/\d+$/);
  siteId = page.url().match(/\/builder\/site\/(\d+)/)![1];
  await expect(page.getByLabel('Page title')).toHaveValue('Home');
  await expect(canvasBlocks(page).first()).toBeVisible();
  await expect(page.getByText('Start Building Your Page')).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Page' }).selectOption({ label: '+ New page' });
  await expect(page).toHaveURL(new RegExp(`/builder/site/${siteId}/page/new$`));
  await expect(page.getByText('Start Building Your Page')).toBeVisible();

  // Drag a hero onto the empty canvas, a heading onto the hero, a button onto the heading.
  const canvas = page.getByTestId('builder-canvas');
  await drag(page, page.getByRole('button', { name: 'Add Hero block' }), canvas);
  await expect(canvasBlocks(page)).toHaveCount(1);
  await drag(page, page.getByRole('button', { name: 'Add Heading block' }), canvasBlocks(page).nth(0));
  await expect(canvasBlocks(page)).toHaveCount(2);
  await drag(page, page.getByRole('button', { name: 'Add Button block' }), canvasBlocks(page).nth(1));
  await expect(canvasBlocks(page)).toHaveCount(3);
  const types = await canvasBlocks(page).evaluateAll((rows) =>
    rows.map((row) => row.querySelector('[data-block-type]')?.getAttribute('data-block-type')),
  );
  expect(types).toEqual(['hero', 'heading', 'button']);

  // Keyboard dragging: Space picks the button up, ArrowUp moves it above the heading, Space drops it.
  const blockTypes = () =>
    canvasBlocks(page).evaluateAll((rows) => rows.map((row) => row.querySelector('[data-block-type]')?.getAttribute('data-block-type')));
  await canvasBlocks(page).nth(2).focus();
  // (dnd-kit listens for the arrows from the next task after pick-up, as a person's key presses are.)
  await page.keyboard.press('Space');
  await page.waitForTimeout(150);
  await page.keyboard.press('ArrowUp');
  await page.waitForTimeout(150);
  await page.keyboard.press('Space');
  await expect.poll(blockTypes).toEqual(['hero', 'button', 'heading']);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(blockTypes).toEqual(['hero', 'heading', 'button']);

  // Edit the heading and hide it on mobile.
  const heading = canvasBlocks(page).nth(1);
  await heading.click();
  await page.getByLabel('Text', { exact: true }).fill('Fresh bread every morning');
  await expect(heading).toContainText('Fresh bread every morning');
  await page.getByRole('tab', { name: 'Settings' }).click();
  const showOnMobile = page.getByLabel('Show on mobile');
  await showOnMobile.uncheck();
  await page.getByRole('button', { name: 'Mobile' }).click();
  await expect(heading.getByText('Hidden on mobile')).toBeVisible();
  await screenshot(page, 'builder-mobile-hidden-block');

  // Undo brings the block back on mobile, redo hides it again.
  await page.keyboard.press('Control+z');
  await expect(showOnMobile).toBeChecked();
  await expect(heading.getByText('Hidden on mobile')).toHaveCount(0);
  await page.keyboard.press('Control+Shift+z');
  await expect(showOnMobile).not.toBeChecked();
  await page.getByRole('button', { name: 'Desktop' }).click();

  // A Map block shows on the canvas: the dashboard's CSP lets it frame the map as the public page does.
  await page.getByRole('button', { name: 'Add Map block' }).click();
  const canvasMap = page.getByTestId('builder-canvas').locator('iframe[title^="Map of"]');
  await canvasMap.scrollIntoViewIfNeeded();
  await expect(canvasMap).toBeVisible();
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);

  // Save creates the page and moves to its route; Publish saves and publishes.
  await page.getByLabel('Page title').fill('Bakery Landing');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/builder/site/${siteId}/page/\\d+$`));
  await expect(page.getByText(/^Saved at /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Page published')).toBeVisible();

  // The site is still a draft: the builder says so where Publish is, and publishes it from there.
  await expect(page.getByText(`“${siteName}” is still a draft.`)).toBeVisible();
  await screenshot(page, 'builder-published-draft-site');
  await page.getByRole('button', { name: 'Publish site' }).click();
  const viewLive = page.getByRole('link', { name: 'View Live' });
  await expect(viewLive).toBeVisible();
  await screenshot(page, 'builder-published');
  siteSlug = `crusty-cafe-${suffix}`;
  await expect(viewLive).toHaveAttribute('href', `/live/${siteSlug}/bakery-landing`);
  pagePath = `/${siteSlug}/bakery-landing`;

  // View Live opens the page on the public site.
  const [live] = await Promise.all([page.context().waitForEvent('page'), viewLive.click()]);
  await expect(live.getByText('Fresh bread every morning')).toBeVisible();
  await expect(live.locator('iframe[title^="Map of"]')).toHaveCount(1);
  await live.close();

  // The public page: everything at desktop width, the heading gone at 375 px.
  await page.goto(pagePath);
  await expect(page.getByText('Fresh bread every morning')).toBeVisible();
  await screenshot(page, 'public-page-desktop');
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByText('Fresh bread every morning')).toBeHidden();
  await expect(page.locator('[data-block-type="button"]').first()).toBeVisible();
  await screenshot(page, 'public-page-mobile');
  void request;
});

/** Elements of the builder that reach past the window's right or left edge (closed drawers are not shown; a scroller's content is scrolled to). */
function outsideTheWindow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('.atlas-builder *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      // Inside a sideways scroller that fits the window (a testimonial slider's track), what is past the edge is scrolled to.
      let clipped = false;
      for (let up = element.parentElement; up && !clipped; up = up.parentElement) {
        if (!['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(up).overflowX)) continue;
        const frame = up.getBoundingClientRect();
        clipped = frame.left >= -1 && frame.right <= width + 1;
      }
      if (clipped) continue;
      if (box.right > width + 1 || box.left < -1)
        found.push(`${element.tagName.toLowerCase()}.${element.className} ${box.left}..${box.right}`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, found };
  });
}

test('the builder fits windows 1280, 768 and 375 px wide; on a phone blocks come from drawers over a full-width canvas', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  for (const [width, height] of [
    [1280, 800],
    [768, 1000],
    [375, 740],
  ]) {
    await page.setViewportSize({ width, height });
    await page.goto(`/builder/site/${siteId}`);
    await expect(page).toHaveURL(/\/page\/\d+$/);
    await expect(canvasBlocks(page).first()).toBeVisible();
    // A saved page shows its saved time, the longest status the toolbar holds.
    await expect(page.getByText(/^Saved at /)).toBeVisible();
    const fit = await outsideTheWindow(page);
    expect(fit.found).toEqual([]);
    expect(fit.scrollWidth).toBeLessThanOrEqual(width);
    if (width === 1280) {
      // One toolbar row: Publish is level with the way back to the sites.
      const back = (await page.getByRole('link', { name: 'Back to sites' }).boundingBox())!;
      const publish = (await page.getByRole('button', { name: 'Publish' }).boundingBox())!;
      expect(Math.abs(back.y + back.height / 2 - (publish.y + publish.height / 2))).toBeLessThan(8);
      await expect(page.getByRole('button', { name: '+ Blocks' })).toBeHidden();
    }
    await screenshot(page, `builder-${width}`);
  }

  // At 375 px the canvas has the window's width: the hero reads as on a phone, not a letter a line.
  const canvas = (await page.getByTestId('builder-canvas').boundingBox())!;
  expect(canvas.width).toBeGreaterThan(330);
  const library = page.getByRole('complementary', { name: 'Blocks' });
  await expect(library).toBeHidden();
  await page.getByRole('button', { name: '+ Blocks' }).click();
  await expect(library).toBeVisible();
  await screenshot(page, 'builder-375-library');
  const count = await canvasBlocks(page).count();
  await library.getByRole('button', { name: 'Add Heading block' }).click();
  await expect(canvasBlocks(page)).toHaveCount(count + 1);
  await expect(library).toBeHidden();

  await canvasBlocks(page).last().click();
  await page.getByRole('button', { name: 'Properties' }).click();
  const properties = page.getByRole('complementary', { name: 'Block properties' });
  await expect(properties).toBeVisible();
  await properties.getByLabel('Text', { exact: true }).fill('Open every day');
  await expect(canvasBlocks(page).last()).toContainText('Open every day');
  expect((await outsideTheWindow(page)).found).toEqual([]);
  await screenshot(page, 'builder-375-properties');
  await page.keyboard.press('Escape');
  await expect(properties).toBeHidden();
});

test('the meta title set in Site Settings is in the public HTML', async ({ page, request }) => {
  await signIn(page);
  // The template's Home page carries the site's meta title: publish it from the builder.
  await page.goto(`/dashboard/site/${siteId}/preview`);
  await page.getByRole('button', { name: /^Home/ }).click();
  await page.getByRole('link', { name: 'Edit Page' }).click();
  await expect(page.getByLabel('Page title')).toHaveValue('Home');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Page published')).toBeVisible();

  await page.goto('/dashboard/sites');
  const card = page.getByRole('article', { name: siteName, exact: true });
  await card.getByRole('button', { name: 'Site Settings' }).click();
  await page.getByRole('tab', { name: 'SEO' }).click();
  await page.getByLabel(/Meta Title/).fill('Crusty Bakery: bread daily');
  await expect(page.getByText('26/60 characters')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await page.getByText('Close', { exact: true }).click();

  await expect
    .poll(async () => (await (await request.get(`/${siteSlug}`)).text()).includes('<title>Crusty Bakery: bread daily</title>'), {
      timeout: 15_000,
    })
    .toBe(true);
});

test('a navigation item added, edited and deleted changes the public header', async ({ page, request }) => {
  await signIn(page);
  await page.goto('/dashboard/sites');
  const card = page.getByRole('article', { name: siteName, exact: true });
  await card.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByText('No menu items yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add First Item' }).click();
  const form = page.getByRole('form', { name: 'Add Item' });
  await form.getByLabel('Label *').fill('Our Story');
  await form.getByLabel('Type').selectOption('external');
  await form.getByLabel('URL *').fill('example.com/story');
  await form.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByText('https://example.com/story')).toBeVisible();
  const header = async () => await (await request.get(pagePath)).text();
  await expect.poll(async () => (await header()).includes('Our Story'), { timeout: 15_000 }).toBe(true);

  await page.getByRole('button', { name: 'Edit Our Story' }).click();
  const edit = page.getByRole('form', { name: 'Save Item' });
  await edit.getByLabel('Label *').fill('About Us');
  await edit.getByRole('button', { name: 'Save Item' }).click();
  await expect(page.getByRole('button', { name: 'Edit About Us' })).toBeVisible();
  await screenshot(page, 'navigation-builder');
  await expect
    .poll(
      async () => {
        const html = await header();
        return html.includes('About Us') && !html.includes('Our Story');
      },
      { timeout: 15_000 },
    )
    .toBe(true);

  await page.getByRole('button', { name: 'Delete About Us' }).click();
  await expect(page.getByText('No menu items yet')).toBeVisible();
  await expect.poll(async () => (await header()).includes('About Us'), { timeout: 15_000 }).toBe(false);
  await page.getByRole('button', { name: 'Done' }).click();
});

test("another user cannot open the first user's builder page", async ({ browser, request, baseURL }) => {
  const username = `rival${Date.now().toString(36)}`;
  const password = 'rival-password-1';
  const registered = await request.post('/api/auth/register/', {
    data: { username, email: `${username}@example.com`, password, password_confirm: password },
  });
  expect(registered.ok()).toBe(true);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, { username, password });
  const pageId = pagePath
    ? await (async () => {
        const owner = await request.post('/api/auth/login/', { data: { username: 'demo', password: 'demo1234' } });
        const { access } = await owner.json();
        const pages = await (
          await request.get(`/api/builder/pages/?site=${siteId}`, { headers: { Authorization: `Bearer ${access}` } })
        ).json();
        const list = Array.isArray(pages) ? pages : pages.results;
        return list.find((p: { slug: string }) => p.slug === 'bakery-landing').id;
      })()
    : 1;
  await page.goto(`/builder/site/${siteId}/page/${pageId}`);
  await expect(page.getByText('Failed to Load Page')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Sites' })).toBeVisible();
  await screenshot(page, 'builder-forbidden');
  await context.close();
});
