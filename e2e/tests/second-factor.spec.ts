import { createRequire } from 'node:module';
import type { APIRequestContext } from '@playwright/test';
import { expect, screenshot, signIn, test } from '../harness/fixtures';

// Issue 25: an owner turns on the authenticator-app second factor in Profile and signs in with it
// (a wrong code is refused, the right one opens the dashboard); a viewer of the owner's site finds
// its content read-only, told why; the activity log names who did what.

// otplib, as an authenticator app computes the code (the identity service's own dependency)
const { generate } = createRequire(__filename)('otplib') as {
  generate(options: { secret: string; epoch?: number }): Promise<string>;
};

test.use({ actionTimeout: 20_000 });

async function register(request: APIRequestContext, username: string) {
  const who = { username, email: `${username}@example.com`, password: 'second-factor-1' };
  expect((await request.post('/api/auth/register/', { data: who })).status()).toBe(201);
  const login = await request.post('/api/auth/login/', { data: { username, password: who.password } });
  return { ...who, auth: { authorization: `Bearer ${(await login.json()).access}` } };
}

test('an owner turns on the second factor and signs in with a code; a viewer finds the content read-only', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(300_000);
  const suffix = Date.now().toString(36);
  const owner = await register(request, `owner2fa_${suffix}`);
  const viewer = await register(request, `viewer2fa_${suffix}`);
  const site = await (await request.post('/api/builder/sites/', { headers: owner.auth, data: { name: `Tea Room ${suffix}` } })).json();
  const post = await request.post('/api/content/', {
    headers: owner.auth,
    data: { title: 'Opening hours', site: site.id, type: 'post', body: 'Open every day.' },
  });
  expect(post.status()).toBe(201);
  const invitation = await (
    await request.post(`/api/builder/sites/${site.id}/invitations/`, { headers: owner.auth, data: { email: viewer.email, role: 'viewer' } })
  ).json();
  const accepted = await request.post('/api/builder/invitations/accept/', {
    headers: viewer.auth,
    data: { token: invitation.accept_url.replace('/invite/', '') },
  });
  expect(accepted.status()).toBe(200);

  // Profile → Two-factor authentication → Set up: the key (and its QR code), a code from the app, the recovery codes.
  await signIn(page, owner);
  await page.goto('/dashboard/profile');
  await page.getByRole('button', { name: 'Set up' }).click();
  const secret = (await page.locator('.atlas-two-factor__key code').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page.getByLabel('6-digit code').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText(/recovery codes/i).first()).toBeVisible();
  await screenshot(page, 'second-factor-recovery-codes');

  // Signing in again asks for the code: a wrong one is refused with the server's words, the right one signs in.
  const fresh = await (await browser.newContext({ baseURL, viewport: { width: 375, height: 740 } })).newPage();
  await fresh.goto('/login');
  await fresh.getByLabel('Username').fill(owner.username);
  await fresh.getByLabel(/^Password/).fill(owner.password);
  await fresh.getByRole('button', { name: 'Sign In' }).click();
  await expect(fresh.getByText('Enter the 6-digit code from your authenticator app')).toBeVisible({ timeout: 30_000 });
  await fresh.getByLabel('Authentication code').fill('000000');
  await fresh.getByRole('button', { name: 'Verify' }).click();
  await expect(fresh.getByText('That code is not valid. Check the time on your device and try again.')).toBeVisible();
  await screenshot(fresh, 'second-factor-wrong-code-375');
  // the code of the next 30-second step: the one turned on with was this step's, and a code is good once
  const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  await fresh.getByLabel('Authentication code').fill(next);
  await fresh.getByRole('button', { name: 'Verify' }).click();
  await expect(fresh.getByRole('heading', { name: `Welcome back, ${owner.username}!` })).toBeVisible({ timeout: 30_000 });

  // The viewer: New Content is off and says why; the owner's post opens read-only.
  const viewing = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(viewing, viewer);
  await viewing.goto('/dashboard/content');
  await expect(viewing.getByText('Opening hours')).toBeVisible();
  await expect(viewing.getByRole('button', { name: 'New Content' })).toBeDisabled();
  await expect(viewing.getByText('Viewers can read but not change content').first()).toBeVisible();
  await viewing.goto(`/dashboard/content/${(await post.json()).id}/edit`);
  await expect(viewing.getByText('Viewers can read but not change content: this item opens read-only.')).toBeVisible();
  await expect(viewing.locator('#content-title')).toBeDisabled();
  await screenshot(viewing, 'second-factor-viewer-read-only');

  // The owner's activity log: the viewer joined, by their own acceptance.
  await page.goto('/dashboard/activity');
  await expect(page.getByRole('cell', { name: `${viewer.username} joined '${site.name}' as viewer` })).toBeVisible({ timeout: 20_000 });
});
