import { randomUUID } from 'node:crypto';
import { createService, type AtlasApp } from '@atlas/service-kit';
import { definition } from '../service';
import type { TrackedEvent } from '../events/published';
import { alice, CHROME, IPHONE, startAnalytics, type Analytics } from './harness';

let t: Analytics;
beforeAll(async () => {
  t = await startAnalytics();
  await t.site(1, alice.id, 'bakery');
  await t.site(2, alice.id, 'draft-site', false);
}, 120_000);
afterAll(() => t.close());

const pageViews = async () =>
  (await t.call('GET', '/api/analytics/dashboard/overview/?site=1&timeRange=90d', { as: alice })).body.pageViews as number;

describe('the beacon', () => {
  it.each([
    [{ event_id: 'not-a-uuid' }, 'event_id must be a UUID'],
    [{ type: 'click' }, "type must be 'pageview' or 'event'"],
    [{ path: 'no-slash' }, "path must start with '/' (at most 2000 characters)"],
    [{ path: `/${'a'.repeat(2000)}` }, "path must start with '/' (at most 2000 characters)"],
    [{ site: 'Not A Slug' }, 'site must be a site slug'],
    [{ screen_width: 20001 }, 'screen_width must be a whole number from 0 to 20000'],
    [{ utm_source: 'x'.repeat(201) }, 'utm_source must be at most 200 characters'],
    [
      { type: 'event', name: 'search', props: { query: { nested: true } } },
      'props must be a flat object of at most 20 string (at most 500 characters) or number values',
    ],
    [
      { type: 'event', name: 'x', props: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) },
      'props must be a flat object of at most 20 string (at most 500 characters) or number values',
    ],
    [{ type: 'event' }, 'name is required for an event'],
  ])('refuses %j with a clear detail', async (fields, detail) => {
    const response = await t.beacon({ site: 'bakery', path: '/bakery', ...fields });
    expect(response.status).toBe(400);
    expect(response.body.detail).toContain(detail);
  });

  it('refuses a body that is not JSON, whatever its content type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/collect',
      headers: { 'content-type': 'text/plain', 'user-agent': CHROME },
      payload: '{"site":',
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body).detail).toBe('Malformed JSON in request body');
  });

  it('takes a beacon sent as JSON or as text/plain, and stores no address', async () => {
    const before = await t.count('events');
    expect(await t.beacon({ site: 'bakery', path: '/bakery' }, { ip: '192.0.2.55' })).toEqual({
      status: 202,
      body: { status: 'accepted' },
    });
    const asJson = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/collect/',
      headers: { 'user-agent': CHROME },
      payload: { event_id: randomUUID(), site: 'bakery', type: 'pageview', path: '/bakery/menu' },
      remoteAddress: '192.0.2.55',
    });
    expect(asJson.statusCode).toBe(202);
    await t.stored(before + 2);
    const rows = await t.app.db('analytics.events').select('*');
    expect(JSON.stringify(rows)).not.toContain('192.0.2.55');
  });

  it('ignores bots, prefetches and sites that are unknown or unpublished, without telling which', async () => {
    const before = await t.count('events');
    const ignored = { status: 202, body: { status: 'ignored' } };
    expect(
      await t.beacon(
        { site: 'bakery', path: '/bakery' },
        { ua: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      ),
    ).toEqual(ignored);
    expect(await t.beacon({ site: 'bakery', path: '/bakery' }, { ua: 'curl/8.5.0' })).toEqual(ignored);
    expect(await t.beacon({ site: 'bakery', path: '/bakery' }, { headers: { 'sec-purpose': 'prefetch;prerender' } })).toEqual(ignored);
    expect(await t.beacon({ site: 'bakery', path: '/bakery' }, { headers: { purpose: 'prefetch' } })).toEqual(ignored);
    expect(await t.beacon({ site: 'bakery', path: '/bakery' }, { ua: '' })).toEqual(ignored);
    expect(await t.beacon({ site: 'no-such-site', path: '/x' })).toEqual(ignored);
    expect(await t.beacon({ site: 'draft-site', path: '/draft-site' })).toEqual(ignored);
    // a real visit after them is the only one stored
    expect((await t.beacon({ site: 'bakery', path: '/bakery' }, { ua: IPHONE })).body.status).toBe('accepted');
    await t.stored(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await t.count('events')).toBe(before + 1);
  });
});

describe('visitor ids', () => {
  it('are the same for one browser within a day and unlinkable across days (the old salt is deleted)', async () => {
    const DAY = 24 * 3600_000;
    const today = Math.floor(Date.now() / DAY) * DAY;
    const who = { ua: CHROME, ip: '198.51.100.77' };
    const send = async (when: number, path: string) => {
      t.app.analytics.clock.now = () => new Date(when);
      expect((await t.beacon({ site: 'bakery', path }, who)).body.status).toBe('accepted');
    };
    const before = await t.count('events');
    await send(today - 2 * DAY + 3600_000, '/bakery/day-one-a');
    await send(today - 2 * DAY + 7200_000, '/bakery/day-one-b');
    await send(today - DAY + 3600_000, '/bakery/day-two');
    await send(Date.now(), '/bakery/today');
    await t.stored(before + 4);
    const ids = Object.fromEntries(
      (
        await t.app
          .db('analytics.events')
          .whereIn('path', ['/bakery/day-one-a', '/bakery/day-one-b', '/bakery/day-two'])
          .select('path', 'visitor_id')
      ).map((row: { path: string; visitor_id: string }) => [row.path, row.visitor_id]),
    );
    expect(ids['/bakery/day-one-a']).toBe(ids['/bakery/day-one-b']);
    expect(ids['/bakery/day-two']).not.toBe(ids['/bakery/day-one-a']);
    // only today's salt is left: yesterday's ids can no longer be recomputed or linked
    const salts = await t.app.db('analytics.salts').select(t.app.db.raw('day::text as day'));
    expect(salts).toEqual([{ day: new Date().toISOString().slice(0, 10) }]);
  });
});

describe('counting once', () => {
  it('counts a retried beacon (same event id) once', async () => {
    const before = await pageViews();
    const stored = await t.count('events');
    const event_id = randomUUID();
    for (let i = 0; i < 3; i++)
      expect((await t.beacon({ event_id, site: 'bakery', path: '/bakery/retried' }, { ip: '198.51.100.9' })).status).toBe(202);
    await t.beacon({ site: 'bakery', path: '/bakery/after' }, { ip: '198.51.100.9' });
    await t.stored(stored + 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await t.count('events')).toBe(stored + 2);
    expect(await pageViews()).toBe(before + 2);
  });

  it("tells the content service a blog post's page views once, through the outbox", async () => {
    const stored = await t.count('events');
    const retried = randomUUID();
    await t.beacon({ event_id: retried, site: 'bakery', path: '/bakery/blog/fresh-bread' });
    await t.beacon({ event_id: retried, site: 'bakery', path: '/bakery/blog/fresh-bread' });
    await t.beacon({ site: 'bakery', path: '/bakery/blog/fresh-bread/' }, { ip: '198.51.100.20' });
    await t.beacon({ site: 'bakery', path: '/bakery/blog/rye' });
    // Not posts: the blog's index, its feed, a page, an event named like a post.
    await t.beacon({ site: 'bakery', path: '/bakery/blog' });
    await t.beacon({ site: 'bakery', path: '/bakery/blog/rss.xml' });
    await t.beacon({ site: 'bakery', path: '/bakery/menu' });
    await t.beacon({ site: 'bakery', type: 'event', name: 'outbound', path: '/bakery/blog/rye' });
    await t.stored(stored + 7);
    const rows: { envelope: string | { type: string; payload: { posts: { slug: string; views: number }[] } } }[] = await t.app
      .db('analytics.outbox')
      .select('envelope');
    const views = new Map<string, number>();
    for (const row of rows) {
      const event = typeof row.envelope === 'string' ? JSON.parse(row.envelope) : row.envelope;
      if (event.type !== 'analytics.post.viewed') continue;
      expect(event.payload).toMatchObject({ site_id: 1, site_slug: 'bakery' });
      for (const post of event.payload.posts) views.set(post.slug, (views.get(post.slug) ?? 0) + post.views);
    }
    expect(Object.fromEntries(views)).toEqual({ 'fresh-bread': 2, rye: 1 });
  });

  it('counts a redelivered batch once, rollups and sessions included', async () => {
    const batch: TrackedEvent[] = Array.from({ length: 50 }, (_, i) => ({
      event_id: randomUUID(),
      site_id: 1,
      occurred_at: new Date(Date.now() - (50 - i) * 1000).toISOString(),
      type: 'pageview',
      name: 'pageview',
      path: `/bakery/batch-${i % 5}`,
      title: '',
      visitor_id: `visitor-${i % 10}`,
      source: 'Direct',
      referrer_host: '',
      browser: 'Chrome',
      os: 'Windows',
      device: 'desktop',
      country: 'Unknown',
      utm: null,
      props: null,
    }));
    const snapshot = async () => ({
      hours: await t.app.db('analytics.site_hours').where({ site_id: 1 }).orderBy('hour').select('*'),
      dimensions: await t.app.db('analytics.dimension_hours').where({ site_id: 1 }).orderBy(['dimension', 'hour', 'value']).select('*'),
      sessions: await t.app.db('analytics.sessions').where({ site_id: 1 }).orderBy('id').select('*'),
    });
    expect(await t.app.analytics.ingest.write(batch)).toHaveLength(50);
    const once = await snapshot();
    expect(await t.app.analytics.ingest.write(batch)).toHaveLength(0);
    // redelivered in another order, mixed with one new event
    const extra = { ...batch[0], event_id: randomUUID(), path: '/bakery/extra' };
    expect(await t.app.analytics.ingest.write([...batch].reverse().concat(extra))).toEqual([extra]);
    const twice = await snapshot();
    expect(twice.sessions).toEqual(
      once.sessions.map((s: { visitor_id: string; last_seen_at: Date; pageviews: number }) =>
        s.visitor_id === 'visitor-0'
          ? {
              ...s,
              last_seen_at: twice.sessions.find((x: { id: string }) => x.id === (s as any).id).last_seen_at,
              pageviews: s.pageviews + 1,
            }
          : s,
      ),
    );
    const sum = (rows: { pageviews: string | number }[]) => rows.reduce((total, row) => total + Number(row.pageviews), 0);
    expect(sum(twice.hours)).toBe(sum(once.hours) + 1);
  });
});

it('drops an event the database refuses without holding back the ones delivered with it', async () => {
  const good = { ...goodEvent(), path: '/bakery/good-neighbour' };
  const bad = { ...goodEvent(), path: null } as unknown as TrackedEvent;
  await Promise.all([t.app.analytics.ingest.add(bad), t.app.analytics.ingest.add(good)]);
  expect(await t.app.db('analytics.events').where({ event_id: good.event_id }).first('path')).toEqual({ path: '/bakery/good-neighbour' });
  expect(await t.app.db('analytics.events').where({ event_id: bad.event_id }).first()).toBeUndefined();
});

const goodEvent = (): TrackedEvent => ({
  event_id: randomUUID(),
  site_id: 1,
  occurred_at: new Date().toISOString(),
  type: 'pageview',
  name: 'pageview',
  path: '/bakery',
  title: '',
  visitor_id: 'someone',
  source: 'Direct',
  referrer_host: '',
  browser: 'Chrome',
  os: 'Windows',
  device: 'desktop',
  country: 'Unknown',
  utm: null,
  props: null,
});

describe('where visits come from', () => {
  it.each([
    ['https://www.google.com/search?q=bread', {}, 'Search', 'desktop'],
    ['https://duckduckgo.com/', {}, 'Search', 'desktop'],
    ['https://l.facebook.com/', {}, 'Social', 'desktop'],
    ['https://news.example.com/story', {}, 'Referral', 'desktop'],
    ['', {}, 'Direct', 'desktop'],
    ['http://atlas.test/bakery/menu', {}, 'Direct', 'desktop'],
    ['http://atlas.test/other-site', {}, 'Referral', 'desktop'],
    ['https://mail.google.com/', {}, 'Email', 'desktop'],
    ['', { utm_medium: 'email', utm_source: 'newsletter' }, 'Email', 'desktop'],
    ['https://www.google.com/', { utm_medium: 'social' }, 'Social', 'desktop'],
    ['', { utm_source: 'partner-site' }, 'Referral', 'desktop'],
    ['', { screen_width: 500 }, 'Direct', 'mobile'],
    ['', { screen_width: 900 }, 'Direct', 'tablet'],
  ])('%s %j is %s on %s', async (referrer, fields, source, device) => {
    const path = `/bakery/source-${randomUUID()}`;
    const stored = await t.count('events');
    await t.beacon({ site: 'bakery', path, referrer, ...fields });
    await t.stored(stored + 1);
    const row = await t.app.db('analytics.events').where({ path }).first('source', 'device');
    expect(row).toEqual({ source, device });
  });
});

describe('the write batch behind the beacon', () => {
  const send = (app: AtlasApp, fields: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/analytics/collect',
      headers: { 'user-agent': CHROME, 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ event_id: randomUUID(), site: 'bakery', type: 'pageview', path: '/bakery/rush', ...fields }),
    });
  const startProcess = async () => {
    const app = await createService(definition, { database: t.service.database, runEvents: false, logger: false });
    await app.ready();
    return app;
  };

  it('loses no beacon answered 202 when the process closes at once', async () => {
    const before = await t.count('events');
    const other = await startProcess();
    const answers = await Promise.all(Array.from({ length: 300 }, () => send(other)));
    expect(answers.every((answer) => answer.statusCode === 202 && answer.json().status === 'accepted')).toBe(true);
    await other.close();
    await t.stored(before + 300);
  });

  it('answers 503 with Retry-After and a detail when the batch is full', async () => {
    const other = await startProcess();
    try {
      const filled = jest.spyOn(other.analytics.beacons, 'push').mockReturnValue(false);
      const answer = await send(other);
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.json().detail).toMatch(/try again/);
      // bots are still ignored before the batch is asked
      const bot = await other.inject({
        method: 'POST',
        url: '/api/analytics/collect',
        headers: { 'user-agent': 'curl/8.5.0', 'content-type': 'text/plain' },
        payload: JSON.stringify({ event_id: randomUUID(), site: 'bakery', type: 'pageview', path: '/bakery' }),
      });
      expect(bot.json()).toEqual({ status: 'ignored' });
      filled.mockRestore();
    } finally {
      await other.close();
    }
  });
});
