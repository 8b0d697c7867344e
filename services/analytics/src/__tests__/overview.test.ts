import { alice, bob, CHROME, envelope, FIREFOX_LINUX, IPAD, IPHONE, startAnalytics, type Analytics } from './harness';

const DAY = 24 * 3600_000;
const today = Math.floor(Date.now() / DAY) * DAY;
/** `hh:mm` UTC on the day `daysAgo` days before today. */
const at = (daysAgo: number, time: string) => {
  const [h, m] = time.split(':').map(Number);
  return new Date(today - daysAgo * DAY + h * 3600_000 + m * 60_000);
};
const dayLabel = (daysAgo: number) => new Date(today - daysAgo * DAY).toISOString().slice(0, 10);

const V1 = { ua: CHROME, ip: '198.51.100.1' };
const V2 = { ua: IPHONE, ip: '198.51.100.2' };
const V3 = { ua: FIREFOX_LINUX, ip: '198.51.100.3' };
const V4 = { ua: IPAD, ip: '198.51.100.4' };

let t: Analytics;
let sent = 0;
async function visit(when: Date, who: { ua: string; ip: string }, fields: Record<string, unknown>, screen_width = 1440) {
  t.app.analytics.clock.now = () => when;
  expect(await t.beacon({ site: 'bakery', screen_width, ...fields }, who)).toEqual({ status: 202, body: { status: 'accepted' } });
  sent += 1;
}

beforeAll(async () => {
  t = await startAnalytics();
  await t.site(1, alice.id, 'bakery');
  await t.site(2, alice.id, 'garage');
  await t.site(3, bob.id, 'bobs');
  for (const [id, slug, title, home] of [
    [10, 'home', 'Home', true],
    [11, 'menu', 'Our Menu', false],
  ] as const) {
    await t.deliver(
      envelope('sites.page.created', {
        page_id: id,
        site_id: 1,
        owner_id: alice.id,
        site_slug: 'bakery',
        slug,
        title,
        is_published: true,
        is_home_page: home,
      }),
    );
  }
  const goal = await t.call('POST', '/api/analytics/conversion-goals/', {
    as: alice,
    body: { name: 'Saw the menu', goal_type: 'page_visit', target_url: '/menu', site: 1, value: 2.5 },
  });
  expect(goal.status).toBe(201);

  // The previous 7 days: one visit of two pages, 5 minutes apart.
  await visit(at(9, '10:00'), V1, { path: '/bakery' });
  await visit(at(9, '10:05'), V1, { path: '/bakery/menu' });

  // Two days ago: V1 from Google (two sessions), V2 from Twitter on a phone, V3 from a newsletter on a 800 px screen.
  await visit(at(2, '10:00'), V1, { path: '/bakery', referrer: 'https://www.google.com/', title: 'Bakery' });
  await visit(at(2, '10:05'), V1, { path: '/bakery/menu', referrer: 'http://atlas.test/bakery' });
  await visit(at(2, '10:10'), V1, { type: 'event', name: 'search', path: '/bakery/menu', props: { query: 'Croissant' } });
  await visit(at(2, '11:00'), V1, { path: '/bakery/menu', referrer: 'http://atlas.test/bakery' });
  await visit(at(2, '10:30'), V2, { path: '/bakery', referrer: 'https://t.co/abc' }, 390);
  await visit(at(2, '10:32'), V2, { type: 'event', name: 'form_submit', path: '/bakery', props: { form: 'contact' } }, 390);
  await visit(at(2, '12:00'), V3, { path: '/bakery/menu', utm_source: 'weekly', utm_medium: 'email' }, 800);
  await visit(at(2, '12:01'), V3, { type: 'event', name: 'search', path: '/bakery/menu', props: { query: ' croissant ' } }, 800);

  // Yesterday: V1 again (a new day, a new visitor), V4 on an iPad from a blog.
  await visit(at(1, '10:00'), V1, { path: '/bakery', referrer: 'http://atlas.test/bakery/menu' });
  await visit(at(1, '10:00'), V4, { path: '/bakery/about', referrer: 'https://example.org/blog', title: 'About us' }, 1024);
  await visit(at(1, '10:20'), V4, { path: '/bakery' }, 1024);

  // Another of Alice's sites, and Bob's.
  t.app.analytics.clock.now = () => at(2, '09:00');
  await t.beacon({ site: 'garage', path: '/garage' }, V1);
  await t.beacon({ site: 'bobs', path: '/bobs' }, V1);
  sent += 2;
  await t.stored(sent);
}, 120_000);
afterAll(() => t.close());

describe('the overview of one site over 7 days', () => {
  let body: any;
  beforeAll(async () => {
    const response = await t.call('GET', '/api/analytics/dashboard/overview/?site=1&timeRange=7d', { as: alice });
    expect(response.status).toBe(200);
    body = response.body;
  });

  it('counts page views, daily unique visitors, sessions, bounces and time from the visits', () => {
    expect(body.pageViews).toBe(8);
    expect(body.uniqueVisitors).toBe(5);
    // sessions: 600 s, 0 s (after a 50-minute gap), 120 s, 60 s, 0 s, 1200 s
    expect(body.averageTime).toBe(330);
    expect(body.bounceRate).toBe(66.7);
    expect(body.pages_per_session).toBe(1.33);
    expect(body.unique_visitors_note).toBe('Unique visitors over more than a day are the sum of daily unique visitors');
  });

  it('compares with the 7 days before', () => {
    expect(body.pageViewsChange).toBe(300);
    expect(body.uniqueVisitorsChange).toBe(400);
    expect(body.averageTimeChange).toBe(10);
    // no bounce at all before: a change from zero has no percentage
    expect(body.bounceRateChange).toBeNull();
  });

  it('lists pages with their titles, sources, devices, browsers, systems and searches', () => {
    expect(body.topPages).toEqual([
      { path: '/bakery', views: 4, title: 'Home' },
      { path: '/bakery/menu', views: 3, title: 'Our Menu' },
      { path: '/bakery/about', views: 1, title: 'About us' },
    ]);
    expect(body.trafficSources).toEqual(
      ['Direct', 'Email', 'Referral', 'Search', 'Social'].map((source) => ({ source, visitors: 1, percentage: 20 })),
    );
    expect(body.deviceBreakdown).toEqual({ desktop: 2, mobile: 1, tablet: 2 });
    expect(body.browser_stats).toEqual([
      { browser: 'Chrome', count: 2 },
      { browser: 'Safari', count: 2 },
      { browser: 'Firefox', count: 1 },
    ]);
    expect(body.os_stats).toEqual([
      { os: 'iOS', count: 2 },
      { os: 'Windows', count: 2 },
      { os: 'Linux', count: 1 },
    ]);
    expect(body.popular_searches).toEqual([{ query: 'croissant', count: 2 }]);
  });

  it('has one entry per day, zeros included', () => {
    expect(body.dailyStats).toHaveLength(7);
    expect(body.dailyStats.map((day: { date: string }) => day.date)).toEqual([6, 5, 4, 3, 2, 1, 0].map(dayLabel));
    expect(body.dailyStats[4]).toEqual({ date: dayLabel(2), views: 5, visitors: 3 });
    expect(body.dailyStats[5]).toEqual({ date: dayLabel(1), views: 3, visitors: 2 });
    expect(body.dailyStats.filter((day: { views: number }) => day.views === 0)).toHaveLength(5);
  });

  it('turns the menu visits into one conversion per session', () => {
    expect(body.conversion_rate).toBe(60);
    expect(body.conversion_funnel).toEqual([
      { step: 'Visitors', count: 5, percentage: 100, drop_off: 0 },
      { step: 'Saw the menu', count: 3, percentage: 60, drop_off: 40 },
    ]);
  });

  it('knows nobody is on the site now', () => {
    expect(body.active_visitors).toBe(0);
  });
});

it('adds up all of the owner’s sites when no site is named, and none of anyone else’s', async () => {
  const all = await t.call('GET', '/api/analytics/dashboard/overview/?site=&timeRange=7d', { as: alice });
  expect(all.status).toBe(200);
  expect(all.body.pageViews).toBe(9);
  expect(all.body.uniqueVisitors).toBe(6);
  const bobs = await t.call('GET', '/api/analytics/dashboard/overview/?timeRange=7d', { as: bob });
  expect(bobs.body.pageViews).toBe(1);
});

it('reads 30 and 90 days by the day and 1 day by the hour', async () => {
  const month = await t.call('GET', '/api/analytics/dashboard/overview/?site=1&timeRange=30d', { as: alice });
  expect(month.body.pageViews).toBe(10);
  expect(month.body.dailyStats).toHaveLength(30);
  const quarter = await t.call('GET', '/api/analytics/dashboard/overview/?site=1&timeRange=90d', { as: alice });
  expect(quarter.body.dailyStats).toHaveLength(90);
  const day = await t.call('GET', '/api/analytics/dashboard/overview/?site=1&timeRange=1d', { as: alice });
  expect(day.body.dailyStats).toHaveLength(24);
  expect(day.body.dailyStats[23].date).toBe(`${new Date().toISOString().slice(0, 13)}:00`);
});

it('answers a visit of the last hour in the 1-day view, by its hour', async () => {
  const now = new Date();
  t.app.analytics.clock.now = () => now;
  await t.beacon({ site: 'garage', path: '/garage/now' }, V2);
  await t.stored(sent + 1);
  const day = await t.call('GET', '/api/analytics/dashboard/overview/?site=2&timeRange=1d', { as: alice });
  expect(day.body.pageViews).toBe(1);
  expect(day.body.active_visitors).toBe(1);
  expect(day.body.dailyStats[23]).toEqual({ date: `${now.toISOString().slice(0, 13)}:00`, views: 1, visitors: 1 });
});

it('refuses a bad range or site, and hides other people’s sites', async () => {
  for (const query of ['timeRange=2d', 'timeRange=', 'site=abc', 'site=-1', 'site=99999999999']) {
    const response = await t.call('GET', `/api/analytics/dashboard/overview/?${query}`, { as: alice });
    expect(response.status).toBe(400);
    expect(response.body.detail).toEqual(expect.any(String));
  }
  expect(await t.call('GET', '/api/analytics/dashboard/overview/?site=3&timeRange=7d', { as: alice })).toEqual({
    status: 404,
    body: { detail: 'Site not found' },
  });
  expect((await t.call('GET', '/api/analytics/dashboard/overview/?site=404&timeRange=7d', { as: alice })).status).toBe(404);
  expect((await t.call('GET', '/api/analytics/dashboard/realtime/?site=3', { as: alice })).status).toBe(404);
  expect((await t.call('GET', '/api/analytics/dashboard/overview/?site=1')).status).toBe(401);
});
