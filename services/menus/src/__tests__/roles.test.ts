import { SITE_ROLES, siteCopyRepository, type MemberRole, type SiteRole } from '@atlas/service-kit';
import { staff, startMenus, type Harness } from './harness';

// Teams (issue 25): every route of the menus service, for each kind of caller, against the role table
// of the README ("Roles"): reading a site's menus is a viewer's, every change an editor's. One start.

const owner = { id: 1, username: 'olive' };
const viewer = { id: 11, username: 'vera' };
const author = { id: 12, username: 'arthur' };
const editor = { id: 13, username: 'edith' };
const admin = { id: 14, username: 'adam' };
const stranger = { id: 15, username: 'stan' };
const SITE = 5;

type Who = 'stranger' | SiteRole | 'staff';
const CALLERS: Record<Who, { id: number; username: string; is_staff?: boolean }> = {
  stranger,
  viewer,
  author,
  editor,
  admin,
  owner,
  staff,
};
const WHO = Object.keys(CALLERS) as Who[];

/** A role on the site (a stranger 404, a member short of it 403, staff only read), or 'anyone' (not a site's). */
type Need = SiteRole | 'anyone';

function expected(need: Need, who: Who, ok: number): number {
  if (need === 'anyone') return ok;
  if (who === 'stranger') return 404;
  if (who === 'staff') return need === 'viewer' ? ok : 404;
  return SITE_ROLES.indexOf(who) >= SITE_ROLES.indexOf(need) ? ok : 403;
}

let t: Harness;
let header: number;
let clock = 0;
const at = () => new Date(Date.UTC(2026, 10, 27, 12, 0, 0, ++clock)).toISOString();
const member = (userId: number, role: MemberRole | null) =>
  siteCopyRepository(t.service.app.db, 'menus').recordMembership({ site_id: SITE, user_id: userId, role, changed_at: at() });

// A slow start on a busy machine is not a failure.
beforeAll(async () => {
  t = await startMenus();
  await t.publishedSite(SITE, owner.id, 'team-site');
  header = await t.location('header-primary');
  for (const [who, role] of [
    [viewer, 'viewer'],
    [author, 'author'],
    [editor, 'editor'],
    [admin, 'admin'],
  ] as const)
    await member(who.id, role);
}, 120_000);
afterAll(() => t.close());

const menu = () => t.menu(owner, { name: `Menu ${++clock}`, site: SITE });
const itemOf = async () => {
  const m = await menu();
  return { menu: m, item: await t.item(owner, { menu: m.id, title: 'Home' }) };
};

interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  need: Need;
  ok: number;
  /** Made fresh for each caller (as the owner): the url and body of the call. */
  setup: () => Promise<{ url: string; body?: unknown }>;
}

const ROUTES: Route[] = [
  { method: 'GET', path: '/api/menus/?site={site}', need: 'viewer', ok: 200, setup: async () => ({ url: `/api/menus/?site=${SITE}` }) },
  { method: 'GET', path: '/api/menus/', need: 'anyone', ok: 200, setup: async () => ({ url: '/api/menus/' }) },
  {
    method: 'POST',
    path: '/api/menus/',
    need: 'editor',
    ok: 201,
    setup: async () => ({ url: '/api/menus/', body: { name: 'New', site: SITE, location: header } }),
  },
  { method: 'GET', path: '/api/menus/{id}/', need: 'viewer', ok: 200, setup: async () => ({ url: `/api/menus/${(await menu()).id}/` }) },
  {
    method: 'PUT',
    path: '/api/menus/{id}/',
    need: 'editor',
    ok: 200,
    setup: async () => ({ url: `/api/menus/${(await menu()).id}/`, body: { name: 'Put' } }),
  },
  {
    method: 'PATCH',
    path: '/api/menus/{id}/',
    need: 'editor',
    ok: 200,
    setup: async () => ({ url: `/api/menus/${(await menu()).id}/`, body: { is_active: false } }),
  },
  { method: 'DELETE', path: '/api/menus/{id}/', need: 'editor', ok: 204, setup: async () => ({ url: `/api/menus/${(await menu()).id}/` }) },
  {
    method: 'POST',
    path: '/api/menus/{id}/duplicate/',
    need: 'editor',
    ok: 201,
    setup: async () => ({ url: `/api/menus/${(await itemOf()).menu.id}/duplicate/` }),
  },
  {
    method: 'GET',
    path: '/api/menus/{id}/analytics/',
    need: 'viewer',
    ok: 200,
    setup: async () => ({ url: `/api/menus/${(await menu()).id}/analytics/?days=7` }),
  },
  {
    method: 'GET',
    path: '/api/items/?menu={id}',
    need: 'viewer',
    ok: 200,
    setup: async () => ({ url: `/api/items/?menu=${(await itemOf()).menu.id}&tree=true` }),
  },
  {
    method: 'POST',
    path: '/api/items/',
    need: 'editor',
    ok: 201,
    setup: async () => ({ url: '/api/items/', body: { menu: (await menu()).id, title: 'Shop', item_type: 'custom_url', url: '/shop' } }),
  },
  {
    method: 'POST',
    path: '/api/items/reorder/',
    need: 'editor',
    ok: 200,
    setup: async () => ({ url: '/api/items/reorder/', body: { items: [{ id: (await itemOf()).item.id, sort_order: 7 }] } }),
  },
  {
    method: 'GET',
    path: '/api/items/{id}/',
    need: 'viewer',
    ok: 200,
    setup: async () => ({ url: `/api/items/${(await itemOf()).item.id}/` }),
  },
  {
    method: 'PUT',
    path: '/api/items/{id}/',
    need: 'editor',
    ok: 200,
    setup: async () => ({ url: `/api/items/${(await itemOf()).item.id}/`, body: { title: 'Put' } }),
  },
  {
    method: 'PATCH',
    path: '/api/items/{id}/',
    need: 'editor',
    ok: 200,
    setup: async () => ({ url: `/api/items/${(await itemOf()).item.id}/`, body: { title: 'Patched' } }),
  },
  {
    method: 'DELETE',
    path: '/api/items/{id}/',
    need: 'editor',
    ok: 204,
    setup: async () => ({ url: `/api/items/${(await itemOf()).item.id}/` }),
  },
  { method: 'GET', path: '/api/locations/', need: 'anyone', ok: 200, setup: async () => ({ url: '/api/locations/' }) },
  { method: 'GET', path: '/api/templates/', need: 'anyone', ok: 200, setup: async () => ({ url: '/api/templates/' }) },
  {
    method: 'POST',
    path: '/api/templates/{id}/apply_template/',
    need: 'editor',
    ok: 201,
    setup: async () => {
      const templates = (await t.call('GET', '/api/templates/', { as: owner })).body as { id: number; name: string }[];
      const simple = templates.find((x) => x.name === 'Simple Header')!;
      return { url: `/api/templates/${simple.id}/apply_template/`, body: { site_id: SITE, location_id: header } };
    },
  },
];

describe('the role matrix', () => {
  test.each(ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))('%s', async (_name, route) => {
    const seen: Record<string, number> = {};
    const want: Record<string, number> = {};
    for (const who of WHO) {
      const { url, body } = await route.setup();
      const res = await t.call(route.method, url, { as: CALLERS[who], ...(body !== undefined ? { body } : {}) });
      seen[who] = res.status;
      want[who] = expected(route.need, who, route.ok);
      if (res.status === 403) expect(res.body).toEqual({ detail: 'Your role on this site does not allow this.' });
    }
    expect(seen).toEqual(want);
  });

  test('a stranger is told the menu or item does not exist, in the words it always had', async () => {
    const { menu: m, item } = await itemOf();
    expect((await t.call('GET', `/api/menus/${m.id}/`, { as: stranger })).body).toEqual({ detail: 'Menu not found' });
    expect((await t.call('PATCH', `/api/menus/${m.id}/`, { as: stranger, body: { name: 'x' } })).body).toEqual({
      detail: 'Menu not found',
    });
    expect((await t.call('GET', `/api/items/${item.id}/`, { as: stranger })).body).toEqual({ detail: 'Menu item not found' });
    expect((await t.call('DELETE', `/api/items/${item.id}/`, { as: stranger })).body).toEqual({ detail: 'Menu item not found' });
    expect((await t.call('GET', `/api/menus/?site=${SITE}`, { as: stranger })).body).toEqual({ detail: 'Site not found' });
  });

  test('the public menu and click tracking stay open to visitors', async () => {
    const { item } = await itemOf();
    const m = await t.menu(owner, { name: 'Public', site: SITE, location: await t.location('footer-primary') });
    await t.item(owner, { menu: m.id, title: 'Contact' });
    expect((await t.call('GET', '/api/menus/public/team-site/footer-primary/', { as: null })).status).toBe(200);
    expect((await t.call('POST', `/api/items/${item.id}/track_click/`, { as: null, body: { page_url: '/' } })).status).toBe(202);
  });
});

test("every menu of the sites a member may open is in their list; a stranger's list has none", async () => {
  const m = await menu();
  const ids = async (as: { id: number; username: string }) =>
    ((await t.call('GET', '/api/menus/', { as })).body as { id: number }[]).map((x) => x.id);
  expect(await ids(viewer)).toContain(m.id);
  expect(await ids(editor)).toContain(m.id);
  expect(await ids(stranger)).not.toContain(m.id);
});

test('a removed member gets 404 at once, on the next request', async () => {
  const temp = { id: 17, username: 'tim' };
  await member(temp.id, 'editor');
  const { menu: m, item } = await itemOf();
  expect((await t.call('PATCH', `/api/items/${item.id}/`, { as: temp, body: { title: 'Edited' } })).status).toBe(200);
  await member(temp.id, null);
  expect((await t.call('GET', `/api/menus/${m.id}/`, { as: temp })).body).toEqual({ detail: 'Menu not found' });
  expect((await t.call('PATCH', `/api/items/${item.id}/`, { as: temp, body: { title: 'Again' } })).status).toBe(404);
  expect((await t.call('GET', `/api/menus/?site=${SITE}`, { as: temp })).status).toBe(404);
  expect(((await t.call('GET', '/api/menus/', { as: temp })).body as { id: number }[]).map((x) => x.id)).not.toContain(m.id);
});
