import WebSocket from 'ws';
import { ROLE_REFUSED, siteCopyRepository, type SiteRole } from '@atlas/service-kit';
import { tokenFor } from '@atlas/service-kit/testing';
import { envelope, startAnalytics, type Analytics } from './harness';

/** One person per role on the bakery (site 1), someone with none, and staff. */
const people = {
  stranger: { id: 15 },
  viewer: { id: 11 },
  author: { id: 12 },
  editor: { id: 13 },
  admin: { id: 14 },
  owner: { id: 10 },
  staff: { id: 99, is_staff: true },
};
type Person = keyof typeof people;
const everyone = Object.keys(people) as Person[];
const RANK: Record<SiteRole, number> = { viewer: 1, author: 2, editor: 3, admin: 4, owner: 5 };

/** The kit's rule: no role 404; a role short of the need 403; staff read (viewer) every site and change none of others'. */
function expectedStatus(need: SiteRole, who: Person, ok: number): number {
  if (who === 'stranger') return 404;
  if (who === 'staff') return need === 'viewer' ? ok : 404;
  return RANK[who] >= RANK[need] ? ok : 403;
}

let t: Analytics;
let base: string;
let at = Date.parse('2026-11-27T10:00:00Z');
const later = () => new Date((at += 1000)).toISOString();

beforeAll(async () => {
  t = await startAnalytics();
  await t.site(1, people.owner.id, 'bakery');
  for (const role of ['viewer', 'author', 'editor', 'admin'] as const) {
    // Members reach the copy as the sites service announces them.
    await t.deliver(envelope('sites.member.added', { site_id: 1, user_id: people[role].id, role, changed_at: later() }));
  }
  await t.deliver(envelope('menus.menu.created', { menu_id: 7, site_id: 1, site_slug: 'bakery', owner_id: people.owner.id }));
  await t.app.db('analytics.site_hours').insert({ site_id: 1, hour: new Date(Date.now() - 3600_000), pageviews: 30, day_visitors: 12 });
  await t.deliver(
    envelope('sites.page.published', {
      page_id: 5,
      site_id: 1,
      owner_id: people.owner.id,
      site_slug: 'bakery',
      slug: 'menu',
      title: 'Menu',
      is_published: true,
      is_home_page: false,
    }),
  );
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
}, 120_000);
afterAll(() => t.close());

/** A goal of the bakery made by its owner, for a route that reads, changes or deletes one. */
async function bakeryGoal(): Promise<number> {
  const response = await t.call('POST', '/api/analytics/conversion-goals/', {
    as: people.owner,
    body: { name: 'Order page', goal_type: 'page_visit', target_url: '/order', site: 1 },
  });
  expect(response.status).toBe(201);
  return response.body.id;
}

const goalBody = { name: 'Thanks', goal_type: 'page_visit', target_url: '/thanks', site: 1 };

/** Every route of the service that touches a site, with what it needs (docs: the README's matrix). */
const routes: {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  need: SiteRole;
  ok: number;
  url?: () => Promise<string>;
  body?: object;
  notFound: string;
}[] = [
  { method: 'GET', path: '/api/analytics/dashboard/overview/?site=1', need: 'viewer', ok: 200, notFound: 'Site not found' },
  { method: 'GET', path: '/api/analytics/dashboard/realtime/?site=1', need: 'viewer', ok: 200, notFound: 'Site not found' },
  { method: 'GET', path: '/api/analytics/conversion-goals/?site=1', need: 'viewer', ok: 200, notFound: 'Site not found' },
  { method: 'GET', path: '/api/analytics/conversion-goals/funnel/?site=1', need: 'viewer', ok: 200, notFound: 'Site not found' },
  { method: 'POST', path: '/api/analytics/conversion-goals/', body: goalBody, need: 'admin', ok: 201, notFound: 'Site not found' },
  {
    method: 'GET',
    path: '/api/analytics/conversion-goals/{id}/',
    url: async () => `/api/analytics/conversion-goals/${await bakeryGoal()}/`,
    need: 'viewer',
    ok: 200,
    notFound: 'Conversion goal not found',
  },
  ...(['PUT', 'PATCH'] as const).map((method) => ({
    method,
    path: '/api/analytics/conversion-goals/{id}/',
    url: async () => `/api/analytics/conversion-goals/${await bakeryGoal()}/`,
    body: { name: 'Renamed' },
    need: 'admin' as const,
    ok: 200,
    notFound: 'Conversion goal not found',
  })),
  {
    method: 'DELETE',
    path: '/api/analytics/conversion-goals/{id}/',
    url: async () => `/api/analytics/conversion-goals/${await bakeryGoal()}/`,
    need: 'admin',
    ok: 204,
    notFound: 'Conversion goal not found',
  },
  { method: 'GET', path: '/api/analytics/menus/7/click-through/', need: 'viewer', ok: 200, notFound: 'Menu not found' },
];

describe.each(routes)('$method $path needs $need', (route) => {
  it.each(everyone)('%s', async (who) => {
    const url = route.url ? await route.url() : route.path;
    const response = await t.call(route.method, url, { as: people[who], body: route.body });
    const status = expectedStatus(route.need, who, route.ok);
    expect({ who, status: response.status }).toEqual({ who, status });
    if (status === 403) expect(response.body).toEqual({ detail: ROLE_REFUSED });
    if (status === 404) expect(response.body).toEqual({ detail: route.notFound });
  });
});

/** Opens the live socket; resolves with it once open, or with the HTTP status that refused the upgrade. */
function connect(siteId: number, who: { id: number; is_staff?: boolean }): Promise<{ socket?: WebSocket; refused?: number }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(`${base}/ws/analytics/${siteId}/?token=${tokenFor(who)}`);
    socket.once('open', () => resolve({ socket }));
    socket.once('unexpected-response', (_request, response) => resolve({ refused: response.statusCode }));
    socket.once('error', () => resolve({ refused: -1 }));
  });
}

describe('WS /ws/analytics/1/ needs viewer', () => {
  it.each(everyone)('%s', async (who) => {
    const { socket, refused } = await connect(1, people[who]);
    socket?.close();
    expect({ who, status: socket ? 101 : refused }).toEqual({ who, status: expectedStatus('viewer', who, 101) });
  });
});

describe('the all-sites views cover every site the user may open', () => {
  it('a viewer’s overview, home stats and activity count the site they are a member of; a stranger’s do not', async () => {
    for (const [who, views] of [
      ['viewer', 30],
      ['stranger', 0],
    ] as const) {
      expect((await t.call('GET', '/api/analytics/dashboard/overview/?timeRange=1d', { as: people[who] })).body.pageViews).toBe(views);
      expect((await t.call('GET', '/api/stats/', { as: people[who] })).body.page_views).toBe(views);
      const activity = (await t.call('GET', '/api/analytics/activity/', { as: people[who] })).body.results;
      expect(activity.map((entry: { description: string }) => entry.description)).toEqual(
        who === 'viewer'
          ? [
              "Page 'Menu' published on bakery",
              // the members joined after the site was made (the events name no username: the id stands in)
              ...['admin', 'editor', 'author', 'viewer'].map((role) => `user ${people[role as Person].id} joined 'bakery' as ${role}`),
              "Site 'bakery' created",
            ]
          : [],
      );
    }
  });

  it('lists the site’s goals whoever made them, and its owner’s all-sites goals, which only their maker changes', async () => {
    const mine = await t.call('POST', '/api/analytics/conversion-goals/', {
      as: people.admin,
      body: { name: 'By the admin', goal_type: 'event', target_event: 'signup_click', site: 1 },
    });
    const everywhere = await t.call('POST', '/api/analytics/conversion-goals/', {
      as: people.owner,
      body: { name: 'Every site', goal_type: 'event', target_event: 'newsletter' },
    });
    expect([mine.status, everywhere.status]).toEqual([201, 201]);
    for (const scope of ['?site=1', '']) {
      const names = (await t.call('GET', `/api/analytics/conversion-goals/${scope}`, { as: people.viewer })).body.results.map(
        (goal: { name: string }) => goal.name,
      );
      expect(names).toEqual(expect.arrayContaining(['By the admin', 'Every site']));
    }
    expect((await t.call('GET', `/api/analytics/conversion-goals/${everywhere.body.id}/`, { as: people.viewer })).status).toBe(200);
    const byAdmin = await t.call('PATCH', `/api/analytics/conversion-goals/${everywhere.body.id}/`, {
      as: people.admin,
      body: { name: 'Mine now' },
    });
    expect(byAdmin).toEqual({ status: 403, body: { detail: ROLE_REFUSED } });
    expect((await t.call('GET', `/api/analytics/conversion-goals/${everywhere.body.id}/`, { as: people.stranger })).status).toBe(404);
    // Not even the site's owner turns the admin's goal into one covering all the admin's own sites: only its maker does.
    const widened = await t.call('PATCH', `/api/analytics/conversion-goals/${mine.body.id}/`, { as: people.owner, body: { site: null } });
    expect(widened).toEqual({ status: 403, body: { detail: 'Only whoever made this goal can make it cover all their sites' } });
  });
});

describe('a removed member', () => {
  it('is refused at once, on every route and on an open live socket', async () => {
    const copy = siteCopyRepository(t.app.db, 'analytics');
    const leaving = { id: 21 };
    await copy.recordMembership({ site_id: 1, user_id: leaving.id, role: 'admin', changed_at: later() });
    expect((await t.call('GET', '/api/analytics/dashboard/overview/?site=1', { as: leaving })).status).toBe(200);
    const { socket } = await connect(1, leaving);
    expect(socket).toBeDefined();
    const closed = new Promise<number>((resolve) => socket!.once('close', (code) => resolve(code)));

    await copy.recordMembership({ site_id: 1, user_id: leaving.id, role: null, changed_at: later() });
    for (const path of [
      '/api/analytics/dashboard/overview/?site=1',
      '/api/analytics/dashboard/realtime/?site=1',
      '/api/analytics/conversion-goals/funnel/?site=1',
      '/api/analytics/menus/7/click-through/',
    ]) {
      expect({ path, status: (await t.call('GET', path, { as: leaving })).status }).toEqual({ path, status: 404 });
    }
    expect((await t.call('GET', '/api/analytics/dashboard/overview/?timeRange=1d', { as: leaving })).body.pageViews).toBe(0);
    // The socket opened before the removal is closed within a second or so (policy violation).
    expect(await closed).toBe(1008);
    // An older statement arriving late does not bring them back.
    await copy.recordMembership({ site_id: 1, user_id: leaving.id, role: 'admin', changed_at: new Date(at - 500).toISOString() });
    expect((await t.call('GET', '/api/analytics/dashboard/overview/?site=1', { as: leaving })).status).toBe(404);
  });

  it('removed by the sites service’s event is refused too', async () => {
    await t.deliver(envelope('sites.member.removed', { site_id: 1, user_id: people.editor.id, changed_at: later() }));
    expect((await t.call('GET', '/api/analytics/conversion-goals/?site=1', { as: people.editor })).status).toBe(404);
  });
});
