import { expect, screenshot, signIn, test } from '../harness/fixtures';

test.describe('registration', () => {
  test('checks the form on the client, then creates an account and signs it in', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Username').fill('x');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel(/^Password/).fill('short');
    await page.getByLabel('Confirm password').fill('different');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Username must be 3 to 150 characters: letters, digits, . _ or -')).toBeVisible();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await screenshot(page, 'register-errors');

    const username = `e2e_${Date.now()}`;
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel(/^Password/).fill('a-long-password');
    await page.getByLabel('Confirm password').fill('a-long-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    // A new owner is welcomed, not welcomed back, and their home counts nothing that is not theirs.
    await expect(page.getByRole('heading', { name: `Welcome, ${username}!` })).toBeVisible();
    const statistics = page.getByRole('region', { name: 'Statistics' });
    await expect(statistics.getByText('No sites yet')).toBeVisible();
    await expect(statistics.getByText('Visitors to your sites, last 30 days')).toBeVisible();
    await expect(statistics.getByText('Registered users')).toHaveCount(0);
    await screenshot(page, 'dashboard-new-owner');

    // Signing in again is a return.
    await page.evaluate(() => localStorage.clear());
    await signIn(page, { username, password: 'a-long-password' });
  });

  test('shows the server refusing a taken username on its field', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Username').fill('demo');
    await page.getByLabel('Email').fill('someone-else@example.com');
    await page.getByLabel(/^Password/).fill('a-long-password');
    await page.getByLabel('Confirm password').fill('a-long-password');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expect(page).toHaveURL(/\/register/);
    await screenshot(page, 'register-taken');
  });
});
