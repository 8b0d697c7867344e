import { bearer, expect, screenshot, signIn, test } from '../harness/fixtures';

// Save as Template: a saved page becomes one of the user's templates and the Template Library lists it.

test('a saved page is saved as a template and shows in the Template Library under its category', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/sites');
  await page.getByRole('article').first().getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/builder\/site\/\d+\/page\/\d+$/);
  await page.getByRole('combobox', { name: 'Page' }).selectOption({ label: '+ New page' });
  await expect(page).toHaveURL(/\/page\/new$/);
  await page.getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('menuitem', { name: 'Save as Template' })).toBeDisabled();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Add Heading block' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/page\/\d+$/);

  const name = `Bakery page ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Save as Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as Template' });
  await expect(dialog.getByRole('button', { name: 'Save Template' })).toBeDisabled();
  await dialog.getByLabel(/Template Name/).fill(name);
  await dialog.getByLabel('Description').fill('A heading to start from');
  await dialog.getByLabel('Category').selectOption('nonprofit');
  await dialog.getByRole('button', { name: 'Save Template' }).click();
  await expect(page.getByText(`Template "${name}" saved`)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  await page.goto('/dashboard/sites');
  await page.getByRole('button', { name: 'From Template' }).click();
  const library = page.getByRole('dialog', { name: 'Template Library' });
  await library.getByRole('button', { name: /^Nonprofit/ }).click();
  await expect(library.getByText(name)).toBeVisible();
  await screenshot(page, 'template-library-own-template');
});

test("the template gallery's Use Template asks for the site's name; the service picks the slug (café → cafe, then -2)", async ({
  page,
  request,
}) => {
  const auth = await bearer(request);
  const templates = await (await request.get('/api/builder/templates/', { headers: auth })).json();
  const restaurant = (Array.isArray(templates) ? templates : templates.results).find(
    (template: { name: string }) => template.name === 'Restaurant & Café',
  );
  await signIn(page);
  const slugs: string[] = [];
  const suffix = Date.now().toString(36);
  const name = `Bistro Café ${suffix}`;
  for (const attempt of [1, 2]) {
    // Where the gallery's Use Template leads (spec: /dashboard/sites/new?template={id}).
    await page.goto(`/dashboard/sites/new?template=${restaurant.id}`);
    const dialog = page.getByRole('dialog', { name: 'Use Template: Restaurant & Café' });
    await expect(dialog.getByLabel(/Site Name/)).toHaveValue('Restaurant & Café');
    if (attempt === 1) await screenshot(page, 'use-template-dialog');
    await dialog.getByLabel(/Site Name/).fill(name);
    await dialog.getByRole('button', { name: 'Create Site' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('article').first()).toHaveAttribute('aria-label', name);
    const sites: { name: string; slug: string; id: number }[] = await (await request.get('/api/builder/sites/', { headers: auth })).json();
    const site = sites.filter((s) => s.name === name).sort((a, b) => b.id - a.id)[0];
    slugs.push(site.slug);
    if (attempt === 2) {
      // The template's pages are there: Edit opens its home page.
      await page.getByRole('article').first().getByRole('link', { name: 'Edit' }).click();
      await expect(page).toHaveURL(new RegExp(`/builder/site/${site.id}/page/\\d+$`));
      await expect(page.getByLabel('Page title')).toHaveValue('Home');
      await expect(page.locator('[data-canvas-block]').first()).toBeVisible();
    }
  }
  expect(slugs).toEqual([`bistro-cafe-${suffix}`, `bistro-cafe-${suffix}-2`]);
});
