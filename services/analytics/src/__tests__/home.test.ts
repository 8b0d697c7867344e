import { alice, bob, envelope, staff, startAnalytics, type Analytics } from './harness';

let t: Analytics;
beforeAll(async () => {
  t = await startAnalytics();
}, 120_000);
afterAll(() => t.close());

const DAY = 24 * 3600_000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const item = (item_id: number, type: string, status: string, owner_id = alice.id) => ({
  item_id,
  site_id: 1,
  site_slug: 'bakery',
  owner_id,
  slug: `item-${item_id}`,
  title: `Item ${item_id}`,
  type,
  status,
});

describe('the dashboard home', () => {
  beforeAll(async () => {
    await t.deliver(
      envelope(
        'sites.site.created',
        { site_id: 1, owner_id: alice.id, slug: 'bakery', name: 'Bakery', is_published: false },
        minutesAgo(10),
      ),
    );
    await t.deliver(
      envelope(
        'sites.site.published',
        { site_id: 1, owner_id: alice.id, slug: 'bakery', name: 'Bakery', is_published: true },
        minutesAgo(9),
      ),
    );
    await t.deliver(
      envelope('sites.site.created', { site_id: 2, owner_id: bob.id, slug: 'bobs', name: 'Bobs', is_published: true }, minutesAgo(9)),
    );
    await t.deliver(
      envelope(
        'sites.page.published',
        {
          page_id: 5,
          site_id: 1,
          owner_id: alice.id,
          site_slug: 'bakery',
          slug: 'menu',
          title: 'Menu',
          is_published: true,
          is_home_page: false,
        },
        minutesAgo(8),
      ),
    );
    await t.deliver(envelope('content.item.created', item(1, 'post', 'draft'), minutesAgo(7)));
    await t.deliver(envelope('content.item.updated', item(1, 'post', 'scheduled'), minutesAgo(6)));
    await t.deliver(envelope('content.item.updated', item(1, 'post', 'scheduled'), minutesAgo(5)));
    await t.deliver(envelope('content.item.published', item(1, 'post', 'published'), minutesAgo(4)));
    await t.deliver(envelope('content.item.created', item(2, 'page', 'draft'), minutesAgo(4)));
    await t.deliver(envelope('content.item.created', item(3, 'product', 'published'), minutesAgo(3)));
    await t.deliver(envelope('content.item.created', item(4, 'event', 'draft'), minutesAgo(3)));
    await t.deliver(envelope('content.item.created', item(5, 'post', 'draft'), minutesAgo(3)));
    await t.deliver(envelope('content.item.deleted', item(5, 'post', 'draft'), minutesAgo(2)));
    await t.deliver(envelope('content.item.created', item(6, 'post', 'draft', bob.id), minutesAgo(2)));
    for (const user_id of [1, 2, 3])
      await t.deliver(envelope('identity.user.registered', { user_id, username: `u${user_id}`, email: `u${user_id}@x.io`, demo: false }));
    await t.deliver(
      envelope(
        'commerce.order.created',
        { order_id: 1, order_number: 'ORD-1', user_id: 3, status: 'pending', total_amount: 19.9, currency: 'USD' },
        minutesAgo(1),
      ),
    );
    await t.deliver(envelope('marketplace.module.installed', { owner_id: alice.id, site_id: 1, name: 'Gallery' }, minutesAgo(0.5)));

    // Page views: this month and the month before, from the rollups the consumer keeps.
    await t.app.db('analytics.site_hours').insert([
      { site_id: 1, hour: new Date(Date.now() - 2 * DAY), pageviews: 30, day_visitors: 12 },
      { site_id: 1, hour: new Date(Date.now() - 40 * DAY), pageviews: 20, day_visitors: 8 },
      { site_id: 2, hour: new Date(Date.now() - 2 * DAY), pageviews: 99, day_visitors: 50 },
    ]);
  });

  it('counts the content of the user’s sites by type and 30 days of page views against the 30 before; the platform’s users only for staff', async () => {
    const stats = await t.call('GET', '/api/stats/', { as: alice });
    // Bob's draft post (item 6) is on Alice's site: a site's content counts for whoever may open the site, whoever wrote it.
    expect(stats).toEqual({
      status: 200,
      body: {
        content: 5,
        content_types: { post: 2, page: 1, product: 1, event: 1 },
        users: null,
        page_views: 30,
        page_views_change: 50,
        visitors: 12,
      },
    });
    expect((await t.call('GET', '/api/stats/', { as: { id: 77 } })).body).toEqual({
      content: 0,
      content_types: { post: 0, page: 0, product: 0, event: 0 },
      users: null,
      page_views: 0,
      page_views_change: null,
      visitors: 0,
    });
    expect((await t.call('GET', '/api/stats/', { as: staff })).body).toMatchObject({ users: 3, page_views: 0 });
    expect((await t.call('GET', '/api/stats/')).status).toBe(401);
  });

  it('lists the owner’s recent activity, newest first, a scheduled post once', async () => {
    const feed = await t.call('GET', '/api/analytics/activity/?limit=10', { as: alice });
    expect(feed.body.results.map((entry: { description: string }) => entry.description)).toEqual([
      "Module 'Gallery' installed",
      "Product 'Item 3' published",
      "Post 'Item 1' published",
      "Post 'Item 1' scheduled",
      "Page 'Menu' published on Bakery",
      "Site 'Bakery' published",
      "Site 'Bakery' created",
    ]);
    expect(feed.body.results[0]).toEqual({
      type: 'module_installed',
      description: "Module 'Gallery' installed",
      created_at: expect.any(String),
      site: 1,
    });
    expect((await t.call('GET', '/api/analytics/activity/?limit=2', { as: alice })).body.results).toHaveLength(2);
    expect((await t.call('GET', '/api/analytics/activity/?limit=0', { as: alice })).status).toBe(400);
  });

  it('shows staff the shop’s orders besides their own events, and nobody else', async () => {
    const staffFeed = await t.call('GET', '/api/analytics/activity/', { as: staff });
    expect(staffFeed.body.results).toEqual([
      { type: 'order_placed', description: 'Order ORD-1 placed (19.90 USD)', created_at: expect.any(String), site: null },
    ]);
    const bobFeed = await t.call('GET', '/api/analytics/activity/', { as: bob });
    expect(bobFeed.body.results.map((entry: { description: string }) => entry.description)).toEqual(["Site 'Bobs' created"]);
  });
});

it('forgets a deleted site’s analytics', async () => {
  await t.deliver(envelope('sites.site.created', { site_id: 9, owner_id: alice.id, slug: 'gone', name: 'Gone', is_published: true }));
  expect((await t.beacon({ site: 'gone', path: '/gone' })).body.status).toBe('accepted');
  const goal = await t.call('POST', '/api/analytics/conversion-goals/', {
    as: alice,
    body: { name: 'G', goal_type: 'page_visit', target_url: '/', site: 9 },
  });
  expect(goal.status).toBe(201);
  const until = Date.now() + 20_000;
  while ((await t.app.db('analytics.events').where({ site_id: 9 }).count('* as n'))[0].n === '0' && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(Number((await t.app.db('analytics.site_hours').where({ site_id: 9 }).sum('pageviews as n'))[0].n)).toBe(1);

  await t.deliver(envelope('sites.site.deleted', { site_id: 9, owner_id: alice.id, slug: 'gone', name: 'Gone', is_published: false }));
  for (const table of ['events', 'sessions', 'site_hours', 'dimension_hours', 'dimension_days', 'day_visitors', 'goals']) {
    expect(Number((await t.app.db(`analytics.${table}`).where({ site_id: 9 }).count('* as n'))[0].n)).toBe(0);
  }
  expect((await t.call('GET', '/api/analytics/dashboard/overview/?site=9&timeRange=7d', { as: alice })).status).toBe(404);
  // a beacon still on its way for the deleted site finds nothing to count
  expect((await t.beacon({ site: 'gone', path: '/gone' })).body.status).toBe('ignored');
});

it('skips a sites.site event that names no site instead of failing it again and again', async () => {
  const ownerless = { site_id: 12, slug: 'ownerless', name: 'Ownerless', is_published: true };
  expect(await t.deliver(envelope('sites.site.created', ownerless))).toBe(true);
  expect(await t.deliver(envelope('sites.site.deleted', { owner_id: alice.id, slug: 'ownerless' }))).toBe(true);
  expect(await t.app.db('analytics.sites').where({ id: 12 })).toEqual([]);
  expect(await t.app.db('analytics.activity').where({ site_id: 12 })).toEqual([]);

  await t.deliver(envelope('sites.site.created', { site_id: 12, owner_id: alice.id, slug: 'owned', name: 'Owned', is_published: true }));
  expect(await t.app.db('analytics.activity').where({ site_id: 12 }).pluck('description')).toEqual(["Site 'Owned' created"]);
});

describe('menu click-through', () => {
  const click = (item_id: number, daysAgo = 0) =>
    envelope('menus.item.clicked', {
      menu_id: 7,
      item_id,
      site_id: 1,
      site_slug: 'bakery',
      page_url: '/bakery/menu',
      visitor: 'v',
      occurred_at: new Date(Date.now() - daysAgo * DAY).toISOString(),
    });

  beforeAll(async () => {
    await t.deliver(
      envelope('menus.menu.created', { menu_id: 7, site_id: 1, site_slug: 'bakery', owner_id: alice.id, location: 'header-primary' }),
    );
    for (const item_id of [70, 70, 70, 71]) await t.deliver(click(item_id));
    // Outside the last 7 days, inside the last 90.
    await t.deliver(click(71, 40));
  });

  it('divides each item’s clicks by the page views of the menu’s site over the range', async () => {
    // Page views of site 1 in the last 7 days: 30 (see the home's rollups above).
    const week = await t.call('GET', '/api/analytics/menus/7/click-through/?days=7', { as: alice });
    expect(week).toEqual({
      status: 200,
      body: {
        menu_id: 7,
        site: 1,
        days: 7,
        page_views: 30,
        clicks: 4,
        click_through_rate: 13.33,
        items: [
          { item_id: 70, clicks: 3, click_through_rate: 10 },
          { item_id: 71, clicks: 1, click_through_rate: 3.33 },
        ],
      },
    });
    const quarter = (await t.call('GET', '/api/analytics/menus/7/click-through/?days=90', { as: alice })).body;
    expect(quarter).toMatchObject({ page_views: 50, clicks: 5, click_through_rate: 10 });
  });

  it('answers 404 for someone else’s menu or one it never heard of, 400 for another range', async () => {
    expect((await t.call('GET', '/api/analytics/menus/7/click-through/', { as: bob })).body).toEqual({ detail: 'Menu not found' });
    expect((await t.call('GET', '/api/analytics/menus/8/click-through/', { as: alice })).status).toBe(404);
    expect((await t.call('GET', '/api/analytics/menus/7/click-through/?days=8', { as: alice })).body).toMatchObject({
      detail: 'days must be one of 7, 30, 90, 365',
    });
    expect((await t.call('GET', '/api/analytics/menus/7/click-through/')).status).toBe(401);
  });

  it('forgets a deleted menu’s clicks', async () => {
    await t.deliver(
      envelope('menus.menu.deleted', { menu_id: 7, site_id: 1, site_slug: 'bakery', owner_id: alice.id, location: 'header-primary' }),
    );
    expect((await t.call('GET', '/api/analytics/menus/7/click-through/', { as: alice })).status).toBe(404);
    expect(await t.count('menu_item_days')).toBe(0);
  });
});
