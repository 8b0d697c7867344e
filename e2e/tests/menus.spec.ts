import { DEMO, expect, screenshot, signIn, test } from '../harness/fixtures';
import { drag, openMenuBuilder } from '../harness/journeys';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

// The menus journey of spec 3: an owner builds a three-column mega menu with a social links widget in
// the menu dashboard, visitors open it on the public site by hover and by keyboard at desktop width and
// as a drawer at 375 px (page scroll locked, an outside click closes it), and a visitor's click on an
// item shows in the menu's analytics.

/** A published site of its own with a published home page, so nothing depends on the demo data. */
async function publishedSite(request: APIRequestContext) {
  const login = await request.post('/api/auth/login/', { data: DEMO });
  expect(login.status()).toBe(200);
  const headers = { authorization: `Bearer ${(await login.json()).access}` };
  const suffix = Date.now().toString(36);
  const created = await request.post('/api/builder/sites/', {
    headers,
    data: { name: `Harbor Outfitters ${suffix}`, slug: `harbor-${suffix}` },
  });
  expect(created.status()).toBe(201);
  const site: { id: number; slug: string; name: string } = await created.json();
  const home = await request.post('/api/builder/pages/', { headers, data: { site: site.id, title: 'Home', blocks: [] } });
  expect(home.status()).toBe(201);
  expect((await request.post(`/api/builder/pages/${(await home.json()).id}/publish/`, { headers })).ok()).toBe(true);
  expect((await request.post(`/api/builder/sites/${site.id}/publish/`, { headers })).ok()).toBe(true);
  return site;
}

const htmlOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow);

test('an owner builds a mega menu; visitors open it by hover, keyboard and the mobile drawer; a click is counted', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const site = await publishedSite(request);

  // The menus service learns of the new site from an event: until then its menus answer 404.
  await signIn(page);
  await openMenuBuilder(page, site.id);
  await expect(page.getByLabel('Site', { exact: true })).toHaveValue(String(site.id));

  // Create Menu: a tracked three-column mega menu in the primary header.
  await page.getByRole('button', { name: 'Create Menu' }).click();
  const menuForm = page.getByRole('dialog', { name: 'Create Menu' });
  await menuForm.getByLabel(/^Name/).fill('Main Navigation');
  await menuForm.getByLabel('Location').selectOption({ label: 'Header (Primary)' });
  await menuForm.getByLabel('Menu type').selectOption({ label: 'Mega menu' });
  await menuForm.getByLabel('Columns').fill('3');
  await expect(menuForm.getByLabel('Columns')).toHaveValue('3');
  await expect(menuForm.getByLabel('Track clicks')).toBeChecked();
  await menuForm.getByRole('button', { name: 'Create Menu' }).click();
  await expect(menuForm).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/dashboard/menus/${site.id}/\\d+`));
  const menuId = page.url().match(/\/dashboard\/menus\/\d+\/(\d+)/)![1];
  await expect(page.getByLabel('Menu', { exact: true }).locator('option:checked')).toHaveText('Main Navigation · Header (Primary)');
  await expect(page.getByText('This menu has no items yet')).toBeVisible();

  // The Builder: a top entry marked as a mega item, then links under it in columns 1 and 2.
  const addItem = async (fields: { title: string; url: string; parent?: string; column?: number; mega?: boolean }) => {
    await page.getByRole('toolbar', { name: 'Menu actions' }).getByRole('button', { name: 'Add Item' }).click();
    const form = page.getByRole('dialog', { name: 'Add Item' });
    await form.getByLabel(/^Title/).fill(fields.title);
    await expect(form.getByLabel('Type', { exact: true })).toHaveValue('custom_url');
    await form.getByLabel(/^URL/).fill(fields.url);
    if (fields.parent) await form.getByLabel('Parent item').selectOption({ label: fields.parent });
    if (fields.column) await form.getByLabel('Column', { exact: true }).selectOption(String(fields.column));
    if (fields.mega) await form.getByLabel(fields.parent ? /^Mega menu item/ : /^Open as a mega menu panel/).check();
    await form.getByRole('button', { name: 'Add Item' }).click();
    await expect(form).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Menu items' }).getByText(fields.title, { exact: true })).toBeVisible();
  };
  await addItem({ title: 'Shop', url: '/shop', mega: true });
  await addItem({ title: 'New Arrivals', url: '/shop/products', parent: 'Shop', column: 1 });
  await addItem({ title: 'Best Sellers', url: `/${site.slug}`, parent: 'Shop', column: 1 });
  await addItem({ title: 'Gift Cards', url: 'https://example.com/gift-cards', parent: 'Shop', column: 2 });
  const tree = page.getByRole('list', { name: 'Menu items' });
  await expect(tree.locator('li[data-depth="1"]')).toHaveCount(3);
  await expect(tree.locator('li[data-depth="0"]', { hasText: 'Shop' }).getByText('Mega', { exact: true })).toBeVisible();
  await screenshot(page, 'menus-builder');

  // The Mega Menu tab: Best Sellers dragged to column 2, a social links widget added to column 3, saved.
  await page.getByRole('tab', { name: 'Mega Menu' }).click();
  await expect(page).toHaveURL(/tab=mega-editor/);
  await expect(page.getByLabel('Mega panel of')).toHaveValue(/\d+/);
  await expect(page.getByLabel('Mega panel of').locator('option:checked')).toHaveText('Shop');
  await expect(page.getByRole('spinbutton', { name: 'Columns' })).toHaveValue('3');
  const column = (n: number) => page.getByRole('region', { name: `Column ${n}`, exact: true });
  await expect(column(1).getByText('New Arrivals', { exact: true })).toBeVisible();
  await expect(column(1).getByText('Best Sellers', { exact: true })).toBeVisible();
  await expect(column(2).getByText('Gift Cards', { exact: true })).toBeVisible();
  await expect(column(3).getByText('Drop items here', { exact: true })).toBeVisible();
  await drag(page, page.getByRole('button', { name: 'Move Best Sellers' }), column(2));
  await expect(column(2).getByText('Best Sellers', { exact: true })).toBeVisible();
  await expect(column(1).getByText('Best Sellers', { exact: true })).toHaveCount(0);
  await page.getByLabel('Widget', { exact: true }).selectOption({ label: 'Social links' });
  await page.getByLabel('Add to column').selectOption({ label: 'Column 3' });
  await page.getByRole('button', { name: 'Add Widget' }).click();
  await expect(page.getByText('Follow Us added to column 3')).toBeVisible();
  await expect(column(3).getByText('Follow Us', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save Layout' }).click();
  await expect(page.getByText('Mega menu saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Layout' })).toBeDisabled();
  await screenshot(page, 'menus-mega-editor');

  // What the public site is served: the panel's children in their columns, the widget with its links.
  const publicMenu = async () => {
    const response = await request.get(`/api/menus/public/${site.slug}/header-primary/`);
    return response.ok() ? response.json() : null;
  };
  await expect.poll(async () => (await publicMenu())?.items?.[0]?.children?.length ?? 0, { timeout: 15_000 }).toBe(4);
  const served = await publicMenu();
  expect(served).toMatchObject({ menu_type: 'mega_menu', mega_menu_columns: 3, track_clicks: true });
  expect(served.items).toHaveLength(1);
  expect(served.items[0]).toMatchObject({ title: 'Shop', is_mega_menu_item: true });
  const columnOf = Object.fromEntries(
    served.items[0].children.map((child: { title: string; mega_menu_column: number }) => [child.title, child.mega_menu_column]),
  );
  expect(columnOf).toEqual({ 'New Arrivals': 1, 'Gift Cards': 2, 'Best Sellers': 2, 'Follow Us': 3 });

  // The public site at 1366 px: the mega panel opens on hover, with three columns and the social links.
  const nav = page.locator('nav[data-location="header-primary"]');
  const entry = nav.locator('.atlas-site-menu__item--mega');
  const shopLink = entry.locator(':scope > a.atlas-site-menu__link');
  const panel = entry.locator('.atlas-site-menu__mega');
  await expect
    .poll(
      async () => {
        await page.goto(`/${site.slug}`);
        return (await panel.locator('[data-atlas-item]').count()) + (await panel.locator('.atlas-site-menu__social a').count());
      },
      { timeout: 20_000, intervals: [500, 1_000] },
    )
    .toBe(5);
  await expect(nav).toHaveAttribute('aria-label', 'Main Navigation');
  await expect(nav).toHaveAttribute('data-atlas-track', '');
  await expect(shopLink).toHaveText('Shop');
  await expect(panel).toBeHidden();
  await shopLink.hover();
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute('data-columns', '3');
  const columns = panel.locator('.atlas-site-menu__column');
  await expect(columns).toHaveCount(3);
  await expect(columns.nth(0).getByRole('link', { name: 'New Arrivals' })).toBeVisible();
  await expect(columns.nth(1).getByRole('link', { name: 'Gift Cards' })).toBeVisible();
  await expect(columns.nth(1).getByRole('link', { name: 'Best Sellers' })).toBeVisible();
  await expect(columns.nth(2).getByText('Follow Us')).toBeVisible();
  await expect(columns.nth(2).getByRole('link', { name: 'Facebook' })).toBeVisible();
  await expect(columns.nth(2).getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/');
  // Three columns side by side: each starts to the right of the one before.
  const lefts = await columns.evaluateAll((list) => list.map((column) => column.getBoundingClientRect().left));
  expect(lefts[0]).toBeLessThan(lefts[1]);
  expect(lefts[1]).toBeLessThan(lefts[2]);
  await screenshot(page, 'menus-public-desktop-mega');

  // The pointer leaves: the panel closes. From the top of the page, Tab reaches the entry and opens it.
  await page.mouse.move(680, 820);
  await expect(panel).toBeHidden();
  await page.reload();
  await expect(panel).toBeHidden();
  let focused = false;
  for (let presses = 0; presses < 8 && !focused; presses++) {
    await page.keyboard.press('Tab');
    focused = await shopLink.evaluate((link) => document.activeElement === link);
  }
  expect(focused).toBe(true);
  await expect(panel).toBeVisible();
  await expect(columns.nth(0).getByRole('link', { name: 'New Arrivals' })).toBeVisible();
  // Tab moves on into the panel: it stays open while focus is inside it.
  await page.keyboard.press('Tab');
  await expect(columns.nth(0).getByRole('link', { name: 'New Arrivals' })).toBeFocused();
  await expect(panel).toBeVisible();

  // At 375 px the menu folds behind its toggle into a drawer that locks the page's scroll.
  await page.setViewportSize({ width: 375, height: 760 });
  await page.reload();
  const toggle = nav.getByRole('button', { name: 'Menu', exact: true });
  const drawer = nav.locator('.atlas-site-menu__panel');
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(drawer).toBeHidden();
  await expect.poll(() => htmlOverflow(page)).not.toBe('hidden');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Shop', exact: true })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'New Arrivals' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Facebook' })).toBeVisible();
  await expect.poll(() => htmlOverflow(page)).toBe('hidden');
  const drawerBox = (await drawer.boundingBox())!;
  expect(drawerBox.x).toBeLessThanOrEqual(1);
  expect(drawerBox.width).toBeLessThan(375);
  await screenshot(page, 'menus-public-mobile-drawer');

  // A click outside the drawer (on the dimmed page to its right) closes it and frees the scroll.
  await page.mouse.click(drawerBox.x + drawerBox.width + 30, 500);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(drawer).toBeHidden();
  await expect.poll(() => htmlOverflow(page)).not.toBe('hidden');

  // A visitor clicks an item of the open panel at desktop width: the island sends a beacon.
  await page.setViewportSize({ width: 1366, height: 860 });
  await page.reload();
  await shopLink.hover();
  const bestSellers = panel.getByRole('link', { name: 'Best Sellers' });
  await expect(bestSellers).toBeVisible();
  const itemId = await bestSellers.getAttribute('data-atlas-item');
  expect(itemId).toMatch(/^\d+$/);
  const beacon = page.waitForRequest(
    (req) => req.method() === 'POST' && new URL(req.url()).pathname === `/api/items/${itemId}/track_click/`,
    { timeout: 15_000 },
  );
  await bestSellers.click();
  // (A beacon's Blob body is not exposed to Playwright: the count below shows what it carried.)
  await beacon;
  await expect(page).toHaveURL(new RegExp(`/${site.slug}$`));

  // The Analytics tab counts it (reduced motion: the chart is drawn at once, not mid-animation in the screenshot).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect
    .poll(
      async () => {
        await page.goto(`/dashboard/menus/${site.id}/${menuId}?tab=analytics`);
        const total = page.locator('.menus-figure', { hasText: 'Total clicks' }).locator('.menus-figure__value');
        return (await total.textContent({ timeout: 10_000 }).catch(() => null))?.trim();
      },
      { timeout: 30_000, intervals: [1_000] },
    )
    .toBe('1');
  await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.menus-figure', { hasText: 'Unique users' }).locator('.menus-figure__value')).toHaveText('1');
  const topItems = page.locator('.menus-top-items');
  await expect(topItems.locator('li')).toHaveCount(1);
  await expect(topItems.locator('li').first()).toContainText('Best Sellers');
  await expect(topItems.locator('li').first().locator('strong')).toHaveText('1');
  await expect(page.locator('.menus-chart figcaption')).toContainText(': 1 in total.');
  await expect(page.locator('.menus-chart .recharts-area-curve')).toHaveCount(1);
  await screenshot(page, 'menus-analytics');
});

test('an owner marks the items under Shop Mega: Shop opens its three-column panel in the Mega Menu tab, the preview and the public page', async ({
  page,
  request,
}) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const site = await publishedSite(request);
  await signIn(page);
  await openMenuBuilder(page, site.id);

  // A three-column mega menu in the header; the form says which locations the site's pages draw.
  await page.getByRole('button', { name: 'Create Menu' }).click();
  const menuForm = page.getByRole('dialog', { name: 'Create Menu' });
  await menuForm.getByLabel(/^Name/).fill('Main Navigation');
  await menuForm.getByLabel('Location').selectOption({ label: 'Header (Primary)' });
  await expect(menuForm.getByText('The site’s pages show the menus at Header (Primary), Footer (Primary) and Social Links.')).toBeVisible();
  await menuForm.getByLabel('Menu type').selectOption({ label: 'Mega menu' });
  await menuForm.getByLabel('Columns').fill('3');
  await menuForm.getByRole('button', { name: 'Create Menu' }).click();
  await expect(menuForm).toHaveCount(0);
  await expect(page.getByText(`Shown at Header (Primary) on the pages of ${site.name}.`)).toBeVisible();

  // Home and Shop at the top, left as they are; three links under Shop, each marked Mega in its column.
  const openForm = async (title: string, url: string) => {
    await page.getByRole('toolbar', { name: 'Menu actions' }).getByRole('button', { name: 'Add Item' }).click();
    const form = page.getByRole('dialog', { name: 'Add Item' });
    await form.getByLabel(/^Title/).fill(title);
    await form.getByLabel(/^URL/).fill(url);
    return form;
  };
  const save = async (form: Locator, title: string) => {
    await form.getByRole('button', { name: 'Add Item' }).click();
    await expect(form).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Menu items' }).getByText(title, { exact: true })).toBeVisible();
  };
  let form = await openForm('Home', `/${site.slug}`);
  await expect(form.getByLabel(/^Open as a mega menu panel/)).not.toBeChecked();
  await save(form, 'Home');
  await save(await openForm('Shop', '/shop/products'), 'Shop');
  const columnsOf: [string, number][] = [
    ['Men', 1],
    ['Women', 2],
    ['Kids', 3],
  ];
  for (const [title, column] of columnsOf) {
    form = await openForm(title, `/shop/products?category=${title.toLowerCase()}`);
    await form.getByLabel('Parent item').selectOption({ label: 'Shop' });
    await expect(form.getByLabel('Column', { exact: true }).locator('option')).toHaveCount(3);
    await form.getByLabel('Column', { exact: true }).selectOption(String(column));
    await form.getByLabel(/^Mega menu item/).check();
    // The first one says Shop is a plain dropdown and offers to open it as a panel (ticked by the Mega mark).
    if (column === 1) {
      await expect(form.getByLabel(/^Open Shop as a mega menu panel/)).toBeChecked();
      await screenshot(page, 'menus-mega-item-form-1280');
    } else {
      await expect(form.getByLabel(/^Open Shop as a mega menu panel/)).toHaveCount(0);
    }
    await save(form, title);
  }
  const tree = page.getByRole('list', { name: 'Menu items' });
  await expect(tree.locator('li[data-depth="0"]', { hasText: 'Shop' }).getByText('Mega', { exact: true })).toBeVisible();
  await screenshot(page, 'menus-mega-builder-1280');

  // The Mega Menu tab opens on Shop's panel with its three columns.
  await page.getByRole('tab', { name: 'Mega Menu' }).click();
  await expect(page.getByLabel('Mega panel of').locator('option:checked')).toHaveText('Shop');
  await expect(page.getByText('opens as a plain dropdown on the site')).toHaveCount(0);
  await expect(page.getByRole('spinbutton', { name: 'Columns' })).toHaveValue('3');
  const editorColumn = (n: number) => page.getByRole('region', { name: `Column ${n}`, exact: true });
  for (const [title, column] of columnsOf) await expect(editorColumn(column).getByText(title, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Column 4', exact: true })).toHaveCount(0);
  await screenshot(page, 'menus-mega-tab-1280');

  // The preview: hover, keyboard and a click open Shop's panel, and the click does not leave the preview.
  await page.getByRole('tab', { name: 'Preview' }).click();
  const desktop = page.frameLocator('iframe[title="Desktop preview"]');
  const previewShop = desktop.getByRole('link', { name: 'Shop' });
  const previewPanel = desktop.locator('.atlas-site-menu__item--mega > .atlas-site-menu__mega');
  await expect(previewShop).toBeVisible();
  await expect(previewPanel).toBeHidden();
  await previewShop.hover();
  await expect(previewPanel).toBeVisible();
  await expect(previewPanel.locator('.atlas-site-menu__column')).toHaveCount(3);
  for (const [title, column] of columnsOf) {
    await expect(
      previewPanel
        .locator('.atlas-site-menu__column')
        .nth(column - 1)
        .getByRole('link', { name: title, exact: true }),
    ).toBeVisible();
  }
  await screenshot(page, 'menus-mega-preview-1280');
  await page.mouse.move(5, 5);
  await expect(previewPanel).toBeHidden();
  await desktop.getByRole('link', { name: 'Home' }).focus();
  await page.keyboard.press('Tab');
  await expect(previewShop).toBeFocused();
  await expect(previewPanel).toBeVisible();
  await desktop.getByRole('link', { name: 'Home' }).focus();
  await expect(previewPanel).toBeHidden();
  await previewShop.click();
  await page.mouse.move(5, 5);
  await expect(previewPanel).toBeVisible();
  await expect(desktop.locator('.preview-page__brand')).toHaveText(site.name);

  // The mobile preview: the menu folds behind its toggle, Shop's panel inside.
  await page.getByRole('group', { name: 'Device' }).getByRole('button', { name: 'Mobile' }).click();
  const mobile = page.frameLocator('iframe[title="Mobile preview"]');
  await mobile.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(mobile.getByRole('link', { name: 'Women' })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(mobile.getByRole('link', { name: 'Kids' })).toBeVisible();
  await screenshot(page, 'menus-mega-preview-375');
  await page.getByRole('tab', { name: 'Builder' }).click();
  await expect(tree.getByText('Kids', { exact: true })).toBeVisible();
  await screenshot(page, 'menus-mega-builder-375');
  await page.getByRole('tab', { name: 'Mega Menu' }).click();
  await expect(editorColumn(3).getByText('Kids', { exact: true })).toBeVisible();
  await screenshot(page, 'menus-mega-tab-375');

  // The public page: Shop's panel opens on hover and from the keyboard, and inside the mobile menu.
  await page.setViewportSize({ width: 1280, height: 800 });
  const nav = page.locator('nav[data-location="header-primary"]');
  const shop = nav.locator('.atlas-site-menu__item--mega > a.atlas-site-menu__link');
  const panel = nav.locator('.atlas-site-menu__item--mega > .atlas-site-menu__mega');
  await expect
    .poll(
      async () => {
        await page.goto(`/${site.slug}`);
        return panel.locator('.atlas-site-menu__column a').count();
      },
      { timeout: 20_000, intervals: [500, 1_000] },
    )
    .toBe(3);
  await expect(shop).toHaveText('Shop');
  await expect(panel).toBeHidden();
  await shop.hover();
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute('data-columns', '3');
  for (const [title, column] of columnsOf) {
    await expect(
      panel
        .locator('.atlas-site-menu__column')
        .nth(column - 1)
        .getByRole('link', { name: title, exact: true }),
    ).toBeVisible();
  }
  await screenshot(page, 'menus-mega-public-1280');
  await page.mouse.move(640, 700);
  await expect(panel).toBeHidden();
  await nav.getByRole('link', { name: 'Home' }).focus();
  await page.keyboard.press('Tab');
  await expect(shop).toBeFocused();
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: 'Men', exact: true })).toBeFocused();

  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  const toggle = nav.getByRole('button', { name: 'Menu', exact: true });
  await toggle.click();
  const drawer = nav.locator('.atlas-site-menu__panel');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Shop', exact: true })).toBeVisible();
  for (const [title] of columnsOf) await expect(drawer.getByRole('link', { name: title, exact: true })).toBeVisible();
  await screenshot(page, 'menus-mega-public-375');
});
