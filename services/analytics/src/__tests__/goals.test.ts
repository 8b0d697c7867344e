import { alice, bob, CHROME, envelope, IPHONE, staff, startAnalytics, type Analytics } from './harness';

let t: Analytics;
let sent = 0;
beforeAll(async () => {
  t = await startAnalytics();
  await t.site(1, alice.id, 'bakery');
  await t.site(2, alice.id, 'garage');
  await t.site(3, bob.id, 'bobs');
}, 120_000);
afterAll(() => t.close());

const goals = '/api/analytics/conversion-goals/';
async function createGoal(body: Record<string, unknown>, as: { id: number } = alice) {
  const response = await t.call('POST', goals, { as, body: { name: 'Goal', ...body } });
  expect(response.status).toBe(201);
  return response.body;
}
async function visit(fields: Record<string, unknown>, who = { ua: CHROME, ip: '203.0.113.10' }, site = 'bakery') {
  expect((await t.beacon({ site, ...fields }, who)).body.status).toBe('accepted');
  sent += 1;
  await t.stored(sent);
}
const completions = async (id: number, as: { id: number } = alice) => (await t.call('GET', `${goals}${id}/`, { as })).body.completions;

describe('goal rules', () => {
  it('creates a goal with its defaults and lists it with its completions', async () => {
    const goal = await createGoal({ name: 'Thank you page', goal_type: 'page_visit', target_url: '/thank-you', site: 1, value: 12.345 });
    expect(goal).toEqual({
      id: expect.any(Number),
      name: 'Thank you page',
      description: '',
      goal_type: 'page_visit',
      target_url: '/thank-you',
      target_event: '',
      min_time: 0,
      min_pages: 0,
      value: 12.35,
      is_active: true,
      site: 1,
      completions: 0,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const list = await t.call('GET', `${goals}?site=1`, { as: alice });
    expect(list.body.count).toBe(list.body.results.length);
    expect(list.body.results.map((g: { id: number }) => g.id)).toContain(goal.id);
    await t.call('DELETE', `${goals}${goal.id}/`, { as: alice });
  });

  it.each([
    [{ name: '', goal_type: 'event', target_event: 'x' }, 'Name is required'],
    [{ name: '   ', goal_type: 'event', target_event: 'x' }, 'Name is required'],
    [{ name: 'A' }, 'Goal type is required'],
    [{ name: 'A', goal_type: 'visit' }, 'goal_type must be one of page_visit, event, form_submit, time_on_site, purchase, signup'],
    [{ name: 'A', goal_type: 'page_visit' }, 'Target URL is required for a page visit goal'],
    [{ name: 'A', goal_type: 'event', target_event: '' }, 'Event name is required for an event goal'],
    [{ name: 'A', goal_type: 'time_on_site' }, 'Minimum seconds is required for a time on site goal'],
    [{ name: 'A', goal_type: 'signup', value: 'ten' }, 'Value must be a number from 0 to 1000000000'],
    [{ name: 'A', goal_type: 'signup', value: -1 }, 'Value must be a number from 0 to 1000000000'],
    [{ name: 'A', goal_type: 'signup', site: 'x' }, 'site must be null (all your sites) or a site id'],
  ])('refuses %j: %s', async (body, detail) => {
    const response = await t.call('POST', goals, { as: alice, body });
    expect(response).toEqual({ status: 400, body: expect.objectContaining({ detail }) });
  });

  it('keeps goals to their owner: other people’s goals and sites are 404', async () => {
    const goal = await createGoal({ goal_type: 'signup' });
    for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
      const response = await t.call(method, `${goals}${goal.id}/`, {
        as: bob,
        body: method === 'GET' || method === 'DELETE' ? undefined : { name: 'Mine' },
      });
      expect(response).toEqual({ status: 404, body: { detail: 'Conversion goal not found' } });
    }
    expect((await t.call('POST', goals, { as: alice, body: { name: 'A', goal_type: 'signup', site: 3 } })).body).toEqual({
      detail: 'Site not found',
    });
    expect((await t.call('GET', `${goals}?site=3`, { as: alice })).status).toBe(404);
    expect((await t.call('GET', `${goals}funnel/?site=3&timeRange=7d`, { as: alice })).status).toBe(404);
    expect((await t.call('GET', `${goals}funnel/?timeRange=1y`, { as: alice })).status).toBe(400);
    expect((await t.call('GET', goals)).status).toBe(401);
    expect((await t.call('GET', `${goals}?site=`, { as: bob })).body).toEqual({ results: [], count: 0 });
    await t.call('DELETE', `${goals}${goal.id}/`, { as: alice });
  });

  it('edits with PUT and PATCH, checking the rules on the goal as saved, and deletes', async () => {
    const goal = await createGoal({ goal_type: 'event', target_event: 'signup_click' });
    const patched = await t.call('PATCH', `${goals}${goal.id}/`, { as: alice, body: { is_active: false, value: 3 } });
    expect(patched.body).toMatchObject({ is_active: false, value: 3, target_event: 'signup_click' });
    const refused = await t.call('PUT', `${goals}${goal.id}/`, { as: alice, body: { goal_type: 'page_visit' } });
    expect(refused).toEqual({ status: 400, body: { detail: 'Target URL is required for a page visit goal' } });
    const put = await t.call('PUT', `${goals}${goal.id}/`, {
      as: alice,
      body: { name: 'Menu', goal_type: 'page_visit', target_url: '/menu', site: 2 },
    });
    expect(put.body).toMatchObject({ name: 'Menu', goal_type: 'page_visit', target_url: '/menu', site: 2 });
    expect((await t.call('DELETE', `${goals}${goal.id}/`, { as: alice })).status).toBe(204);
    expect((await t.call('GET', `${goals}${goal.id}/`, { as: alice })).status).toBe(404);
  });
});

describe('completions from real events', () => {
  it('page_visit: a page view of the target page, once per visit, on the goal’s site only', async () => {
    const goal = await createGoal({ goal_type: 'page_visit', target_url: '/thanks', site: 1 });
    await visit({ path: '/bakery/thanks' });
    await visit({ path: '/bakery/thanks/' });
    await visit({ path: '/bakery/other' }, { ua: IPHONE, ip: '203.0.113.11' });
    await visit({ path: '/garage/thanks' }, { ua: IPHONE, ip: '203.0.113.11' }, 'garage');
    expect(await completions(goal.id)).toBe(1);
  });

  it('event: a custom event of that name, on any of the owner’s sites when the goal has none', async () => {
    const goal = await createGoal({ goal_type: 'event', target_event: 'booked', site: null });
    await visit({ type: 'event', name: 'booked', path: '/bakery' }, { ua: CHROME, ip: '203.0.113.20' });
    await visit({ type: 'event', name: 'not-booked', path: '/bakery' }, { ua: CHROME, ip: '203.0.113.21' });
    await visit({ type: 'event', name: 'booked', path: '/garage' }, { ua: CHROME, ip: '203.0.113.22' }, 'garage');
    await visit({ type: 'event', name: 'booked', path: '/bobs' }, { ua: CHROME, ip: '203.0.113.23' }, 'bobs');
    expect(await completions(goal.id)).toBe(2);
  });

  it('form_submit: the sites service’s form post and the tracker’s beacon for it count once', async () => {
    const goal = await createGoal({ goal_type: 'form_submit', site: 1, value: 5 });
    await visit(
      { type: 'event', name: 'form_submit', path: '/bakery/contact', props: { form: 'contact' } },
      { ua: CHROME, ip: '203.0.113.30' },
    );
    await t.deliver(
      envelope('sites.form.submitted', {
        site_id: 1,
        owner_id: alice.id,
        site_slug: 'bakery',
        form_name: 'contact',
        page_slug: 'contact',
        submission_id: 501,
      }),
    );
    expect(await completions(goal.id)).toBe(1);
    // a post with no beacon (tracking turned off) still counts, as does another site's form not at all
    await t.deliver(
      envelope(
        'sites.form.submitted',
        { site_id: 1, owner_id: alice.id, site_slug: 'bakery', form_name: 'contact', page_slug: 'contact', submission_id: 502 },
        new Date(Date.now() - 60_000),
      ),
    );
    await t.deliver(
      envelope('sites.form.submitted', {
        site_id: 2,
        owner_id: alice.id,
        site_slug: 'garage',
        form_name: 'c',
        page_slug: 'c',
        submission_id: 503,
      }),
    );
    expect(await completions(goal.id)).toBe(2);
  });

  it('time_on_site: a visit that lasts at least the minimum', async () => {
    const goal = await createGoal({ goal_type: 'time_on_site', min_time: 60, site: 1 });
    const who = { ua: IPHONE, ip: '203.0.113.40' };
    const start = Date.now() - 10 * 60_000;
    for (const [offset, path] of [
      [0, '/bakery/a'],
      [30_000, '/bakery/b'],
      [90_000, '/bakery/c'],
      [120_000, '/bakery/d'],
    ] as const) {
      t.app.analytics.clock.now = () => new Date(start + offset);
      await visit({ path }, who);
    }
    t.app.analytics.clock.now = () => new Date();
    const short = { ua: IPHONE, ip: '203.0.113.41' };
    await visit({ path: '/bakery/a' }, short);
    expect(await completions(goal.id)).toBe(1);
  });

  it('purchase and signup: orders and sign-ups of the platform complete staff goals, orders with their revenue', async () => {
    const purchase = await createGoal({ name: 'Order', goal_type: 'purchase', value: 1 }, staff);
    const signup = await createGoal({ name: 'Sign-up', goal_type: 'signup', value: 2 }, staff);
    const notStaff = await createGoal({ name: 'Order', goal_type: 'purchase' }, alice);
    const order = envelope('commerce.order.created', {
      order_id: 7,
      order_number: 'ORD-7',
      user_id: 5,
      status: 'pending',
      total_amount: '42.50',
      currency: 'USD',
    });
    await t.deliver(order);
    expect(await t.deliver(order)).toBe(false);
    await t.deliver(envelope('identity.user.registered', { user_id: 5, username: 'new', email: 'n@example.com', demo: false }));
    await t.deliver(envelope('identity.user.registered', { user_id: 6, username: 'new2', email: 'm@example.com', demo: false }));
    expect(await completions(purchase.id, staff)).toBe(1);
    expect(await completions(signup.id, staff)).toBe(2);
    expect(await completions(notStaff.id)).toBe(0);
    await t.call('DELETE', `${goals}${notStaff.id}/`, { as: alice });
    const funnel = await t.call('GET', `${goals}funnel/?site=&timeRange=7d`, { as: staff });
    expect(funnel.body).toEqual({
      total_conversions: 3,
      conversion_rate: 0,
      total_revenue: 46.5,
      active_goals: 2,
      funnel: [
        { step: 'Visitors', count: 0, percentage: 0, drop_off: 0 },
        { step: 'Order', count: 1, percentage: 0, drop_off: 0 },
        { step: 'Sign-up', count: 2, percentage: 0, drop_off: 0 },
      ],
    });
  });

  it('purchase on a site’s shop: the order completes that site’s purchase goals and is its owner’s activity, not staff’s', async () => {
    const bakery = await createGoal({ name: 'Bakery order', goal_type: 'purchase', site: 1, value: 1 });
    const garage = await createGoal({ name: 'Garage order', goal_type: 'purchase', site: 2 });
    const platform = await createGoal({ name: 'Platform order', goal_type: 'purchase' }, staff);
    const order = envelope('commerce.order.created', {
      order_id: 70,
      order_number: 'ORD-70',
      user_id: 9,
      status: 'processing',
      total_amount: '12.00',
      currency: 'EUR',
      site_id: 1,
      owner_id: alice.id,
    });
    await t.deliver(order);
    expect(await t.deliver(order)).toBe(false);
    expect(await completions(bakery.id)).toBe(1);
    expect(await completions(garage.id)).toBe(0);
    expect(await completions(platform.id, staff)).toBe(0);
    const rows = await t.app.db('analytics.activity').where({ type: 'order_placed' }).andWhere('description', 'like', 'Order ORD-70 %');
    expect(rows).toEqual([
      expect.objectContaining({ owner_id: alice.id, site_id: 1, staff_only: false, description: 'Order ORD-70 placed (12.00 EUR)' }),
    ]);
    for (const goal of [bakery, garage]) await t.call('DELETE', `${goals}${goal.id}/`, { as: alice });
    await t.call('DELETE', `${goals}${platform.id}/`, { as: staff });
  });

  it('makes Alice’s funnel of one site from its visitors and its goals, in order, with drop-off', async () => {
    const funnel = await t.call('GET', `${goals}funnel/?site=1&timeRange=1d`, { as: alice });
    expect(funnel.status).toBe(200);
    const steps = funnel.body.funnel;
    expect(steps[0].step).toBe('Visitors');
    const visitors = steps[0].count;
    expect(visitors).toBeGreaterThan(0);
    const [{ day_visitors }] = await t.app.db('analytics.site_hours').where({ site_id: 1 }).sum({ day_visitors: 'day_visitors' });
    expect(visitors).toBe(Number(day_visitors));
    // the page_visit, event (all sites), form_submit and time_on_site goals, in creation order
    expect(steps.slice(1).map((s: { count: number }) => s.count)).toEqual([1, 1, 2, 1]);
    expect(steps[1].percentage).toBe(Math.round((1 / visitors) * 1000) / 10);
    expect(steps[1].drop_off).toBe(Math.round(((visitors - 1) / visitors) * 1000) / 10);
    expect(steps[2].drop_off).toBe(0);
    expect(funnel.body.total_conversions).toBe(5);
    expect(funnel.body.total_revenue).toBe(10);
    expect(funnel.body.active_goals).toBe(4);
  });
});
