import type { Browser } from '@playwright/test';
import { DEMO, bearer, expect, publishedSite, screenshot, signIn, test } from '../harness/fixtures';

// Issue 26: two members on one page. The owner opens it in the builder and holds its lock; an editor
// opening it on a phone sees who is there and a read-only canvas, and takes over; the owner is told at
// once, their unsaved work still on their canvas, and keeps it as a revision. The editor shares a
// draft preview: a client opens it signed out (banner, noindex), and after revocation gets 410.

test.use({ actionTimeout: 20_000 });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

async function contextPage(browser: Browser, baseURL: string, viewport = DESKTOP) {
  const context = await browser.newContext({ baseURL, viewport });
  return context.newPage();
}

test('presence, the page lock and its takeover, and a draft preview link a client opens signed out until it is revoked', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  const suffix = Date.now().toString(36);
  const editor = { username: `anna_${suffix}`, email: `anna_${suffix}@example.com`, password: 'anna-password-1' };
  expect((await request.post('/api/auth/register/', { data: editor })).status()).toBe(201);
  const owner = await bearer(request);
  const site = await publishedSite(request, owner, 'Shared Studio', [{ title: 'About', slug: 'about' }]);
  const pages = await (await request.get(`/api/builder/pages/?site=${site.id}`, { headers: owner })).json();
  const about = pages.find((p: { slug: string }) => p.slug === 'about');
  // The owner makes Anna an editor (the invitation journey is the teams journey's).
  const invited = await request.post(`/api/builder/sites/${site.id}/invitations/`, {
    headers: owner,
    data: { email: editor.email, role: 'editor' },
  });
  const token = (await invited.json()).accept_url.replace('/invite/', '');
  const accepted = await request.post('/api/builder/invitations/accept/', { headers: await bearer(request, editor), data: { token } });
  expect(accepted.status()).toBe(200);

  // The owner opens the page: the lock is theirs, the canvas editable; a heading is saved (autosave, 3 s).
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO);
  await page.goto(`/builder/site/${site.id}/page/${about.id}`);
  await expect(page.getByLabel('Page title')).toHaveValue('About', { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Publish' })).toBeEnabled();
  await page.getByRole('button', { name: 'Add Heading block' }).click();
  await expect(page.locator('[data-canvas-block]')).toHaveCount(1);
  await expect(page.getByText(/^Saved at /)).toBeVisible({ timeout: 15_000 });

  // Anna, on her phone, opens the same page: DEMO is editing, her canvas read-only; each sees the other.
  const anna = await contextPage(browser, baseURL!, PHONE);
  await signIn(anna, editor);
  await anna.goto(`/builder/site/${site.id}/page/${about.id}`);
  await expect(anna.getByText(`${DEMO.username} is editing`)).toBeVisible({ timeout: 30_000 });
  await expect(anna.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await expect(anna.locator('.atlas-canvas-frame')).toHaveAttribute('inert', '');
  await expect(anna.getByRole('status', { name: `${DEMO.username} also has this open` })).toBeAttached();
  await expect(page.getByRole('status', { name: `${editor.username} also has this open` })).toBeVisible({ timeout: 15_000 });
  const { scrollWidth } = await anna.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
  await screenshot(anna, 'collaboration-locked-375');
  await screenshot(page, 'collaboration-holder-1280');

  // The owner adds a second heading, and before autosave sends it Anna takes over: her canvas opens;
  // the owner is told at once and keeps his unsaved block.
  await page.getByRole('button', { name: 'Add Text block' }).click();
  await anna.getByRole('button', { name: 'Take over' }).click();
  await expect(anna.getByText(`${DEMO.username} is editing`)).toBeHidden();
  await expect(anna.getByRole('button', { name: 'Publish' })).toBeEnabled();
  await expect(page.getByText(`${editor.username} took over this page.`)).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('.atlas-canvas-frame')).toHaveAttribute('inert', '');
  await expect(page.locator('[data-canvas-block]')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await screenshot(page, 'collaboration-taken-over-1280');
  await page.getByRole('button', { name: 'Save as revision' }).click();
  await expect(page.getByText('Your changes are kept in the page history')).toBeVisible();
  const history = await (await request.get(`/api/builder/pages/${about.id}/revisions/`, { headers: owner })).json();
  expect(history[0]).toMatchObject({ set_aside: true, blocks_count: 2, created_by_username: DEMO.username });
  // The page itself is as Anna took it over: the owner's autosave did not write his second block over it.
  await page.waitForTimeout(3_500);
  expect((await (await request.get(`/api/builder/pages/${about.id}/`, { headers: owner })).json()).blocks).toHaveLength(1);

  // Anna saves a draft change and shares a preview link.
  await anna.setViewportSize(DESKTOP);
  await anna.getByRole('button', { name: 'Add Heading block' }).click();
  await anna.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(anna.getByText(/^Saved at /)).toBeVisible();
  await anna.getByRole('button', { name: 'More' }).click();
  await anna.getByRole('menuitem', { name: 'Preview links' }).click();
  const dialog = anna.getByRole('dialog', { name: 'Preview links' });
  await dialog.getByRole('button', { name: 'Create link' }).click();
  // Copied to her clipboard (or shown to copy by hand); the list gives it again.
  await expect(anna.getByText('Link copied').or(dialog.getByText('Copy this link:'))).toBeVisible();
  await expect(dialog.getByRole('list', { name: 'Preview links' }).getByRole('listitem')).toHaveCount(1);
  const links = await (await request.get(`/api/builder/pages/${about.id}/previews/`, { headers: await bearer(request, editor) })).json();
  const link: string = links[0].url;
  expect(link).toMatch(/^\/preview\/[A-Za-z0-9_-]{43}$/);
  await anna.setViewportSize(PHONE);
  await screenshot(anna, 'collaboration-preview-links-375');

  // A client, signed out, opens it: the draft, a banner, not for search engines.
  const client = await contextPage(browser, baseURL!, PHONE);
  const opened = await client.goto(link);
  expect(opened!.status()).toBe(200);
  expect(opened!.headers()['x-robots-tag']).toContain('noindex');
  await expect(client.getByText('Draft preview')).toBeVisible();
  await expect(client.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await screenshot(client, 'collaboration-draft-preview-375');

  // Anna revokes it (after a confirmation); the client's next visit is told it is gone.
  await dialog.getByRole('button', { name: /^Revoke the link/ }).click();
  await anna.getByRole('dialog', { name: 'Revoke preview link' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(dialog.getByText('No preview links yet')).toBeVisible();
  const gone = await client.reload();
  expect(gone!.status()).toBe(410);
  await expect(client.getByText('This preview link has expired or was revoked.')).toBeVisible();
  await screenshot(client, 'collaboration-preview-revoked-375');
});

// Issue 41: the lock stays with its owner. A reload comes back holding it (the watching editor never
// gets it), and a tab reopened right after a close edits at once instead of meeting its own old lock.
test('a refresh keeps the page lock; the builder reopened after a close edits at once', async ({ page, browser, baseURL, request }) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const editor = { username: `ben_${suffix}`, email: `ben_${suffix}@example.com`, password: 'ben-password-1' };
  expect((await request.post('/api/auth/register/', { data: editor })).status()).toBe(201);
  const owner = await bearer(request);
  const site = await publishedSite(request, owner, 'Kept Studio', [{ title: 'Team', slug: 'team' }]);
  const pages = await (await request.get(`/api/builder/pages/?site=${site.id}`, { headers: owner })).json();
  const team = pages.find((p: { slug: string }) => p.slug === 'team');
  const invited = await request.post(`/api/builder/sites/${site.id}/invitations/`, {
    headers: owner,
    data: { email: editor.email, role: 'editor' },
  });
  const token = (await invited.json()).accept_url.replace('/invite/', '');
  expect(
    (await request.post('/api/builder/invitations/accept/', { headers: await bearer(request, editor), data: { token } })).status(),
  ).toBe(200);
  const builderUrl = `/builder/site/${site.id}/page/${team.id}`;
  const editable = async (tab: typeof page) => {
    await expect(tab.getByLabel('Page title')).toHaveValue('Team', { timeout: 30_000 });
    await expect(tab.getByRole('button', { name: 'Publish' })).toBeEnabled();
    await expect(tab.locator('.atlas-canvas-frame')).not.toHaveAttribute('inert', '');
  };

  // The owner opens the page, closes the tab and opens it again at once: editable, not locked out by himself.
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO);
  await page.goto(builderUrl);
  await editable(page);
  const reopened = await page.context().newPage();
  await page.close();
  await reopened.goto(builderUrl);
  await editable(reopened);
  await expect(reopened.getByText('You are editing this page in another tab')).toBeHidden();

  // Ben watches from his phone; the owner refreshes: he comes back holding the page, Ben never gets it.
  const ben = await contextPage(browser, baseURL!, PHONE);
  await signIn(ben, editor);
  await ben.goto(builderUrl);
  await expect(ben.getByText(`${DEMO.username} is editing`)).toBeVisible({ timeout: 30_000 });
  await reopened.reload();
  await editable(reopened);
  // Past the 15 s a closed tab keeps its lock: still the owner's.
  await reopened.waitForTimeout(16_000);
  await expect(ben.getByText(`${DEMO.username} is editing`)).toBeVisible();
  await expect(ben.getByRole('button', { name: 'Publish' })).toBeDisabled();
  await editable(reopened);
  const lock = await (await request.get(`/api/builder/pages/${team.id}/lock/`, { headers: owner })).json();
  expect(lock.lock.user.username).toBe(DEMO.username);
  await screenshot(reopened, 'collaboration-refresh-keeps-lock-1280');
});
