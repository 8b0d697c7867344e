import { ROLE_REFUSED, siteCopyRepository, type SiteRole } from '@atlas/service-kit';
import { envelope, startMarketplace, type Marketplace } from './harness';

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

let t: Marketplace;
let at = Date.parse('2026-11-27T10:00:00Z');
const later = () => new Date((at += 1000)).toISOString();
let rule = 0;

beforeAll(async () => {
  t = await startMarketplace();
  await t.site(1, people.owner.id, 'bakery');
  for (const role of ['viewer', 'author', 'editor', 'admin'] as const) {
    await t.deliver(envelope('sites.member.added', { site_id: 1, user_id: people[role].id, role, changed_at: later() }));
  }
  // The site's modules are its owner's installs and its own: the owner's Redirects and the site's Webhooks serve every member.
  expect((await t.install(people.owner, 'redirects')).status).toBe(200);
  expect((await siteInstall('webhooks')).status).toBe(200);
}, 120_000);
afterAll(() => t.close());

/** The bakery's own install of a module, by its owner. */
async function siteInstall(slug: string) {
  return t.call('POST', `/api/marketplace/modules/${await t.moduleId(slug)}/module_action/`, {
    as: people.owner,
    body: { action: 'install', site_id: 1 },
  });
}

/** A public address literal: no name to resolve, not a private network. */
const HOOK_URL = 'http://93.184.216.34/hook';

/** A webhook of the bakery made by its owner. */
async function bakeryWebhook(): Promise<number> {
  const response = await t.call('POST', '/api/marketplace/webhooks/', {
    as: people.owner,
    body: { site_id: 1, url: HOOK_URL, events: ['sites.form.submitted'] },
  });
  expect(response.status).toBe(201);
  return response.body.id;
}
let sharedWebhook: number | undefined;

/** A redirect of the bakery made by its owner, for a route that reads, changes or deletes one. */
async function bakeryRedirect(): Promise<number> {
  rule += 1;
  const response = await t.call('POST', '/api/marketplace/redirects/', {
    as: people.owner,
    body: { site: 1, from_path: `/old-${rule}`, to_path: '/new' },
  });
  expect(response.status).toBe(201);
  return response.body.id;
}

/** Every route of the service that touches a site, with what it needs (the README's matrix). */
const routes: {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  need: SiteRole;
  ok: number;
  url?: () => Promise<string>;
  body?: () => object;
  notFound: string;
}[] = [
  { method: 'GET', path: '/api/marketplace/redirects/?site=1', need: 'viewer', ok: 200, notFound: 'Site not found' },
  {
    method: 'POST',
    path: '/api/marketplace/redirects/',
    body: () => ({ site: 1, from_path: `/made-${(rule += 1)}`, to_path: '/new' }),
    need: 'admin',
    ok: 201,
    notFound: 'Site not found',
  },
  {
    method: 'GET',
    path: '/api/marketplace/redirects/{id}/',
    url: async () => `/api/marketplace/redirects/${await bakeryRedirect()}/`,
    need: 'viewer',
    ok: 200,
    notFound: 'Redirect not found',
  },
  {
    method: 'PATCH',
    path: '/api/marketplace/redirects/{id}/',
    url: async () => `/api/marketplace/redirects/${await bakeryRedirect()}/`,
    body: () => ({ status_code: 302 }),
    need: 'admin',
    ok: 200,
    notFound: 'Redirect not found',
  },
  {
    method: 'DELETE',
    path: '/api/marketplace/redirects/{id}/',
    url: async () => `/api/marketplace/redirects/${await bakeryRedirect()}/`,
    need: 'admin',
    ok: 204,
    notFound: 'Redirect not found',
  },
  { method: 'GET', path: '/api/marketplace/installed/?site=1', need: 'viewer', ok: 200, notFound: 'Site not found' },
  {
    method: 'POST',
    path: '/api/marketplace/modules/{id}/module_action/ {site_id: 1}',
    url: async () => `/api/marketplace/modules/${await t.moduleId('structured-data')}/module_action/`,
    body: () => ({ action: 'install', site_id: 1 }),
    need: 'admin',
    ok: 200,
    notFound: 'Site not found',
  },
  { method: 'GET', path: '/api/marketplace/webhooks/?site=1', need: 'admin', ok: 200, notFound: 'Site not found' },
  {
    method: 'POST',
    path: '/api/marketplace/webhooks/ {site_id: 1}',
    url: async () => '/api/marketplace/webhooks/',
    body: () => ({ site_id: 1, url: HOOK_URL, events: ['sites.page.published'] }),
    need: 'admin',
    ok: 201,
    notFound: 'Site not found',
  },
  {
    method: 'GET',
    path: '/api/marketplace/webhooks/{id}/',
    url: async () => `/api/marketplace/webhooks/${(sharedWebhook ??= await bakeryWebhook())}/`,
    need: 'admin',
    ok: 200,
    notFound: 'Webhook not found',
  },
  {
    method: 'PATCH',
    path: '/api/marketplace/webhooks/{id}/',
    url: async () => `/api/marketplace/webhooks/${(sharedWebhook ??= await bakeryWebhook())}/`,
    body: () => ({ is_active: true }),
    need: 'admin',
    ok: 200,
    notFound: 'Webhook not found',
  },
  {
    method: 'DELETE',
    path: '/api/marketplace/webhooks/{id}/',
    url: async () => `/api/marketplace/webhooks/${await bakeryWebhook()}/`,
    need: 'admin',
    ok: 204,
    notFound: 'Webhook not found',
  },
];

describe.each(routes)('$method $path needs $need', (route) => {
  it.each(everyone)('%s', async (who) => {
    const url = route.url ? await route.url() : route.path;
    const response = await t.call(route.method, url, { as: people[who], body: route.body?.() });
    const status = expectedStatus(route.need, who, route.ok);
    expect({ who, status: response.status }).toEqual({ who, status });
    if (status === 403) expect(response.body).toEqual({ detail: ROLE_REFUSED });
    if (status === 404) expect(response.body).toEqual({ detail: route.notFound });
  });
});

describe('the things of an account stay its own', () => {
  it('each signed-in person lists their own installs; a member never changes the site owner’s modules', async () => {
    for (const who of everyone) {
      const installed = await t.call('GET', '/api/marketplace/installed/', { as: people[who] });
      expect({ who, slugs: installed.body.results.map((row: { module: { slug: string } }) => row.module.slug) }).toEqual({
        who,
        slugs: who === 'owner' ? ['redirects'] : [],
      });
    }
    // The admin's own install is theirs: it switches nothing on for the bakery, whose owner keeps theirs.
    expect((await t.install(people.admin, 'webhooks')).status).toBe(200);
    const installed = await t.published('marketplace.module.installed');
    expect(installed.at(-1)).toMatchObject({ user_id: people.admin.id, slug: 'webhooks', site_ids: [] });
  });

  it('without the owner’s Redirects install, members get the same 409 as the owner', async () => {
    await t.install(people.owner, 'redirects', 'uninstall');
    for (const who of ['viewer', 'admin', 'owner'] as const) {
      const response = await t.call('GET', '/api/marketplace/redirects/?site=1', { as: people[who] });
      expect({ who, status: response.status, error: response.body.error }).toEqual({ who, status: 409, error: 'module_not_installed' });
    }
    expect((await t.call('GET', '/api/marketplace/redirects/?site=1', { as: people.stranger })).status).toBe(404);
    await t.install(people.owner, 'redirects');
  });
});

it('a removed member is refused at once, and an older statement arriving late does not bring them back', async () => {
  const copy = siteCopyRepository(t.app.db, 'marketplace');
  const leaving = { id: 21 };
  const id = await bakeryRedirect();
  await copy.recordMembership({ site_id: 1, user_id: leaving.id, role: 'admin', changed_at: later() });
  expect((await t.call('PATCH', `/api/marketplace/redirects/${id}/`, { as: leaving, body: { status_code: 302 } })).status).toBe(200);
  await copy.recordMembership({ site_id: 1, user_id: leaving.id, role: null, changed_at: later() });
  expect(await t.call('PATCH', `/api/marketplace/redirects/${id}/`, { as: leaving, body: { status_code: 301 } })).toEqual({
    status: 404,
    body: { detail: 'Redirect not found' },
  });
  expect((await t.call('GET', '/api/marketplace/redirects/?site=1', { as: leaving })).status).toBe(404);
  await copy.recordMembership({ site_id: 1, user_id: leaving.id, role: 'admin', changed_at: new Date(at - 500).toISOString() });
  expect((await t.call('DELETE', `/api/marketplace/redirects/${id}/`, { as: leaving })).status).toBe(404);
});
