import { bearer, expect, publishedSite, screenshot, signIn, test } from '../harness/fixtures';
import { visit } from '../harness/journeys';
import type { Page } from '@playwright/test';

// The analytics journey of issue 12: a site of its own, three visitors in separate browsers counted
// in the overview, a fourth arriving live in the Real-time tab, and a page_visit goal converted by a
// visit to its page. Every figure comes from the tracker's beacons through the ingestion consumer,
// which is asynchronous: figures are polled (with Refresh) rather than waited for.

/** The consumer writes in batches: on a loaded machine a beacon can take several seconds to count. */
const COUNTED_WITHIN = { timeout: 30_000, intervals: [500, 1_000, 2_000] };

// The visitors share one address, so each browser has its own user agent: the day's visitor id
// hashes both. All are ordinary browsers (the headless default would be dropped as a bot).
const VISITORS = {
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
};

/** A key figure's value on the screen: the card under the heading `label` inside the region `region`. */
const figure = (page: Page, region: string, label: string) =>
  page
    .getByRole('region', { name: region })
    .locator('.analytics-metric')
    .filter({ has: page.getByRole('heading', { name: label, exact: true }) })
    .locator('.analytics-metric__value');

/** Refresh (which reloads the site's analytics) until the figure reads `expected`. */
async function expectFigureAfterRefresh(page: Page, region: string, label: string, expected: string) {
  await expect
    .poll(async () => {
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
      return (await figure(page, region, label).textContent())?.trim();
    }, COUNTED_WITHIN)
    .toBe(expected);
}

/** The traffic chart's bars, once recharts has finished moving them (it animates them after a resize). */
async function expectChartSettled(page: Page) {
  let previous = '';
  await expect
    .poll(
      async () => {
        const canvas = (await page.locator('.analytics-chart__canvas').boundingBox())!;
        const bars = await page
          .locator('.analytics-chart .recharts-bar-rectangle path')
          .evaluateAll((paths) => paths.map((path) => path.getBoundingClientRect().toJSON() as DOMRect));
        const now = JSON.stringify(bars);
        const still = now === previous;
        previous = now;
        const inside = bars.every((bar) => bar.height > 0 && bar.left >= canvas.x && bar.right <= canvas.x + canvas.width);
        return bars.length > 0 && inside && still;
      },
      { timeout: 15_000, intervals: [300] },
    )
    .toBe(true);
}

test('visits counted in the overview, a visitor live in Real-time, a page_visit goal converted', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);

  // A published site of its own with a home page and a thanks page, so no demo data is counted.
  const auth = await bearer(request);
  const site = await publishedSite(request, auth, 'Counted Bakery', [
    { title: 'Home', slug: 'home' },
    { title: 'Thanks', slug: 'thanks' },
  ]);
  // Beacons for a site the analytics service does not yet know as published are ignored (with the
  // same 202): wait until its read model has the publication, which lands with its activity entry.
  await expect
    .poll(
      async () => {
        const activity = await request.get('/api/analytics/activity/?limit=50', { headers: auth });
        const { results } = (await activity.json()) as { results: { type: string; site: number | null }[] };
        return results.some((entry) => entry.type === 'site_published' && entry.site === site.id);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const home = `/${site.slug}`;
  const thanks = `/${site.slug}/thanks`;

  // The owner's overview of the new site starts empty.
  await signIn(page);
  await page.goto(`/dashboard/analytics?site=${site.id}&range=7d&tab=overview`);
  await expect(page.getByRole('heading', { name: 'Analytics', exact: true })).toBeVisible();
  await expect(page.getByLabel('Site')).toHaveValue(String(site.id));
  await expect(figure(page, 'Key figures', 'Page Views')).toHaveText('0');
  await expect(figure(page, 'Key figures', 'Unique Visitors')).toHaveText('0');
  await expect(page.getByText('No traffic in this period')).toBeVisible();

  // Three visitors, each in a browser of their own.
  await visit(browser, baseURL!, home, VISITORS.chrome);
  await visit(browser, baseURL!, home, VISITORS.firefox);
  await visit(browser, baseURL!, home, VISITORS.safari);

  // Page Views rise to exactly 3 from 3 unique visitors, with the lists to match.
  await expectFigureAfterRefresh(page, 'Key figures', 'Page Views', '3');
  await expect(figure(page, 'Key figures', 'Unique Visitors')).toHaveText('3');
  await expect(figure(page, 'Key figures', 'Bounce Rate')).toHaveText('100%');
  await expect(page.getByText('No traffic in this period')).toHaveCount(0);
  const topPages = page.getByRole('list', { name: 'Top pages' }).getByRole('listitem');
  await expect(topPages).toHaveCount(1);
  await expect(topPages.first()).toContainText('3 views');
  const browsers = page.getByRole('list', { name: 'Top browsers' });
  for (const name of ['Chrome', 'Firefox', 'Safari']) {
    await expect(browsers.getByRole('listitem').filter({ hasText: name })).toContainText('1 visitor');
  }
  await expect(page.getByRole('list', { name: 'Traffic sources' }).getByRole('listitem')).toHaveText([/^Direct.*3 visitors/]);
  await expectChartSettled(page);
  await screenshot(page, 'analytics-overview');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(figure(page, 'Key figures', 'Page Views')).toHaveText('3');
  await expectChartSettled(page);
  await screenshot(page, 'analytics-overview-mobile');
  await page.setViewportSize({ width: 1366, height: 860 });

  // Real-time: the socket connects and the three visitors of the last five minutes are on the home page.
  await page.getByRole('tab', { name: 'Real-time' }).click();
  await expect(page).toHaveURL(/[?&]tab=realtime/);
  await expect(page.getByRole('status').filter({ hasText: 'Connection:' })).toContainText('Connected', { timeout: 15_000 });
  const liveCount = page.locator('.analytics-live-count');
  await expect(liveCount).toHaveText('3 active visitors');
  const activePages = page.getByRole('list', { name: 'Active pages' }).getByRole('listitem');
  await expect(activePages).toHaveCount(1);
  await expect(activePages.first()).toContainText(home);
  await expect(activePages.first().getByRole('img', { name: '3 visitors' })).toBeVisible();
  const recentEvents = page.getByRole('list', { name: 'Recent events' }).getByRole('listitem');
  await expect(recentEvents).toHaveCount(3);

  // A fourth visitor, on a phone, arrives while the tab is open: no reload, the socket brings it.
  await visit(browser, baseURL!, home, VISITORS.iphone, true);
  await expect(recentEvents).toHaveCount(4, { timeout: 15_000 });
  await expect(page.getByRole('list', { name: 'Recent views' }).getByRole('listitem').first()).toContainText('Mobile');
  await expect(liveCount).toHaveText('4 active visitors', { timeout: 15_000 });
  await expect(activePages.first().getByRole('img', { name: '4 visitors' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Connection:' })).toContainText('Connected');
  await screenshot(page, 'analytics-realtime');

  // Conversions: a page_visit goal for the thanks page, made in the goal modal.
  await page.getByRole('tab', { name: 'Conversions' }).click();
  await expect(page.getByText('No conversion goals set')).toBeVisible();
  await expect(figure(page, 'Conversion figures', 'Total Conversions')).toHaveText('0');
  await page.getByRole('button', { name: 'Create Goal' }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: 'Create Conversion Goal' })).toBeVisible();
  await modal.getByRole('textbox', { name: 'Name', exact: true }).fill('Reached thanks');
  await expect(modal.getByLabel(/Target URL/)).toHaveCount(0);
  await modal.getByRole('combobox', { name: /Goal type/ }).selectOption('page_visit');
  await modal.getByLabel(/Target URL/).fill('/thanks');
  await modal.getByLabel('Value (USD)').fill('25');
  await screenshot(page, 'analytics-goal-modal');
  await modal.getByRole('button', { name: 'Create Goal' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Created Reached thanks')).toBeVisible();
  const goal = page.getByRole('list', { name: 'Conversion goals' }).getByRole('listitem');
  await expect(goal).toHaveCount(1);
  await expect(goal).toContainText('Page Visit · /thanks · $25.00 · 0 completions');
  await expect(figure(page, 'Conversion figures', 'Active Goals')).toHaveText('1');

  // A fifth visitor reaches the thanks page: one conversion worth the goal's value, one in five visitors.
  await visit(browser, baseURL!, thanks, VISITORS.edge);
  await expectFigureAfterRefresh(page, 'Conversion figures', 'Total Conversions', '1');
  await expect(figure(page, 'Conversion figures', 'Total Revenue')).toHaveText('$25.00');
  await expect(figure(page, 'Conversion figures', 'Conversion Rate')).toHaveText('20%');
  await expect(goal).toContainText('$25.00 · 1 completion');
  await screenshot(page, 'analytics-conversions');
});
