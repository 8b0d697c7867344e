import type { Browser, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

// Steps several journeys take the same way: a real drag, the menu builder once the menus service knows
// a new site, and a visit counted by the tracker.

/**
 * A real mouse drag (dnd-kit starts after 8 px of movement and follows pointer moves), dropped at
 * `yFraction` of the target's height (the middle by default) plus `offsetY`. dnd-kit swallows clicks
 * for 50 ms after a drop, so the drag ends 100 ms later: the next step may be a click.
 */
export async function drag(page: Page, from: Locator, to: Locator, { offsetY = 0, yFraction = 0.5 } = {}) {
  await from.scrollIntoViewIfNeeded();
  const a = (await from.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 6, a.y + a.height / 2 + 10, { steps: 4 });
  const b = (await to.boundingBox())!;
  await page.mouse.move(b.x + b.width / 2, b.y + b.height * yFraction + offsetY, { steps: 15 });
  await page.waitForTimeout(80);
  await page.mouse.up();
  await page.waitForTimeout(100);
}

/** The menu builder of a site, once the menus service has heard of it (its copy answers 404 until then). */
export async function openMenuBuilder(page: Page, siteId: number | string) {
  await expect
    .poll(
      async () => {
        await page.goto(`/dashboard/menus/${siteId}`);
        const welcome = page.getByRole('heading', { name: 'Welcome to the Menu Builder' });
        await welcome
          .or(page.getByText('Failed to load menus'))
          .first()
          .waitFor({ timeout: 15_000 })
          .catch(() => undefined);
        return welcome.isVisible();
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe(true);
}

/** One visit in a browser of its own: the page loads (200), its tracker's beacon is accepted (202), the browser closes. */
export async function visit(browser: Browser, baseURL: string, path: string, userAgent: string, mobile = false) {
  const context = await browser.newContext({
    baseURL,
    userAgent,
    ...(mobile ? { viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  const beacon = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/analytics/collect',
  );
  expect((await page.goto(path))!.status()).toBe(200);
  expect(await page.locator(`script[src^="/_atlas/t-"]`).count()).toBe(1);
  const sent = await beacon;
  expect(JSON.parse(sent.postData() ?? '{}')).toMatchObject({ type: 'pageview', path });
  expect((await sent.response())?.status()).toBe(202);
  await context.close();
}

/** The page is no wider than the window: nothing pushes a sideways scroll. */
export async function expectNoOverflow(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}
