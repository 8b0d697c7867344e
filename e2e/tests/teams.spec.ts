import type { Browser, Page } from '@playwright/test';
import { DEMO, bearer, expect, publishedSite, screenshot, signIn, test } from '../harness/fixtures';

// Issue 25: a site run by a team. The owner invites an editor by email from the site's Members tab;
// the editor opens the link, signs in, accepts, edits and publishes a page, and finds the site's
// settings are not theirs; the owner removes them and their next request is refused. Then a password
// change signs out the editor's other session. At 375 px the Members tab and the invitation fit.

test.use({ actionTimeout: 20_000 });

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 740 };

/** Signs in on the login form of the page it is on (a redirect from a protected address brings it there). */
async function signInHere(page: Page, username: string, password: string) {
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

async function newPage(browser: Browser, baseURL: string, viewport = DESKTOP) {
  const context = await browser.newContext({ baseURL, viewport });
  return context.newPage();
}

test('the owner invites an editor who edits and publishes, cannot open the settings, and is refused once removed; a password change signs out the other session', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(420_000);
  const suffix = Date.now().toString(36);
  const editor = { username: `editor_${suffix}`, email: `editor_${suffix}@example.com`, password: 'editor-password-1' };
  const registered = await request.post('/api/auth/register/', { data: editor });
  expect(registered.status()).toBe(201);
  const site = await publishedSite(request, await bearer(request), 'Team Bakery', [{ title: 'Menu', slug: 'menu' }]);

  // The owner: the site's card → Members → invite by email as an editor; the link is there to copy.
  await page.setViewportSize(DESKTOP);
  await signIn(page, DEMO);
  await page.goto('/dashboard/sites');
  const card = page.getByRole('article', { name: site.name });
  await card.getByRole('button', { name: 'Members' }).click();
  const dialog = page.getByRole('dialog', { name: `Site Settings — ${site.name}` });
  await expect(dialog.getByRole('tab', { name: 'Members', selected: true })).toBeVisible();
  await dialog.getByLabel(/^Email/).fill(editor.email);
  await dialog.getByLabel('Role', { exact: true }).selectOption('editor');
  await dialog.getByRole('button', { name: 'Invite' }).click();
  const link = (await dialog.locator('.atlas-members__link code').textContent())!;
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByRole('list', { name: 'Pending invitations' }).getByText(editor.email)).toBeVisible();
  // The invitation's toast never covers the dialog's controls: Close takes the click.
  await expect(page.getByText(`Invitation created for ${editor.email}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click({ trial: true, timeout: 3_000 });
  await screenshot(page, 'teams-members-owner');
  await page.setViewportSize(PHONE);
  const { scrollWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(PHONE.width);
  await screenshot(page, 'teams-members-owner-375');
  await page.setViewportSize(DESKTOP);

  // The editor opens the link signed out: it names the site, the role and who invited; sign in, come back, accept.
  const editorPage = await newPage(browser, baseURL!);
  await editorPage.goto(new URL(link).pathname);
  await expect(editorPage.getByText(`${DEMO.username} invited you to work on ${site.name} as an editor.`)).toBeVisible({ timeout: 30_000 });
  await expect(editorPage.getByText(`This invitation is for ${editor.email}.`)).toBeVisible();
  await screenshot(editorPage, 'teams-invitation-signed-out');
  await editorPage.getByRole('link', { name: 'Sign in to accept' }).click();
  await expect(editorPage.getByLabel('Username')).toHaveValue(editor.email);
  await signInHere(editorPage, editor.username, editor.password);
  await expect(editorPage).toHaveURL(/\/invite\//, { timeout: 30_000 });
  await editorPage.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(editorPage.getByText(`You are now an editor of ${site.name}.`)).toBeVisible();
  await screenshot(editorPage, 'teams-invitation-accepted');

  // They edit a page and publish it.
  await editorPage.getByRole('link', { name: 'Open the builder' }).click();
  await expect(editorPage).toHaveURL(new RegExp(`/builder/site/${site.id}`));
  await expect(editorPage.getByLabel('Page title')).toHaveValue('Menu', { timeout: 30_000 });
  await editorPage.getByLabel('Page title').fill('Our Menu');
  await editorPage.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(editorPage.getByText(/^Saved at /)).toBeVisible();
  await editorPage.getByRole('button', { name: 'Publish' }).click();
  await expect(editorPage.getByText('Page published')).toBeVisible();

  // An invitation for another address, opened by this signed-in account, is refused with a clear page (and by the API).
  const zoe = `zoe_${suffix}@example.com`;
  const forZoe = await request.post(`/api/builder/sites/${site.id}/invitations/`, {
    headers: await bearer(request),
    data: { email: zoe, role: 'viewer' },
  });
  const zoeToken = (await forZoe.json()).accept_url.replace('/invite/', '');
  await editorPage.goto(`/invite/${zoeToken}`);
  await expect(editorPage.getByRole('alert')).toHaveText(
    `You are signed in as ${editor.username}, not ${zoe}: only ${zoe} can accept this invitation.`,
    { timeout: 30_000 },
  );
  await expect(editorPage.getByRole('button', { name: 'Accept invitation' })).toHaveCount(0);
  await screenshot(editorPage, 'teams-invitation-wrong-account');
  const taken = await request.post('/api/builder/invitations/accept/', {
    headers: await bearer(request, editor),
    data: { token: zoeToken },
  });
  expect(taken.status()).toBe(403);
  expect((await taken.json()).detail).toBe(
    `This invitation is for ${zoe}. You are signed in as ${editor.username}; sign in with ${zoe} to accept it.`,
  );

  // The site's settings are the admins': the card offers none, and the settings address shows members only.
  await editorPage.goto('/dashboard/sites');
  const editorCard = editorPage.getByRole('article', { name: site.name });
  await expect(editorCard.getByText('Editor')).toBeVisible();
  await expect(editorCard.getByRole('button', { name: 'Site Settings' })).toHaveCount(0);
  await editorPage.goto(`/builder/site/${site.id}/settings`);
  await expect(editorPage.getByText('Only the site’s admins and owner can change its settings.')).toBeVisible();
  await expect(editorPage.getByRole('tab')).toHaveText(['Members']);
  await screenshot(editorPage, 'teams-settings-editor');

  // The owner removes them (after a confirmation); the editor's next request is refused.
  await page.reload();
  await page.getByRole('article', { name: site.name }).getByRole('button', { name: 'Members' }).click();
  await page.getByRole('button', { name: `Remove ${editor.username}` }).click();
  await page.getByRole('dialog', { name: 'Remove member' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('list', { name: 'Members' }).getByText(editor.username)).toHaveCount(0);
  await editorPage.goto(`/builder/site/${site.id}/page/new`);
  await editorPage.goto('/dashboard/sites');
  await expect(editorPage.getByRole('article', { name: site.name })).toHaveCount(0);
  const editorToken = await editorPage.evaluate(() => Object.values(localStorage).find((value) => value.split('.').length === 3));
  const refused = await request.get(`/api/builder/sites/${site.id}/`, { headers: { authorization: `Bearer ${editorToken}` } });
  expect(refused.status()).toBe(404);

  // A second session of the editor; a password change in Profile signs it out.
  const otherSession = await newPage(browser, baseURL!);
  await otherSession.goto('/dashboard/profile');
  await signInHere(otherSession, editor.username, editor.password);
  await expect(otherSession.getByRole('list', { name: 'Active sessions' })).toBeVisible({ timeout: 30_000 });
  await editorPage.goto('/dashboard/profile');
  await editorPage.getByLabel('Current password').fill(editor.password);
  await editorPage.getByLabel(/^New password/).fill('editor-password-2');
  await editorPage.getByLabel('Confirm new password').fill('editor-password-2');
  await editorPage.getByRole('button', { name: 'Change password' }).click();
  await expect(editorPage.getByText(/^Password changed\. \d+ other sessions? (was|were) signed out\.$/)).toBeVisible();
  await screenshot(editorPage, 'teams-profile-password-changed');
  await otherSession.goto('/dashboard/sites');
  await expect(otherSession).toHaveURL(/\/login/, { timeout: 30_000 });
});
