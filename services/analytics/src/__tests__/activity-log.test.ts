import { alice, bob, envelope, startAnalytics, type Analytics } from './harness';

let t: Analytics;
beforeAll(async () => {
  t = await startAnalytics();
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  const site = (site_id: number, owner_id: number, name: string) => ({
    site_id,
    owner_id,
    slug: name.toLowerCase(),
    name,
    is_published: false,
  });
  await t.deliver(envelope('sites.site.created', site(1, alice.id, 'Bakery'), minutesAgo(30)));
  await t.deliver(envelope('sites.site.created', site(2, alice.id, 'Florist'), minutesAgo(29)));
  await t.deliver(envelope('sites.site.created', site(3, bob.id, 'Bobs'), minutesAgo(28)));
  // pages published by members who are named on the event, and one by nobody named
  for (let index = 0; index < 5; index++) {
    const by = index % 2 === 0 ? { actor_id: 7, actor_username: 'eve' } : { actor_id: 8, actor_username: 'mallory' };
    await t.deliver(
      envelope(
        'sites.page.published',
        {
          page_id: 100 + index,
          site_id: 1,
          owner_id: alice.id,
          site_slug: 'bakery',
          slug: `p${index}`,
          title: `Page ${index}`,
          is_published: true,
          is_home_page: false,
          ...by,
        },
        minutesAgo(20 - index),
      ),
    );
  }
  await t.deliver(
    envelope(
      'sites.page.published',
      {
        page_id: 200,
        site_id: 2,
        owner_id: alice.id,
        site_slug: 'florist',
        slug: 'roses',
        title: 'Roses',
        is_published: true,
        is_home_page: false,
      },
      minutesAgo(5),
    ),
  );
}, 120_000);
afterAll(() => t.close());

const log = (query: string, as = alice) => t.call('GET', `/api/analytics/activity/log/${query}`, { as });

describe('GET /api/analytics/activity/log/', () => {
  it("pages the caller's log newest first, with who acted where the event names them and the site by its name, not its slug", async () => {
    const first = await log('?page_size=3');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ count: 8, page: 1, page_size: 3 });
    expect(first.body.results.map((entry: { description: string }) => entry.description)).toEqual([
      "Page 'Roses' published on Florist",
      "Page 'Page 4' published on Bakery",
      "Page 'Page 3' published on Bakery",
    ]);
    expect(first.body.results[0].actor).toBeNull();
    expect(first.body.results[1]).toMatchObject({ type: 'page_published', site: 1, actor: { id: 7, username: 'eve' } });
    const third = await log('?page_size=3&page=3');
    expect(third.body.results.map((entry: { type: string }) => entry.type)).toEqual(['site_created', 'site_created']);
    expect((await log('?page_size=3&page=9')).body.results).toEqual([]);
  });

  it('filters by site and by person, and lists the people the log names', async () => {
    const bakery = await log('?site=1');
    expect(bakery.body.count).toBe(6);
    expect(bakery.body.actors).toEqual([
      { id: 7, username: 'eve' },
      { id: 8, username: 'mallory' },
    ]);
    const mallory = await log('?site=1&actor=8');
    expect(mallory.body.count).toBe(2);
    expect(mallory.body.results.every((entry: { actor: { id: number } }) => entry.actor.id === 8)).toBe(true);
  });

  it("never shows another owner's log, even by naming their site", async () => {
    expect((await log('?site=3')).body).toMatchObject({ count: 0, results: [] });
    const bobs = await log('', bob);
    expect(bobs.body.results.map((entry: { site: number }) => entry.site)).toEqual([3]);
  });

  it('refuses a bad page, page size, site or person with a 400 that says why', async () => {
    expect((await log('?page=0')).body).toMatchObject({ detail: 'page must be a whole number from 1' });
    expect((await log('?page_size=500')).body).toMatchObject({ detail: 'page_size must be a whole number from 1 to 100' });
    expect((await log('?site=abc')).body).toMatchObject({ detail: 'site must be a site id' });
    expect((await log('?actor=-1')).status).toBe(400);
    expect((await t.call('GET', '/api/analytics/activity/log/')).status).toBe(401);
  });

  it('is the log Recent Activity reads the newest of', async () => {
    const recent = await t.call('GET', '/api/analytics/activity/?limit=3', { as: alice });
    const logged = await log('?page_size=3');
    expect(recent.body.results.map((entry: { description: string }) => entry.description)).toEqual(
      logged.body.results.map((entry: { description: string }) => entry.description),
    );
  });

  it('logs member changes with who made them, and shows a member the log of the sites they work on', async () => {
    const changedAt = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const member = (verb: string, payload: Record<string, unknown>, actor: { id: number; username: string }) => ({
      ...envelope(`sites.member.${verb}`, { site_id: 2, user_id: bob.id, username: 'bob', changed_at: changedAt(3), ...payload }),
      actor,
    });
    await t.deliver(member('added', { role: 'author', changed_at: changedAt(3) }, { id: alice.id, username: 'alice' }));
    await t.deliver(member('changed', { role: 'editor', changed_at: changedAt(2) }, { id: alice.id, username: 'alice' }));
    const florist = await log('?site=2&page_size=2');
    expect(florist.body.results).toMatchObject([
      { type: 'member_changed', description: "bob is now editor on 'Florist'", actor: { id: alice.id, username: 'alice' } },
      { type: 'member_added', description: "bob joined 'Florist' as author", actor: { id: alice.id, username: 'alice' } },
    ]);
    // bob, now a member of Florist, reads its log beside his own site's; Bakery stays alice's
    const bobs = await log('?page_size=100', bob);
    expect(new Set(bobs.body.results.map((entry: { site: number }) => entry.site))).toEqual(new Set([2, 3]));
    await t.deliver(member('removed', { changed_at: changedAt(1) }, { id: bob.id, username: 'bob' }));
    expect((await log('?site=2&page_size=1')).body.results[0]).toMatchObject({ type: 'member_removed', description: "bob left 'Florist'" });
    expect(new Set((await log('?page_size=100', bob)).body.results.map((entry: { site: number }) => entry.site))).toEqual(new Set([3]));
  });
});
