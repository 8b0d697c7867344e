import { expect, screenshot, signIn, test } from '../harness/fixtures';

// Save as Template: a saved page becomes one of the user's templates and the Template Library lists it.

test('a saved page is saved as a template and shows in the Template Library under its category', async ({ page }) => {
  await signIn(page);
  await page.goto('/dashboard/sites');
  await page.getByRole('article').first().getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/builder\/site\/\d+$/);
  await expect(page.getByRole('button', { name: 'Save as Template' })).toBeDisabled();

  await page.getByRole('button', { name: 'Add Heading block' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/page\/\d+$/);

  const name = `Bakery page ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Save as Template' }).click();
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
