import { randomUUID } from 'node:crypto';
import { alice, bob, envelope, staff, GOOGLEBOT, startPerformance, type Performance } from './harness';
import { logNormalScore, performanceScore } from '../operations/lighthouse-score';

let perf: Performance;

beforeAll(async () => {
  perf = await startPerformance();
  await perf.site(1, alice.id, 'alice-bakery');
  await perf.site(2, alice.id, 'alice-blog');
  await perf.site(3, bob.id, 'bob-garage');
  await perf.site(4, alice.id, 'alice-draft', false);
});
afterAll(async () => {
  await perf?.close();
});

const page = (body: { pages: { site: number; path: string }[] }, site: number, path: string) =>
  body.pages.find((entry) => entry.site === site && entry.path === path) as Record<string, any>;

describe('vitals beacons', () => {
  it('stores the known set of beacons; p75 is the nearest-rank 75th percentile of every sample', async () => {
    // LCP 100, 200, ... 2000 ms: the 15th of 20 (ceil(0.75 × 20)) is 1500
    for (let i = 1; i <= 20; i += 1) {
      const answer = await perf.vitals({ site: 'alice-bakery', path: '/alice-bakery/menu', metrics: { LCP: i * 100 }, load_time: i * 50 });
      expect(answer).toEqual({ status: 202, body: { status: 'accepted' } });
    }
    const { status, body } = await perf.call('GET', '/api/performance/page-speed/?hours=24&site=1', { as: alice });
    expect(status).toBe(200);
    expect(page(body, 1, '/alice-bakery/menu')).toMatchObject({
      site_slug: 'alice-bakery',
      url: '/alice-bakery/menu',
      samples: 20,
      lcp: 1500,
      load_time: 750,
      inp: null,
    });
  });

  it('counts the shares of good, needs-improvement and poor visits per metric', async () => {
    // CLS: 6 good (≤ 0.1), 3 needing improvement, 1 poor (> 0.25)
    const values = [0, 0.01, 0.05, 0.08, 0.1, 0.1, 0.11, 0.2, 0.25, 0.4];
    for (const CLS of values) await perf.vitals({ site: 'alice-bakery', path: '/alice-bakery/', metrics: { CLS } });
    const { body } = await perf.call('GET', '/api/performance/page-speed/?site=1', { as: alice });
    const home = page(body, 1, '/alice-bakery/');
    expect(home.ratings.cls).toEqual({ good: 60, needs_improvement: 30, poor: 10 });
    expect(home.cls).toBe(0.2);
    expect(home.ratings.lcp).toEqual({ good: 0, needs_improvement: 0, poor: 0 });
    const site = body.sites.find((entry: { site: number }) => entry.site === 1);
    expect(site.samples).toBe(30);
    // the LCP shares of the menu page: 100..2000 ms are all good
    expect(site.ratings.lcp).toEqual({ good: 100, needs_improvement: 0, poor: 0 });
  });

  it('counts a metric a page view reports twice once, and keeps each of its metrics', async () => {
    const view = randomUUID();
    await perf.vitals({ event_id: view, site: 'alice-blog', path: '/alice-blog/post', metrics: { LCP: 3000, FCP: 1000, TTFB: 300 } });
    await perf.vitals({ event_id: view, site: 'alice-blog', path: '/alice-blog/post', metrics: { INP: 250, CLS: 0.3 } });
    await perf.vitals({ event_id: view, site: 'alice-blog', path: '/alice-blog/post', metrics: { INP: 900, CLS: 0.3 } });
    await perf.vitals({ event_id: view.toUpperCase(), site: 'alice-blog', path: '/alice-blog/post', metrics: { LCP: 9000 } });
    const { body } = await perf.call('GET', '/api/performance/page-speed/?site=2', { as: alice });
    const post = page(body, 2, '/alice-blog/post');
    expect(post).toMatchObject({ samples: 1, lcp: 3000, inp: 250, cls: 0.3, fcp: 1000, ttfb: 300 });
    const [{ n }] = await perf.app.db('performance.vitals').where({ event_id: view }).count('* as n');
    expect(Number(n)).toBe(5);
  });

  it('scores a page with Lighthouse log-normal curves on its field p75s', async () => {
    expect(logNormalScore({ p10: 2500, median: 4000 }, 2500)).toBeCloseTo(0.9, 2);
    expect(logNormalScore({ p10: 2500, median: 4000 }, 4000)).toBeCloseTo(0.5, 6);
    expect(performanceScore({ FCP: 1800, LCP: 2500, INP: 200, CLS: 0.1, TTFB: 800 })).toBe(90);
    expect(performanceScore({ FCP: 3000, LCP: 4000, INP: 500, CLS: 0.25, TTFB: 1800 })).toBe(50);
    expect(performanceScore({})).toBeNull();
    const { body } = await perf.call('GET', '/api/performance/page-speed/?site=2', { as: alice });
    const post = page(body, 2, '/alice-blog/post');
    const expected = performanceScore({ LCP: 3000, INP: 250, CLS: 0.3, FCP: 1000, TTFB: 300 });
    expect(post.performance_score).toBe(expected);
    expect(post.performance_score).toBeGreaterThan(0);
    expect(post.performance_score).toBeLessThan(100);
  });

  it('ignores bots, unknown and unpublished sites with the same 202', async () => {
    const before = await perf.count('vitals');
    expect((await perf.vitals({ site: 'alice-bakery', metrics: { LCP: 1 } }, { ua: GOOGLEBOT })).body).toEqual({ status: 'ignored' });
    expect((await perf.vitals({ site: 'nobody-here', metrics: { LCP: 1 } })).body).toEqual({ status: 'ignored' });
    expect((await perf.vitals({ site: 'alice-draft', metrics: { LCP: 1 } })).body).toEqual({ status: 'ignored' });
    expect(await perf.count('vitals')).toBe(before);
  });

  it.each([
    [{ event_id: 'nope', site: 'alice-bakery', path: '/', metrics: { LCP: 1 } }, 'event_id must be a UUID'],
    [
      { site: 'alice-bakery', path: '/', metrics: {} },
      'metrics must hold at least one of LCP, INP, CLS, FCP, TTFB, FID, each a number from 0 to 600000',
    ],
    [
      { site: 'alice-bakery', path: '/', metrics: { LCP: -5 } },
      'metrics must hold at least one of LCP, INP, CLS, FCP, TTFB, FID, each a number from 0 to 600000',
    ],
    [{ site: 'alice-bakery', path: '/', metrics: { SPEED: 5 } }, undefined],
    [{ site: 'alice-bakery', path: 'menu', metrics: { LCP: 5 } }, "path must start with '/' (at most 2000 characters)"],
    [{ site: 'Alice Bakery', path: '/', metrics: { LCP: 5 } }, 'site must be a site slug'],
    [{ site: 'alice-bakery', path: '/', metrics: { LCP: 5 }, load_time: 'slow' }, 'load_time must be a number of ms from 0 to 600000'],
  ])('refuses a bad beacon with a 400 (%j)', async (fields, detail) => {
    const answer = await perf.vitals(fields);
    expect(answer.status).toBe(400);
    if (detail) expect(answer.body.detail).toBe(detail);
    else expect(typeof answer.body.detail).toBe('string');
  });

  it('refuses a body that is not JSON', async () => {
    const response = await perf.app.inject({
      method: 'POST',
      url: '/api/performance/vitals/',
      headers: { 'content-type': 'text/plain', 'user-agent': 'Mozilla/5.0' },
      payload: '{nope',
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).detail).toBe('Malformed JSON in request body');
  });
});

describe('who sees page speed', () => {
  it("shows an owner their own sites only; someone else's site is a 404", async () => {
    await perf.vitals({ site: 'bob-garage', path: '/bob-garage/', metrics: { LCP: 5000 } });
    const all = await perf.call('GET', '/api/performance/page-speed/', { as: alice });
    expect(all.body.sites.map((site: { site: number }) => site.site).sort()).toEqual([1, 2]);
    expect(all.body.pages.every((entry: { site: number }) => entry.site !== 3)).toBe(true);
    expect(await perf.call('GET', '/api/performance/page-speed/?site=3', { as: alice })).toEqual({
      status: 404,
      body: { detail: 'Site not found' },
    });
    expect((await perf.call('GET', '/api/performance/page-speed/?site=999', { as: alice })).status).toBe(404);
    expect((await perf.call('GET', '/api/performance/page-speed/?site=abc', { as: alice })).status).toBe(400);
    expect((await perf.call('GET', '/api/performance/page-speed/?hours=2', { as: alice })).status).toBe(400);
    expect((await perf.call('GET', '/api/performance/page-speed/')).status).toBe(401);
    const bobs = await perf.call('GET', '/api/performance/page-speed/', { as: bob });
    expect(bobs.body.pages).toEqual([expect.objectContaining({ site: 3, lcp: 5000 })]);
    const staffView = await perf.call('GET', '/api/performance/page-speed/?site=3', { as: staff });
    expect(staffView.body.pages).toHaveLength(1);
  });

  it("summarises every site's vitals on the staff dashboard: p75 over all samples, top pages", async () => {
    const { status, body } = await perf.call('GET', '/api/performance/dashboard/?hours=24', { as: staff });
    expect(status).toBe(200);
    // LCP samples: 100..2000 (20), 3000, 5000 → the 17th of 22 is 1700
    expect(body.avg_lcp).toBe(1700);
    expect(body.avg_inp).toBe(250);
    expect(body.avg_fid).toBeNull();
    expect(body.top_pages[0]).toMatchObject({ site: 1, path: '/alice-bakery/menu', samples: 20, lcp: 1500 });
    expect(body.top_pages).toHaveLength(4);
    expect(typeof body.avg_performance_score).toBe('number');
    expect(body).toMatchObject({ critical_alerts_count: 0, open_alerts_count: 0, recent_alerts: [] });
  });

  it("forgets a deleted site's vitals", async () => {
    await perf.deliver(envelope('sites.site.deleted', { site_id: 3, owner_id: bob.id, slug: 'bob-garage', name: '', is_published: false }));
    expect(
      await perf.app
        .db('performance.vitals')
        .where({ site_id: 3 })
        .count('* as n')
        .then(([row]) => Number(row.n)),
    ).toBe(0);
    expect((await perf.call('GET', '/api/performance/page-speed/?site=3', { as: staff })).status).toBe(404);
  });

  it('deletes vitals older than the retention (90 days) when the monitor tidies up', async () => {
    const old = randomUUID();
    await perf.app.db('performance.vitals').insert({
      event_id: old,
      metric: 'LCP',
      site_id: 1,
      path: '/alice-bakery/',
      value: 1,
      received_at: new Date(Date.now() - 91 * 24 * 3600_000),
    });
    const before = await perf.count('vitals');
    await perf.app.performanceMonitor.tick(new Date());
    expect(await perf.app.db('performance.vitals').where({ event_id: old })).toEqual([]);
    expect(await perf.count('vitals')).toBe(before - 1);
  });
});
