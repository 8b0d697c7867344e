import { expect, screenshot, signIn, test } from '../harness/fixtures';

// The content journeys: a post with a featured image scheduled a few seconds ahead (a past date is
// refused on its field) is listed as Scheduled and appears on the public blog at its time (the
// server's scheduler, nobody clicking); two items bulk-published from the content manager; three
// files dropped on the media library, each with its own progress bar; an image uploaded into a new
// folder and chosen from the library as a post's featured image; an image uploaded from the
// builder's properties panel.

test.describe.configure({ mode: 'serial' });

// A 64×48 PNG (red), small enough to inline, real enough for sharp.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSD1scE195oF2M8/sAAOhY/TpO6gQugvqK7EHdJ3cAFUF/RXYi7pG7gAqiv6C7EXVI3cAHUV3QX4i6pG7gA6iu6C3GX1A1cAPUV3YW4S+oGLoD6iu5C3CV1AxdAfUV3Ie6SuoELoL6iuxB3Sd3AxwN+JFKwxBwdS6QAAAAASUVORK5CYII=',
  'base64',
);

/** A datetime-local value `seconds` from now (local time, with seconds). */
function localInput(seconds: number): string {
  const at = new Date(Date.now() + seconds * 1000);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 19);
}

test('a scheduled post with a featured image appears on the blog at its time, and bulk publish works', async ({ page, request }) => {
  test.setTimeout(200_000);
  await signIn(page);
  await page.goto('/dashboard/content/new?type=post');
  await page.getByLabel(/^Title/).fill('Harbour opening night');
  await expect(page.getByLabel('Slug')).toHaveValue('harbour-opening-night');
  await page.getByLabel(/^Body/).fill('We open **tonight** at the harbour.');
  await page.getByLabel('Featured image file').setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('img', { name: 'Featured' })).toHaveAttribute('src', /^\/media\/u\d+\//);
  // The demo account's own site (earlier journeys may have made others, listed first).
  await page.getByLabel('Site').selectOption({ label: 'Demo Site' });
  await page.getByLabel('Status').selectOption('scheduled');
  // Scheduled, the primary button schedules; a time already past is refused on its field, nothing saved.
  await expect(page.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  const publishDate = page.getByLabel('Publish date', { exact: true });
  await publishDate.fill(localInput(-3600));
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(publishDate).toHaveAccessibleDescription('The publish date must be in the future to schedule content');
  await expect(page).toHaveURL(/\/dashboard\/content\/new/);
  await publishDate.fill(localInput(45));
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/dashboard\/content\/\d+\/edit$/);
  await expect(page.getByText(/^Last saved/)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Harbour opening night');
  await screenshot(page, 'content-editor-scheduled');
  await page.getByRole('link', { name: /Back to Content/ }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Harbour opening night' }).getByText('Scheduled', { exact: true }),
  ).toBeVisible();

  // Not public yet; then, with no one touching anything, the scheduler publishes it.
  expect((await request.get('/demo/blog/harbour-opening-night')).status()).toBe(404);
  await expect
    .poll(async () => (await request.get('/demo/blog/harbour-opening-night')).status(), { timeout: 90_000, intervals: [2000] })
    .toBe(200);
  await page.goto('/demo/blog');
  const entry = page.getByRole('listitem').filter({ hasText: 'Harbour opening night' });
  await expect(entry).toBeVisible();
  await expect(entry.locator('img')).toHaveAttribute('src', /^\/media\//);
  await page.goto('/demo/blog/harbour-opening-night');
  await expect(page.getByRole('heading', { level: 1, name: 'Harbour opening night' })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'tonight' })).toBeVisible();
  await screenshot(page, 'blog-post');

  // Bulk publish: the demo's draft and its post scheduled for tomorrow, in one go.
  await page.goto('/dashboard/content');
  const rows = page.getByRole('listitem');
  for (const title of ['Notes for the next post', 'Coming soon: our summer menu']) await page.getByLabel(`Select ${title}`).check();
  await page.getByRole('group', { name: 'Bulk actions' }).getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('2 items published')).toBeVisible();
  for (const title of ['Notes for the next post', 'Coming soon: our summer menu']) {
    await expect(rows.filter({ hasText: title }).getByText('Published', { exact: true })).toBeVisible();
  }
  // The public blog follows as soon as the publication events reach the gateway's page cache.
  await expect.poll(async () => (await request.get('/demo/blog')).text(), { timeout: 15_000 }).toContain('Coming soon: our summer menu');
});

test("an image uploaded into a new folder opens to its details and becomes a post's featured image from the library", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/dashboard/media');
  await page.getByRole('button', { name: 'New Folder' }).click();
  await page.getByLabel('Folder name').fill('Harbour photos');
  await page.getByRole('button', { name: 'Create' }).click();
  // The new folder opens: what is uploaded next goes into it.
  await expect(page.getByLabel('Folder', { exact: true })).toHaveValue(/^\d+$/);
  await expect(page.getByTestId('media-drop-zone')).toContainText('Harbour photos');
  await page.getByLabel('Files to upload').setInputFiles({ name: 'quay.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'View quay.png' }).click();
  const details = page.getByRole('dialog', { name: 'quay.png' });
  await expect(details.getByRole('img', { name: 'quay.png' })).toHaveAttribute('src', /^\/media\/u\d+\//);
  await expect(details.getByText('Harbour photos')).toBeVisible();
  await screenshot(page, 'media-details');
  await details.getByRole('button', { name: 'Close' }).click();

  await page.goto('/dashboard/content/new?type=post');
  await page.getByLabel(/^Title/).fill('Quay at dawn');
  await page.getByLabel(/^Body/).fill('Boats before breakfast.');
  await page.getByLabel('Site').selectOption({ label: 'Demo Site' });
  await page.getByRole('button', { name: 'Choose from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose from the media library' });
  await picker.getByLabel('Folder', { exact: true }).selectOption({ label: 'Harbour photos' });
  await picker.getByRole('button', { name: 'Use quay.png' }).click();
  const featured = page.getByRole('img', { name: 'Featured' });
  await expect(featured).toHaveAttribute('src', /^\/media\/u\d+\//);
  const src = await featured.getAttribute('src');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(/\/dashboard\/content\/\d+\/edit$/);
  await page.reload();
  await expect(page.getByRole('img', { name: 'Featured' })).toHaveAttribute('src', src!);
  await screenshot(page, 'content-editor-featured-from-library');
});

test('three files dropped on the media library each get a progress bar; the builder uploads an image', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/dashboard/media');
  await expect(page.getByRole('heading', { name: 'Media Library' })).toBeVisible();
  // Count the progress bars on screen at once, however quickly the local uploads finish.
  await page.evaluate(() => {
    (window as any).__bars = 0;
    new MutationObserver(() => {
      (window as any).__bars = Math.max((window as any).__bars, document.querySelectorAll('[role=progressbar]').length);
    }).observe(document.body, { childList: true, subtree: true });
  });
  const png = PNG.toString('base64');
  const dataTransfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    for (const name of ['dock.png', 'boats.png', 'pier.png']) transfer.items.add(new File([bytes], name, { type: 'image/png' }));
    return transfer;
  }, png);
  await page.getByTestId('media-drop-zone').dispatchEvent('drop', { dataTransfer });
  for (const name of ['dock.png', 'boats.png', 'pier.png']) await expect(page.getByLabel(`Select ${name}`)).toBeVisible();
  expect(await page.evaluate(() => (window as any).__bars)).toBe(3);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await screenshot(page, 'media-library');

  // The builder: an image block's picture uploaded from the properties panel.
  await page.goto('/dashboard/sites');
  await page.getByRole('article', { name: 'Demo Site' }).getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/builder\/site\/\d+/);
  await page.getByRole('button', { name: 'Add Image block' }).click();
  const blocks = page.locator('[data-canvas-block]');
  await blocks.last().click();
  await page.getByLabel('Image file').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByLabel('Image', { exact: true })).toHaveValue(/^\/media\/u\d+\//);
  await expect(blocks.last().locator('img')).toHaveAttribute('src', /^\/media\/u\d+\//);
  await page.getByLabel('Image file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByRole('alert').filter({ hasText: 'Please select an image file' })).toBeVisible();
});
