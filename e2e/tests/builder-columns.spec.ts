import { expect, screenshot, signIn, test } from '../harness/fixtures';
import { drag } from '../harness/journeys';

// Blocks inside columns: library blocks dropped into a column, a nested block edited in the
// properties panel and deleted, the column count changed, and the published page showing them.

test('blocks dropped into columns are edited on their own and published inside the columns', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/dashboard/sites');
  await page.getByRole('button', { name: 'From Template' }).click();
  await page
    .getByRole('button', { name: /^Use template / })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: /^Use Template: / })
    .getByRole('button', { name: 'Create Site' })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('article').first().getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/builder\/site\/(\d+)\/page\/\d+$/);
  const siteId = page.url().match(/\/builder\/site\/(\d+)/)![1];
  await page.getByRole('combobox', { name: 'Page' }).selectOption({ label: '+ New page' });
  await expect(page).toHaveURL(/\/page\/new$/);

  await page.getByRole('button', { name: 'Add Columns block' }).click();
  const row = page.locator('[data-canvas-block]').first();
  const columns = row.locator('[data-column-drop]');
  await expect(columns).toHaveCount(2);
  await expect(columns.nth(1)).toContainText('Drop blocks here');
  await drag(page, page.getByRole('button', { name: 'Add Heading block' }), columns.nth(0));
  await expect(columns.nth(0).locator('[data-nested-block]')).toHaveCount(1);
  await drag(page, page.getByRole('button', { name: 'Add Text block' }), columns.nth(1));
  await drag(page, page.getByRole('button', { name: 'Add Button block' }), columns.nth(1));
  await expect(columns.nth(1).locator('[data-nested-block]')).toHaveCount(2);
  await expect(page.locator('[data-canvas-block]')).toHaveCount(1);

  // The nested text is selected on its own and edited in the properties panel.
  const panel = page.getByRole('complementary', { name: 'Block properties' });
  await columns.nth(1).locator('[data-nested-block]').first().click();
  await expect(panel.getByText('Inside a Columns block')).toBeVisible();
  await panel.getByLabel('Text', { exact: true }).fill('Fresh bread every morning');
  await expect(columns.nth(1)).toContainText('Fresh bread every morning');
  await expect(row).toHaveAttribute('aria-pressed', 'false');

  // The nested button is deleted from its toolbar.
  const button = columns.nth(1).locator('[data-nested-block]').nth(1);
  await button.click();
  await button.getByRole('button', { name: 'Delete block' }).click();
  await expect(columns.nth(1).locator('[data-nested-block]')).toHaveCount(1);

  // Three columns: a new empty one at the end.
  await row.click({ position: { x: 4, y: 4 } });
  await panel.getByLabel('Columns', { exact: true }).fill('3');
  await expect(columns).toHaveCount(3);
  await expect(columns.nth(2)).toContainText('Drop blocks here');
  await screenshot(page, 'builder-columns');

  await page.getByLabel('Page title').fill('Columns Journey');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Page published')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/builder/site/${siteId}/page/\\d+$`));
  await page.reload();
  await expect(page.locator('[data-nested-block]')).toHaveCount(2);

  await page.goto(`/dashboard/site/${siteId}/preview`);
  await page.getByRole('button', { name: 'Publish Site' }).click();
  await expect(page.getByRole('button', { name: 'Unpublish' })).toBeVisible();
  const siteSlug = (await page.getByRole('link', { name: 'View Live' }).getAttribute('href'))!.replace('/live/', '');
  await page.goto(`/${siteSlug}/columns-journey`);
  const published = page.locator('.atlas-columns');
  await expect(published.locator('.atlas-column')).toHaveCount(3);
  await expect(published.locator('.atlas-column').nth(1)).toContainText('Fresh bread every morning');
  await expect(published.locator('[data-block-type="heading"]')).toBeVisible();
  await screenshot(page, 'public-columns');
});
