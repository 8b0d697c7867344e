import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

export const DEMO = { username: 'demo', password: 'demo1234' };
export const STAFF = { username: 'admin', password: 'admin1234' };
export const SCREENS_DIR = path.resolve(__dirname, '..', 'test-results', 'screens');

/** Every test runs against the Atlas that global setup started. */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.ATLAS_BASE_URL;
    if (!url) throw new Error('ATLAS_BASE_URL is not set: run through playwright.config.ts (global setup starts Atlas)');
    await use(url);
  },
});

export { expect };

/** Signs in through the login form and waits for the dashboard's welcome line. */
export async function signIn(page: Page, account = DEMO): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // A sign-in waits on the database every service shares on the embedded setup: generous on a busy machine.
  await expect(page.getByRole('heading', { name: `Welcome back, ${account.username}!` })).toBeVisible({ timeout: 30_000 });
}

/** Screenshots of the main screens go to e2e/test-results/screens (gitignored) to be looked at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage: true });
}

/** An account's bearer header, for setting a scene through the API. */
export async function bearer(request: APIRequestContext, account = DEMO): Promise<{ authorization: string }> {
  const login = await request.post('/api/auth/login/', { data: account });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).access}` };
}

/** A published site of its own (name + a time suffix), with empty published pages of the given slugs. */
export async function publishedSite(
  request: APIRequestContext,
  auth: { authorization: string },
  name: string,
  pages: { title: string; slug: string }[],
): Promise<{ id: number; name: string; slug: string }> {
  const suffix = Date.now().toString(36);
  const slugBase = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const created = await request.post('/api/builder/sites/', {
    headers: auth,
    data: { name: `${name} ${suffix}`, slug: `${slugBase}-${suffix}` },
  });
  expect(created.status()).toBe(201);
  const site = await created.json();
  for (const draft of pages) {
    const made = await request.post('/api/builder/pages/', { headers: auth, data: { site: site.id, ...draft, blocks: [] } });
    expect(made.status()).toBe(201);
    expect((await request.post(`/api/builder/pages/${(await made.json()).id}/publish/`, { headers: auth })).ok()).toBe(true);
  }
  expect((await request.post(`/api/builder/sites/${site.id}/publish/`, { headers: auth })).ok()).toBe(true);
  return site;
}
