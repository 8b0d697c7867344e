import { ROLE_REFUSED, siteCopyRepository, type SiteRole } from '@atlas/service-kit';
import { envelope, startPerformance, type Performance } from './harness';

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
function expectedStatus(need: SiteRole | 'staff', who: Person, ok: number): number {
  if (need === 'staff') return who === 'staff' ? ok : 403;
  if (who === 'stranger') return 404;
  if (who === 'staff') return need === 'viewer' ? ok : 404;
  return RANK[who] >= RANK[need] ? ok : 403;
}

let perf: Performance;
let at = Date.parse('2026-11-27T10:00:00Z');
const later = () => new Date((at += 1000)).toISOString();

beforeAll(async () => {
  perf = await startPerformance();
  await perf.site(1, people.owner.id, 'bakery');
  for (const role of ['viewer', 'author', 'editor', 'admin'] as const) {
    await perf.deliver(envelope('sites.member.added', { site_id: 1, user_id: people[role].id, role, changed_at: later() }));
  }
  await perf.vitals({ site: 'bakery', path: '/bakery/', metrics: { LCP: 1200 } });
  await perf.sample(new Date());
}, 120_000);
afterAll(() => perf?.close());

/**
 * Every authenticated route: page speed is a site's (its viewers read it); the machine, the cache,
 * the database and the alerts are the platform's, for staff only (no site's member changes them).
 */
const routes: { method: 'GET'; path: string; need: SiteRole | 'staff'; ok: number }[] = [
  { method: 'GET', path: '/api/performance/page-speed/?site=1', need: 'viewer', ok: 200 },
  { method: 'GET', path: '/api/performance/system-health/current/', need: 'staff', ok: 200 },
  { method: 'GET', path: '/api/performance/system-health/trend/?hours=24', need: 'staff', ok: 200 },
  { method: 'GET', path: '/api/performance/dashboard/', need: 'staff', ok: 200 },
  { method: 'GET', path: '/api/performance/cache/metrics/', need: 'staff', ok: 200 },
  { method: 'GET', path: '/api/performance/cache/analytics/', need: 'staff', ok: 200 },
  { method: 'GET', path: '/api/performance/database/', need: 'staff', ok: 200 },
  { method: 'GET', path: '/api/performance/alerts/', need: 'staff', ok: 200 },
  { method: 'GET', path: '/api/performance/system-status/', need: 'staff', ok: 200 },
];

describe.each(routes)('$method $path needs $need', (route) => {
  it.each(everyone)('%s', async (who) => {
    const response = await perf.call(route.method, route.path, { as: people[who] });
    const status = expectedStatus(route.need, who, route.ok);
    expect({ who, status: response.status }).toEqual({ who, status });
    if (status === 403 && route.need !== 'staff') expect(response.body).toEqual({ detail: ROLE_REFUSED });
    if (status === 404) expect(response.body).toEqual({ detail: 'Site not found' });
  });
});

it('the all-sites page speed covers every site the user may open', async () => {
  const sitesOf = async (who: Person) =>
    (await perf.call('GET', '/api/performance/page-speed/', { as: people[who] })).body.sites.map((site: { site: number }) => site.site);
  expect(await sitesOf('viewer')).toEqual([1]);
  expect(await sitesOf('owner')).toEqual([1]);
  expect(await sitesOf('stranger')).toEqual([]);
});

it('a removed member is refused at once, and an older statement arriving late does not bring them back', async () => {
  const copy = siteCopyRepository(perf.app.db, 'performance');
  const leaving = { id: 21 };
  const read = () => perf.call('GET', '/api/performance/page-speed/?site=1', { as: leaving });
  await copy.recordMembership({ site_id: 1, user_id: leaving.id, role: 'viewer', changed_at: later() });
  expect((await read()).status).toBe(200);
  await copy.recordMembership({ site_id: 1, user_id: leaving.id, role: null, changed_at: later() });
  expect(await read()).toEqual({ status: 404, body: { detail: 'Site not found' } });
  expect((await perf.call('GET', '/api/performance/page-speed/', { as: leaving })).body.sites).toEqual([]);
  await copy.recordMembership({ site_id: 1, user_id: leaving.id, role: 'viewer', changed_at: new Date(at - 500).toISOString() });
  expect((await read()).status).toBe(404);
});
