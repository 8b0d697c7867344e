import { DEMO, expect, screenshot, signIn, test } from '../harness/fixtures';

test.describe('signing in and out', () => {
  test('signs in with the demo account and lands on the dashboard with the welcome line', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText(`Demo account: username ${DEMO.username}, password ${DEMO.password}`)).toBeVisible();
    await screenshot(page, 'login');
    await page.getByRole('button', { name: 'Demo Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, demo!' })).toBeVisible();
    await expect(page.getByText('Active Sites')).toBeVisible();
    await screenshot(page, 'dashboard-home');
  });

  test('signs out from the user menu and forgets the session', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    const tokens = await page.evaluate(() =>
      ['atlas_access_token', 'atlas_refresh_token', 'access_token', 'refresh_token'].map((key) => localStorage.getItem(key)),
    );
    expect(tokens).toEqual([null, null, null, null]);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard/);
  });

  test("a wrong password shows the server's message", async ({ page, request }) => {
    const answer = await request.post('/api/auth/login/', { data: { username: DEMO.username, password: 'not-the-password' } });
    expect(answer.status()).toBeGreaterThanOrEqual(400);
    const detail = ((await answer.json()) as { detail?: string }).detail ?? 'Login failed';
    await page.goto('/login');
    await page.getByLabel('Username').fill(DEMO.username);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText(detail);
    await expect(page).toHaveURL(/\/login/);
    await screenshot(page, 'login-failed');
  });

  test('an unauthenticated visit to /dashboard/sites goes to /login and comes back after signing in', async ({ page }) => {
    await page.goto('/dashboard/sites');
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fsites$/);
    await page.getByLabel('Username').fill(DEMO.username);
    await page.getByLabel(/^Password/).fill(DEMO.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard\/sites$/);
  });

  test('an expired access token is renewed silently with the refresh token', async ({ page, request }) => {
    const tokens = await (await request.post('/api/auth/login/', { data: DEMO })).json();
    expect(tokens.refresh).toBeTruthy();
    await page.goto('/login');
    await page.evaluate((refresh: string) => {
      localStorage.setItem('atlas_access_token', 'expired.garbage.token');
      localStorage.setItem('access_token', 'expired.garbage.token');
      localStorage.setItem('atlas_refresh_token', refresh);
      localStorage.setItem('refresh_token', refresh);
    }, tokens.refresh);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome back, demo!' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    const access = await page.evaluate(() => localStorage.getItem('atlas_access_token'));
    expect(access).not.toBe('expired.garbage.token');
  });
});
